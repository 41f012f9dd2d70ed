// Issue 4, done when: a new employee walked from onboard Blocking to Completed one step at a time,
// through the operations a partner calls, with status, blocking and remaining steps checked after each.
import { forEachDatabase } from '@payroll/test-support';
import { ADDRESS, client, createCompany, createPartner, expectStatus } from './fixtures';

type Onboard = { status: string; blockingSteps: string[]; remainingSteps: string[] } & Record<string, unknown>;

forEachDatabase('employee onboarding walk', (server) => {
  it('Blocking -> NeedsAttention -> Completed, step by step', async () => {
    const partner = await createPartner(server(), 'Walk Partner');
    const companyId = (await createCompany(server(), partner.key, { legalName: 'Walkthrough Bakery LLC' })).id;
    const base = `/v1/companies/${companyId}`;
    const api = () => client(server().app, partner.key);
    const workplace = expectStatus(await api().post(`${base}/workplaces`, { name: 'Bakery', address: ADDRESS }), 201).body.id as string;

    // A new hire with the required fields and direct deposit (the default is Manual): no workplace, nothing else.
    const created = expectStatus(await api().post(`${base}/employees`, { firstName: 'Lena', lastName: 'Ortiz', startDate: '2026-03-02', defaultPaymentMethod: 'DirectDeposit' }), 201).body;
    const path = `${base}/employees/${created.id}`;
    const onboard = async (): Promise<Onboard> => expectStatus(await api().get(path), 200).body.onboard;
    const summary = (o: Onboard) => ({ status: o.status, blockingSteps: o.blockingSteps, remainingSteps: o.remainingSteps });

    expect(created.onboard).toEqual({
      status: 'Blocking',
      blockingSteps: ['paymentMethod', 'workplaces'],
      remainingSteps: ['ssn', 'paymentMethod', 'withholdings', 'workplaces', 'employeeDetails'],
      ssn: ['ssn'],
      paymentMethod: ['bankAccount'],
      workplaces: ['workplaces', 'primaryWorkplaceId'],
      employeeDetails: ['dateOfBirth', 'residence'],
      withholdings: ['federalW4'],
      companyDefinedAttributes: [],
    });

    // 1. Workplaces: still blocked by the missing bank account.
    expectStatus(await api().patch(path, { workplaces: [workplace], primaryWorkplaceId: workplace }), 200);
    let o = await onboard();
    expect(summary(o)).toEqual({ status: 'Blocking', blockingSteps: ['paymentMethod'], remainingSteps: ['ssn', 'paymentMethod', 'withholdings', 'employeeDetails'] });
    expect(o.workplaces).toEqual([]);

    // 2. A bank account for direct deposit: nothing blocks any more.
    const account = expectStatus(await api().post(`${path}/bank_accounts`, { routingNumber: '121000358', accountNumber: '000123456789', type: 'Checking' }), 201).body;
    expect(account).toMatchObject({ accountNumberLastFour: '6789', status: 'Active' });
    o = await onboard();
    expect(summary(o)).toEqual({ status: 'NeedsAttention', blockingSteps: [], remainingSteps: ['ssn', 'withholdings', 'employeeDetails'] });
    expect(o.paymentMethod).toEqual([]);

    // 3. The SSN.
    const afterSsn = expectStatus(await api().post(`${path}/onboard/ssn_setup`, { ssn: '123-45-6789' }), 200).body;
    expect(afterSsn).toMatchObject({ ssnLastFour: '6789', ssnValidationStatus: 'Validated' });
    expect(summary(afterSsn.onboard)).toEqual({ status: 'NeedsAttention', blockingSteps: [], remainingSteps: ['withholdings', 'employeeDetails'] });

    // 4. The federal W-4.
    const afterW4 = expectStatus(
      await api().post(`${path}/onboard/withholdings_setup`, { filingStatus: 'Single', multipleJobs: false, signature: 'Lena Ortiz', signedAt: '2026-02-27T15:00:00Z' }),
      200,
    ).body;
    expect(summary(afterW4.onboard)).toEqual({ status: 'NeedsAttention', blockingSteps: [], remainingSteps: ['employeeDetails'] });

    // 5. Date of birth and residence: Completed.
    const done = expectStatus(await api().patch(path, { dateOfBirth: '1994-07-19', residence: ADDRESS }), 200).body;
    expect(done.onboard).toEqual({
      status: 'Completed',
      blockingSteps: [],
      remainingSteps: [],
      ssn: [],
      paymentMethod: [],
      workplaces: [],
      employeeDetails: [],
      withholdings: [],
      companyDefinedAttributes: [],
    });
    expect(done.bankAccounts).toEqual([account.id]);

    // Disabling the only account blocks payroll again.
    expectStatus(await api().patch(`${path}/bank_accounts/${account.id}`, { status: 'Disabled' }), 200);
    expect(summary(await onboard())).toEqual({ status: 'Blocking', blockingSteps: ['paymentMethod'], remainingSteps: ['paymentMethod'] });
  });
});
