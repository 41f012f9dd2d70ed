import { InvalidEngineInputError } from './errors';
import { cents, dec, given, Decimal, ZERO } from './money';
import type {
  EarningCodeType,
  EarningKind,
  EarningLine,
  EmployeeItemInput,
  PaymentInput,
  ReimbursementLine,
} from './types';

/** Hours x annual salary / this = hourly equivalent of a salary (40 h x 52 weeks) for a salaried payment's hour lines. */
export const SALARY_HOURS_PER_YEAR = 2080;

type Treatment = { cash: boolean; supplemental: boolean; reimbursement?: boolean };

/**
 * Tax treatment of each earning kind (contract EarningCodeType table).
 * Supplemental wages are the contract's: bonus, commission, severance.
 */
const TREATMENT: Record<EarningKind, Treatment> = {
  Regular: { cash: true, supplemental: false },
  Overtime: { cash: true, supplemental: false },
  DoubleOvertime: { cash: true, supplemental: false },
  PaidHoliday: { cash: true, supplemental: false },
  Sick: { cash: true, supplemental: false },
  Pto: { cash: true, supplemental: false },
  NonHourlyRegular: { cash: true, supplemental: false },
  PaycheckTips: { cash: true, supplemental: false },
  Bonus: { cash: true, supplemental: true },
  Commission: { cash: true, supplemental: true },
  Severance: { cash: true, supplemental: true },
  CashTips: { cash: false, supplemental: false },
  GroupTermLife: { cash: false, supplemental: false },
  OtherImputed: { cash: false, supplemental: false },
  ShareholderBenefits: { cash: false, supplemental: false },
  ShareholderHsa: { cash: false, supplemental: false },
  Reimbursement: { cash: true, supplemental: false, reimbursement: true },
};

const HOURLY: ReadonlyArray<{
  kind: EarningKind;
  hours: keyof PaymentInput;
  override: keyof PaymentInput;
  multiplier: string;
}> = [
  { kind: 'Regular', hours: 'regularHours', override: 'regularOverride', multiplier: '1' },
  { kind: 'Overtime', hours: 'overtimeHours', override: 'overtimeOverride', multiplier: '1.5' },
  { kind: 'DoubleOvertime', hours: 'doubleOvertimeHours', override: 'doubleOvertimeOverride', multiplier: '2' },
  { kind: 'PaidHoliday', hours: 'paidHolidayHours', override: 'paidHolidayOverride', multiplier: '1' },
  { kind: 'Sick', hours: 'sickHours', override: 'sickOverride', multiplier: '1' },
  { kind: 'Pto', hours: 'ptoHours', override: 'ptoOverride', multiplier: '1' },
];

const AMOUNTS: ReadonlyArray<{ kind: EarningKind; field: keyof PaymentInput }> = [
  { kind: 'NonHourlyRegular', field: 'nonHourlyRegular' },
  { kind: 'Bonus', field: 'bonus' },
  { kind: 'Commission', field: 'commission' },
  { kind: 'PaycheckTips', field: 'paycheckTips' },
  { kind: 'Severance', field: 'severance' },
  { kind: 'CashTips', field: 'cashTips' },
  { kind: 'GroupTermLife', field: 'groupTermLife' },
  { kind: 'OtherImputed', field: 'otherImputed' },
  { kind: 'ShareholderBenefits', field: 'shareholderBenefits' },
  { kind: 'ShareholderHsa', field: 'shareholderHsa' },
];

export interface EarningsResult {
  lines: EarningLine[];
  reimbursements: ReimbursementLine[];
}

function line(
  kind: EarningKind,
  paymentIndex: number,
  payment: PaymentInput,
  amount: Decimal,
  overridden: boolean,
  extra: Partial<EarningLine> = {},
): EarningLine {
  const t = TREATMENT[kind];
  const l: EarningLine = {
    kind,
    paymentIndex,
    overridden,
    amount,
    cash: t.cash,
    supplemental: t.supplemental,
    ...extra,
  };
  if (payment.workplaceId !== undefined) l.workplaceId = payment.workplaceId;
  return l;
}

/**
 * Step 1 of the gross-to-net: the earnings lines of an item.
 * Hourly line = hours x rate x multiplier, rounded half-up to cents; an
 * `*Override` replaces the line's computed amount. With `isSalaryRate` the
 * regular line is payRate / periods per year (rounded to cents) and the other
 * hour lines use the hourly equivalent payRate / 2080. Amount fields and
 * earning codes are added as given (rounded to cents).
 */
export function computeEarnings(
  item: EmployeeItemInput,
  periodsPerYear: number,
  earningCodeTypes: Record<string, EarningCodeType> | undefined,
): EarningsResult {
  const lines: EarningLine[] = [];
  const reimbursements: ReimbursementLine[] = [];

  (item.payments ?? []).forEach((p, i) => {
    const f = `payments[${i}]`;
    const payRate = dec(p.payRate, `${f}.payRate`);
    const salary = p.isSalaryRate === true;
    const hourlyRate = salary ? payRate.div(SALARY_HOURS_PER_YEAR) : payRate;

    for (const h of HOURLY) {
      const hoursRaw = p[h.hours] as PaymentInput['regularHours'];
      const overrideRaw = p[h.override] as PaymentInput['regularOverride'];
      const hours = dec(hoursRaw, `${f}.${String(h.hours)}`);
      const multiplier = new Decimal(h.multiplier);
      const isOverride = given(overrideRaw);
      const salaryRegular = salary && h.kind === 'Regular';
      let amount: Decimal;
      if (isOverride) amount = cents(dec(overrideRaw, `${f}.${String(h.override)}`));
      else if (salaryRegular) amount = cents(payRate.div(periodsPerYear));
      else amount = cents(hours.mul(hourlyRate).mul(multiplier));
      if (amount.isZero() && hours.isZero() && !isOverride) continue;
      const extra: Partial<EarningLine> = { hours, multiplier };
      extra.rate = salaryRegular ? payRate : hourlyRate;
      lines.push(line(h.kind, i, p, amount, isOverride, extra));
    }

    for (const a of AMOUNTS) {
      const amount = cents(dec(p[a.field] as PaymentInput['bonus'], `${f}.${String(a.field)}`));
      if (amount.isZero()) continue;
      lines.push(line(a.kind, i, p, amount, false));
    }

    (p.earningCodeEarnings ?? []).forEach((e, j) => {
      const ef = `${f}.earningCodeEarnings[${j}]`;
      const type = e.type ?? earningCodeTypes?.[e.earningCodeId];
      if (!type || !(type in TREATMENT)) {
        throw new InvalidEngineInputError(`${ef}.earningCodeId`, `unknown earning code ${e.earningCodeId}`);
      }
      const isOverride = given(e.valueOverride);
      const amount = cents(isOverride ? dec(e.valueOverride, `${ef}.valueOverride`) : dec(e.value, `${ef}.value`));
      if (TREATMENT[type].reimbursement) {
        if (!amount.isZero()) reimbursements.push({ amount, earningCodeId: e.earningCodeId, paymentIndex: i });
        return;
      }
      if (amount.isZero()) return;
      lines.push(line(type, i, p, amount, isOverride, { earningCodeId: e.earningCodeId }));
    });
  });

  const direct: ReimbursementLine[] = (item.reimbursements ?? []).map((r, i) => {
    const l: ReimbursementLine = { amount: cents(dec(r.amount, `reimbursements[${i}].amount`)) };
    if (r.description !== undefined) l.description = r.description;
    return l;
  });

  return { lines, reimbursements: [...direct, ...reimbursements] };
}

export function sumLines(lines: { amount: Decimal }[]): Decimal {
  return lines.reduce((a, l) => a.plus(l.amount), ZERO);
}
