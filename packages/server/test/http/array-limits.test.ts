// Issue 12, point 5: every request-body array has a `maxItems` (test/unit/contract-array-limits.test.ts
// checks the contract); one item over a limit is 400 validation_failed naming the field, code maxItems.
// A payroll accepts 10,000 employee items (the body stays under the 1 MiB limit with short items).
import { forEachDatabase } from './harness';
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
