// Issue 36, F10: the pay inputs of a payroll (hours, rates, amounts, earnings, reimbursements, contractor payments),
// the wages on workers and the deductions are bounded in the contract: each hours field at most 8,784 (a leap
// year's hours), each weekly-hours field at most 168, each amount and rate at most 99,999,999.99 (one NACHA
// entry's most), none below 0. Each bound is taken, and a cent over it (or below 0) is refused, by the very
// schemas the API validates requests with (http/embed/contract-body.ts compiles them as express-openapi-validator
// does). A number property added to these schemas without both bounds fails the first test.
import { CONTRACT_PATH, readContract } from '../../src/lib/contract';
import { contractProblems } from '../../src/http/embed/contract-body';

type Json = Record<string, any>;
const schemas = (readContract(CONTRACT_PATH) as Json).components.schemas as Record<string, Json>;

const MONEY = 99_999_999.99;
const HOURS = 8_784;
const WEEK_HOURS = 168;
/** Fields that are a share in percent (0..100), bounded before this issue. */
const PERCENT = 100;

/** Per schema: a body its other required fields make valid, and the bound of each number property. */
const BOUNDED: Record<string, { base: Json; bounds: Record<string, number> }> = {
  PaymentInput: {
    base: {},
    bounds: {
      payRate: MONEY,
      ...Object.fromEntries(['regularHours', 'overtimeHours', 'doubleOvertimeHours', 'paidHolidayHours', 'sickHours', 'ptoHours'].map((f) => [f, HOURS])),
      ...Object.fromEntries(
        ['regularOverride', 'overtimeOverride', 'doubleOvertimeOverride', 'paidHolidayOverride', 'ptoOverride', 'sickOverride', 'nonHourlyRegular', 'bonus', 'commission', 'cashTips', 'paycheckTips', 'severance', 'groupTermLife', 'otherImputed', 'shareholderBenefits', 'shareholderHsa'].map((f) => [f, MONEY]),
      ),
    },
  },
  PaymentEarningCodeEarning: { base: { earningCodeId: 'ecd_1' }, bounds: { value: MONEY, valueOverride: MONEY } },
  PayrollReimbursement: { base: { amount: 1 }, bounds: { amount: MONEY } },
  PayrollContractorItemInput: { base: { contractorId: 'ctr_1' }, bounds: { hours: HOURS, payRate: MONEY, reimbursement: MONEY } },
  EmployeeWage: { base: { rate: 25, period: 'Hourly' }, bounds: { rate: MONEY, fullTimeHours: WEEK_HOURS } },
  ContractorWage: { base: { rate: 80, period: 'Hourly' }, bounds: { rate: MONEY } },
  ChildSupportCreate: { base: { employeeId: 'emp_1', caseNumber: 'CS-1', agency: 'TX', issueDate: '2025-12-01', amount: 100, effectiveStart: '2026-01-01' }, bounds: { amount: MONEY, maxPercent: PERCENT } },
  ChildSupportUpdate: { base: {}, bounds: { amount: MONEY, maxPercent: PERCENT } },
  MiscellaneousDeductionCreate: { base: { employeeId: 'emp_1', description: 'Uniform', amount: 10, effectiveStart: '2026-01-01' }, bounds: { amount: MONEY, percent: PERCENT, totalAmount: MONEY, annualLimit: MONEY } },
  MiscellaneousDeductionUpdate: { base: {}, bounds: { amount: MONEY, percent: PERCENT, totalAmount: MONEY, annualLimit: MONEY } },
};

const isNumber = (p: Json) => [p.type].flat().some((t) => t === 'number' || t === 'integer');

describe('the pay inputs are bounded in the contract (issue 36, F10)', () => {
  it.each(Object.keys(BOUNDED))('%s: every number property has minimum 0 and the maximum listed here', (name) => {
    const properties = Object.entries(schemas[name].properties as Record<string, Json>).filter(([, p]) => isNumber(p));
    expect(Object.fromEntries(properties.map(([field, p]) => [field, [p.minimum, p.maximum]]))).toEqual(
      Object.fromEntries(Object.entries(BOUNDED[name].bounds).map(([field, max]) => [field, [0, max]])),
    );
  });

  it.each(Object.entries(BOUNDED).flatMap(([name, { bounds }]) => Object.entries(bounds).map(([field, max]) => [name, field, max] as const)))(
    '%s.%s: takes 0 and its bound %d, refuses a cent over it and a cent below 0',
    (name, field, max) => {
      const body = (value: number) => ({ ...BOUNDED[name].base, [field]: value });
      expect(contractProblems(name, body(max))).toEqual([]);
      expect(contractProblems(name, body(0))).toEqual([]);
      expect(contractProblems(name, body(Math.round(max * 100 + 1) / 100))).toEqual([`body.${field}`]);
      expect(contractProblems(name, body(-0.01))).toEqual([`body.${field}`]);
    },
  );

  it('a payroll body a cent over a bound deep in its items is refused at that field', () => {
    expect(contractProblems('PayrollCreate', { periodStart: '2026-03-02', periodEnd: '2026-03-08', payday: '2026-03-13', employeeItems: [{ employeeId: 'emp_1', payments: [{ bonus: 100_000_000 }], reimbursements: [{ amount: MONEY }] }] })).toEqual([
      'body.employeeItems.0.payments.0.bonus',
    ]);
    expect(contractProblems('PayrollUpdate', { contractorItems: [{ contractorId: 'ctr_1', hours: HOURS + 0.01, payRate: MONEY }] })).toEqual(['body.contractorItems.0.hours']);
  });
});
