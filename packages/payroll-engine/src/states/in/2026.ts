/**
 * Indiana income tax withholding figures (the STATE part) for wages paid in 2026.
 *
 * Publication: Indiana Department of Revenue, Departmental Notice #1, "Effective Jan. 1, 2026" (R46 / 01-26),
 * https://www.in.gov/dor/files/dn01.pdf — p. 2: "For 2026, the state adjusted gross income tax rate for
 * individuals is 2.95%"; the deduction constant tables, which "divide the dollar amount of the
 * exemption/dependent exemption by the number of pay periods": Table A $1,000 a year for each Form WH-4
 * line 5 exemption, Table B $1,500 for each line 6 additional dependent and each line 7 first-time
 * additional dependent exemption, Table C $3,000 for each line 8 adopted dependent; p. 3, the worked example
 * (weekly $800; 5 personal, 3 additional dependent, 1 first-time, 2 adopted: $96.15 + $86.54 + $28.85 + $115.38
 * = $326.92; taxable $473.08; state $473.08 x .0295 = $13.96; county at .01 = $4.73) and "For one-time or
 * non-periodic payments, such as a bonus check, withholding should be computed without exemptions"; p. 5,
 * the county rates (local taxes, not here).
 *
 * The notice was not among the stored pages; the figures were read through, and agree between:
 *   (1) the openbooks engine, github.com/braedonsaunders/openbooks engine/src/payroll/us/states/in.ts and
 *       conformance-in.test.ts (the notice's rate, Tables A-C, the p. 3 example with its four constants, the
 *       bonus sentence);
 *   (2) a second repository's method parameters "IN deduction_constant_percentage (DN #1 2026)": rate 0.0295,
 *       personal 1000, dependent 1500, first-time dependent 1500, adopted 3000, and the same p. 3 example
 *       ("constants 96.15 + 86.54 + 28.85 + 115.38 = 326.92; taxable 473.08 x .0295 = 13.9559 -> 13.96"),
 *       with each line's constant looked up (rounded) on its own.
 * Rate: IC 6-3-2-1(b) as amended by HEA 1001-2023 (3.05% for 2024, 3.00% for 2025, 2.95% for 2026).
 */
export interface InYearFigures {
  year: number;
  rate: string;
  /** Annual amount of each exemption, by WH-4 line: Table A (line 5), Table B (lines 6 and 7), Table C (line 8). */
  exemption: { personal: string; additionalDependent: string; firstTimeDependent: string; adoptedDependent: string };
  sources: readonly string[];
}

export const IN_2026: InYearFigures = {
  year: 2026,
  rate: '0.0295',
  exemption: { personal: '1000', additionalDependent: '1500', firstTimeDependent: '1500', adoptedDependent: '3000' },
  sources: [
    'Indiana DOR Departmental Notice #1 (R46 / 01-26), effective Jan. 1, 2026: 2.95%, Tables A-C, p. 3 example, bonus rule; read through the openbooks transcription (engine/src/payroll/us/states/in.ts) and a second repository',
    'IC 6-3-2-1(b) (HEA 1001-2023): 2.95% for 2026',
  ],
};
