/**
 * Figures of the built-in local taxes (docs/domain-rules.md, "Local taxes"). Every figure cites its publication;
 * the publications themselves were not among the stored pages, and each figure below was read through at least
 * two independent transcriptions that agree, named with it. A locality or year not here is not computed (the
 * item warns `local_taxes_not_computed` naming it) unless a partner registers it.
 */
import type { NyYearTables } from '../ny';

/**
 * New York City resident income tax, 2026. Publication NYS-50-T-NYC (1/26), New York City Withholding Tax
 * Tables and Methods, Method II (exact calculation), Tables A-C and the Single/Married tables of pp. 25-26 (the
 * two are identical line for line), https://www.tax.ny.gov/pdf/publications/withholding/nys50_t_nyc.pdf.
 * Transcriptions that agree:
 *   (1) github.com/braedonsaunders/openbooks engine/src/payroll/us/states/ny.ts (NYC_ALLOWANCES, NYC_TABLES:
 *       every period's table, deduction allowance Single/Married and exemption allowance by period, the annual
 *       table 0 / 8,000 / 8,700 / 15,000 / 25,000 / 60,000 at 2.05% ... 4.25% with 0 / 164 / 184 / 388 / 783 /
 *       2,236, supplemental 4.25%);
 *   (2) a public Python payroll repository's NYC seed "NYS-50-T-NYC (1/26), page 25-26": the same six annual
 *       brackets and bases, deduction $5,000 Single / $5,500 Married;
 *   (3) a public TypeScript paycheck repository's "New York City — Table II, 2026": the same biweekly,
 *       semimonthly and monthly rows (e.g. biweekly 962 -> 30.12 + 4.15%, 2,308 -> 86.00 + 4.25%).
 *   The supplemental rate 4.25% also in (4) eccapayroll.com/state/new-york ("withhold using a rate of 4.25%").
 * The per-period tables are kept as printed: some "at least" amounts are not the annual ones divided and rounded
 * (biweekly 334 for 8,700 / 26 = 334.62, semimonthly 362 for 362.50); the bases are the annual ones divided, to
 * the cent (test/states/locals.test.ts checks that).
 * NYC has no Method III: `methodIII.from` is set beyond any wage so the exact calculation never leaves Method II.
 */
export const NYC_2026: NyYearTables = {
  year: 2026,
  publication: 'NYS-50-T-NYC (1/26), New York City Withholding Tax Tables and Methods',
  supplementalRate: '0.0425',
  /** Table B (the Table A amount for zero allowances): $5,000 Single, $5,500 Married a year, as printed per period. */
  deductionAllowance: {
    Weekly: { Single: '96.15', Married: '105.75' },
    Biweekly: { Single: '192.30', Married: '211.50' },
    Semimonthly: { Single: '208.35', Married: '229.15' },
    Monthly: { Single: '416.70', Married: '458.30' },
    Daily: { Single: '19.25', Married: '21.15' },
  },
  /** Table C: one exemption, $1,000 a year. */
  exemptionAllowance: { Weekly: '19.25', Biweekly: '38.50', Semimonthly: '41.65', Monthly: '83.30', Daily: '3.85' },
  annual: {
    Single: [
      { atLeast: '0', base: '0', rate: '0.0205' },
      { atLeast: '8000', base: '164', rate: '0.0280' },
      { atLeast: '8700', base: '184', rate: '0.0325' },
      { atLeast: '15000', base: '388', rate: '0.0395' },
      { atLeast: '25000', base: '783', rate: '0.0415' },
      { atLeast: '60000', base: '2236', rate: '0.0425' },
    ],
    Married: [
      { atLeast: '0', base: '0', rate: '0.0205' },
      { atLeast: '8000', base: '164', rate: '0.0280' },
      { atLeast: '8700', base: '184', rate: '0.0325' },
      { atLeast: '15000', base: '388', rate: '0.0395' },
      { atLeast: '25000', base: '783', rate: '0.0415' },
      { atLeast: '60000', base: '2236', rate: '0.0425' },
    ],
  },
  methodIII: { from: { Single: '1000000000000', Married: '1000000000000' }, rates: [{ atLeast: '0', rate: '0.0425' }] },
  /** The printed per-period rows ((1) every period, (3) biweekly, semimonthly, monthly; they agree). */
  printed: {
    Weekly: [{ atLeast: '0', base: '0' }, { atLeast: '154', base: '3.15' }, { atLeast: '167', base: '3.54' }, { atLeast: '288', base: '7.46' }, { atLeast: '481', base: '15.06' }, { atLeast: '1154', base: '43.00' }],
    Biweekly: [{ atLeast: '0', base: '0' }, { atLeast: '308', base: '6.31' }, { atLeast: '334', base: '7.08' }, { atLeast: '577', base: '14.92' }, { atLeast: '962', base: '30.12' }, { atLeast: '2308', base: '86.00' }],
    Semimonthly: [{ atLeast: '0', base: '0' }, { atLeast: '333', base: '6.83' }, { atLeast: '362', base: '7.67' }, { atLeast: '625', base: '16.17' }, { atLeast: '1042', base: '32.63' }, { atLeast: '2500', base: '93.17' }],
    Monthly: [{ atLeast: '0', base: '0' }, { atLeast: '667', base: '13.67' }, { atLeast: '725', base: '15.33' }, { atLeast: '1250', base: '32.33' }, { atLeast: '2083', base: '65.25' }, { atLeast: '5000', base: '186.33' }],
  },
};

/**
 * Yonkers resident income tax surcharge: 16.75% of the New York State tax withheld (NYS-50-T-Y (1/26), Method II
 * step 5 "x .1675"; the City of Yonkers Local Law No. 11-2014 raised it to 16 3/4 percent of the net state
 * income tax from January 1, 2014). Transcriptions: (1) openbooks ny.ts `residentSurcharge: "0.1675"` (2026);
 * (2) the New York State Register, TAF-28-14-00002-E (October 8, 2014, "16 3/4 percent"); (3) a public tax
 * repository's NY rules ("Residents: 16.75% surcharge on NY state tax"). Unchanged in every edition since.
 * The nonresident earnings tax (0.5% of wages less Method VII's banded exclusion) is NOT built: its 2026 bands
 * were found in one transcription only.
 */
export const YONKERS_RESIDENT_SURCHARGE = { years: [2025, 2026], rate: '0.1675' } as const;

/** One Maryland county (or Baltimore City) of the 2026 Withholding Tax Facts, with its code. */
export interface MdCountyFigures {
  /** Locality code `MD-<CODE>`. */
  code: string;
  name: string;
  /** The county's flat rate on Maryland taxable income, or graduated bands (annual taxable income). */
  rate?: string;
  /**
   * Anne Arundel: marginal rates on slices of annual taxable income. Frederick: one rate on the whole
   * taxable income, picked by the band the annual taxable income falls in (`flatByBand`).
   */
  graduated?: { kind: 'marginal' | 'flatByBand'; single: { upTo: string | null; rate: string }[]; joint: { upTo: string | null; rate: string }[] };
}

/**
 * Maryland county income tax rates for 2026: Comptroller of Maryland, Withholding Tax Facts January 2026 -
 * December 2026 (COM/RAD-098, Revised 12/25) and the Central Payroll Bureau's 2026 local-rate attachment; the
 * 2026 Employer Withholding Guide ("local tax is based on taxable income and not on Maryland state tax").
 * Transcriptions that agree on every county: (1) openbooks md.ts MD_COUNTIES_2026 (codes 01-24, rates, the Anne
 * Arundel and Frederick bands); (2) a public Python payroll repository's "Maryland county tax" seed, version
 * 2026.1 ("Same source as MD state, Attachment 1"), with the same 22 flat rates and the same Anne Arundel
 * (2.70% to $50,000 / $75,000 joint, 2.94% to $400,000 / $480,000, 3.20% above) and Frederick (2.25% to
 * $25,000, 2.75% to $50,000 / $100,000 joint, 2.96% to $150,000 / $250,000, 3.20% above) bands.
 * The special nonresident rate, 2.25% (the lowest county rate, Worcester's): (1) "the special nonresident rate of
 * 2.25%" and the Comptroller's percentage-method page ("Nonresidents .0225", 2023 and 2024).
 */
export const MD_COUNTIES_2026: readonly MdCountyFigures[] = [
  { code: 'ALLEGANY', name: 'Allegany County', rate: '0.0320' },
  {
    code: 'ANNE_ARUNDEL',
    name: 'Anne Arundel County',
    graduated: {
      kind: 'marginal',
      single: [{ upTo: '50000', rate: '0.0270' }, { upTo: '400000', rate: '0.0294' }, { upTo: null, rate: '0.0320' }],
      joint: [{ upTo: '75000', rate: '0.0270' }, { upTo: '480000', rate: '0.0294' }, { upTo: null, rate: '0.0320' }],
    },
  },
  { code: 'BALTIMORE_COUNTY', name: 'Baltimore County', rate: '0.0320' },
  { code: 'BALTIMORE_CITY', name: 'Baltimore City', rate: '0.0320' },
  { code: 'CALVERT', name: 'Calvert County', rate: '0.0320' },
  { code: 'CAROLINE', name: 'Caroline County', rate: '0.0320' },
  { code: 'CARROLL', name: 'Carroll County', rate: '0.0303' },
  { code: 'CECIL', name: 'Cecil County', rate: '0.0274' },
  { code: 'CHARLES', name: 'Charles County', rate: '0.0303' },
  { code: 'DORCHESTER', name: 'Dorchester County', rate: '0.0330' },
  {
    code: 'FREDERICK',
    name: 'Frederick County',
    graduated: {
      kind: 'flatByBand',
      single: [{ upTo: '25000', rate: '0.0225' }, { upTo: '50000', rate: '0.0275' }, { upTo: '150000', rate: '0.0296' }, { upTo: null, rate: '0.0320' }],
      joint: [{ upTo: '25000', rate: '0.0225' }, { upTo: '100000', rate: '0.0275' }, { upTo: '250000', rate: '0.0296' }, { upTo: null, rate: '0.0320' }],
    },
  },
  { code: 'GARRETT', name: 'Garrett County', rate: '0.0265' },
  { code: 'HARFORD', name: 'Harford County', rate: '0.0306' },
  { code: 'HOWARD', name: 'Howard County', rate: '0.0320' },
  { code: 'KENT', name: 'Kent County', rate: '0.0330' },
  { code: 'MONTGOMERY', name: 'Montgomery County', rate: '0.0320' },
  { code: 'PRINCE_GEORGES', name: "Prince George's County", rate: '0.0320' },
  { code: 'QUEEN_ANNES', name: "Queen Anne's County", rate: '0.0320' },
  { code: 'ST_MARYS', name: "St. Mary's County", rate: '0.0320' },
  { code: 'SOMERSET', name: 'Somerset County', rate: '0.0320' },
  { code: 'TALBOT', name: 'Talbot County', rate: '0.0240' },
  { code: 'WASHINGTON', name: 'Washington County', rate: '0.0295' },
  { code: 'WICOMICO', name: 'Wicomico County', rate: '0.0320' },
  { code: 'WORCESTER', name: 'Worcester County', rate: '0.0225' },
];
export const MD_NONRESIDENT_RATE_2026 = '0.0225';

/**
 * Philadelphia City Wage Tax: 3.74% for residents and 3.43% for nonresidents on wages paid from July 1, 2025
 * (City of Philadelphia Department of Revenue, rate change of July 1, 2025). Transcriptions that agree:
 * (1) legalclarity.org "How Much Is the Philadelphia Wage Tax?" ("As of July 1, 2025, the rate for Philadelphia
 * residents is 3.74% ... non-residents ... 3.43%"); (2) accountinginsights.org "How Much Is Philly Wage Tax"
 * (same rates, same date); (3) jasoncote.co (resident 3.75% -> 3.74%, nonresident 3.44% -> 3.43%). The next
 * change (expected July 1, 2026) is not published: paydays from July 1, 2026 are not computed (warning). The FY2026
 * budget set a schedule down to 3.70% / 3.39% by FY2030 (copublicstrategies.com, June 6, 2025; philasun.com), but
 * the FY2027 step (paydays from July 1, 2026) was found in no stored source, let alone two.
 */
export const PHILADELPHIA_WAGE_TAX = [{ from: '2025-07-01', to: '2026-06-30', resident: '0.0374', nonresident: '0.0343' }] as const;
