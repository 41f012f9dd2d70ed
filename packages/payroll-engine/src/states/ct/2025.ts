/**
 * Connecticut income tax withholding figures for wages paid in 2025: the same tables as 2026.
 *
 * TPG-211, 2026 Withholding Calculation Rules (Rev. 12/25): "The 2026 withholding calculation rules and 2026
 * withholding tables are unchanged from 2025" (as quoted by the openbooks transcription, ct/2026.ts); the
 * statutory tables behind them carry the same values from tax year 2024 (the 2% and 4.5% rates and the
 * matching add-back and recapture amounts of Conn. Gen. Stat. § 12-700 as amended in 2023) through 2026 in
 * PolicyEngine's parameters, whose references include the 2025 Form CT-1040 instructions. IP 2025(1), Circular
 * CT, was not read; its 6.99% no-certificate rate is the top rate of the same schedule (Regs., Conn. State
 * Agencies § 12-705(a)-4(a)(2): "the highest effective rate of withholding").
 */
import { CT_TABLES, type CtYearFigures } from './2026';

export const CT_2025: CtYearFigures = {
  year: 2025,
  publication: 'TPG-211, 2025 Withholding Calculation Rules (the tables TPG-211 (Rev. 12/25) says 2026 keeps unchanged)',
  tables: CT_TABLES,
  noCertificateRate: '0.0699',
  exemptionReductionStep: '1000',
  sources: [
    'TPG-211 (Rev. 12/25): 2026 tables unchanged from 2025 (openbooks transcription)',
    'PolicyEngine policyengine_us/parameters/gov/states/ct/tax/income (2024-2026 values, 2025 Form CT-1040 instructions)',
    'Regs., Conn. State Agencies § 12-705(a)-4(a)(2)',
  ],
};
