/**
 * New Mexico withholding tax figures for wages paid in 2026: the annual table of the percentage method, by
 * filing status.
 *
 * Publication: New Mexico Taxation and Revenue Department, FYI-104, New Mexico Withholding Tax (REV. 11/2025),
 * "Effective January 1, 2026", https://realfile.tax.newmexico.gov/FYI-104.pdf — Tables 1-8 "for the percentage
 * method of withholding", "For wages paid on or after January 1, 2026", columns (a) SINGLE, (b) MARRIED, (c)
 * HEAD of HOUSEHOLD; the worked example (married, $1,000.00 weekly: "over $790 but not over $1,098 ... $12.77 +
 * 4.3% of excess over $790", $1000.00 − $790.00 = $210.00 x 0.043 = $9.03, $12.77 + $9.03 = $21.80, plus $20.00
 * additional = $41.80); supplemental wages: "If the federal withholding is calculated using a flat percent, a
 * flat 5.9% of the supplemental wage or fringe benefit amount should be withheld for state tax purposes".
 *
 * The publication was not among the stored pages; the figures were read in, and cross-checked between:
 *   (1) https://www.suburbancomputer.com/tips_state_tax.php?state=New+Mexico, "New Mexico Payroll Withholding,
 *       Effective January 1, 2026": the annual table below (earnings from / add-on / rate) for Single, Married
 *       and Head of Household, and "Supplemental income: 5.90%";
 *   (2) the open-source payroll engine github.com/braedonsaunders/openbooks, engine/src/payroll/us/states/nm.ts
 *       and conformance-nm.test.ts ("FYI-104, REV. 11/2025"): Tables 1-8 as printed for every period and status,
 *       the worked example, the 5.9% supplemental rule. Its annual Table 7 equals (1) line for line.
 *   (3) https://news.bloombergtax.com/payroll/new-mexico-releases-2026-withholding-formula: rates "unchanged and
 *       continue to range from 1.5% to 5.9%", zero bracket "up to $8,050 annually for single employees, $12,075
 *       annually for heads of households, or $16,100 annually for married employees".
 * Every printed per-period line of (2) (weekly, biweekly, semimonthly, monthly and quarterly, all three columns)
 * is the annual line ÷ the periods per year, the "over" amount rounded to the whole dollar and the base to the
 * cent; nm/index.ts derives the period tables that way and test/states/nm.test.ts checks the derivation against
 * those printed lines. (Table 3, semimonthly, prints head lines "Not Over $304 / $608 / $456" that match none of
 * its schedule lines, whose first "Over" amounts are $335 / $671 / $503, the annual ÷ 24; (2) records the same
 * misprint; the schedule is followed.)
 */

/** One annual line: wages over `over` (and not over the next line's) -> `base` + `rate` x (wages − `over`). */
export interface NmLine {
  over: string;
  base: string;
  rate: string;
}

export type NmColumn = 'single' | 'married' | 'headOfHousehold';

export interface NmYearFigures {
  year: number;
  publication: string;
  /** Annual table; wages not over the first line's `over` owe nothing. */
  annual: Readonly<Record<NmColumn, readonly NmLine[]>>;
  /** Flat rate on supplemental wages when the federal supplemental withholding is a flat percent. */
  supplementalRate: string;
  sources: readonly string[];
}

const lines = (rows: Array<[string, string, string]>): NmLine[] => rows.map(([over, base, rate]) => ({ over, base, rate }));

/** Married and head of household share the add-on amounts and rates; their lines are offset by the zero bracket. */
export const NM_2026: NmYearFigures = {
  year: 2026,
  publication: 'FYI-104, New Mexico Withholding Tax (REV. 11/2025), effective January 1, 2026, Tables 1-8 (annual: Table 7)',
  annual: {
    single: lines([
      ['8050', '0', '0.015'], ['13550', '82.50', '0.032'], ['20550', '306.50', '0.032'], ['24550', '434.50', '0.043'], ['33550', '821.50', '0.043'],
      ['41550', '1165.50', '0.047'], ['58550', '1964.50', '0.047'], ['74550', '2716.50', '0.049'], ['218050', '9748', '0.059'],
    ]),
    married: lines([
      ['16100', '0', '0.015'], ['24100', '120', '0.032'], ['32100', '376', '0.032'], ['41100', '664', '0.043'], ['57100', '1352', '0.043'],
      ['66100', '1739', '0.047'], ['102100', '3431', '0.047'], ['116100', '4089', '0.049'], ['331100', '14624', '0.059'],
    ]),
    headOfHousehold: lines([
      ['12075', '0', '0.015'], ['20075', '120', '0.032'], ['28075', '376', '0.032'], ['37075', '664', '0.043'], ['53075', '1352', '0.043'],
      ['62075', '1739', '0.047'], ['98075', '3431', '0.047'], ['112075', '4089', '0.049'], ['327075', '14624', '0.059'],
    ]),
  },
  supplementalRate: '0.059',
  sources: [
    'New Mexico TRD, FYI-104 New Mexico Withholding Tax (REV. 11/2025), Tables 1-8, worked example, supplemental rule',
    'transcriptions: suburbancomputer.com "New Mexico Payroll Withholding, Effective January 1, 2026"; openbooks engine/src/payroll/us/states/nm.ts',
    'Bloomberg Tax, "New Mexico Releases 2026 Withholding Formula" (zero brackets $8,050 / $12,075 / $16,100; rates 1.5%-5.9%)',
  ],
};
