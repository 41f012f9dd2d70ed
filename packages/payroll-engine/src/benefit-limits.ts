/**
 * The IRS annual limits on benefit contributions (docs/domain-rules.md, "Benefit limits"), enforced year to
 * date on each employee item after the per-period contributions are found and before they reduce wages.
 *
 * Limit groups. Each benefit type subject to a limit belongs to one group, and a group has ONE limit per
 * employee and calendar year (the payday's year), shared by all the employee's benefits of the group:
 *
 * | group | benefit types | what counts | limit |
 * |---|---|---|---|
 * | `elective401k` | Pension401K, Roth401K | employee deferrals (pre-tax and Roth together) | IRC § 402(g)(1), plus the § 414(v) catch-up |
 * | `hsa` | Hsa125 | employee and employer contributions together | IRC § 223(b)(2) by coverage tier, plus the § 223(b)(3) catch-up |
 * | `healthFsa` | HealthFsa125 | employee salary reductions (employer non-elective amounts do not count) | IRC § 125(i) |
 * | `dependentCare` | DependentCareFsa125 | employee and employer amounts together | IRC § 129(a)(2)(A) |
 *
 * The figures are year-keyed data (the `benefitLimits` of each federal year file, tax-data/federal/<year>.json),
 * each citing its IRS publication;
 * a year without figures enforces no limit. Employer matching contributions to a 401(k) count toward the
 * § 415(c) annual additions limit, not § 402(g), and are not limited here.
 *
 * Catch-up, by age at the end of the calendar year (the employee's `dateOfBirth`; without it no catch-up):
 * 401(k) age 50 or over adds `catchUp401k`, except that an employee attaining age 60, 61, 62 or 63 in the
 * year adds `catchUp401kAge60To63` instead (SECURE 2.0 Act § 109, from 2025); HSA age 55 or over adds
 * `hsaCatchUp`. The 2026 rule that a high earner's catch-up must be Roth (§ 414(v)(7)) is the plan's to
 * apply; the limit is the same.
 *
 * HSA tier: the benefit's `hsaContributionLimit` (`Single` = self-only, `Family`); a benefit without one is
 * limited by the family figure (the most the law allows any account holder). With several HSA benefits in
 * force the group's limit is the highest of their tiers.
 *
 * Health FSA and dependent care limits are per plan year; the engine assumes calendar-year plans. The
 * dependent care limit of a married employee filing separately (half) is not applied: the engine does not
 * know the employee's income tax return (the W-4 filing status does not tell it).
 *
 * How a contribution is reduced: the room left is the limit less the year's earlier contributions of the
 * group (`ytd.benefitContributions`). The employee's benefits of the group are taken in their order; of a
 * benefit, the employer amount (when it counts) comes first, then the employee amount; each is reduced to
 * the room left, never below zero, and never refused. Every reduced benefit adds a warning
 * `benefit_limit_reached` naming the limit.
 */
import { isoDate } from './dates';
import { dec, Decimal, max0, type Num } from './money';
import { federalYear } from './tables';
import type { BenefitLimitFigures } from './tables/benefit-limits-types';
import type { BenefitType, HsaCoverage, ItemBenefit, PayrollWarning } from './types';

export type { BenefitLimitFigures };

function builtInLimits(year: number): BenefitLimitFigures {
  const figures = federalYear(year)?.benefitLimits;
  if (!figures) throw new Error(`tax-data/federal/${year}.json has no benefit limits`);
  return figures;
}

export const BENEFIT_LIMITS_2025: BenefitLimitFigures = builtInLimits(2025);
export const BENEFIT_LIMITS_2026: BenefitLimitFigures = builtInLimits(2026);

export const WARNING_BENEFIT_LIMIT = 'benefit_limit_reached';

/** The annual limits a benefit type can count toward. */
export type BenefitLimitGroup = 'elective401k' | 'hsa' | 'healthFsa' | 'dependentCare';

export const BENEFIT_LIMIT_GROUPS: readonly BenefitLimitGroup[] = ['elective401k', 'hsa', 'healthFsa', 'dependentCare'];

/**
 * The limits of a calendar year, from its federal year file (built in or installed), or undefined when the
 * year has no file or its file says `benefitLimits: null` (not confirmed): no limit is enforced.
 */
export function benefitLimitFigures(year: number): BenefitLimitFigures | undefined {
  return federalYear(year)?.benefitLimits;
}

/** The limit group of a benefit type, or undefined for a type without an annual limit (Medical125, ...). */
export function benefitLimitGroup(type: BenefitType): BenefitLimitGroup | undefined {
  switch (type) {
    case 'Pension401K':
    case 'Roth401K':
      return 'elective401k';
    case 'Hsa125':
      return 'hsa';
    case 'HealthFsa125':
      return 'healthFsa';
    case 'DependentCareFsa125':
      return 'dependentCare';
    default:
      return undefined;
  }
}

/** Whether the employer's contribution counts toward the group's limit. */
export function companyAmountCounts(group: BenefitLimitGroup): boolean {
  return group === 'hsa' || group === 'dependentCare';
}

/** The age the employee attains by December 31 of `year` (the year less the birth year). */
export function ageAtYearEnd(dateOfBirth: string, year: number): number {
  return year - Number(isoDate(dateOfBirth, 'dateOfBirth').slice(0, 4));
}

const LABEL: Record<BenefitLimitGroup, string> = {
  elective401k: '401(k) elective deferral limit (IRC 402(g))',
  hsa: 'HSA contribution limit (IRC 223(b))',
  healthFsa: 'health FSA salary reduction limit (IRC 125(i))',
  dependentCare: 'dependent care assistance limit (IRC 129(a)(2))',
};

export interface AnnualLimitFacts {
  /** Age at the end of the year; undefined: unknown (no catch-up). */
  age?: number;
  /** HSA coverage tier (hsa only); default Family. */
  hsaCoverage?: HsaCoverage;
}

/** The group's limit for the year, catch-up included. */
export function annualLimit(group: BenefitLimitGroup, f: BenefitLimitFigures, facts: AnnualLimitFacts = {}): Decimal {
  const age = facts.age;
  switch (group) {
    case 'elective401k': {
      const base = new Decimal(f.elective401k);
      if (age === undefined || age < 50) return base;
      return base.plus(age >= 60 && age <= 63 ? f.catchUp401kAge60To63 : f.catchUp401k);
    }
    case 'hsa': {
      const base = new Decimal(facts.hsaCoverage === 'Single' ? f.hsaSelfOnly : f.hsaFamily);
      return age !== undefined && age >= 55 ? base.plus(f.hsaCatchUp) : base;
    }
    case 'healthFsa':
      return new Decimal(f.healthFsa);
    case 'dependentCare':
      return new Decimal(f.dependentCare);
  }
}

/** The year's earlier contributions per limit group (YearToDate.benefitContributions). */
export type BenefitContributionsYtd = Partial<Record<BenefitLimitGroup, Num | null>>;

export interface BenefitLimitContext {
  year: number;
  dateOfBirth?: string | null;
  ytd?: BenefitContributionsYtd;
  /** The HSA coverage tier of each benefit, by benefit id. */
  hsaCoverage?: Readonly<Record<string, HsaCoverage | null | undefined>>;
}

/**
 * The item's benefits with each contribution reduced to the room its limit has left this year, and a
 * `benefit_limit_reached` warning per reduced benefit. Benefits without a limit pass unchanged.
 */
export function applyBenefitLimits(
  benefits: readonly ItemBenefit[],
  ctx: BenefitLimitContext,
  who: { employeeId?: string } = {},
): { benefits: ItemBenefit[]; warnings: PayrollWarning[] } {
  const figures = benefitLimitFigures(ctx.year);
  if (!figures) return { benefits: [...benefits], warnings: [] };
  const age = ctx.dateOfBirth ? ageAtYearEnd(ctx.dateOfBirth, ctx.year) : undefined;
  // HSA: the highest tier among the HSA benefits of the item (absent = Family).
  const hsaTiers = benefits.filter((b) => b.type === 'Hsa125').map((b) => ctx.hsaCoverage?.[b.benefitId] ?? 'Family');
  const hsaCoverage: HsaCoverage = hsaTiers.length && hsaTiers.every((t) => t === 'Single') ? 'Single' : 'Family';
  const room = new Map<BenefitLimitGroup, Decimal>();
  const limits = new Map<BenefitLimitGroup, Decimal>();
  for (const g of BENEFIT_LIMIT_GROUPS) {
    const limit = annualLimit(g, figures, { age, hsaCoverage });
    limits.set(g, limit);
    room.set(g, max0(limit.minus(dec(ctx.ytd?.[g], `ytd.benefitContributions.${g}`))));
  }
  const warnings: PayrollWarning[] = [];
  const out = benefits.map((b) => {
    const group = benefitLimitGroup(b.type);
    if (!group) return b;
    let left = room.get(group)!;
    let companyAmount = b.companyAmount;
    if (companyAmountCounts(group)) {
      companyAmount = Decimal.min(b.companyAmount, left);
      left = left.minus(companyAmount);
    }
    const employeeAmount = Decimal.min(b.employeeAmount, left);
    left = left.minus(employeeAmount);
    room.set(group, left);
    if (employeeAmount.eq(b.employeeAmount) && companyAmount.eq(b.companyAmount)) return b;
    const parts: string[] = [];
    if (!employeeAmount.eq(b.employeeAmount)) parts.push(`the employee contribution from ${b.employeeAmount.toFixed(2)} to ${employeeAmount.toFixed(2)}`);
    if (!companyAmount.eq(b.companyAmount)) parts.push(`the company contribution from ${b.companyAmount.toFixed(2)} to ${companyAmount.toFixed(2)}`);
    warnings.push({
      code: WARNING_BENEFIT_LIMIT,
      message: `Benefit ${b.benefitId} (${b.type}) reached the ${ctx.year} ${LABEL[group]} of ${limits.get(group)!.toFixed(2)}: ${parts.join(' and ')} (reduced, not refused).`,
      ...who,
    });
    return { ...b, employeeAmount, companyAmount };
  });
  return { benefits: out, warnings };
}
