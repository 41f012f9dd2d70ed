// Issue 12, point 5: every request-body array has a `maxItems` (test/unit/contract-array-limits.test.ts
// checks the contract); one item over a limit is 400 validation_failed naming the field, code maxItems.
// A payroll accepts 10,000 employee items: its body may be up to 8 MiB (other bodies 1 MiB).
import { forEachDatabase } from '@payroll/test-support';
import { client, createCompany, createPartner, expectProblem, type Key } from './fixtures';
import { WEEK } from './payroll-fixtures';

const employeeItems = (n: number) => Array.from({ length: n }, (_, i) => ({ employeeId: `emp_${String(i).padStart(16, '0')}` }));

forEachDatabase('request-body array limits', (server) => {
  let k: Key;
  let base: string;

  beforeAll(async () => {
    const partner = await createPartner(server(), 'Array Limits Partner');
    k = partner.key;
    base = `/v1/companies/${(await createCompany(server(), k)).id}`;
  });

  const post = (body: Record<string, unknown>) => client(server().app, k).post(`${base}/payrolls`, { ...WEEK, frequency: 'Weekly', ...body });
  const fieldCodes = (problem: { errors?: Array<{ field: string; code: string }> }) => problem.errors?.map((e) => [e.field, e.code]);

  it('10,001 employee items: 400 validation_failed on body.employeeItems, code maxItems', async () => {
    const problem = expectProblem(await post({ employeeItems: employeeItems(10001) }), 400, 'validation_failed');
    expect(fieldCodes(problem)).toEqual([['body.employeeItems', 'maxItems']]);
  });

  it('10,000 employee items pass validation (then the unknown employees are refused by the service)', async () => {
    const body = { ...WEEK, frequency: 'Weekly', employeeItems: employeeItems(10000) };
    expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThan(1024 * 1024);
    const problem = expectProblem(await post(body), 422, 'invalid_reference');
    expect(fieldCodes(problem)).toEqual([['body.employeeItems[0].employeeId', 'invalid_reference']]);
  });

  it('10,000 realistic employee items (1.7 MB: payment method, workplace, rate, regular and overtime hours) are read; over 8 MiB is 413', async () => {
    const items = Array.from({ length: 10000 }, (_, i) => ({
      employeeId: `emp_${String(i).padStart(16, '0')}`,
      paymentMethod: 'DirectDeposit',
      payments: [{ workplaceId: 'wrk_0000000000000000', payRate: 27.5, regularHours: 40, overtimeHours: 6.25 }],
    }));
    const body = { ...WEEK, frequency: 'Weekly', employeeItems: items };
    const size = Buffer.byteLength(JSON.stringify(body));
    expect(size).toBeGreaterThan(1024 * 1024);
    // Before the payroll limit this was 413 payload_too_large; now it is read and judged on its content.
    const res = await post(body);
    expect(res.status).not.toBe(413);
    expect([400, 422]).toContain(res.status);
    const huge = { ...body, memo: 'x'.repeat(8 * 1024 * 1024) };
    expectProblem(await post(huge), 413, 'payload_too_large');
    // Any other operation keeps the 1 MiB limit.
    expectProblem(await client(server().app, k).post('/v1/companies', { legalName: 'x'.repeat(1024 * 1024) }), 413, 'payload_too_large');
  });

  it('101 payments, reimbursements or earning-code earnings in an item: 400 naming the nested field, code maxItems', async () => {
    const e = 'emp_0000000000000000';
    const problem1 = expectProblem(await post({ employeeItems: [{ employeeId: e, payments: Array.from({ length: 101 }, () => ({ regularHours: 1 })) }] }), 400, 'validation_failed');
    expect(fieldCodes(problem1)).toEqual([['body.employeeItems[0].payments', 'maxItems']]);
    const problem2 = expectProblem(await post({ employeeItems: [{ employeeId: e, reimbursements: Array.from({ length: 101 }, () => ({ amount: 1 })) }] }), 400, 'validation_failed');
    expect(fieldCodes(problem2)).toEqual([['body.employeeItems[0].reimbursements', 'maxItems']]);
    const earnings = Array.from({ length: 101 }, () => ({ earningCodeId: 'ec_x', value: 1 }));
    const problem3 = expectProblem(await post({ employeeItems: [{ employeeId: e, payments: [{ earningCodeEarnings: earnings }] }] }), 400, 'validation_failed');
    expect(fieldCodes(problem3)).toEqual([['body.employeeItems[0].payments[0].earningCodeEarnings', 'maxItems']]);
  });

  it('10,001 contractor items: 400 on body.contractorItems, code maxItems', async () => {
    const contractorItems = Array.from({ length: 10001 }, (_, i) => ({ contractorId: `con_${i}` }));
    const problem = expectProblem(await post({ contractorItems }), 400, 'validation_failed');
    expect(fieldCodes(problem)).toEqual([['body.contractorItems', 'maxItems']]);
  });
});
