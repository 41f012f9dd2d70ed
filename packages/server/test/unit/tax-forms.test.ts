// The figures of Forms 941, 940, W-2 and W-3 (services/tax-forms.ts) and the FUTA due dates (domain/deadlines.ts),
// as pure functions: the rules the service tier (test/service/year-end-forms.test.ts) proves on a year of payrolls,
// here at their cheapest, with the cases a year of payrolls does not reach (a monthly depositor, a confirmed year of
// credit reductions, box 7 limited by the Social Security wage base).
import { futaCreditReduction, form1099NecThreshold } from '@payroll/payroll-engine';
import { form940DueDate, futaQuarterDueDate } from '../../src/domain/deadlines';
import { Decimal } from '../../src/repositories/decimal';
import { employeeSums, form940, form941, formW2, formW3, type QuarterFacts, type YearFacts } from '../../src/services/tax-forms';

const d = (v: string | number) => new Decimal(v);
const money = (x: Decimal) => x.toFixed(2);
const ZERO = d(0);

describe('FUTA due dates', () => {
  it('a quarter deposit is due the last day of the month after the quarter, moved to the next business day', () => {
    expect(['2026-02-13', '2026-05-15', '2026-09-30', '2026-12-18'].map(futaQuarterDueDate)).toEqual(['2026-04-30', '2026-07-31', '2026-11-02', '2027-02-01']);
    // October 31, 2026 is a Saturday; January 31, 2027 a Sunday.
    expect([form940DueDate(2025), form940DueDate(2026)]).toEqual(['2026-02-02', '2027-02-01']);
  });
});

describe('year-end data of the engine', () => {
  it('credit reductions: 2025 final (CA 1.2%, VI 4.5%), 2026 not confirmed, 2027 unknown', () => {
    const y2025 = futaCreditReduction(2025)!;
    expect(y2025.status === 'final' && y2025.rates).toEqual({ CA: '0.012', VI: '0.045' });
    expect(futaCreditReduction(2026)!.status).toBe('notConfirmed');
    expect(futaCreditReduction(2027)).toBeUndefined();
  });

  it('1099-NEC threshold: $600 through 2025, $2,000 for 2026, not known for 2027 (indexed)', () => {
    expect([2024, 2025, 2026].map((y) => form1099NecThreshold(y)!.toFixed(2))).toEqual(['600.00', '600.00', '2000.00']);
    expect(form1099NecThreshold(2027)).toBeUndefined();
  });
});

describe('Form 941', () => {
  // One employee: $10,000 of wages a month, FIT 1,500.00, FICA 765.00 + 765.00 per check.
  const sums = employeeSums({
    grossPay: d('30000'),
    federalIncomeTax: d('4500'),
    socialSecurityEmployee: d('1860'),
    socialSecurityCompany: d('1860'),
    medicareEmployee: d('435'),
    medicareCompany: d('435'),
    taxableFederalIncomeTaxWages: d('30000'),
    taxableSocialSecurityWages: d('30000'),
    taxableMedicareWages: d('30000'),
  });
  const facts = (over: Partial<QuarterFacts> = {}): QuarterFacts => ({
    employeesOnThe12th: 1,
    socialSecurityTips: d('1200'),
    deposits: d('9000'),
    liabilities: [
      { payday: '2026-04-30', amount: d('3030') },
      { payday: '2026-05-29', amount: d('3030') },
      { payday: '2026-06-30', amount: d('3030') },
    ],
    schedule: 'Monthly',
    ...over,
  });

  it('5a without the tips of 5b; 13 deposits, 14 balance due; a monthly depositor\'s three months add up to line 12', () => {
    const f = form941([sums], facts());
    expect([money(f.line5a.wages), money(f.line5a.tax), money(f.line5b.wages), money(f.line5b.tax)]).toEqual(['28800.00', '3571.20', '1200.00', '148.80']);
    // 4,500 + 3,720 (SS 12.4% of 30,000 in two lines) + 870 = 9,090.00; withheld and owed per check the same: line 7 is 0.
    expect([money(f.line5e), money(f.line6), money(f.line7), money(f.line12)]).toEqual(['4590.00', '9090.00', '0.00', '9090.00']);
    expect([money(f.line13), money(f.line14), money(f.line15)]).toEqual(['9000.00', '90.00', '0.00']);
    expect(f.line16.kind === 'monthly' && [f.line16.months.map(money), money(f.line16.total)]).toEqual([['3030.00', '3030.00', '3030.00'], '9090.00']);
  });

  it('an overpayment is line 15; under $2,500 (or the prior quarter under it) needs no schedule, unless a payday reached $100,000', () => {
    expect(money(form941([sums], facts({ deposits: d('9100') })).line15)).toBe('10.00');
    expect(form941([sums], facts({ priorQuarterLine12: d('2499.99') })).line16.kind).toBe('under2500');
    expect(form941([sums], facts({ priorQuarterLine12: d('2500') })).line16.kind).toBe('monthly');
    const big = facts({ priorQuarterLine12: d('100'), liabilities: [{ payday: '2026-05-29', amount: d('100000') }] });
    expect(form941([sums], big).line16.kind).toBe('monthly');
  });

  it('a semiweekly depositor: Schedule B, each payday by month and day', () => {
    const f = form941([sums], facts({ schedule: 'Semiweekly' }));
    expect(f.line16.kind === 'semiweekly' && f.line16.days.map((x) => [x.month, x.day, money(x.amount)])).toEqual([
      [1, 30, '3030.00'],
      [2, 29, '3030.00'],
      [3, 30, '3030.00'],
    ]);
  });
});

describe('Form 940', () => {
  // Two employees: 7,000.00 of FUTA wages each (one in CA, one in TX), 10,000.00 of payments each.
  const sums = employeeSums({ grossPay: d('20000'), subjectFutaWages: d('20000'), taxableFutaWages: d('14000'), futaCompany: d('84') });
  const facts = (year: number, over: Partial<YearFacts> = {}): YearFacts => ({
    year,
    futaWagesByState: [
      { state: 'CA', futaWages: d('7000') },
      { state: 'TX', futaWages: d('7000') },
    ],
    futaWagesByQuarter: [d('14000'), ZERO, ZERO, ZERO],
    deposits: d('84'),
    creditReduction: futaCreditReduction(year),
    ...over,
  });

  it('2025, a confirmed year: Schedule A with California 7,000.00 x 0.012 = 84.00 (line 11), line 12 168.00, the balance 84.00 due', () => {
    const f = form940([sums], facts(2025));
    expect([f.line1a, f.line1b, f.line2]).toEqual([undefined, true, true]);
    expect(f.scheduleA!.rows.map((r) => [r.state, money(r.futaWages), r.rate!.toString(), money(r.reduction!)])).toEqual([
      ['CA', '7000.00', '0.012', '84.00'],
      ['TX', '7000.00', '0', '0.00'],
    ]);
    expect([money(f.line8), money(f.line11!), money(f.line12), money(f.line13), money(f.line14)]).toEqual(['84.00', '84.00', '168.00', '84.00', '84.00']);
    // Line 12 is not over $500: no Part 5.
    expect(f.line16).toBeUndefined();
  });

  it('2026, not confirmed: line 11 null (not computed), line 2 unknown, Schedule A lists the states without a reduction', () => {
    const f = form940([sums], facts(2026));
    expect([f.line2, f.line11, money(f.line12), f.scheduleA!.total]).toEqual([null, null, '84.00', null]);
    expect(f.scheduleA!.rows.map((r) => [r.state, r.rate, r.reduction])).toEqual([
      ['CA', undefined, undefined],
      ['TX', undefined, undefined],
    ]);
    expect(f.scheduleA!.note).toContain('could not be confirmed');
  });

  it('one state in a confirmed year without a reduction: line 1a, line 2 No, no Schedule A', () => {
    const f = form940([sums], facts(2025, { futaWagesByState: [{ state: 'TX', futaWages: d('14000') }] }));
    expect([f.line1a, f.line1b, f.line2, money(f.line11!), f.scheduleA]).toEqual(['TX', false, false, '0.00', undefined]);
  });

  it('over $500: lines 16a-16d by quarter, 16d taking the credit reduction, line 17 equal to line 12', () => {
    const many = employeeSums({ grossPay: d('100000'), subjectFutaWages: d('100000'), taxableFutaWages: d('91000') });
    const f = form940([many], facts(2025, { futaWagesByState: [{ state: 'CA', futaWages: d('91000') }], futaWagesByQuarter: [d('70000'), d('14000'), ZERO, d('7000')], deposits: d('546') }));
    // 91,000 x 0.006 = 546.00; CA 91,000 x 0.012 = 1,092.00; line 12 1,638.00.
    expect([money(f.line8), money(f.line11!), money(f.line12), money(f.line14)]).toEqual(['546.00', '1092.00', '1638.00', '1092.00']);
    expect([f.line16!.map(money), money(f.line17!)]).toEqual([['420.00', '84.00', '0.00', '1134.00'], '1638.00']);
  });
});

describe('Form W-2 and W-3', () => {
  const base = employeeSums({
    grossPay: d('190000'),
    federalIncomeTax: d('30000'),
    socialSecurityEmployee: d('11439'),
    medicareEmployee: d('2755'),
    taxableFederalIncomeTaxWages: d('190000'),
    // The 2026 wage base: 184,500.00, of which the last check's 3,000.00 of tips got 1,000.00 in.
    taxableSocialSecurityWages: d('184500'),
    taxableMedicareWages: d('190000'),
  });
  const extras = { year: 2026, tips: d('8000'), socialSecurityTips: d('6000'), groupTermLife: d('120'), programs: [{ code: 'ny_sdi', amount: d('31.2') }, { code: 'nj_di_ee', amount: d('12.5') }, { code: 'ny_pfl', amount: d('411.91') }, { code: 'nj_ui_ee', amount: d('7.65') }, { code: 'nj_fli', amount: d('3') }, { code: 'ca_sdi', amount: d('5') }] };

  it('box 3 + box 7 is the taxable Social Security total; 12 C, D, TP in order; box 14 NY PFL, NY SDI, NJ UI/WF/SWF, NJ DI (other codes not)', () => {
    const w = formW2(base, [{ type: 'Pension401K', employeeAmount: '5000', companyAmount: '1000' }], extras);
    expect([money(w.box3), money(w.box7!), money(w.box5)]).toEqual(['178500.00', '6000.00', '190000.00']);
    expect(w.box12!.map((e) => [e.code, money(e.amount)])).toEqual([
      ['C', '120.00'],
      ['D', '5000.00'],
      ['TP', '8000.00'],
    ]);
    // (One employee in two states' programs, to show the order; NJ FLI and CA SDI are not printed.)
    expect(w.box14!.map((e) => [e.label, money(e.amount)])).toEqual([
      ['NY PFL', '411.91'],
      ['NY SDI', '31.20'],
      ['UI/WF/SWF', '7.65'],
      ['DI', '12.50'],
    ]);
    // Before 2026 there is no code TP.
    expect(formW2(base, [], { ...extras, year: 2025 }).box12!.map((e) => e.code)).toEqual(['C']);
  });

  it('the W-3 is the W-2s box by box; box 12 per code; the states of boxes 15', () => {
    const one = { ...formW2(base, [], extras), states: [{ state: 'NY', employerStateId: '123', box16: d('190000'), box17: d('9000.55') }] };
    const two = { ...formW2(employeeSums({ taxableFederalIncomeTaxWages: d('1000.10'), taxableSocialSecurityWages: d('1000.10') }), []), states: [{ state: 'CA', box16: d('1000.10'), box17: d('10.01') }] };
    const w3 = formW3([one, two]);
    expect([w3.count, money(w3.box1), money(w3.box3), money(w3.box7), money(w3.box16), money(w3.box17)]).toEqual([2, '191000.10', '179500.10', '6000.00', '191000.10', '9010.56']);
    expect(w3.box12.map((e) => e.code)).toEqual(['C', 'TP']);
    expect(w3.states).toEqual([{ state: 'CA' }, { state: 'NY', employerStateId: '123' }]);
  });
});
