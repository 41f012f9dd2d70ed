import { applyBenefitLimits } from './benefit-limits';
import { inForce, isoDate, yearOf } from './dates';
import { computeEarnings, sumLines } from './earnings';
import { InvalidEngineInputError } from './errors';
import { effectiveW4, percentageMethod } from './fit';
import { cents, dec, given, HUNDRED, max0, sum, Decimal, ZERO } from './money';
import { splitNetPay } from './split';
import { stateWarnings } from './states';
import { computeStateTaxes } from './states/apply';
import { withholdingModule } from './states/modules';
import { taxTablesFor } from './tables';
import {
  PERIODS_PER_YEAR,
  type BenefitInput,
  type EmployeeContext,
  type EmployeeItemInput,
  type EmployeeItemResult,
  type FederalIncomeTaxDetail,
  type ItemBenefit,
  type ItemDeduction,
  type ItemTax,
  type PayrollWarning,
  type TaxName,
} from './types';

export const WARNING_NEGATIVE_NET = 'negative_net_pay';

/** Default child support cap, percent of disposable earnings. */
export const DEFAULT_CHILD_SUPPORT_MAX_PERCENT = 50;

/** Whether a benefit type is a Section 125 (cafeteria plan) type. */
export function isSection125(type: BenefitInput['type']): boolean {
  return type.endsWith('125');
}

/** Per-period contribution: monthly x 12 / periods per year, or percent of gross, rounded half-up to cents. */
function contribution(
  amount: BenefitInput['employeeContributionAmount'],
  percent: BenefitInput['employeeContributionPercent'],
  gross: Decimal,
  periodsPerYear: number,
  field: string,
): Decimal {
  if (given(amount) && given(percent)) {
    throw new InvalidEngineInputError(field, 'both an amount and a percent (contribution_conflict)');
  }
  if (given(amount)) return cents(dec(amount, `${field}Amount`).mul(12).div(periodsPerYear));
  if (given(percent)) return cents(gross.mul(dec(percent, `${field}Percent`)).div(HUNDRED));
  return ZERO;
}

/**
 * Gross-to-net of one employee item (docs/domain-rules.md, "Gross-to-net"), in this order:
 * earnings -> pre-tax benefits -> taxable wages per tax -> employee taxes ->
 * post-tax deductions -> net; employer taxes and benefits beside it.
 *
 * Pure: reads only its arguments. Money is decimal, rounded half-up to cents
 * per line. Throws UnsupportedTaxYearError (422 `unsupported_tax_year`) when
 * the payday's year has no tables, InvalidEngineInputError for input it
 * cannot compute with.
 */
export function computeEmployeeItem(input: EmployeeItemInput, context: EmployeeContext): EmployeeItemResult {
  const payday = isoDate(context.payday, 'payday');
  const taxYear = yearOf(payday, 'payday');
  const tables = taxTablesFor(taxYear);
  const periodsPerYear = PERIODS_PER_YEAR[context.frequency];
  if (!periodsPerYear) throw new InvalidEngineInputError('frequency', `unknown frequency ${String(context.frequency)}`);
  const paymentMethod = input.paymentMethod ?? 'DirectDeposit';
  const supplementalTaxMethod = input.supplementalTaxMethod ?? 'Flat';
  const force = context.forceSupplementalWithholdings === true;
  const ytd = context.ytd ?? {};

  // 1. Earnings ---------------------------------------------------------------
  const { lines: earnings, reimbursements } = computeEarnings(input, periodsPerYear, context.earningCodeTypes);
  const grossPay = sumLines(earnings);
  const nonCashEarnings = sumLines(earnings.filter((l) => !l.cash));
  const supplementalGross = sumLines(earnings.filter((l) => l.supplemental));
  const regularGross = grossPay.minus(supplementalGross);
  const reimbursementTotal = sumLines(reimbursements);

  // 2. Pre-tax benefits -------------------------------------------------------
  const who = input.employeeId !== undefined ? { employeeId: input.employeeId } : {};
  const contributions: ItemBenefit[] = [];
  const hsaCoverage: Record<string, BenefitInput['hsaContributionLimit']> = {};
  if (context.applyBenefits !== false) {
    (context.benefits ?? []).forEach((b, i) => {
      const f = `benefits[${i}]`;
      if (!inForce(payday, b.effectiveStart, b.effectiveEnd, f)) return;
      if (b.type === 'Hsa125') hsaCoverage[b.id] = b.hsaContributionLimit;
      contributions.push({
        benefitId: b.id,
        type: b.type,
        employeeAmount: contribution(
          b.employeeContributionAmount,
          b.employeeContributionPercent,
          grossPay,
          periodsPerYear,
          `${f}.employeeContribution`,
        ),
        companyAmount: contribution(
          b.companyContributionAmount,
          b.companyContributionPercent,
          grossPay,
          periodsPerYear,
          `${f}.companyContribution`,
        ),
      });
    });
  }
  // The IRS annual limits, year to date: contributions reduced to the room left (src/benefit-limits.ts).
  const limited = applyBenefitLimits(
    contributions,
    { year: taxYear, dateOfBirth: context.dateOfBirth, ytd: ytd.benefitContributions, hsaCoverage },
    who,
  );
  const benefits = limited.benefits;
  const employeeBenefits = sum(benefits.map((b) => b.employeeAmount));
  const companyBenefits = sum(benefits.map((b) => b.companyAmount));
  const section125 = sum(benefits.filter((b) => isSection125(b.type)).map((b) => b.employeeAmount));
  // Roth401K deferrals are after-tax: they reduce no wages (but share the 401(k) limit above).
  const pension401k = sum(benefits.filter((b) => b.type === 'Pension401K').map((b) => b.employeeAmount));
  const hsa = benefits.filter((b) => b.type === 'Hsa125');

  // 3. Taxable wages per tax --------------------------------------------------
  const ficaWages = max0(grossPay.minus(section125));
  const fitWages = max0(grossPay.minus(section125).minus(pension401k));
  let fitRegular: Decimal;
  let fitSupplemental: Decimal;
  if (force) {
    fitRegular = ZERO;
    fitSupplemental = fitWages;
  } else {
    // Pre-tax reductions come off regular wages first, then supplemental wages.
    const reductions = section125.plus(pension401k);
    fitRegular = max0(regularGross.minus(reductions));
    fitSupplemental = max0(supplementalGross.minus(max0(reductions.minus(regularGross))));
  }

  // Federal income tax.
  // An exempt claim in force (src/w4.ts) withholds nothing but the mandatory rate above $1,000,000 of supplemental
  // wages, which applies whatever the W-4 says.
  const w4 = effectiveW4(context.w4, payday);
  const sup = tables.supplemental;
  const ytdSupplemental = dec(ytd.supplementalWages, 'ytd.supplementalWages');
  const roomBelowMillion = max0(new Decimal(sup.mandatoryThreshold).minus(ytdSupplemental));
  const mandatoryRateWages = max0(fitSupplemental.minus(roomBelowMillion));
  const supplementalBelow = fitSupplemental.minus(mandatoryRateWages);
  const aggregate = !force && supplementalTaxMethod === 'Aggregate';
  const flatRateWages = aggregate || w4.exempt ? ZERO : supplementalBelow;
  const percentageWages = aggregate ? fitRegular.plus(supplementalBelow) : fitRegular;

  let adjustedAnnualWage: Decimal | null = null;
  let tentativeAnnualWithholding: Decimal | null = null;
  let percentageMethodAmount = ZERO;
  let extraWithholding = ZERO;
  if (!force && !w4.exempt && percentageWages.gt(0)) {
    const pm = percentageMethod(tables, w4, percentageWages, periodsPerYear);
    adjustedAnnualWage = pm.adjustedAnnualWage;
    tentativeAnnualWithholding = pm.tentativeAnnualWithholding;
    percentageMethodAmount = pm.amount;
    extraWithholding = cents(w4.extraWithholding);
  }
  const supplementalAmount = cents(
    flatRateWages.mul(sup.flatRate).plus(mandatoryRateWages.mul(sup.mandatoryRate)),
  );
  const fitTotal = percentageMethodAmount.plus(extraWithholding).plus(supplementalAmount);
  const federalIncomeTax: FederalIncomeTaxDetail = {
    filingStatus: w4.filingStatus,
    step2Checkbox: w4.multipleJobs,
    w4OnFile: w4.onFile,
    w4Exempt: w4.exempt,
    adjustedAnnualWage,
    tentativeAnnualWithholding,
    percentageMethodAmount,
    extraWithholding,
    flatRateWages,
    mandatoryRateWages,
    supplementalAmount,
    total: fitTotal,
  };

  // Social Security, year-to-date aware.
  const ss = tables.socialSecurity;
  const ssRoom = max0(new Decimal(ss.wageBase).minus(dec(ytd.socialSecurityWages, 'ytd.socialSecurityWages')));
  const ssTaxable = Decimal.min(ficaWages, ssRoom);
  // Medicare, and Additional Medicare above the threshold year to date.
  const med = tables.medicare;
  const addl = tables.additionalMedicare;
  const ytdMedicare = dec(ytd.medicareWages, 'ytd.medicareWages');
  const addlTaxable = Decimal.min(ficaWages, max0(ytdMedicare.plus(ficaWages).minus(addl.threshold)));
  // FUTA on the first wages of the year.
  const futa = tables.futa;
  const futaRoom = max0(new Decimal(futa.wageBase).minus(dec(ytd.futaWages, 'ytd.futaWages')));
  const futaTaxable = Decimal.min(ficaWages, futaRoom);

  const taxes: ItemTax[] = [
    { name: 'FederalIncomeTax', payer: 'Employee', amount: fitTotal },
    { name: 'SocialSecurity', payer: 'Employee', amount: cents(ssTaxable.mul(ss.employeeRate)) },
    { name: 'SocialSecurity', payer: 'Company', amount: cents(ssTaxable.mul(ss.employerRate)) },
    { name: 'Medicare', payer: 'Employee', amount: cents(ficaWages.mul(med.employeeRate)) },
    { name: 'Medicare', payer: 'Company', amount: cents(ficaWages.mul(med.employerRate)) },
    { name: 'AdditionalMedicare', payer: 'Employee', amount: cents(addlTaxable.mul(addl.employeeRate)) },
    { name: 'Futa', payer: 'Company', amount: cents(futaTaxable.mul(futa.rate)) },
  ];
  // State taxes (src/states/apply.ts): income tax, employee programs, employer SUI.
  const state = computeStateTaxes(
    {
      year: taxYear,
      payday,
      periodEnd: context.periodEnd ?? payday,
      frequency: context.frequency,
      periodsPerYear,
      earnings,
      section125,
      pension401k,
      hsaEmployee: sum(hsa.map((b) => b.employeeAmount)),
      hsaCompany: sum(hsa.map((b) => b.companyAmount)),
      forceSupplemental: force,
      federalSupplementalMethod: aggregate ? 'Aggregate' : 'Flat',
      ficaEmployee: taxes.filter((t) => t.payer === 'Employee' && (t.name === 'SocialSecurity' || t.name === 'Medicare')).reduce((a, t) => a.plus(t.amount), ZERO),
      ficaEmployeeYearToDate: dec(ytd.ficaEmployeeTaxes, 'ytd.ficaEmployeeTaxes'),
      federalIncomeTax: { regular: percentageMethodAmount.plus(extraWithholding), supplemental: supplementalAmount },
    },
    {
      states: context.states,
      certificates: context.stateCertificates,
      ...(context.stateCertificateSignedAt ? { certificateSignedAt: context.stateCertificateSignedAt } : {}),
      suiRates: context.suiRates,
      ...(context.localTaxes ? { localTaxes: context.localTaxes } : {}),
      ...(context.companyEmployeeCount !== undefined ? { companyEmployeeCount: context.companyEmployeeCount } : {}),
      ytd: ytd.stateTaxes,
      ...(ytd.localTaxesThisMonth ? { monthToDate: ytd.localTaxesThisMonth } : {}),
      ...(context.w4 ? { federalFilingStatus: w4.filingStatus } : {}),
    },
    who,
  );
  const stateTaxes = state.lines;
  const employeeTaxes = sum([...taxes, ...stateTaxes].filter((t) => t.payer === 'Employee').map((t) => t.amount));
  const companyTaxes = sum([...taxes, ...stateTaxes].filter((t) => t.payer === 'Company').map((t) => t.amount));
  const taxableWages: Record<TaxName, Decimal> = {
    FederalIncomeTax: fitWages,
    SocialSecurity: ssTaxable,
    Medicare: ficaWages,
    AdditionalMedicare: addlTaxable,
    Futa: futaTaxable,
  };

  // 4. Post-tax deductions ----------------------------------------------------
  const disposableEarnings = grossPay.minus(employeeTaxes);
  const deductions: ItemDeduction[] = [];
  if (context.applyDeductions !== false) {
    let childSupportTaken = ZERO;
    (context.childSupport ?? []).forEach((cs, i) => {
      const f = `childSupport[${i}]`;
      if (!inForce(payday, cs.effectiveStart, cs.effectiveEnd, f)) return;
      const maxPercent = given(cs.maxPercent)
        ? dec(cs.maxPercent, `${f}.maxPercent`)
        : new Decimal(DEFAULT_CHILD_SUPPORT_MAX_PERCENT);
      const cap = cents(max0(disposableEarnings).mul(maxPercent).div(HUNDRED));
      const amount = Decimal.min(cents(dec(cs.amount, `${f}.amount`)), max0(cap.minus(childSupportTaken)));
      childSupportTaken = childSupportTaken.plus(amount);
      if (amount.gt(0)) deductions.push({ deductionId: cs.id, kind: 'ChildSupport', amount });
    });
    (context.miscellaneousDeductions ?? []).forEach((md, i) => {
      const f = `miscellaneousDeductions[${i}]`;
      if (!inForce(payday, md.effectiveStart, md.effectiveEnd, f)) return;
      if (given(md.amount) && given(md.percent)) {
        throw new InvalidEngineInputError(f, 'both an amount and a percent (contribution_conflict)');
      }
      let amount = given(md.amount)
        ? cents(dec(md.amount, `${f}.amount`))
        : cents(grossPay.mul(dec(md.percent, `${f}.percent`)).div(HUNDRED));
      if (given(md.totalAmount)) {
        const room = max0(dec(md.totalAmount, `${f}.totalAmount`).minus(dec(md.withheldToDate, `${f}.withheldToDate`)));
        amount = Decimal.min(amount, room);
      }
      if (given(md.annualLimit)) {
        const ytdWithheld = dec(ytd.miscellaneousDeductions?.[md.id], `ytd.miscellaneousDeductions.${md.id}`);
        const room = max0(dec(md.annualLimit, `${f}.annualLimit`).minus(ytdWithheld));
        amount = Decimal.min(amount, room);
      }
      if (amount.gt(0)) deductions.push({ deductionId: md.id, kind: 'Miscellaneous', amount });
    });
  }
  const deductionTotal = sum(deductions.map((d) => d.amount));

  // 5. Net --------------------------------------------------------------------
  const netPay = grossPay
    .minus(nonCashEarnings)
    .plus(reimbursementTotal)
    .minus(employeeTaxes)
    .minus(employeeBenefits)
    .minus(deductionTotal);
  const negativeNet = netPay.isNegative() && !netPay.isZero();
  const splits = paymentMethod === 'DirectDeposit' ? splitNetPay(netPay, context.netPaySplit) : [];

  const warnings: PayrollWarning[] = [];
  // States whose income tax has no module for the year warn (src/states/index.ts), then the state taxes' own.
  warnings.push(
    ...stateWarnings({ ...(context.states ?? { workStates: [], residenceState: null }), year: taxYear }, (s) => withholdingModule(s, taxYear, payday) !== undefined, who),
    ...state.warnings,
    ...limited.warnings,
  );
  if (negativeNet) {
    warnings.push({
      code: WARNING_NEGATIVE_NET,
      message: `Net pay is ${netPay.toFixed(2)}, below zero; approving this payroll is refused (422 negative_net_pay).`,
      ...who,
    });
  }

  const result: EmployeeItemResult = {
    paymentMethod,
    supplementalTaxMethod,
    taxYear,
    periodsPerYear,
    earnings,
    grossPay,
    nonCashEarnings,
    reimbursements,
    reimbursementTotal,
    benefits,
    employeeBenefits,
    companyBenefits,
    taxes,
    stateTaxes,
    employeeTaxes,
    companyTaxes,
    subjectWages: {
      federalIncomeTax: fitWages,
      federalIncomeTaxRegular: fitRegular,
      federalIncomeTaxSupplemental: fitSupplemental,
      socialSecurity: ficaWages,
      medicare: ficaWages,
      futa: ficaWages,
      supplemental: fitSupplemental,
    },
    taxableWages,
    federalIncomeTax,
    disposableEarnings,
    deductions,
    deductionTotal,
    netPay,
    negativeNet,
    splits,
    warnings,
  };
  if (input.employeeId !== undefined) result.employeeId = input.employeeId;
  return result;
}
