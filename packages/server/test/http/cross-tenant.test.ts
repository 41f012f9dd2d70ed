// Every operation that addresses a resource by id, tried by callers who must not reach it (issue 12's rule,
// "a request reaches a handler only with an authenticated caller of an admitted kind", and tenancy): another
// partner's key, and the company key of a sibling company of the same partner. Each is sent with the victim's
// REAL ids (a company with an employee, a contractor, a bank account, a split, a draft payroll, a timecard,
// a department, an earning code, a schedule, a benefit, a deduction, a webhook endpoint, an event, a hosted
// flow link and the payment change its flow holds, an ACH file of the victim partner, sent, and a return recorded for it, a positive-pay file of the victim company) and the contract's own example body with its ids swapped
// for the victim's, so that a missing scope check would succeed. None may answer 2xx or 5xx, and the victim's
// records are unchanged afterwards.
//
// Security round two (issue 25, finding 1): the attempts go to an app in sandbox mode (so the sandbox
// operations are tried too), the other partner's own clock is 60 days ahead (work done on the caller's
// clock before the scope check, such as moving due payrolls, would move the victim's), and operations
// that name a payroll are tried on the victim's Draft payroll and again on its approved (Pending) one.
// Afterwards a snapshot of every table's rows of the victim's tenancy (company-snapshot.ts) equals the
// one taken before: no row written, no status advanced, no event emitted.
import type { Express } from 'express';
import request from 'supertest';
import { forEachDatabase, testConfig } from '@payroll/test-support';
import { createApp } from '../../src/app';
import { createLogger } from '../../src/lib/logger';
import { operationTable, type OperationId } from '../../src/generated/operations.gen';
import { snapshotChanges, tenancySnapshot } from './company-snapshot';
import { client, createCompanyWithKey, expectStatus, type Key } from './fixtures';
import { MONDAY, payrollWorld, WEEK } from './payroll-fixtures';
import { CONTRACT_PATH, readContract } from '../../src/lib/contract';

/** The sandbox app writes ACH files, so that the victim has one, with prenotes and micro-deposits (docs/ach.md). */
const ACH = { odfiRoutingNumber: '021000021', odfiName: 'First Test Bank', companyId: '1987654321', companyName: 'Acme Payroll', fileIdModifiers: 'A', settlementOffsetDays: 2, prenotes: 'wait' as const };

type Contract = { paths: Record<string, Record<string, { operationId?: string; requestBody?: { content?: Record<string, { example?: unknown; examples?: Record<string, { value?: unknown }> }> } }>> };
const contract = readContract(CONTRACT_PATH) as Contract;

/** The contract's example body of each operation. */
const EXAMPLES = new Map<string, unknown>();
for (const item of Object.values(contract.paths)) {
  for (const op of Object.values(item)) {
    const media = op?.requestBody?.content?.['application/json'];
    if (!op?.operationId || !media) continue;
    EXAMPLES.set(op.operationId, media.example ?? Object.values(media.examples ?? {})[0]?.value);
  }
}

/** The body with every field named like an id of the victim set to it, at any depth. */
function withIds(value: unknown, ids: Record<string, string>): unknown {
  if (Array.isArray(value)) return value.map((v) => withIds(v, ids));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' && ids[k] ? ids[k] : withIds(v, ids)]));
  }
  return value;
}

forEachDatabase('cross-tenant attempts on every operation with an id', (server) => {
  let sandbox: Express;
  beforeAll(() => {
    const s = server();
    sandbox = s.guard.wrap(createApp({ prisma: s.db.prisma, databaseKind: s.db.kind, config: testConfig({ databaseUrl: s.databaseUrl, sandboxMode: true, ach: ACH }), logger: createLogger('info', s.guard.logSink), now: s.clock.now }));
  });
  afterAll(async () => {
    await (sandbox.locals.close as () => Promise<void>)();
    server().clock.reset();
  });

  it('another partner (its sandbox clock 60 days ahead) and a sibling company reach nothing of the victim: no 2xx, no 5xx, no row changed', async () => {
    server().clock.set(MONDAY);
    const w = await payrollWorld(server());
    const as = w.as();
    const employeeId = await w.employee('Victim');
    const employeePath = `${w.base}/employees/${employeeId}`;
    const bankAccountId = await w.bankAccount(employeePath);
    const netPaySplitId = expectStatus(await as.post(`${employeePath}/net_pay_splits`, { splits: [{ bankAccountId, priority: 1 }] }), 201).body.id as string;
    const contractorId = await w.contractor();
    const payroll = expectStatus(await as.post(`${w.base}/payrolls`, { ...WEEK, frequency: 'Weekly', employeeItems: [{ employeeId, payments: [{ regularHours: 8 }] }] }), 201).body;
    // An approved payroll (Pending, its tax deposits Pending, a paper check to the contractor): the victim's clock has not reached its deadline.
    const approved = expectStatus(
      await as.post(`${w.base}/payrolls`, { ...WEEK, frequency: 'Weekly', type: 'OffCycle', offCycleReason: 'Bonus', employeeItems: [{ employeeId, payments: [{ regularHours: 4 }] }], contractorItems: [{ contractorId, hours: 1 }] }),
      201,
    ).body;
    const approvedId = approved.id as string;
    expect(expectStatus(await as.post(`${w.base}/payrolls/${approvedId}/approve`), 200).body.status).toBe('Pending');
    const departmentId = expectStatus(await as.post(`${w.base}/departments`, { name: 'Kitchen' }), 201).body.id as string;
    const earningCodeId = expectStatus(await as.post(`${w.base}/earning_codes`, EXAMPLES.get('createEarningCode')), 201).body.id as string;
    const paymentScheduleId = expectStatus(await as.post(`${w.base}/payment_schedules`, EXAMPLES.get('createPaymentSchedule')), 201).body.id as string;
    const localTaxId = expectStatus(await as.post(`${w.base}/local_taxes`, EXAMPLES.get('createCompanyLocalTax')), 201).body.id as string;
    const benefitId = expectStatus(await as.post(`${w.base}/benefits/company`, EXAMPLES.get('createCompanyBenefit')), 201).body.id as string;
    const deductionId = expectStatus(await as.post(`${w.base}/post_tax_deductions/miscellaneous`, withIds(EXAMPLES.get('createMiscellaneousDeduction'), { employeeId })), 201).body.id as string;
    const timecardId = expectStatus(await as.post(`${w.base}/timecards/employees/clock_in`, { employeeId, workplaceId: w.wp }), 201).body.id as string;
    const webhookEndpointId = expectStatus(await as.post('/v1/webhook_endpoints', { url: 'https://hooks.example/victim' }), 201).body.id as string;
    const eventId = (expectStatus(await as.get('/v1/events?pageSize=1'), 200).body.results[0] as { id: string }).id;
    // A hosted flow link of the victim, started, whose payment step holds a payment change.
    const flowLink = expectStatus(await as.post(`${employeePath}/onboard/embed`), 200).body as { id: string; url: string };
    const flowPath = new URL(flowLink.url).pathname;
    const flowForm = (form: Record<string, string>) => request(server().app).post(flowPath).type('form').send(form);
    const session = /name="session" value="([A-Za-z0-9_-]+)"/.exec((await flowForm({ action: 'start' })).text)![1];
    const account = { routingNumber: '121000358', accountNumber: '000123456789', accountNumberConfirm: '000123456789', type: 'Checking' };
    expect((await flowForm({ session, step: 'payment', action: 'save', method: 'DirectDeposit', ...account })).status).toBe(200);
    const paymentChangeId = (expectStatus(await as.get(`${w.base}/payment_changes?status=Held`), 200).body.results[0] as { id: string }).id;
    // The victim partner's ACH file, carrying its approved payroll, a prenote to each of its employee's two
    // accounts and the micro-deposits to its funding account (docs/ach.md), whose verification now waits for its amounts:
    // verifyFundingAccount tried by an attacker must count no wrong answer (the snapshot below).
    expectStatus(await as.post(`${w.base}/onboard/connect_bank_account`, { routingNumber: '121000358', accountNumber: '000555666777', type: 'Checking' }), 200);
    const achFile = expectStatus(await client(sandbox, w.t.partner.key).post('/v1/ach_files', { settlementDate: '2026-03-11' }), 201).body;
    const achFileId = achFile.id as string;
    expect(achFile.entries.map((e: { kind: string }) => e.kind).filter((k: string) => k === 'Prenote' || k.startsWith('MicroDeposit'))).toEqual(['Prenote', 'Prenote', 'MicroDeposit', 'MicroDeposit', 'MicroDepositOffset']);
    expect(expectStatus(await as.get(`${w.base}/funding_account`), 200).body.verification).toMatchObject({ status: 'MicroDepositsSent', attemptsRemaining: 3 });
    // The victim company's positive-pay file, reporting that paper check.
    const positivePayFileId = expectStatus(await as.post(`${w.base}/positive_pay_files`, { issueDate: WEEK.payday }), 201).body.id as string;
    // Sent, and its first prenote (the employee's credit is held until the account is proven) returned by the
    // bank: a recorded return (recordAchReturns).
    expectStatus(await client(sandbox, w.t.partner.key).post(`/v1/ach_files/${achFileId}/mark_sent`), 200);
    const prenote = achFile.entries.find((e: { kind: string }) => e.kind === 'Prenote');
    const recorded = expectStatus(await client(sandbox, w.t.partner.key).post('/v1/ach_returns', { entries: [{ originalTraceNumber: prenote.traceNumber, code: 'R03' }] }), 200).body;
    const achReturnId = recorded.results[0].achReturnId as string;
    const ids: Record<string, string> = {
      companyId: w.t.company.id,
      corporationId: w.t.corporation.id,
      employeeId,
      contractorId,
      bankAccountId,
      netPaySplitId,
      payrollId: payroll.id,
      itemId: payroll.employeeItems[0].id,
      workplaceId: w.wp,
      primaryWorkplaceId: w.wp,
      departmentId,
      earningCodeId,
      paymentScheduleId,
      localTaxId,
      benefitId,
      deductionId,
      timecardId,
      webhookEndpointId,
      eventId,
      formId: 'frm_9w4f2e6r1t3y',
      documentId: 'doc_notfoundanywhere1',
      externalPayrollId: 'ext_notfoundanywhere1',
      fundingFailureId: 'ff_notfoundanywhere01',
      apiKeyId: 'key_notfoundanywhere1',
      workerFlowLinkId: flowLink.id,
      paymentChangeId,
      achFileId,
      positivePayFileId,
      achReturnId,
    };
    const stranger = await payrollWorld(server());
    const sibling = await createCompanyWithKey(server(), w.t.partner.key, { legalName: 'Sibling Co LLC' });
    // The other partner moves its own sandbox clock 60 days ahead: past the victim payroll's payday.
    expectStatus(await client(sandbox, stranger.t.partner.key).post('/v1/sandbox/clock', { offsetDays: 60 }), 200);

    const victim = { partnerId: w.t.partner.id, corporationId: w.t.corporation.id, companyId: w.t.company.id };
    const victimEvents = () => server().db.prisma.event.count({ where: { companyId: w.t.company.id } });
    const before = await victimEvents();
    const snapshot = await tenancySnapshot(server().db.prisma, victim);
    const attackers: Array<[string, Key]> = [
      ["another partner's key", stranger.t.partner.key],
      ['the company key of a sibling company', sibling.key],
    ];
    const withPathIds = (Object.keys(operationTable) as OperationId[]).filter((id) => operationTable[id].path.includes('{'));
    expect(withPathIds.length).toBeGreaterThan(120);

    const breaches: string[] = [];
    // Operations on a payroll: once on the Draft payroll, once on the approved one.
    const attempts = withPathIds.flatMap((operationId) =>
      operationTable[operationId].path.includes('{payrollId}') ? [{ operationId, ids }, { operationId, ids: { ...ids, payrollId: approvedId, itemId: approved.employeeItems[0].id as string } }] : [{ operationId, ids }],
    );
    for (const { operationId, ids } of attempts) {
      const meta = operationTable[operationId];
      const path = meta.basePath + meta.path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? `${name}_unknown`);
      const body = meta.hasBody ? withIds(EXAMPLES.get(operationId) ?? {}, ids) : undefined;
      for (const [who, k] of attackers) {
        const api = client(sandbox, k);
        const res =
          meta.method === 'get' ? await api.get(path) : meta.method === 'delete' ? await api.delete(path) : await (api as unknown as Record<string, (p: string, b?: unknown) => Promise<{ status: number }>>)[meta.method](path, body);
        if (res.status < 300 || res.status >= 500) breaches.push(`${operationId} ${meta.method.toUpperCase()} ${path} by ${who}: ${res.status}`);
      }
    }
    expect(breaches).toEqual([]);

    // Nothing of the victim changed: no event was emitted by any attempt, and every row is as it was.
    expect(snapshotChanges(snapshot, await tenancySnapshot(server().db.prisma, victim))).toEqual({});
    expect(await victimEvents()).toBe(before);
    expect(expectStatus(await as.get(`${w.base}/payrolls/${approvedId}`), 200).body.status).toBe('Pending');
    expect(expectStatus(await as.get(`${w.base}/payrolls/${payroll.id}`), 200).body.status).toBe('Draft');
    expect(expectStatus(await as.get(employeePath), 200).body.active).toBe(true);
    expect(expectStatus(await as.get(`${w.base}/timecards/employees/${timecardId}`), 200).body.status).toBe('InProgress');
    expect(expectStatus(await as.get(`/v1/webhook_endpoints/${webhookEndpointId}`), 200).body.active).toBe(true);
    expect(expectStatus(await as.get(`${w.base}/payment_changes`), 200).body.results.map((c: { id: string; status: string }) => [c.id, c.status])).toEqual([[paymentChangeId, 'Held']]);
    expect((await flowForm({ session, goto: 'payment' })).status).toBe(200);
    expect(expectStatus(await as.get(`${w.base}/funding_account`), 200).body.verification).toMatchObject({ status: 'MicroDepositsSent', attemptsRemaining: 3 });
  }, 240000);
});
