/**
 * Hawaii income tax withholding figures for wages paid in 2025.
 *
 * Publication: Booklet A, Employer's Tax Guide, tables for 2025 (HAR § 18-235-61-06(b): "Appendix 1: Income Tax
 * Withholding Tables for tax year 2025" (August 16, 2024)). Read through:
 *   (1) https://suburbancomputer.com/tips_state_tax.php?effective_date=20250101&state=Hawaii, "Hawaii Payroll
 *       Withholding, Effective January 1, 2025": the Single / Head of household and Married schedules (the same
 *       lines as 2026, hi/2026.ts), "Dependant deduction: $1,144.00", "Extra lump sum allowance: $1,650.00";
 *   (2) Sovos on the 2026 booklet: the lump-sum allowance "increased ... from $1,650 to $4,350" (so $1,650 in
 *       2025); the schedules are HRS § 235-51's for 2025 (Act 46, 2024; PolicyEngine parameters, 2025 values).
 * No 2025 worked example was read.
 */
import { HI_MARRIED_2025_2026, HI_SINGLE_2025_2026, type HiYearFigures } from './2026';

export const HI_2025: HiYearFigures = {
  year: 2025,
  publication: "Booklet A, Employer's Tax Guide, tables for tax year 2025 (HAR § 18-235-61-06(b), Appendix 1)",
  allowance: '1144',
  lumpSumAllowance: '1650',
  single: HI_SINGLE_2025_2026,
  married: HI_MARRIED_2025_2026,
  sources: [
    'suburbancomputer.com "Hawaii Payroll Withholding, Effective January 1, 2025" (schedules, $1,144, $1,650)',
    'Sovos, "Hawaii Releases 2026 Booklet A" ($1,650 in 2025); HRS § 235-51 (Act 46, 2024) via PolicyEngine',
  ],
};
