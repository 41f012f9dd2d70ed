/**
 * Arkansas income tax withholding figures for wages paid in 2026, from January 1 through May 6, 2026.
 *
 * Arkansas Department of Finance and Administration, Withholding Tax Formula Method, effective 01/01/2026,
 * https://www.dfa.arkansas.gov/wp-content/uploads/whformula_2026.pdf: annual wages less the $2,470 standard
 * deduction is the net taxable income; below $100,001 it is looked up at the $50 midrange of its $100 range ("$23,054
 * onto $23,050, the midrange of $23,000 and $23,100"), from $100,001 the exact dollar; the gross tax is the
 * bracket's rate x that amount less the bracket's adjustment, rounded to the dollar; less $29.00 of personal tax
 * credit per AR4EC exemption; the annual net tax ÷ the pay periods. The formula's example: Gary, $2,127 monthly,
 * 2 exemptions: $25,524 − $2,470 = $23,054 -> $23,050; 3.4% x $23,050 − $287.97 = $495.73 -> $496; − $58 = $438;
 * ÷ 12 = $36.50. Bloomberg Tax (stored, "Arkansas Updates Withholding Tax Rates"): the highest rate in the 2026
 * formula remains 3.9%, the standard deduction $2,470 (from $2,410), the allowance $29.
 *
 * The publication was not among the stored pages; its figures were read in, and agree in every figure below, between:
 *   (1) the open-source payroll engine github.com/braedonsaunders/openbooks, engine/src/payroll/us/states/ar.ts, in
 *       its version transcribing the formula effective 01/01/2026 (brackets and adjustments as below, $2,470, $29,
 *       the Gary example; its later version moved the midrange end from $97,801 to $100,001, "Step 2; $100,001 and
 *       over uses the exact dollar figure");
 *   (2) a second open-source paycheck calculator's Arkansas 2026 module (the same brackets and adjustments, $2,470,
 *       $29, "the $50 midrange for taxable incomes below $100,001", "lastVerified 2026-09-22");
 *   and a third calculator (C#, "DFA whformula_2026": $2,470, $29, below $100,001 to the $50, the gross tax to the
 *   dollar), which rounds to the nearest $50 rather than to the midrange: the formula's own words, as (1) quotes
 *   them, are followed.
 * Brackets (net taxable income, rate, adjustment): to $5,599, 0%; $5,600 to $11,199, 2%, $111.98; $11,200 to
 * $15,999, 3%, $223.97; $16,000 to $26,399, 3.4%, $287.97; $26,400 to $94,700, 3.9%, $419.96; $94,701 to $97,800,
 * 3.9%, $399.30 less $10.00 for each full $100 over $94,701; over $97,800, 3.9%, $89.30.
 *
 * Paydays after May 6, 2026 are not computed (the module's `lastPayday`): HB 1001 of the 2026 First Extraordinary
 * Session (signed 2026-05-06, as a tax-calculator repository's Arkansas notes record; PolicyEngine issue #8244 of
 * 2026-05-07) cut the top rate to 3.7% for 2026, and whether or from when the Department revised the withholding
 * formula was not confirmed: (1) in its later version applies the Act's 3.7% rates from January 1, (2) keeps the
 * 3.9% formula for the whole year.
 */
import type { ArYearFigures } from './index';

export const AR_2026: ArYearFigures = {
  year: 2026,
  lastPayday: '2026-05-06',
  standardDeduction: '2470',
  creditPerExemption: '29',
  midrangeBelow: '100001',
  brackets: [
    { over: '0', rate: '0', adjustment: '0' },
    { over: '5599', rate: '0.02', adjustment: '111.98' },
    { over: '11199', rate: '0.03', adjustment: '223.97' },
    { over: '15999', rate: '0.034', adjustment: '287.97' },
    { over: '26399', rate: '0.039', adjustment: '419.96' },
  ],
  phaseDown: { from: '94701', through: '97800', adjustment: '399.30', stepPer100: '10' },
  aboveAdjustment: '89.30',
  sources: [
    'Arkansas Department of Finance and Administration, Withholding Tax Formula Method, effective 01/01/2026 (whformula_2026.pdf), and its Gary example; Bloomberg Tax on the 2026 formula (3.9%, $2,470, $29)',
    'Transcriptions: openbooks engine/src/payroll/us/states/ar.ts (formula effective 01/01/2026); a second paycheck calculator\'s Arkansas 2026 module; a third (C#) calculator',
  ],
};
