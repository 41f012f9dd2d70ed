/**
 * Pennsylvania personal income tax withholding figures for compensation paid in 2025.
 *
 * - Rate 3.07%: 72 P.S. § 7302(a) and (b) as in force for tax years beginning on or after January 1, 2024
 *   (Act 64 of 2023; read at https://govt.westlaw.com/pac/Document/N2F231EC09EA411EEA489FDD1669D9B35 and
 *   casetext, current through Act 2024-92): "at the rate of three and seven hundredths per cent". The
 *   same statute text governs 2025; no act changing the rate in 2025 was found.
 * - PA DOR REV-580 (SU) 02-23 and REV-415: a flat 3.07%, in effect "unless you receive notice of a change
 *   from the Department of Revenue" (see pa/2026.ts for the transcriptions read).
 * - 2025 cross-check: https://paycheckmanager.com/freecal/states/pennsylvania_paycheck_calculator.aspx
 *   ("the calculation uses a fixed percentage that is multiplied directly against your taxable income.
 *   For 2025, the tax rate is 3.07%"), and https://www.turtlesoft.com/Payroll-Software/Pennsylvania-Payroll-Tax.htm
 *   ("no exemptions or tax tables ... have not changed since 2004").
 */
import type { PaYearFigures } from './2026';

export const PA_2025: PaYearFigures = {
  year: 2025,
  rate: '0.0307',
  sources: [
    '72 P.S. § 7302 (as amended by Act 64 of 2023, tax years from 2024): 3.07%',
    '61 Pa. Code § 113.3 (computing withholding): compensation x rate; supplemental added to the period',
    'PA DOR REV-415 Employer Withholding Information Guide; REV-580 (SU) 02-23: flat 3.07%',
  ],
};
