// Payrolls paid before the service in the year of a mid-year switch (openapi.yaml, createEmployeeExternalPayroll):
// recorded, validated and dated; they count toward the wage bases of the first payroll run here and toward the
// year's W-2; once a payroll of the year is approved they are locked.
//
// Figures (2026: Social Security wage base 184,500, FUTA 7,000, TX SUI 9,000; the payroll world's Texas workplace):
// Eve was paid 180,000.00 elsewhere by February 27 (Social Security and Medicare wages 180,000, FUTA wages 7,000,
// TX SUI wages 9,000). Her first payroll here pays 10,000.00 (payday 2026-03-13):
//   Social Security on 184,500 - 180,000 = 4,500: 6.2% = 279.00 (employee and company);
//   Medicare 1.45% x 10,000 = 145.00; Additional Medicare: 190,000 < 200,000, none;
//   FUTA and TX SUI: their bases are used up, none.
// Her W-2: box 1 180,000 + 10,000 = 190,000.00; box 3 180,000 + 4,500 = 184,500.00; box 4 11,160 + 279 = 11,439.00.
import { pdfText } from '../../src/documents/pdf';
import { forEachDatabase } from '@payroll/test-support';
import { expectFieldError, expectProblem, expectStatus } from './fixtures';
import { getBinary } from './paid-payrolls';
import { MONDAY, WEEK, payrollWorld, type PayrollWorld } from './payroll-fixtures';

type Json = Record<string, any>;

const PRIOR = {
  payday: '2026-02-27',
  grossPay: 180000,
  federalIncomeTaxWages: 180000,
  socialSecurityWages: 180000,
  medicareWages: 180000,
  futaWages: 7000,
  taxes: [
    { jurisdiction: 'US', code: 'us_fit', payer: 'Employee', amount: 36000 },
    { jurisdiction: 'US', code: 'us_fica_ss', payer: 'Employee', amount: 11160 },
    { jurisdiction: 'US', code: 'us_fica_ss', payer: 'Company', amount: 11160 },
    { jurisdiction: 'US', code: 'us_fica_medicare', payer: 'Employee', amount: 2610 },
    { jurisdiction: 'US', code: 'us_fica_medicare', payer: 'Company', amount: 2610 },
    { jurisdiction: 'US', code: 'us_futa', payer: 'Company', amount: 42 },
    { jurisdiction: 'TX', code: 'tx_sui_er', payer: 'Company', amount: 243, taxableWages: 9000 },
  ],
};

forEachDatabase('external payrolls (mid-year switch)', (server) => {
  let w: PayrollWorld;
  let eve: string;
  const url = (employeeId: string) => `${w.base}/employees/${employeeId}/external_payrolls`;
  const tax = (item: Json, code: string, payer = 'Employee') => item.taxes.find((t: Json) => t.code === code && t.payer === payer)?.amount ?? 0;

  beforeAll(async () => {
    w = await payrollWorld(server());
    eve = await w.employee('Eve');
  });
  beforeEach(() => server().clock.set(MONDAY));
  afterAll(() => server().clock.reset());

  it('records, lists and deletes; refuses a future payday, a federal code with the wrong payer, a code of another jurisdiction, a code twice', async () => {
    const other = await w.employee('Otto');
    const created = expectStatus(await w.as().post(url(other), { payday: '2026-01-30', grossPay: 1000, taxes: [{ jurisdiction: 'US', code: 'us_fit', payer: 'Employee', amount: 80 }] }), 201).body;
    expect(created).toMatchObject({ companyId: w.t.company.id, employeeId: other, payday: '2026-01-30', grossPay: 1000, socialSecurityWages: 0, taxes: [{ jurisdiction: 'US', code: 'us_fit', payer: 'Employee', amount: 80 }] });
    expect(created.id).toMatch(/^xpr_[0-9a-z]+$/);
    expect(expectStatus(await w.as().get(`${url(other)}?year=2026`), 200).body).toEqual({ year: 2026, locked: false, results: [created] });
    expectStatus(await w.as().delete(`${url(other)}/${created.id}`), 204);
    expect(expectStatus(await w.as().get(url(other)), 200).body.results).toEqual([]);
    expectProblem(await w.as().delete(`${url(other)}/${created.id}`), 404, 'not_found');

    expectProblem(await w.as().post(url(other), { payday: '2026-03-03', grossPay: 1 }), 422, 'invalid_date_range');
    expectFieldError(await w.as().post(url(other), { payday: '2026-01-30', grossPay: 1, taxes: [{ jurisdiction: 'US', code: 'us_fit', payer: 'Company', amount: 1 }] }), 'body.taxes[0].code', 'invalid');
    expectFieldError(await w.as().post(url(other), { payday: '2026-01-30', grossPay: 1, taxes: [{ jurisdiction: 'NY', code: 'ca_sdi', payer: 'Employee', amount: 1 }] }), 'body.taxes[0].code', 'invalid');
    // A state code must be one payroll items use: a typo would be stored and count toward nothing.
    const stateTax = (code: string, payer: string) => ({ payday: '2026-01-30', grossPay: 1, taxes: [{ jurisdiction: 'CA', code, payer, amount: 1 }] });
    const typo = await w.as().post(url(other), stateTax('ca_sdl', 'Employee'));
    expectFieldError(typo, 'body.taxes[0].code', 'invalid');
    expect(typo.body.errors[0].message).toBe('ca_sdl is not a CA tax code of payroll items: ca_sit (Employee), ca_sui_er (Company), ca_sdi (Employee)');
    expectFieldError(await w.as().post(url(other), stateTax('ca_sdi', 'Company')), 'body.taxes[0].payer', 'invalid');
    expectFieldError(await w.as().post(url(other), stateTax('ca_sui_er', 'Employee')), 'body.taxes[0].payer', 'invalid');
    const twice = { jurisdiction: 'US', code: 'us_fica_ss', payer: 'Employee', amount: 1 };
    expectFieldError(await w.as().post(url(other), { payday: '2026-01-30', grossPay: 1, taxes: [twice, twice] }), 'body.taxes[1].code', 'duplicate');
    expectFieldError(await w.as().post(url(other), { payday: '2026-01-30', grossPay: -1 }), 'body.grossPay');
    expectFieldError(await w.as().post(url(other), { payday: '2026-01-30', grossPay: 1.005 }), 'body.grossPay', 'multipleOf');
    // Cents that binary floating point cannot hold exactly are fine.
    const odd = expectStatus(await w.as().post(url(other), { payday: '2026-01-30', grossPay: 4.35, taxes: [{ jurisdiction: 'US', code: 'us_fica_ss', payer: 'Employee', amount: 0.07 }] }), 201).body;
    expect([odd.grossPay, odd.taxes[0].amount]).toEqual([4.35, 0.07]);
    expectStatus(await w.as().delete(`${url(other)}/${odd.id}`), 204);
    // Scope: another partner's key, an employee of no company of the caller.
    expectProblem(await w.as(w.t.foreign.key).get(url(other)), 404, 'not_found');
    expectProblem(await w.as().post(url('emp_nosuchemployee'), { payday: '2026-01-30', grossPay: 1 }), 404, 'not_found');
  });

  it('prior wages make the first payroll cross the Social Security wage base at the right cent, use up FUTA and SUI; then the year is locked and counts in the W-2', async () => {
    expectStatus(await w.as().post(url(eve), PRIOR), 201);
    const payroll = expectStatus(
      await w.as().post(`${w.base}/payrolls`, { ...WEEK, frequency: 'Weekly', employeeItems: [{ employeeId: eve, payments: [{ nonHourlyRegular: 10000 }] }] }),
      201,
    ).body;
    const item = payroll.employeeItems[0];
    expect([tax(item, 'us_fica_ss'), tax(item, 'us_fica_ss', 'Company'), tax(item, 'us_fica_medicare'), tax(item, 'us_fica_additional_medicare')]).toEqual([279, 279, 145, 0]);
    expect([tax(item, 'us_futa', 'Company'), tax(item, 'tx_sui_er', 'Company')]).toEqual([0, 0]);

    server().clock.set('2026-03-04T10:00:00Z');
    expectStatus(await w.as().post(`${w.base}/payrolls/${payroll.id}/approve`), 200);
    // Locked: nothing of 2026 can be added or deleted any more.
    const listed = expectStatus(await w.as().get(`${url(eve)}?year=2026`), 200).body;
    expect(listed.locked).toBe(true);
    expectProblem(await w.as().post(url(eve), { ...PRIOR, payday: '2026-01-02' }), 409, 'external_payrolls_locked');
    expectProblem(await w.as().delete(`${url(eve)}/${listed.results[0].id}`), 409, 'external_payrolls_locked');

    server().clock.set('2027-01-02T12:00:00Z');
    const docs = expectStatus(await w.as().get(`${w.base}/documents/employee_tax_documents?year=2026&pageSize=100`), 200).body.results as Json[];
    const w2 = docs.find((d) => d.employeeId === eve)!;
    const text = pdfText((await getBinary(server(), w.t.partner.key, `${w.base}/documents/employee_tax_documents/${w2.id}/download`)).body);
    // Each box's label followed by its value: consecutive strings of the text.
    for (const box of [
      ['1 Wages, tips, other compensation', '$190,000.00'],
      ['3 Social security wages', '$184,500.00'],
      ['4 Social security tax withheld', '$11,439.00'],
    ]) {
      expect(text.join('|')).toContain(box.join('|'));
    }
  });
});
