/**
 * Year-end figures of the federal forms that are not withholding figures (docs/year-end.md): the FUTA credit
 * reduction of each year (Form 940 line 11 and Schedule A), the FUTA deposit threshold, and the Form 1099-NEC
 * reporting threshold. Year-keyed, each citing its sources; a year whose figure could not be confirmed (by the
 * publisher, or two agreeing independent transcriptions) says so and carries no figure.
 */
import Decimal from 'decimal.js';

// ---------- FUTA credit reduction (Form 940 line 11, Schedule A) ----------

/**
 * The credit reductions of one year: `final` when the U.S. Department of Labor's final list for the year
 * (published after November 10 of the year) is confirmed, with every state or territory whose credit is
 * reduced and its reduction rate (a state absent from `rates` has none); `notConfirmed` when the final list
 * could not be confirmed: the reduction is then not computed (never taken to be zero).
 */
export type FutaCreditReductionYear =
  | { year: number; status: 'final'; rates: Readonly<Record<string, string>>; sources: readonly string[] }
  | { year: number; status: 'notConfirmed'; note: string; sources: readonly string[] };

export const FUTA_CREDIT_REDUCTIONS: Readonly<Record<number, FutaCreditReductionYear>> = Object.freeze({
  2025: {
    year: 2025,
    status: 'final',
    // California 1.2%, U.S. Virgin Islands 4.5%; Connecticut and New York repaid by 2025-11-10 (0.0%).
    rates: Object.freeze({ CA: '0.012', VI: '0.045' }),
    sources: Object.freeze([
      'U.S. DOL, Final 2025 Federal Unemployment Tax Act (FUTA) Credit Reductions, rev. 11-10-25, as reported by PayrollOrg: https://blogs.payroll.org/pay-news-now/california-virgin-islands-face-futa-credit-reduction-for-2025',
      'Paylocity, FUTA Credit Reduction States Announced (2025-11-26): https://www.paylocity.com/resources/tax-compliance/alerts/federal-unemployment-insurance-tax-act-credit-reduction',
      'CBIZ, FUTA Tax Rate 2025: Key Changes for CA & U.S. Virgin Islands Employers (2025-12-02): https://www.cbiz.com/?p=20000',
    ]),
  },
  2026: {
    year: 2026,
    status: 'notConfirmed',
    // California faced a reduction for 2026 if it did not repay its loan by 2026-11-10 (the source below).
    note: "The U.S. DOL's final 2026 list (published after 2026-11-10) could not be confirmed.",
    sources: Object.freeze(['https://hrlogics.com/blog/2026-futa-strategy-managing-the-impact-of-last-years-credit-reductions (the potential reduction, not the final list)']),
  },
});

/** The year's credit reductions; undefined for a year the project has no entry for (treated as not confirmed). */
export function futaCreditReduction(year: number): FutaCreditReductionYear | undefined {
  return Object.prototype.hasOwnProperty.call(FUTA_CREDIT_REDUCTIONS, year) ? FUTA_CREDIT_REDUCTIONS[year] : undefined;
}

// ---------- FUTA deposits ----------

/**
 * FUTA deposits (IRS Form 940 instructions, "When Must You Deposit Your FUTA Tax?"; Publication 15, section 11):
 * the liability of a quarter, with what was carried forward from earlier quarters of the year, is deposited by
 * the last day of the month after the quarter only when it is MORE than $500; otherwise it carries forward,
 * and what is left at the end of the year is deposited or paid with Form 940 by its due date (January 31).
 */
export const FUTA_DEPOSIT_THRESHOLD = new Decimal('500');

// ---------- Form 1099-NEC ----------

/**
 * The Form 1099-NEC reporting threshold by year of payment (IRC § 6041(a): payments "of $600 or more"; One Big
 * Beautiful Bill Act § 70433: $2,000 for payments made after December 31, 2025, indexed for inflation from
 * 2027, rounded to the nearest $100). Sources: https://sovos.com/regulatory-updates/trr/one-big-beautiful-bill-raises-1099-reporting-thresholds,
 * https://www.joneskolb.com/firm-news-1/the-new-law-includes-a-game-changer-for-business-payment-reporting,
 * https://daytraderscpa.com/irs-reporting-thresholds-raised-under-obbba-what-businesses-need-to-know/.
 * 2027 and later: the indexed figure is not published yet (undefined).
 */
const NEC_THRESHOLDS: Readonly<Record<number, string>> = Object.freeze({ 2025: '600', 2026: '2000' });

/** The year's threshold (a contractor paid at least this much gets a 1099-NEC); undefined when not known. */
export function form1099NecThreshold(year: number): Decimal | undefined {
  if (year < 2025) return new Decimal('600');
  return Object.prototype.hasOwnProperty.call(NEC_THRESHOLDS, year) ? new Decimal(NEC_THRESHOLDS[year]) : undefined;
}
