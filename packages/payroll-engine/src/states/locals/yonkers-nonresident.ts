import { cents, Decimal, ZERO } from '../../money';

/**
 * City of Yonkers earnings tax on nonresidents (`NY-YONKERS`, `yonkers_nonres`): 0.50% of the wages a nonresident
 * earns for work in Yonkers, less an annual exclusion (docs/domain-rules.md, "Local taxes").
 *
 * Method (NYS-50-T-Y, Yonkers Withholding Tax Tables and Methods, nonresident Method VIII, the annualized method):
 * the payment's Yonkers regular wages times the pay periods a year are the annual wages; below $4,000 nothing is
 * withheld; otherwise the exclusion of the band the annual wages fall in is subtracted and 0.50% of the rest,
 * divided by the periods, is withheld (half-up to the cent). Supplemental wages bear 0.50% with no exclusion (the
 * annual exclusion is taken on the regular wages).
 *
 * Figures, with the sources that agree (the current edition's PDF is not stored):
 * - Exclusion by total annual wages: not over $10,000: $3,000; over $10,000 to $20,000: $2,000; over $20,000 to
 *   $30,000: $1,000; over $30,000: none. (1) Yonkers Income Tax Surcharge law § 15-116 B(1) (nysenate.gov
 *   OpenLegislation YTS 15-116, and the consolidated laws "current through 2024"); (2) NYS-50-T-Y (1/15) page 23,
 *   Method VII tables (formsbank.com transcription), whose per-period exemptions are these amounts divided by the
 *   periods: weekly $58 / $38 / $19 / 0 (3,000, 2,000, 1,000 / 52) at wages from $77 / $192 / $385 / $577
 *   (4,000, 10,000, 20,000, 30,000 / 52), monthly $250 / $167 / $83 / 0 at $333 / $833 / $1,667 / $2,500;
 *   (3) a public Rust payroll engine's NYS-50-T-Y Method VIII (`yonkers_nonresident`: annualized wages, exclusion
 *   row by "Over ... But not over", no withholding at or below the first threshold, $4,000).
 * - No withholding below $4,000 a year: (2) "No tax withheld" line 1 of each Method VII table (weekly under $77,
 *   biweekly $154, monthly $333, daily $15: $4,000 / 52, 26, 12, 260) and (3).
 * - Rate 0.50%: (2) "applies the tax rate of 0.50% (.0050) to the wages remaining after the allowed exclusion";
 *   (4) PolicyEngine/policyengine-us parameters/gov/local/ny/yonkers/tax/income/nonresident_rate.yaml (0.005 from
 *   2021, citing Form Y-203-I line 6); (5) a public tax repository's NY rules ("Non-residents working in Yonkers:
 *   0.5% on wages"). The statute's "1/4 of 1%" text predates the City's later increase to 0.50%.
 * The statute's limit (never more than the resident surcharge would be) is a return-time rule, not applied here.
 */
export const YONKERS_NONRESIDENT = {
  years: [2025, 2026] as readonly number[],
  rate: '0.005',
  /** Annual wages below which nothing is withheld. */
  minimumAnnualWages: '4000',
  /** Exclusion by annual wages: the first band whose `upTo` the annual wages do not exceed (`null`: above all). */
  exclusions: [
    { upTo: '10000', exclusion: '3000' },
    { upTo: '20000', exclusion: '2000' },
    { upTo: '30000', exclusion: '1000' },
    { upTo: null, exclusion: '0' },
  ] as ReadonlyArray<{ upTo: string | null; exclusion: string }>,
} as const;

/** The nonresident earnings tax on one payment's Yonkers wages: the total and its supplemental part. */
export function yonkersNonresidentTax(regular: Decimal, supplemental: Decimal, periodsPerYear: number): { amount: Decimal; supplementalAmount: Decimal } {
  const f = YONKERS_NONRESIDENT;
  let onRegular = ZERO;
  const annual = regular.times(periodsPerYear);
  if (annual.gte(f.minimumAnnualWages)) {
    const band = f.exclusions.find((b) => b.upTo === null || annual.lte(b.upTo))!;
    onRegular = cents(Decimal.max(0, annual.minus(band.exclusion)).times(f.rate).div(periodsPerYear));
  }
  const supplementalAmount = cents(supplemental.times(f.rate));
  return { amount: onRegular.plus(supplementalAmount), supplementalAmount };
}
