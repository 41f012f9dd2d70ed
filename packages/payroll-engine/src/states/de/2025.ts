/**
 * Delaware income tax withholding figures for wages paid in 2025: the Employer's Guide's "Tax Computation Table
 * Effective January 1, 2025", the $3,250 / $6,500 standard deduction and the $110 credit, the same as 2026 (see
 * de/2026.ts for the publications and transcriptions; PolicyEngine carries these statutory figures unchanged
 * since 2014, 2000 and 1996 respectively, through the 2025 return instructions).
 */
import { DE_TABLE, type DeYearFigures } from './2026';

export const DE_2025: DeYearFigures = {
  year: 2025,
  publication: "Delaware Division of Revenue, Employer's Guide, Sections 15 and 17 (Tax Computation Table Effective January 1, 2025)",
  standardDeduction: { single: '3250', marriedJoint: '6500' },
  table: DE_TABLE,
  personalCredit: '110',
  sources: [
    "Delaware Division of Revenue, Employer's Guide, Section 17 (table effective January 1, 2025)",
    'openbooks engine/src/payroll/us/states/de.ts; PolicyEngine Delaware parameters (30 Del. C. §§ 1102, 1108, 1110)',
  ],
};
