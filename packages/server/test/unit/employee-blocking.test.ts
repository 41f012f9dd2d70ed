// A payroll checks an employee's blocking onboarding steps from a few columns (employeeBlocking, read by
// repositories/payrolls.ts payrollEmployeesOf) instead of the full onboarding (employeeOnboard): the two
// must agree on every combination of what those steps and the non-blocking steps read.
import type { EmployeeRow } from '../../src/repositories/workers';
import { employeeBlocking, employeeOnboard } from '../../src/services/employees';

const rowOf = (o: {
  method: 'DirectDeposit' | 'Manual';
  accounts: string[];
  workplaces: number;
  primary: boolean;
  ssn: boolean;
  w4: boolean;
  dob: boolean;
}) =>
  ({
    ssnEncrypted: o.ssn ? 'enc' : null,
    ssnValidationStatus: 'Validated',
    defaultPaymentMethod: o.method,
    bankAccounts: o.accounts.map((status, i) => ({ id: `ba_${i}`, status })),
    w4: o.w4 ? { employeeId: 'emp_1' } : null,
    workplaces: Array.from({ length: o.workplaces }, (_, i) => ({ workplaceId: `wp_${i}` })),
    primaryWorkplaceId: o.primary ? 'wp_0' : null,
    dateOfBirth: o.dob ? new Date('1990-05-17T00:00:00Z') : null,
    street1: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zipcode: '78701',
    attributeValues: [],
    company: { attributeDefinitions: [] },
  }) as unknown as EmployeeRow;

describe('employeeBlocking', () => {
  it('is true exactly when employeeOnboard says Blocking', () => {
    let blocking = 0;
    let checked = 0;
    for (const method of ['DirectDeposit', 'Manual'] as const)
      for (const accounts of [[], ['Active'], ['Disabled'], ['Disabled', 'Active']])
        for (const workplaces of [0, 1, 2])
          for (const primary of [false, true])
            for (const ssn of [false, true])
              for (const w4 of [false, true])
                for (const dob of [false, true]) {
                  const row = rowOf({ method, accounts, workplaces, primary, ssn, w4, dob });
                  const expected = employeeOnboard(row).status === 'Blocking';
                  expect({ method, accounts, workplaces, primary, ssn, w4, dob, blocking: employeeBlocking(row) }).toEqual({ method, accounts, workplaces, primary, ssn, w4, dob, blocking: expected });
                  if (expected) blocking++;
                  checked++;
                }
    expect(checked).toBe(2 * 4 * 3 * 2 * 8);
    // Blocking (x 8 combinations of SSN, W-4, date of birth): DirectDeposit without an Active account (2 account
    // lists) in all 6 workplace cases; otherwise (2 DirectDeposit lists with an Active one, 4 Manual lists) in the
    // 4 workplace cases with no workplace or no primary.
    expect(blocking).toBe(8 * (2 * 6 + 2 * 4 + 4 * 4));
  });

  it('blocks DirectDeposit without an Active account and a worker without workplaces; not Manual, not a missing W-4', () => {
    const ok = { method: 'DirectDeposit' as const, accounts: ['Active'], workplaces: 1, primary: true, ssn: true, w4: true, dob: true };
    expect(employeeBlocking(rowOf(ok))).toBe(false);
    expect(employeeBlocking(rowOf({ ...ok, accounts: ['Disabled'] }))).toBe(true);
    expect(employeeBlocking(rowOf({ ...ok, method: 'Manual', accounts: [] }))).toBe(false);
    expect(employeeBlocking(rowOf({ ...ok, workplaces: 0 }))).toBe(true);
    expect(employeeBlocking(rowOf({ ...ok, primary: false }))).toBe(true);
    expect(employeeBlocking(rowOf({ ...ok, w4: false, ssn: false, dob: false }))).toBe(false);
  });
});
