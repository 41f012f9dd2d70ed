// Issue 36: what only HTTP shows: who may record that a failed funding debit was collected (F9:
// the partner, never the company whose debit bounced, nor its corporation or a hosted page acting for the
// company), with nothing written by a refused caller; and pay inputs beyond the contract's bounds answered
// with a 4xx problem, never a 5xx (F10). The approval guards themselves are in test/service/money-approval.test.ts.
//
// The suite's own server runs with sandbox mode off; a second app on the same database runs with
// SANDBOX_MODE=true, only to fail the funding debit as a bank return would (docs/ach.md, "Returns").
import type { Express } from 'express';
import { createApp } from '../../src/app';
import { createLogger } from '../../src/lib/logger';
import { forEachDatabase, testConfig } from '@payroll/test-support';
import { tenancySnapshot } from './company-snapshot';
import { client, expectFieldError, expectProblem, expectStatus } from './fixtures';
import { MONDAY, WEEK, payrollWorld, type PayrollWorld } from './payroll-fixtures';

type Body = Record<string, any>;

forEachDatabase('money integrity over HTTP (issue 36)', (server) => {
  let sandbox: Express;
  let w: PayrollWorld;
  const db = () => server().db.prisma;
  const path = (id: string) => `${w.base}/payrolls/${id}`;
  const create = async (employeeId: string, payments: Body[] = [{ regularHours: 40 }]): Promise<Body> =>
    expectStatus(await w.as().post(`${w.base}/payrolls`, { ...WEEK, frequency: 'Weekly', employeeItems: [{ employeeId, payments }] }), 201).body;

  beforeAll(async () => {
    const s = server();
    sandbox = s.guard.wrap(createApp({ prisma: s.db.prisma, databaseKind: s.db.kind, config: testConfig({ databaseUrl: s.databaseUrl, sandboxMode: true }), logger: createLogger('info', s.guard.logSink), now: s.clock.now }));
    w = await payrollWorld(s);
  });
  afterAll(async () => {
    await (sandbox.locals.close as () => Promise<void>)();
  });
  beforeEach(() => server().clock.set(MONDAY));
  afterEach(() => server().clock.reset());

  it('F9: only the partner records that it collected a failed funding debit; the company (and its corporation) get 403 forbidden and nothing is written', async () => {
    const maria = await w.employee('Maria');
    const bounced = await create(maria);
    expectStatus(await w.as().post(`${path(bounced.id)}/approve`), 200);
    const failure = expectStatus(await client(sandbox, w.t.partner.key).post(`${w.base}/sandbox/payrolls/${bounced.id}/fail_funding`, { reason: 'R01 Insufficient funds' }), 201).body;
    expect(failure.status).toBe('Unresolved');
    const next = await create(maria);

    // The keys' own bookkeeping (last use) is not the company's money: everything else must stay as it was.
    const victim = { partnerId: w.t.partner.id, corporationId: w.t.corporation.id, companyId: w.t.company.id };
    const snapshot = async () => {
      const all = await tenancySnapshot(db(), victim);
      delete all.ApiKey;
      return all;
    };
    const before = await snapshot();
    for (const k of [w.t.company.key, w.t.corporation.key]) {
      expectProblem(await w.as(k).post(`${w.base}/funding_failures/${failure.id}/resolve`), 403, 'forbidden');
    }
    expect(await snapshot()).toEqual(before);
    // Still bounced: the company is not in good standing and cannot approve again.
    expect(expectStatus(await w.as(w.t.company.key).get(`${w.base}/funding_failures?status=Unresolved`), 200).body.results.map((f: Body) => f.id)).toEqual([failure.id]);
    expect(expectStatus(await w.as(w.t.company.key).get(w.base), 200).body.payrollDetails.inGoodStanding).toBe(false);
    expectProblem(await w.as(w.t.company.key).post(`${path(next.id)}/approve`), 422, 'funding_failed');
    expect(expectStatus(await w.as().get(path(bounced.id)), 200).body.status).toBe('Failed');

    // The partner, which collected the money, resolves it.
    const resolved = expectStatus(await w.as(w.t.partner.key).post(`${w.base}/funding_failures/${failure.id}/resolve`), 200).body;
    expect(resolved).toMatchObject({ id: failure.id, status: 'Resolved', amount: failure.amount });
    expect(expectStatus(await w.as().get(path(bounced.id)), 200).body.status).toBe('Pending');
  });

  it('F10: a pay input beyond its bound is 400 validation_failed naming the field, never a 5xx; the bound itself is taken', async () => {
    const ned = await w.employee('Ned');
    const huge = [1e15, 1e300, 99_999_999.99 + 0.01];
    for (const bonus of huge) {
      expectFieldError(await w.as().post(`${w.base}/payrolls`, { ...WEEK, frequency: 'Weekly', employeeItems: [{ employeeId: ned, payments: [{ bonus }] }] }), 'body.employeeItems[0].payments[0].bonus', 'maximum');
    }
    expectFieldError(await w.as().post(`${w.base}/payrolls`, { ...WEEK, frequency: 'Weekly', employeeItems: [{ employeeId: ned, payments: [{ regularHours: 1e12 }] }] }), 'body.employeeItems[0].payments[0].regularHours', 'maximum');
    const okafor = await w.contractor();
    expectFieldError(await w.as().post(`${w.base}/payrolls`, { ...WEEK, frequency: 'Weekly', contractorItems: [{ contractorId: okafor, hours: 1, payRate: 1e13 }] }), 'body.contractorItems[0].payRate', 'maximum');
    // At its bound an input is taken; what it adds up to is the approval's to judge (service tier).
    const draft = await create(ned, [{ bonus: 99_999_999.99 }]);
    expect(draft.employeeItems[0].grossPay).toBe(99_999_999.99);
  });
});
