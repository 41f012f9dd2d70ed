// The figures of the federal tax forms made from approved payrolls: Form 941 (quarter), Form 940
// (year), Form W-2 (per employee and year) and Form 1099-NEC (per contractor and year). Figures are
// decimal sums of the payroll items' stored taxable wages and taxes (services/payroll-records.ts), and
// for W-2 boxes 10 and 12 of their benefit contributions; documents/tax-forms.ts prints them.
import { Decimal } from '../repositories/decimal';
import type { FutaCreditReductionYear } from '@payroll/payroll-engine';
import type { Form1096, Form1099Nec, FormW2, FormW2Box12, FormW3 } from '../documents/tax-forms';
import type { Form940, Form940ScheduleARow, Form941 } from '../documents/tax-returns';

const Dec = Decimal;
const ZERO = new Dec(0);
const cents = (d: Decimal): Decimal => d.toDecimalPlaces(2, Dec.ROUND_HALF_UP);

/** The sums of one employee's items over a period (repositories/tax-documents employeeTaxTotals). */
export interface EmployeeSums {
  grossPay: Decimal;
  federalIncomeTax: Decimal;
  socialSecurityEmployee: Decimal;
  socialSecurityCompany: Decimal;
  medicareEmployee: Decimal;
  medicareCompany: Decimal;
  additionalMedicareEmployee: Decimal;
  futaCompany: Decimal;
  subjectFutaWages: Decimal;
  taxableFederalIncomeTaxWages: Decimal;
  taxableSocialSecurityWages: Decimal;
  taxableMedicareWages: Decimal;
  taxableAdditionalMedicareWages: Decimal;
  taxableFutaWages: Decimal;
}

export const SUM_KEYS: Array<keyof EmployeeSums> = [
  'grossPay',
  'federalIncomeTax',
  'socialSecurityEmployee',
  'socialSecurityCompany',
  'medicareEmployee',
  'medicareCompany',
  'additionalMedicareEmployee',
  'futaCompany',
  'subjectFutaWages',
  'taxableFederalIncomeTaxWages',
  'taxableSocialSecurityWages',
  'taxableMedicareWages',
  'taxableAdditionalMedicareWages',
  'taxableFutaWages',
];

/** Prisma's `_sum` (nullable decimals) as decimals. */
export function employeeSums(sum: Partial<Record<keyof EmployeeSums, Decimal | null>>): EmployeeSums {
  const out = {} as EmployeeSums;
  for (const k of SUM_KEYS) out[k] = sum[k] ? new Dec(sum[k]!.toString()) : ZERO;
  return out;
}

function addAll(rows: EmployeeSums[]): EmployeeSums {
  const out = employeeSums({});
  for (const r of rows) for (const k of SUM_KEYS) out[k] = out[k].plus(r[k]);
  return out;
}

// ---------- figures ----------

/** What a 941 reads beside the per-employee sums (services/tax-documents.ts gathers it). */
export interface QuarterFacts {
  /** Line 1: employees paid for the pay period including the 12th of the quarter's last month. */
  employeesOnThe12th: number;
  /** Taxable social security tips of the quarter (line 5b), part of the sums' taxable Social Security wages. */
  socialSecurityTips: Decimal;
  /** Paid federal deposits of the 941 taxes for the quarter's paydays (line 13). */
  deposits: Decimal;
  /** The 941 taxes per payday (YYYY-MM-DD) of the quarter: they add up to line 12 (line 16, Schedule B). */
  liabilities: Array<{ payday: string; amount: Decimal }>;
  /** The company's federal deposit schedule (onboard/tax_setup `federalDepositSchedule`, Monthly when none). */
  schedule: string;
  /** Line 12 of the prior quarter, when the company had payrolls in it (undefined: none). */
  priorQuarterLine12?: Decimal;
}

/** Line 16's schedule: under $2,500 (this or the prior quarter, and no payday of $100,000 or more), else monthly or Schedule B. */
function line16(line12: Decimal, f: QuarterFacts): Form941['line16'] {
  const small = (line12.lt(2500) || (f.priorQuarterLine12 !== undefined && f.priorQuarterLine12.lt(2500))) && f.liabilities.every((l) => l.amount.lt(100000));
  if (small) return { kind: 'under2500' };
  const months: [Decimal, Decimal, Decimal] = [ZERO, ZERO, ZERO];
  const days: Array<{ month: 1 | 2 | 3; day: number; amount: Decimal }> = [];
  for (const l of f.liabilities) {
    const month = (((Number(l.payday.slice(5, 7)) - 1) % 3) + 1) as 1 | 2 | 3;
    months[month - 1] = months[month - 1].plus(l.amount);
    days.push({ month, day: Number(l.payday.slice(8, 10)), amount: l.amount });
  }
  const total = months[0].plus(months[1]).plus(months[2]);
  return f.schedule === 'Semiweekly' ? { kind: 'semiweekly', months, total, days } : { kind: 'monthly', months, total };
}

/** Form 941 of a quarter from the per-employee sums of its approved payrolls and the quarter's facts. */
export function form941(perEmployee: EmployeeSums[], f: QuarterFacts): Form941 {
  const s = addAll(perEmployee);
  const ssWages = s.taxableSocialSecurityWages.minus(f.socialSecurityTips);
  const line5a = { wages: ssWages, tax: cents(ssWages.mul('0.124')) };
  const line5b = { wages: f.socialSecurityTips, tax: cents(f.socialSecurityTips.mul('0.124')) };
  const line5c = { wages: s.taxableMedicareWages, tax: cents(s.taxableMedicareWages.mul('0.029')) };
  const line5d = { wages: s.taxableAdditionalMedicareWages, tax: cents(s.taxableAdditionalMedicareWages.mul('0.009')) };
  const line5e = line5a.tax.plus(line5b.tax).plus(line5c.tax).plus(line5d.tax);
  const line6 = s.federalIncomeTax.plus(line5e);
  // Fractions of cents: what was withheld and owed per paycheck, minus the rate x wages of line 5.
  const fica = s.socialSecurityEmployee.plus(s.socialSecurityCompany).plus(s.medicareEmployee).plus(s.medicareCompany).plus(s.additionalMedicareEmployee);
  const line7 = fica.minus(line5e);
  const line10 = line6.plus(line7);
  const line12 = line10;
  const line13 = f.deposits;
  return {
    line1: f.employeesOnThe12th,
    line2: s.taxableFederalIncomeTaxWages,
    line3: s.federalIncomeTax,
    line5a,
    line5b,
    line5c,
    line5d,
    line5e,
    line6,
    line7,
    line10,
    line12,
    line13,
    line14: Dec.max(ZERO, line12.minus(line13)),
    line15: Dec.max(ZERO, line13.minus(line12)),
    line16: line16(line12, f),
  };
}

/** What a 940 reads beside the per-employee sums. */
export interface YearFacts {
  year: number;
  /** Taxable FUTA wages per state of the state unemployment lines (null: items without one). */
  futaWagesByState: Array<{ state: string | null; futaWages: Decimal }>;
  /** Taxable FUTA wages per quarter (index 0 = Q1). */
  futaWagesByQuarter: [Decimal, Decimal, Decimal, Decimal];
  /** Paid FUTA deposits for the year's paydays (line 13). */
  deposits: Decimal;
  /** The year's credit reductions (payroll-engine futaCreditReduction). */
  creditReduction: FutaCreditReductionYear | undefined;
}

/** Form 940 of a year from the per-employee sums of its approved payrolls and the year's facts. */
export function form940(perEmployee: EmployeeSums[], f: YearFacts): Form940 {
  const s = addAll(perEmployee);
  const line3 = s.grossPay;
  const line4 = s.grossPay.minus(s.subjectFutaWages); // exempt from FUTA (Section 125 benefits, group-term life, ...)
  const line5 = s.subjectFutaWages.minus(s.taxableFutaWages); // above the $7,000 wage base per employee
  const line6 = line4.plus(line5);
  const line7 = line3.minus(line6);
  const line8 = cents(line7.mul('0.006'));
  const states = f.futaWagesByState.filter((r): r is { state: string; futaWages: Decimal } => r.state !== null);
  const unattributed = f.futaWagesByState.filter((r) => r.state === null).reduce((sum, r) => sum.plus(r.futaWages), ZERO);
  const cr = f.creditReduction;
  const final = cr?.status === 'final' ? cr : undefined;
  const rows: Form940ScheduleARow[] = states.map((r) => {
    if (!final) return { state: r.state, futaWages: r.futaWages };
    const rate = new Dec(final.rates[r.state] ?? 0);
    return { state: r.state, futaWages: r.futaWages, rate, reduction: cents(r.futaWages.mul(rate)) };
  });
  const line11 = final ? rows.reduce((sum, r) => sum.plus(r.reduction!), ZERO) : null;
  const line2 = final ? rows.some((r) => !r.rate!.isZero()) : states.length ? null : false;
  const line12 = line8.plus(line11 ?? ZERO);
  const line13 = f.deposits;
  const scheduleA =
    states.length > 1 || line2 !== false
      ? {
          rows,
          total: line11,
          unattributedFutaWages: unattributed,
          ...(final ? {} : { note: cr?.status === 'notConfirmed' ? cr.note : `No credit reduction list of ${f.year} is on file.` }),
        }
      : undefined;
  // Lines 16a-c: each quarter's FUTA wages x 0.006; 16d the rest of line 12 (Q4, the credit reduction, and the
  // fractions of cents), so line 17 equals line 12.
  const q = f.futaWagesByQuarter.map((w) => cents(w.mul('0.006')));
  const line16: [Decimal, Decimal, Decimal, Decimal] = [q[0], q[1], q[2], line12.minus(q[0]).minus(q[1]).minus(q[2])];
  return {
    ...(states.length === 1 ? { line1a: states[0].state } : {}),
    line1b: states.length > 1,
    line2,
    line3,
    line4,
    line5,
    line6,
    line7,
    line8,
    line11,
    line12,
    line13,
    line14: Dec.max(ZERO, line12.minus(line13)),
    line15: Dec.max(ZERO, line13.minus(line12)),
    ...(line12.gt(500) ? { line16, line17: line16.reduce((sum, x) => sum.plus(x), ZERO) } : {}),
    ...(scheduleA ? { scheduleA } : {}),
  };
}

/** One employee's benefit contributions of the year by type (repositories/payrolls.ts benefitContributionSums). */
export interface BenefitContribution {
  type: string;
  employeeAmount: { toString(): string };
  companyAmount: { toString(): string };
}

/**
 * W-2 box 12 codes and box 10 from the year's benefit contributions, per the IRS General Instructions for
 * Forms W-2 and W-3, "Codes for box 12" and "Box 10-Dependent care benefits":
 *   - code D, elective deferrals under a section 401(k) cash or deferred arrangement: the employee amounts
 *     of Pension401K;
 *   - code W, employer contributions (including amounts the employee elected to contribute using a
 *     section 125 cafeteria plan) to a health savings account: employee plus company amounts of Hsa125;
 *   - code AA, designated Roth contributions under a section 401(k) plan: the employee amounts of Roth401K;
 *   - box 10, dependent care benefits: employee plus company amounts of DependentCareFsa125.
 * In the order D, W, AA (the IRS's order of the codes), only codes with a non-zero amount (12a, 12b, 12c).
 * Not reported: code DD (cost of employer-sponsored health coverage; not required of employers filing
 * fewer than 250 Forms W-2, and the service does not know the company's count), health FSA contributions
 * (HealthFsa125: not reported on the W-2). Codes C and TP and box 14: formW2.
 */
const BOX12: Array<{ code: string; type: string; company: boolean }> = [
  { code: 'D', type: 'Pension401K', company: false },
  { code: 'W', type: 'Hsa125', company: true },
  { code: 'AA', type: 'Roth401K', company: false },
];
const BOX10 = { type: 'DependentCareFsa125', company: true };

export function w2BenefitBoxes(rows: BenefitContribution[]): Pick<FormW2, 'box10' | 'box12'> {
  const total = ({ type, company }: { type: string; company: boolean }) =>
    rows.filter((r) => r.type === type).reduce((sum, r) => sum.plus(r.employeeAmount.toString()).plus(company ? r.companyAmount.toString() : 0), ZERO);
  const box10 = total(BOX10);
  const box12 = BOX12.map((c) => ({ code: c.code, amount: total(c) })).filter((e) => !e.amount.isZero());
  return { ...(box10.isZero() ? {} : { box10 }), box12 };
}

/** What a W-2 reads beside the sums and benefits (services/tax-documents.ts gathers it; absent: nothing). */
export interface W2Extras {
  year: number;
  /** Cash and charged tips (CashTips, PaycheckTips) of the year. */
  tips: Decimal;
  /** Of those, the tips within taxable Social Security wages (box 7). */
  socialSecurityTips: Decimal;
  /** The taxable cost of group-term life insurance over $50,000 (GroupTermLife earnings). */
  groupTermLife: Decimal;
  /** State program contributions for box 14, by code (W2_BOX14). */
  programs: Array<{ code: string; amount: Decimal }>;
}

/**
 * W-2 box 14 (14a from 2026), state programs whose contributions the state asks to be reported there, with the
 * label printed, in this order (docs/year-end.md, sources):
 *   - New York Paid Family Leave (NYS Department of Taxation and Finance, "New York State Paid Family Leave":
 *     reported "on Form W-2 in Box 14 as state disability insurance taxes withheld"; Notice N-17-12) and New York
 *     disability benefits (DBL) contributions, each its own item;
 *   - New Jersey worker contributions for unemployment insurance and the workforce funds (`UI/WF/SWF`) and for
 *     disability insurance (`DI`), as the NJ Division of Taxation's notice to preparers of W-2s (M-6025) shows them.
 * Not built: New Jersey FLI (printed in box 14 or in boxes 18-20, as the sources differ), and other states'
 * programs (no two sources confirming their box).
 */
export const W2_BOX14: Readonly<Record<string, string>> = Object.freeze({ ny_pfl: 'NY PFL', ny_sdi: 'NY SDI', nj_ui_ee: 'UI/WF/SWF', nj_di_ee: 'DI' });

/** The first year of box 12 code TP (total cash tips reported to the employer; 2026 Form W-2, One Big Beautiful Bill Act). */
export const W2_CODE_TP_FROM = 2026;

/**
 * Form W-2 of one employee. Box 3 is the taxable Social Security wages without the tips of box 7 (the tips within
 * the taxable Social Security wages, item by item); box 5 is Medicare wages and tips. Box 12 in the IRS's order of
 * the codes: C (group-term life over $50,000, its taxable cost), then D, W, AA from the benefits
 * (w2BenefitBoxes), then TP from 2026 (cash tips, charged tips and tips under a tip-sharing arrangement
 * reported to the employer). Box 14: W2_BOX14.
 */
export function formW2(s: EmployeeSums, benefits: BenefitContribution[] = [], extras?: W2Extras): FormW2 {
  const { box10, box12 = [] } = w2BenefitBoxes(benefits);
  const ssTips = extras?.socialSecurityTips ?? ZERO;
  const codes: FormW2Box12[] = [
    ...(extras && !extras.groupTermLife.isZero() ? [{ code: 'C', amount: extras.groupTermLife }] : []),
    ...box12,
    ...(extras && extras.year >= W2_CODE_TP_FROM && !extras.tips.isZero() ? [{ code: 'TP', amount: extras.tips }] : []),
  ];
  const box14 = (extras?.programs ?? [])
    .filter((p) => W2_BOX14[p.code] && !p.amount.isZero())
    .sort((a, b) => Object.keys(W2_BOX14).indexOf(a.code) - Object.keys(W2_BOX14).indexOf(b.code))
    .map((p) => ({ label: W2_BOX14[p.code], amount: p.amount }));
  return {
    box1: s.taxableFederalIncomeTaxWages,
    box2: s.federalIncomeTax,
    box3: s.taxableSocialSecurityWages.minus(ssTips),
    box4: s.socialSecurityEmployee,
    box5: s.taxableMedicareWages,
    box6: s.medicareEmployee.plus(s.additionalMedicareEmployee),
    ...(ssTips.isZero() ? {} : { box7: ssTips }),
    ...(box10 ? { box10 } : {}),
    box12: codes,
    ...(box14.length ? { box14 } : {}),
  };
}

/**
 * Form W-3 of a year: the totals of the W-2s, box by box, to the cent (box c their number); box 12 the total of
 * each code; boxes 16 to 19 the totals of the W-2s' state and local rows; the states of their boxes 15.
 */
export function formW3(w2s: FormW2[]): FormW3 {
  const sum = (pick: (w: FormW2) => Decimal | undefined) => w2s.reduce((t, w) => t.plus(pick(w) ?? ZERO), ZERO);
  const codes = new Map<string, Decimal>();
  for (const w of w2s) for (const e of w.box12 ?? []) codes.set(e.code, (codes.get(e.code) ?? ZERO).plus(e.amount));
  const order = ['C', ...BOX12.map((c) => c.code), 'TP'];
  const states = new Map<string, string | undefined>();
  for (const w of w2s) for (const r of w.states ?? []) if (!states.has(r.state) || (!states.get(r.state) && r.employerStateId)) states.set(r.state, r.employerStateId);
  const rows = w2s.flatMap((w) => w.states ?? []);
  const rowSum = (pick: (r: (typeof rows)[number]) => Decimal | undefined) => rows.reduce((t, r) => t.plus(pick(r) ?? ZERO), ZERO);
  return {
    count: w2s.length,
    box1: sum((w) => w.box1),
    box2: sum((w) => w.box2),
    box3: sum((w) => w.box3),
    box4: sum((w) => w.box4),
    box5: sum((w) => w.box5),
    box6: sum((w) => w.box6),
    box7: sum((w) => w.box7),
    box10: sum((w) => w.box10),
    box12: [...codes.entries()].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)).map(([code, amount]) => ({ code, amount })),
    states: [...states.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([state, id]) => (id ? { state, employerStateId: id } : { state })),
    box16: rowSum((r) => r.box16),
    box17: rowSum((r) => r.box17),
    box18: rowSum((r) => r.box18),
    box19: rowSum((r) => r.box19),
  };
}

export const form1099Nec = (grossPay: Decimal): Form1099Nec => ({ box1: grossPay, box4: ZERO });

/** Form 1096 of the year's Forms 1099-NEC: their number, and boxes 4 and 1 summed (boxes 4 and 5). */
export const form1096 = (necs: readonly Form1099Nec[]): Form1096 => ({
  count: necs.length,
  box4: necs.reduce((t, n) => t.plus(n.box4), ZERO),
  box5: necs.reduce((t, n) => t.plus(n.box1), ZERO),
});
