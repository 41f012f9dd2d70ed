/**
 * Vermont income tax withholding figures for wages paid in 2026.
 *
 * Publication: Vermont Department of Taxes, GB-1210, 2026 Income Tax Withholding Instructions, Tables, and Charts,
 * https://tax.vermont.gov/sites/tax/files/documents/GB-1210-2026.pdf — the percentage method tables by payroll
 * period, Single and Married ("use wages after subtracting withholding allowances"; one weekly allowance $103.85);
 * its example: $1,800 weekly, married, 2 allowances: 2 x $103.85 = $207.70; $1,800 − $207.70 = $1,592.30;
 * Married weekly: 3.35% of ($1,592.30 − $226) = $45.77.
 *
 * The booklet was not among the stored pages; the figures were read in, and cross-checked between:
 *   (1) https://suburbancomputer.com/tips_state_tax.php?effective_date=20260101&state=Vermont, "Vermont Payroll
 *       Withholding, Effective January 1, 2026": the annual tables (Single: 3.35% over $3,925, $1,700.13 + 6.60%
 *       over $54,675, $6,458.73 + 7.60% over $126,775, $16,600.93 + 8.75% over $260,225; Married: $11,775,
 *       $96,475 ($2,837.45), $216,525 ($10,760.75), $323,825 ($18,915.55)) and "Allowance deduction: $5,400.00";
 *   (2) the open-source payroll engine github.com/braedonsaunders/openbooks, engine/src/payroll/us/states/vt.ts and
 *       conformance-vt.test.ts: the booklet's period tables below (and daily), the example, single with zero
 *       allowances without a W-4VT.
 * The period tables of (2) are the annual tables of (1) taken to the period: the "over" amounts the annual ones ÷
 * periods rounded to the whole dollar, the add-ons the tax on those amounts, the allowance $5,400 ÷ periods;
 * test/states/vt.test.ts checks every figure below against that derivation. One printed add-on differs from it by
 * a cent (weekly Married over $4,164: printed $206.96, derived $206.9655 -> $206.97); the printed figure is used.
 * (2025's annual tables, also in (1), and the 2025 booklet's period tables, at
 * https://www.taxformfinder.org/index.php/vermont/tax-tables, are not built here.)
 */
export interface VtLine {
  /** Wages after allowances over this ... */
  over: string;
  /** ... pay this ... */
  base: string;
  /** ... plus this rate of the excess. */
  rate: string;
}

export type VtPeriods = 52 | 26 | 24 | 12 | 4 | 1;

export interface VtPeriodTable {
  /** One withholding allowance for the period. */
  allowance: string;
  single: readonly VtLine[];
  married: readonly VtLine[];
}

export interface VtYearFigures {
  year: number;
  publication: string;
  /** Annual tables (the source of the period tables). */
  annual: { allowance: string; single: readonly string[]; married: readonly string[]; rates: readonly string[] };
  /** The printed period tables, by pay periods per year. */
  periods: Readonly<Record<VtPeriods, VtPeriodTable>>;
  sources: readonly string[];
}

const RATES = ['0', '0.0335', '0.066', '0.076', '0.0875'] as const;

/** A printed table: the four "over" amounts and the three printed add-ons (the first line over $0 is 0%). */
function table(overs: [string, string, string, string], bases: [string, string, string]): VtLine[] {
  return [
    { over: '0', base: '0', rate: RATES[0] },
    { over: overs[0], base: '0', rate: RATES[1] },
    { over: overs[1], base: bases[0], rate: RATES[2] },
    { over: overs[2], base: bases[1], rate: RATES[3] },
    { over: overs[3], base: bases[2], rate: RATES[4] },
  ];
}

export const VT_2026: VtYearFigures = {
  year: 2026,
  publication: 'GB-1210, 2026 Income Tax Withholding Instructions, Tables, and Charts, percentage method tables',
  annual: {
    allowance: '5400',
    single: ['3925', '54675', '126775', '260225'],
    married: ['11775', '96475', '216525', '323825'],
    rates: ['0.0335', '0.066', '0.076', '0.0875'],
  },
  periods: {
    52: {
      allowance: '103.85',
      single: table(['75', '1051', '2438', '5004'], ['32.70', '124.24', '319.25']),
      married: table(['226', '1855', '4164', '6227'], ['54.57', '206.96', '363.75']),
    },
    26: {
      allowance: '207.69',
      single: table(['151', '2103', '4876', '10009'], ['65.39', '248.41', '638.52']),
      married: table(['453', '3711', '8328', '12455'], ['109.14', '413.87', '727.52']),
    },
    24: {
      allowance: '225.00',
      single: table(['164', '2278', '5282', '10843'], ['70.82', '269.08', '691.72']),
      married: table(['491', '4020', '9022', '13493'], ['118.22', '448.35', '788.15']),
    },
    12: {
      allowance: '450.00',
      single: table(['327', '4556', '10565', '21685'], ['141.67', '538.27', '1383.39']),
      married: table(['981', '8040', '18044', '26985'], ['236.48', '896.74', '1576.26']),
    },
    4: {
      allowance: '1350.00',
      single: table(['981', '13669', '31694', '65056'], ['425.05', '1614.70', '4150.21']),
      married: table(['2944', '24119', '54131', '80956'], ['709.36', '2690.15', '4728.85']),
    },
    1: {
      allowance: '5400.00',
      single: table(['3925', '54675', '126775', '260225'], ['1700.13', '6458.73', '16600.93']),
      married: table(['11775', '96475', '216525', '323825'], ['2837.45', '10760.75', '18915.55']),
    },
  },
  sources: [
    'Vermont Department of Taxes, GB-1210 (2026), percentage method tables and example',
    'transcriptions: suburbancomputer.com "Vermont Payroll Withholding, Effective January 1, 2026" (annual); openbooks engine/src/payroll/us/states/vt.ts (period tables)',
  ],
};
