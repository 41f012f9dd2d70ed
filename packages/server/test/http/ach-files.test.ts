// ACH files (docs/ach.md): the worked payroll of 3 workers (one employee split 10% savings / rest checking,
// one paid by paper check, one contractor) cut into a file asserted byte for byte against a file built here
// by hand from the NACHA record layouts, and parsed by an independent parser (@ach/ach: unit/nacha-parser.ts);
// the operations, partner-scoped (another partner's file is 404), and the file's immutability. Before it,
// the week before, the accounts are proven (docs/ach.md, "Prenotes" and "Micro-deposits"): a first file
// carries the prenotes to the workers' new accounts and the micro-deposits to the funding account, also
// asserted byte for byte; approval is refused until the company sends back the two amounts. Trace numbers
// count on across the deployment's files. Then: the payment states after the file (Pending, Sent, Settled,
// Returned; Acknowledged files), a sent file paying its payrolls outside sandbox mode and not in it; effective
// dates around Thanksgiving; CCD+ TXP tax payments; a return file built by hand (R01 on the company debit,
// R03 on a credit, C01 on another, an unknown trace) applied once, with its failures, events, records and
// cash requirement rows, another partner touching nothing; a returned prenote; reversing entries in the
// next file and NACHA's reversal window.
import type { Express } from 'express';
import { defaultDatabase, startTestServer, testConfig, type TestServer } from '@payroll/test-support';
import { createApp } from '../../src/app';
import type { AchConfig } from '../../src/config';
import { createLogger } from '../../src/lib/logger';
import { parseAndCheckNacha } from '../unit/nacha-parser';
import { client, expectStatus } from './fixtures';
import { MONDAY, payrollWorld, ROUTING, WEEK } from './payroll-fixtures';

const ACH: AchConfig = { odfiRoutingNumber: '021000021', odfiName: 'First Test Bank', companyId: '1987654321', companyName: 'Acme Payroll', fileIdModifiers: 'AB', settlementOffsetDays: 2, prenotes: 'wait' };
/** Monday 2026-02-23, the week before MONDAY: the accounts are connected and proven. */
const WEEK_BEFORE = '2026-02-23T15:00:00.000Z';
const FUNDING = '000555666777';
const ANA_CHECKING = '4400123456789';
const ANA_SAVINGS = '123456780001';
const DEE_ACCOUNT = '3849204821';

const pad = (s: string, n: number) => s.toUpperCase().padEnd(n, ' ');
const zero = (n: number | string, w: number) => String(n).padStart(w, '0');
const cents = (dollars: number) => Math.round(dollars * 100);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/**
 * Proves a world's accounts as a partner does (docs/ach.md, "Prenotes", "Micro-deposits"): cuts the file of
 * the prenotes and micro-deposits on `settlementDate` (today), then sends back the two amounts it carries.
 * Live credits may go from the third bank day after: callers move the clock past it.
 */
async function proveAccounts(as: ReturnType<typeof client>, base: string, settlementDate: string): Promise<Json> {
  const proving = expectStatus(await as.post('/v1/ach_files', { settlementDate }), 201).body;
  const amounts = (proving.entries as Json[]).filter((e) => e.kind === 'MicroDeposit').map((e) => e.amount as number);
  expectStatus(await as.post(`${base}/funding_account/verify`, { amounts }), 200);
  return proving;
}
/** The entries the deployment's files hold: the next file's first trace sequence is one more (docs/ach.md, "The file"). */
async function entriesWritten(server: TestServer): Promise<number> {
  return (await server.db.prisma.achFile.aggregate({ _sum: { entryCount: true } }))._sum.entryCount ?? 0;
}

// One database, the default one (docs/testing.md, "Which database runs what"): nothing here depends on it.
describe(`ACH files [${defaultDatabase().name}]`, () => {
  let server: TestServer;
  /** The same service without the leak recorder: the download is the one answer that carries account numbers by design. */
  let raw: Express;
  beforeAll(async () => {
    server = await startTestServer(defaultDatabase().url(), { ach: ACH });
    raw = createApp({ prisma: server.db.prisma, databaseKind: server.db.kind, config: testConfig({ databaseUrl: server.databaseUrl, ach: ACH }), logger: createLogger('silent'), now: server.clock.now });
  });
  afterAll(async () => {
    await (raw.locals.close as () => Promise<void>)();
    await server.close();
  });

  it('cuts the worked payroll into a file equal, byte for byte, to the hand-built one; lists, reads, downloads, marks sent; another partner gets 404', async () => {
    server.clock.set(WEEK_BEFORE);
    const w = await payrollWorld(server);
    const as = w.as();
    const companyName = 'Company One LLC';

    // The file by hand: NACHA record layouts, field by field.
    const idOf = (id: string) => pad(id.slice(id.indexOf('_') + 1, id.indexOf('_') + 16), 15);
    const entry = (code: string, routing: string, account: string, amountCents: number, id: string, name: string, seq: number) =>
      ['6', code, routing, pad(account, 17), zero(amountCents, 10), idOf(id), pad(name, 22), '  ', '0', '02100002' + zero(seq, 7)].join('');
    const hash = (...routings: string[]) => zero(routings.reduce((s, r) => s + Number(r.slice(0, 8)), 0) % 1e10, 10);
    const header = (sc: string, sec: string, eff: string, n: number, description = 'PAYROLL') =>
      ['5', sc, pad(companyName, 16).slice(0, 16), ' '.repeat(20), '1987654321', sec, pad(description, 10), '      ', eff, '   ', '1', '02100002', zero(n, 7)].join('');
    const control = (sc: string, count: number, h: string, debit: number, credit: number, n: number) => ['8', sc, zero(count, 6), h, zero(debit, 12), zero(credit, 12), '1987654321', ' '.repeat(25), '02100002', zero(n, 7)].join('');
    expectStatus(await as.post(`${w.base}/onboard/connect_bank_account`, { routingNumber: '011000015', accountNumber: FUNDING, type: 'Checking' }), 200);
    // Ana: 10% to savings, the rest to checking.
    const ana = await w.employee('Ana', { lastName: 'Lopez' }, { bankAccount: false });
    const anaPath = `${w.base}/employees/${ana}`;
    const savings = expectStatus(await as.post(`${anaPath}/bank_accounts`, { routingNumber: '026009593', accountNumber: ANA_SAVINGS, type: 'Savings' }), 201).body.id as string;
    const checking = expectStatus(await as.post(`${anaPath}/bank_accounts`, { routingNumber: ROUTING, accountNumber: ANA_CHECKING, type: 'Checking' }), 201).body.id as string;
    expectStatus(await as.post(`${anaPath}/net_pay_splits`, { splits: [{ bankAccountId: savings, priority: 1, percentage: 10 }, { bankAccountId: checking, priority: 2 }] }), 201);
    // Ben: paid by paper check, so no entry.
    const ben = await w.employee('Ben', { lastName: 'Ode', defaultPaymentMethod: 'Manual' });
    // Dee: an individual contractor paid by direct deposit (PPD).
    const dee = await w.contractor({ type: 'Individual', businessName: undefined, ein: undefined, firstName: 'Dee', lastName: 'Park', ssn: '512-48-6789', dateOfBirth: '1988-04-17', address: { street1: '2 Oak St', city: 'Austin', state: 'TX', zipcode: '78701', country: 'US' }, defaultPaymentMethod: 'DirectDeposit' });
    const deeAccount = expectStatus(await as.post(`${w.base}/contractors/${dee}/bank_accounts`, { routingNumber: ROUTING, accountNumber: DEE_ACCOUNT, type: 'Checking' }), 201).body.id as string;

    // Nothing is proven yet (docs/ach.md, "Prenotes", "Micro-deposits").
    const fundingPath = `${w.base}/funding_account`;
    const funding = { companyId: w.t.company.id, routingNumber: '011000015', accountNumberLastFour: '6777', type: 'Checking', connectedAt: '2026-02-23T15:00:00Z' };
    expect(expectStatus(await as.get(fundingPath), 200).body).toEqual({ ...funding, verification: { status: 'Unverified', achFileId: null, settlementDate: null, attemptsRemaining: 3, verifiedAt: null, returnCode: null } });
    expect(expectStatus(await as.post(`${fundingPath}/verify`, { amounts: [0.01, 0.02] }), 409).body.code).toBe('micro_deposits_not_sent');
    expect(expectStatus(await as.get(`${anaPath}/bank_accounts/${savings}`), 200).body.verification).toEqual({ status: 'Unverified', prenoteSettlementDate: null, liveCreditsFrom: null, returnCode: null });

    // The file of Tuesday 2026-02-24: a zero-dollar prenote to each new account (33 savings, 23 checking), then
    // two micro-deposits to the funding account and their offsetting debit, in a batch described ACCTVERIFY.
    const proving = expectStatus(await as.post('/v1/ach_files', { settlementDate: '2026-02-24' }), 201).body;
    const microCents = proving.entries.filter((e: { kind: string }) => e.kind === 'MicroDeposit').map((e: { amount: number }) => cents(e.amount)) as number[];
    expect(microCents).toHaveLength(2);
    for (const c of microCents) expect(Number.isInteger(c) && c >= 1 && c <= 99).toBe(true);
    const microSum = microCents[0] + microCents[1];
    const fundingEntry = (code: string, amountCents: number, seq: number) => entry(code, '011000015', FUNDING, amountCents, w.t.company.id, companyName, seq);
    const provingRecords = [
      ['1', '01', ' 021000021', '1987654321', '260223', '1500', 'A', '094', '10', '1', pad('First Test Bank', 23), pad('Acme Payroll', 23), ' '.repeat(8)].join(''),
      header('220', 'PPD', '260224', 1),
      entry('33', '026009593', ANA_SAVINGS, 0, ana, 'Ana Lopez', 1),
      entry('23', ROUTING, ANA_CHECKING, 0, ana, 'Ana Lopez', 2),
      entry('23', ROUTING, DEE_ACCOUNT, 0, dee, 'Dee Park', 3),
      control('220', 3, hash('026009593', ROUTING, ROUTING), 0, 0, 1),
      header('200', 'CCD', '260224', 2, 'ACCTVERIFY'),
      fundingEntry('22', microCents[0], 4),
      fundingEntry('22', microCents[1], 5),
      fundingEntry('27', microSum, 6),
      control('200', 3, hash('011000015', '011000015', '011000015'), microSum, microSum, 2),
      ['9', '000002', '000002', '00000006', hash('026009593', ROUTING, ROUTING, '011000015', '011000015', '011000015'), zero(microSum, 12), zero(microSum, 12), ' '.repeat(39)].join(''),
      ...Array.from({ length: 8 }, () => '9'.repeat(94)),
    ];
    const provingText = (await client(raw, w.t.partner.key).get(`/v1/ach_files/${proving.id}/download`)).text;
    expect(provingText).toBe(provingRecords.map((r) => r + '\n').join(''));
    const provingParsed = parseAndCheckNacha(provingText);
    expect(provingParsed.batches.map((b) => [b.entryClassCode, b.description, b.effectiveDate, b.entries.map((e) => [e.transactionCode, e.amount])])).toEqual([
      ['PPD', 'PAYROLL', '260224', [['33', 0], ['23', 0], ['23', 0]]],
      ['CCD', 'ACCTVERIFY', '260224', [['22', microCents[0]], ['22', microCents[1]], ['27', microSum]]],
    ]);
    expect([provingParsed.file.footer.totalDebit, provingParsed.file.footer.totalCredit]).toEqual([microSum, microSum]);
    const noPayroll = { payrollId: null, itemId: null, companyId: w.t.company.id, secCode: 'PPD', effectiveDate: '2026-02-24', amount: 0, status: 'Pending' };
    expect(proving).toMatchObject({ payrollIds: [], entryCount: 6, batchCount: 2, blockCount: 2, totalDebit: microSum / 100, totalCredit: microSum / 100, heldCredits: [] });
    expect(proving.entries.slice(0, 3)).toEqual([
      { ...noPayroll, traceNumber: '021000020000001', kind: 'Prenote', bankAccountId: savings, transactionCode: 33, accountNumberLastFour: '0001' },
      { ...noPayroll, traceNumber: '021000020000002', kind: 'Prenote', bankAccountId: checking, transactionCode: 23, accountNumberLastFour: '6789' },
      { ...noPayroll, traceNumber: '021000020000003', kind: 'Prenote', bankAccountId: deeAccount, transactionCode: 23, accountNumberLastFour: '4821' },
    ]);
    expect(proving.entries.slice(3).map((e: { kind: string; bankAccountId: string | null; secCode: string }) => [e.kind, e.bankAccountId, e.secCode])).toEqual([
      ['MicroDeposit', null, 'CCD'],
      ['MicroDeposit', null, 'CCD'],
      ['MicroDepositOffset', null, 'CCD'],
    ]);
    // The prenotes settle on Tuesday 02-24: live credits from the third banking day after, Friday 02-27.
    const prenoted = { status: 'PrenoteSent', prenoteSettlementDate: '2026-02-24', liveCreditsFrom: '2026-02-27', returnCode: null };
    expect(expectStatus(await as.get(`${anaPath}/bank_accounts/${savings}`), 200).body.verification).toEqual(prenoted);
    expect(expectStatus(await as.get(`${w.base}/contractors/${dee}/bank_accounts/${deeAccount}`), 200).body.verification).toEqual(prenoted);
    expect(expectStatus(await as.get(fundingPath), 200).body.verification).toEqual({ status: 'MicroDepositsSent', achFileId: proving.id, settlementDate: '2026-02-24', attemptsRemaining: 3, verifiedAt: null, returnCode: null });
    // Nothing more to prove: the next cut finds nothing.
    expect(expectStatus(await as.post('/v1/ach_files', { settlementDate: '2026-02-24' }), 422).body.code).toBe('ach_nothing_to_file');

    // A week later the waiting period is over; the funding account still waits for its two amounts.
    server.clock.set(MONDAY);
    expect(expectStatus(await as.get(`${anaPath}/bank_accounts/${savings}`), 200).body.verification).toEqual({ ...prenoted, status: 'Verified' });
    const created = expectStatus(
      await as.post(`${w.base}/payrolls`, {
        ...WEEK,
        frequency: 'Weekly',
        employeeItems: [
          { employeeId: ana, payments: [{ regularHours: 40 }] },
          { employeeId: ben, payments: [{ regularHours: 20 }] },
        ],
        contractorItems: [{ contractorId: dee, hours: 10 }],
      }),
      201,
    ).body;
    const refused = expectStatus(await as.post(`${w.base}/payrolls/${created.id}/approve`), 422).body;
    expect(refused).toMatchObject({ code: 'funding_account_unverified', detail: `The funding account of company ${w.t.company.id} is MicroDepositsSent: its micro-deposits must be verified (getFundingAccount, verifyFundingAccount) before a payroll is approved.` });
    const wrong = [microCents[0], microCents[1] === 99 ? 98 : microCents[1] + 1].map((c) => c / 100);
    expect(expectStatus(await as.post(`${fundingPath}/verify`, { amounts: wrong }), 422).body).toMatchObject({
      code: 'micro_deposit_amounts_incorrect',
      detail: `These are not the two micro-deposits sent to the funding account of company ${w.t.company.id}. 2 attempt(s) remain.`,
    });
    expect(expectStatus(await as.get(fundingPath), 200).body.verification.attemptsRemaining).toBe(2);
    // Right, in either order: Verified, and the payroll is approved.
    const verified = expectStatus(await as.post(`${fundingPath}/verify`, { amounts: [microCents[1] / 100, microCents[0] / 100] }), 200).body;
    expect(verified).toEqual({ ...funding, verification: { status: 'Verified', achFileId: proving.id, settlementDate: '2026-02-24', attemptsRemaining: 2, verifiedAt: '2026-03-02T15:00:00Z', returnCode: null } });
    expect(expectStatus(await as.post(`${fundingPath}/verify`, { amounts: [microCents[1] / 100, microCents[0] / 100] }), 409).body.code).toBe('funding_account_already_verified');
    const payroll = expectStatus(await as.post(`${w.base}/payrolls/${created.id}/approve`), 200).body;
    const anaNet = payroll.employeeItems[0].netPay as number;
    const deeNet = payroll.contractorItems[0].netPay as number;
    const cash = payroll.totals.cashRequirement as number;
    const anaSavings = Math.round(anaNet * 10) / 100; // 10% of the net, half-up to cents (the engine's split rule)
    const anaChecking = cents(anaNet) - cents(anaSavings);

    // Not a bank business day (Saturday), then the file of Wednesday 2026-03-11: payday Friday 03-13 minus 2 bank days.
    const bad = expectStatus(await as.post('/v1/ach_files', { settlementDate: '2026-03-14' }), 422);
    expect(bad.body).toMatchObject({ code: 'invalid_settlement_date', errors: [{ field: 'body.settlementDate', code: 'invalid_settlement_date' }] });
    const res = expectStatus(await as.post('/v1/ach_files', { settlementDate: '2026-03-11' }), 201);
    const file = res.body;
    expect(res.headers.location).toBe(`/v1/ach_files/${file.id}`);
    const anaCredit = cents(anaSavings) + anaChecking;
    // Trace numbers count on from the deployment's files before it: the proving file's six entries.
    const t0 = (await entriesWritten(server)) - file.entryCount;
    expect(t0).toBe(proving.entryCount);
    const records = [
      ['1', '01', ' 021000021', '1987654321', '260302', '1500', 'A', '094', '10', '1', pad('First Test Bank', 23), pad('Acme Payroll', 23), ' '.repeat(8)].join(''),
      header('220', 'PPD', '260313', 1),
      entry('32', '026009593', ANA_SAVINGS, cents(anaSavings), ana, 'Ana Lopez', t0 + 1),
      entry('22', ROUTING, ANA_CHECKING, anaChecking, ana, 'Ana Lopez', t0 + 2),
      entry('22', ROUTING, DEE_ACCOUNT, cents(deeNet), dee, 'Dee Park', t0 + 3),
      control('220', 3, hash('026009593', ROUTING, ROUTING), 0, anaCredit + cents(deeNet), 1),
      header('225', 'CCD', '260311', 2),
      entry('27', '011000015', FUNDING, cents(cash), created.id, companyName, t0 + 4),
      control('225', 1, hash('011000015'), cents(cash), 0, 2),
      ['9', '000002', '000001', '00000004', hash('026009593', ROUTING, ROUTING, '011000015'), zero(cents(cash), 12), zero(anaCredit + cents(deeNet), 12), ' '.repeat(39)].join(''),
    ];
    const expected = records.map((r) => r + '\n').join('');

    const download = await client(raw, w.t.partner.key).get(`/v1/ach_files/${file.id}/download`);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(download.text).toBe(expected);
    const { createHash } = await import('node:crypto');
    expect(download.headers['x-content-sha256']).toBe(createHash('sha256').update(expected).digest('hex'));

    // The independent parser: lengths, blocking, hashes, totals; the debit is the payroll's cash requirement.
    const parsed = parseAndCheckNacha(download.text);
    expect(parsed.batches.map((b) => [b.entryClassCode, b.effectiveDate, b.entries.map((e) => [e.transactionCode, e.amount])])).toEqual([
      ['PPD', '260313', [['32', cents(anaSavings)], ['22', anaChecking], ['22', cents(deeNet)]]],
      ['CCD', '260311', [['27', cents(cash)]]],
    ]);
    expect(parsed.file.footer.totalDebit).toBe(cents(cash));

    const entries = [
      { kind: 'EmployeeNetPay', itemId: payroll.employeeItems[0].id, bankAccountId: savings, transactionCode: 32, secCode: 'PPD', effectiveDate: '2026-03-13', amount: anaSavings, accountNumberLastFour: '0001' },
      { kind: 'EmployeeNetPay', itemId: payroll.employeeItems[0].id, bankAccountId: checking, transactionCode: 22, secCode: 'PPD', effectiveDate: '2026-03-13', amount: anaChecking / 100, accountNumberLastFour: '6789' },
      { kind: 'ContractorNetPay', itemId: payroll.contractorItems[0].id, bankAccountId: expect.any(String), transactionCode: 22, secCode: 'PPD', effectiveDate: '2026-03-13', amount: deeNet, accountNumberLastFour: '4821' },
      { kind: 'CompanyDebit', itemId: null, bankAccountId: null, transactionCode: 27, secCode: 'CCD', effectiveDate: '2026-03-11', amount: cash, accountNumberLastFour: '6777' },
    ].map((e, i) => ({ ...e, traceNumber: `02100002${zero(t0 + i + 1, 7)}`, payrollId: created.id, companyId: w.t.company.id, status: 'Pending' }));
    const summary = {
      id: file.id,
      status: 'Created',
      settlementDate: '2026-03-11',
      fileIdModifier: 'A',
      createdAt: '2026-03-02T15:00:00Z',
      sentAt: null,
      acknowledgedAt: null,
      sha256: download.headers['x-content-sha256'],
      entryHash: hash('026009593', ROUTING, ROUTING, '011000015'),
      totalDebit: cash,
      totalCredit: (anaCredit + cents(deeNet)) / 100,
      entryCount: 4,
      batchCount: 2,
      blockCount: 1,
      payrollIds: [created.id],
    };
    expect(file).toEqual({ ...summary, entries, heldCredits: [] });
    expect(expectStatus(await as.get(`/v1/ach_files/${file.id}`), 200).body).toEqual({ ...summary, entries, heldCredits: [] });
    expect(expectStatus(await as.get('/v1/ach_files'), 200).body).toMatchObject({ totalResources: 2, results: [{ id: proving.id }, summary] });

    // Another partner: nothing of it, whatever the operation.
    const theirs = w.as(w.t.foreign.key);
    expect(expectStatus(await theirs.get(`/v1/ach_files/${file.id}`), 404).body.code).toBe('not_found');
    expect(expectStatus(await theirs.get(fundingPath), 404).body.code).toBe('not_found');
    expect(expectStatus(await theirs.post(`${fundingPath}/verify`, { amounts: [0.01, 0.02] }), 404).body.code).toBe('not_found');
    expect(expectStatus(await theirs.get(`/v1/ach_files/${file.id}/download`), 404).body.code).toBe('not_found');
    expect(expectStatus(await theirs.post(`/v1/ach_files/${file.id}/mark_sent`), 404).body.code).toBe('not_found');
    expect(expectStatus(await theirs.get('/v1/ach_files'), 200).body.totalResources).toBe(0);
    expect(expectStatus(await theirs.post('/v1/ach_files', { settlementDate: '2026-03-11' }), 422).body.code).toBe('ach_nothing_to_file');

    // The payroll is in a file: cutting again finds nothing, and it cannot be reopened (the file is immutable),
    // though still Pending before its deadline.
    expect(expectStatus(await as.post('/v1/ach_files', { settlementDate: '2026-03-11' }), 422).body.code).toBe('ach_nothing_to_file');
    expect(expectStatus(await as.post(`${w.base}/payrolls/${created.id}/reopen`), 409).body).toMatchObject({ code: 'payroll_in_ach_file', detail: `Payroll ${created.id} is carried by ACH file ${file.id}; a payroll in a file cannot be reopened (reverse or void it once paid, or run an off-cycle payroll).` });
    expect(expectStatus(await as.get(`${w.base}/payrolls/${created.id}`), 200).body.status).toBe('Pending');
    // A payroll approved after the cut goes into the next file. Its savings share names an account deleted since
    // the approval (a new default split first): that credit is held, never written; the rest goes.
    const late = expectStatus(await as.post(`${w.base}/payrolls`, { ...WEEK, frequency: 'Weekly', type: 'OffCycle', offCycleReason: 'Bonus', employeeItems: [{ employeeId: ana, payments: [{ regularHours: 2 }] }] }), 201).body;
    const lateApproved = expectStatus(await as.post(`${w.base}/payrolls/${late.id}/approve`), 200).body;
    expectStatus(await as.post(`${anaPath}/net_pay_splits`, { splits: [{ bankAccountId: checking, priority: 1 }] }), 201);
    expectStatus(await as.delete(`${anaPath}/bank_accounts/${savings}`), 204);
    const next = expectStatus(await as.post('/v1/ach_files', { settlementDate: '2026-03-11' }), 201).body;
    expect(next).toMatchObject({ fileIdModifier: 'B', payrollIds: [late.id], entryCount: 2 });
    const lateSavings = Math.round(lateApproved.employeeItems[0].netPay * 10) / 100;
    expect(next.entries.map((e: Json) => [e.kind, e.bankAccountId, e.amount])).toEqual([
      ['EmployeeNetPay', checking, (cents(lateApproved.employeeItems[0].netPay) - cents(lateSavings)) / 100],
      ['CompanyDebit', null, lateApproved.totals.cashRequirement],
    ]);
    expect(next.heldCredits).toEqual([
      { id: expect.stringMatching(/^ahc_/), kind: 'EmployeeNetPay', payrollId: late.id, companyId: w.t.company.id, itemId: lateApproved.employeeItems[0].id, bankAccountId: savings, amount: lateSavings, reason: 'AccountDeleted', status: 'Held', releasedInAchFileId: null, releasedTraceNumber: null },
    ]);
    const nextText = (await client(raw, w.t.partner.key).get(`/v1/ach_files/${next.id}/download`)).text;
    expect(parseAndCheckNacha(nextText).file.idModifier).toBe('B');
    // The modifiers of the day (ACH_FILE_ID_MODIFIERS=AB) are used up.
    const third = expectStatus(await as.post(`${w.base}/payrolls`, { ...WEEK, frequency: 'Weekly', type: 'OffCycle', offCycleReason: 'Bonus', employeeItems: [{ employeeId: ana, payments: [{ regularHours: 1 }] }] }), 201).body;
    expectStatus(await as.post(`${w.base}/payrolls/${third.id}/approve`), 200);
    expect(expectStatus(await as.post('/v1/ach_files', { settlementDate: '2026-03-11' }), 409).body.code).toBe('ach_file_id_modifiers_exhausted');

    // A file not sent cannot be acknowledged.
    expect(expectStatus(await as.post(`/v1/ach_files/${file.id}/acknowledge`), 409).body.code).toBe('ach_file_not_sent');
    // Marked sent: the file and its entries; once only. The first file's bytes never changed.
    expect(expectStatus(await as.get(`${w.base}/payrolls/${created.id}`), 200).body.status).toBe('Pending');
    const sent = expectStatus(await as.post(`/v1/ach_files/${file.id}/mark_sent`), 200).body;
    expect(sent).toEqual({ ...summary, status: 'Sent', sentAt: '2026-03-02T15:00:00Z', entries: entries.map((e) => ({ ...e, status: 'Sent' })), heldCredits: [] });
    expect(expectStatus(await as.post(`/v1/ach_files/${file.id}/mark_sent`), 409).body.code).toBe('ach_file_already_sent');
    expect((await client(raw, w.t.partner.key).get(`/v1/ach_files/${file.id}/download`)).text).toBe(expected);
    // Outside sandbox mode the sent file, not the clock, pays its payroll (all its credits are Sent), through
    // Processing; the payroll approved after the cut is in a file not sent yet, the third in none: both wait.
    expect(expectStatus(await as.get(`${w.base}/payrolls/${created.id}`), 200).body.status).toBe('Paid');
    const moves = await server.db.prisma.event.findMany({ where: { type: 'payroll.status_changed', resourceId: created.id }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    expect(moves.map((e) => (e.data as { status: string }).status)).toEqual(['Processing', 'Paid']);
    expect(await server.db.prisma.taxDeposit.count({ where: { payrollId: created.id, status: { not: 'Paid' } } })).toBe(0);
    server.clock.set('2026-03-16T15:00:00.000Z');
    expect(expectStatus(await as.get(`${w.base}/payrolls/${late.id}`), 200).body.status).toBe('Processing');
    expect(expectStatus(await as.get(`${w.base}/payrolls/${third.id}`), 200).body.status).toBe('Processing');
    // Settled once the entries' effective dates have passed with no return: the debit's (03-11), the credits' (03-13).
    expect(expectStatus(await as.get(`/v1/ach_files/${file.id}`), 200).body.entries.map((e: { status: string }) => e.status)).toEqual(['Settled', 'Settled', 'Settled', 'Settled']);
    // The ODFI's acknowledgement, once; a file acknowledged is not sent again.
    const acknowledged = expectStatus(await as.post(`/v1/ach_files/${file.id}/acknowledge`), 200).body;
    expect([acknowledged.status, acknowledged.sentAt, acknowledged.acknowledgedAt]).toEqual(['Acknowledged', '2026-03-02T15:00:00Z', '2026-03-16T15:00:00Z']);
    expect(expectStatus(await as.post(`/v1/ach_files/${file.id}/acknowledge`), 409).body.code).toBe('ach_file_already_acknowledged');
    expect(expectStatus(await as.post(`/v1/ach_files/${file.id}/mark_sent`), 409).body.code).toBe('ach_file_already_sent');
    expect(expectStatus(await theirs.post(`/v1/ach_files/${next.id}/acknowledge`), 404).body.code).toBe('not_found');

    // A deployment without ACH settings cuts nothing.
    const off = server.guard.wrap(createApp({ prisma: server.db.prisma, databaseKind: server.db.kind, config: testConfig({ databaseUrl: server.databaseUrl }), logger: createLogger('silent'), now: server.clock.now }));
    expect(expectStatus(await client(off, w.t.partner.key).post('/v1/ach_files', { settlementDate: '2026-03-11' }), 422).body.code).toBe('ach_not_enabled');
    await (off.locals.close as () => Promise<void>)();
    server.clock.reset();
  }, 60000);

  it('around Thanksgiving (Federal Reserve holiday, Thursday 2026-11-26): settlement two bank days before payday skips it, a payday on it is effective the day before', async () => {
    // The accounts proven the week before (Thursday 11-12, the day after Veterans Day): live credits from Tuesday 11-17.
    server.clock.set('2026-11-12T15:00:00.000Z');
    try {
      const w = await payrollWorld(server);
      const as = w.as();
      expectStatus(await as.post(`${w.base}/onboard/connect_bank_account`, { routingNumber: '011000015', accountNumber: FUNDING, type: 'Checking' }), 200);
      const ana = await w.employee('Ana', { lastName: 'Lopez' });
      await proveAccounts(as, w.base, '2026-11-12');
      server.clock.set('2026-11-18T15:00:00.000Z');
      const period = { periodStart: '2026-11-09', periodEnd: '2026-11-15' };
      const approve = async (body: Record<string, unknown>) => {
        const made = expectStatus(await as.post(`${w.base}/payrolls`, { ...period, frequency: 'Weekly', employeeItems: [{ employeeId: ana, payments: [{ regularHours: 8 }] }], ...body }), 201).body;
        return expectStatus(await as.post(`${w.base}/payrolls/${made.id}/approve`), 200).body;
      };
      // Paid the Friday after Thanksgiving; and a bonus paid on Thanksgiving itself.
      const friday = await approve({ payday: '2026-11-27' });
      const thursday = await approve({ payday: '2026-11-26', type: 'OffCycle', offCycleReason: 'Bonus' });

      // Two bank days before Friday 11-27 is Tuesday 11-24 (Wednesday 11-25, then Tuesday: the holiday does not count),
      // not Wednesday as calendar days would say; before Thursday 11-26 (no bank day) also Tuesday 11-24 (25, 24).
      expect(expectStatus(await as.post('/v1/ach_files', { settlementDate: '2026-11-26' }), 422).body.code).toBe('invalid_settlement_date');
      expect(expectStatus(await as.post('/v1/ach_files', { settlementDate: '2026-11-23' }), 422).body.code).toBe('ach_nothing_to_file');
      const file = expectStatus(await as.post('/v1/ach_files', { settlementDate: '2026-11-24' }), 201).body;
      expect(file.payrollIds).toEqual([friday.id, thursday.id].sort());
      const dates = (id: string) => file.entries.filter((e: { payrollId: string }) => e.payrollId === id).map((e: { kind: string; effectiveDate: string }) => [e.kind, e.effectiveDate]);
      // Credits effective on the payday, or the bank day before a payday that is not one; the debits on the settlement date.
      // In trace number order: the payrolls by payday, so Thursday's batches first, and both debits in one batch.
      expect(dates(thursday.id)).toEqual([['EmployeeNetPay', '2026-11-25'], ['CompanyDebit', '2026-11-24']]);
      expect(dates(friday.id)).toEqual([['CompanyDebit', '2026-11-24'], ['EmployeeNetPay', '2026-11-27']]);
      const text = (await client(raw, w.t.partner.key).get(`/v1/ach_files/${file.id}/download`)).text;
      const parsed = parseAndCheckNacha(text);
      expect(parsed.batches.map((b) => [b.entryClassCode, b.effectiveDate, b.entries.length])).toEqual([
        ['PPD', '261125', 1],
        ['CCD', '261124', 2],
        ['PPD', '261127', 1],
      ]);
      expect(parsed.file.footer.totalDebit).toBe(cents(friday.totals.cashRequirement) + cents(thursday.totals.cashRequirement));
    } finally {
      server.clock.reset();
    }
  }, 60000);

  it('tax deposits paid by CCD+ credits with a TXP addenda: the IRS (941 with its subcategories, 940) and the Texas TWC; the deposits record the trace numbers', async () => {
    server.clock.set(WEEK_BEFORE);
    const IRS_ACCOUNT = '23401001';
    const TWC_ACCOUNT = '7700123';
    const taxAgencies = {
      IRS: { routingNumber: '021000021', accountNumber: IRS_ACCOUNT, accountType: 'Checking' as const, name: 'IRS', taxTypeCodes: { Form941: '94105', Form940: '09405' }, period: 'Quarter' as const },
      TX_TWC: { routingNumber: '121000358', accountNumber: TWC_ACCOUNT, accountType: 'Savings' as const, name: 'TEXAS WORKFORCE COMM', taxTypeCodes: { StateUnemployment: '0100' }, period: 'Quarter' as const },
    };
    const config = testConfig({ databaseUrl: server.databaseUrl, ach: { ...ACH, fileIdModifiers: 'TUV', taxAgencies } });
    const taxed = server.guard.wrap(createApp({ prisma: server.db.prisma, databaseKind: server.db.kind, config, logger: createLogger('silent'), now: server.clock.now }));
    const unrecorded = createApp({ prisma: server.db.prisma, databaseKind: server.db.kind, config, logger: createLogger('silent'), now: server.clock.now });
    try {
      const w = await payrollWorld(server);
      const as = client(taxed, w.t.partner.key);
      expectStatus(await as.patch(w.base, { taxId: '94-3187265' }), 200);
      expectStatus(await as.post(`${w.base}/onboard/tax_setup`, { federalFilerType: 'Form941', federalDepositSchedule: 'Semiweekly', stateTaxIds: [{ state: 'TX', unemploymentAccountNumber: '99-123456-7' }] }), 200);
      expectStatus(await as.post(`${w.base}/onboard/connect_bank_account`, { routingNumber: '011000015', accountNumber: FUNDING, type: 'Checking' }), 200);
      const ana = await w.employee('Ana', { lastName: 'Lopez' });
      // The accounts proven the week before.
      await proveAccounts(as, w.base, '2026-02-24');
      server.clock.set(MONDAY);
      const created = expectStatus(await as.post(`${w.base}/payrolls`, { ...WEEK, frequency: 'Weekly', employeeItems: [{ employeeId: ana, payments: [{ regularHours: 40 }] }] }), 201).body;
      const payroll = expectStatus(await as.post(`${w.base}/payrolls/${created.id}/approve`), 200).body;
      const deposits = expectStatus(await as.get(`${w.base}/tax_deposits`), 200).body.results as Array<{ id: string; code: string; amount: number; achTraceNumber?: string }>;
      const centsOf = (code: string) => cents(deposits.find((d) => d.code === code)!.amount);
      expect(deposits.map((d) => d.code).sort()).toEqual(['tx_sui_er', 'us_fica_medicare', 'us_fica_ss', 'us_fit', 'us_futa']);
      expect(deposits.every((d) => d.achTraceNumber === undefined)).toBe(true);
      const ss = centsOf('us_fica_ss');
      const medicare = centsOf('us_fica_medicare');
      const fit = centsOf('us_fit');
      const futa = centsOf('us_futa');
      const sui = centsOf('tx_sui_er');

      // Trace numbers count on from the deployment's files before this one, the addenda's with their entry's.
      const t0 = await entriesWritten(server);
      const seq = (n: number) => `02100002${zero(t0 + n, 7)}`;
      const file = expectStatus(await as.post('/v1/ach_files', { settlementDate: '2026-03-11' }), 201).body;
      const txp941 = `TXP*943187265*94105*260331*1*${ss}*2*${medicare}*3*${fit}\\`;
      const txp940 = `TXP*943187265*09405*261231*T*${futa}\\`;
      const txpTx = `TXP*991234567*0100*260331*T*${sui}\\`;
      const tax = (n: number, kind: string, amount: number, agency: string, addenda: string, code: number, lastFour: string, routing: string) => ({
        traceNumber: seq(n), kind, payrollId: created.id, companyId: w.t.company.id, itemId: null, bankAccountId: null, transactionCode: code, secCode: 'CCD', effectiveDate: '2026-03-13', amount, accountNumberLastFour: lastFour, status: 'Pending', agency, addenda, routing,
      });
      const expectedTax = [
        tax(3, 'TaxPayment', futa / 100, 'IRS', txp940, 22, '1001', '021000021'),
        tax(4, 'TaxPayment', (ss + medicare + fit) / 100, 'IRS', txp941, 22, '1001', '021000021'),
        tax(5, 'TaxPayment', sui / 100, 'TX_TWC', txpTx, 32, '0123', '121000358'),
      ];
      expect(file.entries.slice(2)).toEqual(expectedTax.map(({ routing: _r, ...e }) => e));
      expect(file.entries.slice(0, 2).map((e: { kind: string }) => e.kind)).toEqual(['EmployeeNetPay', 'CompanyDebit']);
      // Debits: the cash requirement; credits: the net pay and every tax deposit, to the cent.
      const cash = cents(payroll.totals.cashRequirement);
      expect(cents(file.totalDebit)).toBe(cash);
      expect(cents(file.totalCredit)).toBe(cents(payroll.employeeItems[0].netPay) + ss + medicare + fit + futa + sui);
      expect(file).toMatchObject({ entryCount: 5, batchCount: 3, blockCount: 2 });

      // The bytes: the tax batch by hand (CCD, TAX PAYMNT, payday), each entry followed by its addenda record.
      const text = (await client(unrecorded, w.t.partner.key).get(`/v1/ach_files/${file.id}/download`)).text;
      const lines = text.split('\n');
      const at = lines.findIndex((l) => l.startsWith('5') && l.includes('TAX PAYMNT'));
      const entry = (e: (typeof expectedTax)[number], account: string, name: string) =>
        ['6', String(e.transactionCode), e.routing, pad(account, 17), zero(cents(e.amount), 10), pad(created.id.slice(4, 19), 15), pad(name, 22), '  ', '1', e.traceNumber].join('');
      const addenda = (txp: string, n: number) => ['7', '05', txp.padEnd(80, ' '), '0001', seq(n).slice(8)].join('');
      const credit = cents(expectedTax[0].amount) + cents(expectedTax[1].amount) + cents(expectedTax[2].amount);
      expect(lines.slice(at, at + 8)).toEqual([
        ['5', '220', pad('Company One LLC', 16), ' '.repeat(20), '1987654321', 'CCD', 'TAX PAYMNT', '      ', '260313', '   ', '1', '02100002', '0000003'].join(''),
        entry(expectedTax[0], IRS_ACCOUNT, 'IRS'),
        addenda(txp940, 3),
        entry(expectedTax[1], IRS_ACCOUNT, 'IRS'),
        addenda(txp941, 4),
        entry(expectedTax[2], TWC_ACCOUNT, 'TEXAS WORKFORCE COMM'),
        addenda(txpTx, 5),
        // Entry/addenda count 6; hash 02100002 + 02100002 + 12100035.
        ['8', '220', '000006', zero(2100002 * 2 + 12100035, 10), zero(0, 12), zero(credit, 12), '1987654321', ' '.repeat(25), '02100002', '0000003'].join(''),
      ]);
      // The independent parser: the file control counts 5 entries and 3 addenda; each addenda names its entry.
      const parsed = parseAndCheckNacha(text);
      expect(parsed.file.footer.entryAndAddendaCount).toBe(8);
      expect(parsed.batches[2].entries.map((e) => [e.receivingCompanyName, e.amount, e.addenda?.info])).toEqual([
        ['IRS', futa, txp940],
        ['IRS', ss + medicare + fit, txp941],
        ['TEXAS WORKFORCE COMM', sui, txpTx],
      ]);

      // Each deposit records the trace number of the entry paying it; a file cut again pays none twice.
      const after = expectStatus(await as.get(`${w.base}/tax_deposits`), 200).body.results as typeof deposits;
      expect(Object.fromEntries(after.map((d) => [d.code, d.achTraceNumber]))).toEqual({
        us_futa: seq(3),
        us_fica_ss: seq(4),
        us_fica_medicare: seq(4),
        us_fit: seq(4),
        tx_sui_er: seq(5),
      });
      expect(expectStatus(await as.post('/v1/ach_files', { settlementDate: '2026-03-11' }), 422).body.code).toBe('ach_nothing_to_file');

      // Sent, the payroll is Paid; reversed within NACHA's window while a bonus is approved: the next cut carries
      // the reversing entries and the bonus's credit, debit and tax payments side by side, each batch its own.
      expectStatus(await as.post(`/v1/ach_files/${file.id}/mark_sent`), 200);
      const bonus = expectStatus(await as.post(`${w.base}/payrolls`, { ...WEEK, frequency: 'Weekly', type: 'OffCycle', offCycleReason: 'Bonus', employeeItems: [{ employeeId: ana, payments: [{ regularHours: 4 }] }] }), 201).body;
      expectStatus(await as.post(`${w.base}/payrolls/${bonus.id}/approve`), 200);
      const reversal = expectStatus(await as.post(`${w.base}/payrolls/${created.id}/reverse`, { reason: 'Paid twice by mistake' }), 201).body;
      const t1 = await entriesWritten(server);
      const both = expectStatus(await as.post('/v1/ach_files', { settlementDate: '2026-03-11' }), 201).body;
      expect(both.payrollIds).toEqual([bonus.id, reversal.id].sort());
      expect((both.entries as Json[]).map((e) => e.traceNumber)).toEqual((both.entries as Json[]).map((_, i) => `02100002${zero(t1 + i + 1, 7)}`));
      const bothParsed = parseAndCheckNacha((await client(unrecorded, w.t.partner.key).get(`/v1/ach_files/${both.id}/download`)).text);
      expect(bothParsed.batches.map((b) => [b.entryClassCode, b.description, b.entries.map((e) => e.transactionCode)])).toEqual([
        ['PPD', 'PAYROLL', ['22']],
        ['CCD', 'PAYROLL', ['27']],
        ['CCD', 'TAX PAYMNT', ['22', '22', '32']],
        ['PPD', 'REVERSAL', ['27']],
        ['CCD', 'REVERSAL', ['22']],
      ]);
      expect(bothParsed.batches[2].entries.every((e) => e.addenda?.info?.startsWith('TXP*'))).toBe(true);
    } finally {
      await (taxed.locals.close as () => Promise<void>)();
      await (unrecorded.locals.close as () => Promise<void>)();
      server.clock.reset();
    }
  }, 60000);

  it('a return file with R01 on the company debit, R03 on one credit and a C01 on another walks the states, failures, events and reports, once; reversals follow the window', async () => {
    // Set up and proven the week before (Tuesday 03-10: live credits from Friday 03-13).
    server.clock.set('2026-03-10T15:00:00.000Z');
    const prisma = server.db.prisma;
    const w = await payrollWorld(server);
    const as = w.as();
    const companyId = w.t.company.id;
    expectStatus(await as.post(`${w.base}/onboard/connect_bank_account`, { routingNumber: '011000015', accountNumber: FUNDING, type: 'Checking' }), 200);
    // Kim: 10% to savings, the rest to checking; Lee: one checking account.
    const kim = await w.employee('Kim', { lastName: 'Ito' }, { bankAccount: false });
    const kimPath = `${w.base}/employees/${kim}`;
    const kimSavings = expectStatus(await as.post(`${kimPath}/bank_accounts`, { routingNumber: '026009593', accountNumber: ANA_SAVINGS, type: 'Savings' }), 201).body.id as string;
    const kimChecking = expectStatus(await as.post(`${kimPath}/bank_accounts`, { routingNumber: ROUTING, accountNumber: ANA_CHECKING, type: 'Checking' }), 201).body.id as string;
    expectStatus(await as.post(`${kimPath}/net_pay_splits`, { splits: [{ bankAccountId: kimSavings, priority: 1, percentage: 10 }, { bankAccountId: kimChecking, priority: 2 }] }), 201);
    const lee = await w.employee('Lee', { lastName: 'Ross' }, { bankAccount: false });
    const leeAccount = expectStatus(await as.post(`${w.base}/employees/${lee}/bank_accounts`, { routingNumber: ROUTING, accountNumber: DEE_ACCOUNT, type: 'Checking' }), 201).body.id as string;
    // Lee's second account, in no split: its prenote comes back returned.
    const leeSecond = expectStatus(await as.post(`${w.base}/employees/${lee}/bank_accounts`, { routingNumber: ROUTING, accountNumber: '5550001234', type: 'Savings' }), 201).body.id as string;
    const proving = await proveAccounts(as, w.base, '2026-03-10');
    expectStatus(await as.post(`/v1/ach_files/${proving.id}/mark_sent`), 200);
    const leePrenote = (proving.entries as Json[]).find((e) => e.kind === 'Prenote' && e.bankAccountId === leeSecond)!;
    const prenoteReturn = expectStatus(await client(server.app, w.t.partner.key).post('/v1/ach_returns', { entries: [{ originalTraceNumber: leePrenote.traceNumber, code: 'R04' }] }), 200).body;
    expect(prenoteReturn.results).toEqual([
      { originalTraceNumber: leePrenote.traceNumber, code: 'R04', outcome: 'Applied', achReturnId: expect.stringMatching(/^acr_/), achFileId: proving.id, detail: `The Prenote entry is Returned (R04 Invalid Account Number Structure); bank account ${leeSecond} is Failed: no credit goes to it until its details change.` },
    ]);
    expect(expectStatus(await as.get(`${w.base}/employees/${lee}/bank_accounts/${leeSecond}`), 200).body.verification).toEqual({ status: 'Failed', prenoteSettlementDate: '2026-03-10', liveCreditsFrom: '2026-03-13', returnCode: 'R04' });
    expect(expectStatus(await as.get(`/v1/ach_returns/${prenoteReturn.results[0].achReturnId}`), 200).body).toMatchObject({ entryKind: 'Prenote', payrollId: null, itemId: null, bankAccountId: leeSecond, amount: 0 });
    server.clock.set('2026-03-16T15:00:00.000Z');
    const week = { periodStart: '2026-03-16', periodEnd: '2026-03-22', payday: '2026-03-27' };
    const draft = expectStatus(await as.post(`${w.base}/payrolls`, { ...week, frequency: 'Weekly', employeeItems: [kim, lee].map((employeeId) => ({ employeeId, payments: [{ regularHours: 40 }] })) }), 201).body;
    const payroll = expectStatus(await as.post(`${w.base}/payrolls/${draft.id}/approve`), 200).body;
    const [kimItem, leeItem] = payroll.employeeItems.map((i: { id: string }) => i.id) as string[];
    // 40 h x $25 = 1,000.00 each, net 845.42 (payroll-reversals.test.ts has the arithmetic); cash: 2 x 845.42 + 309.16 + 219.00.
    expect([payroll.employeeItems[0].netPay, payroll.employeeItems[1].netPay, payroll.totals.cashRequirement]).toEqual([845.42, 845.42, 2219]);

    // The file: trace numbers count on from the deployment's files before it.
    const written = (await prisma.achFile.aggregate({ _sum: { entryCount: true } }))._sum.entryCount ?? 0;
    const trace = (n: number) => `02100002${zero(written + n, 7)}`;
    const file = expectStatus(await as.post('/v1/ach_files', { settlementDate: '2026-03-25' }), 201).body;
    expect(file.entries.map((e: Json) => [e.traceNumber, e.kind, e.transactionCode, e.amount, e.bankAccountId, e.status])).toEqual([
      [trace(1), 'EmployeeNetPay', 32, 84.54, kimSavings, 'Pending'],
      [trace(2), 'EmployeeNetPay', 22, 760.88, kimChecking, 'Pending'],
      [trace(3), 'EmployeeNetPay', 22, 845.42, leeAccount, 'Pending'],
      [trace(4), 'CompanyDebit', 27, 2219, null, 'Pending'],
    ]);
    const download = (id: string) => client(raw, w.t.partner.key).get(`/v1/ach_files/${id}/download`);
    const parsed = parseAndCheckNacha((await download(file.id)).text);
    expect(parsed.batches.flatMap((b) => b.entries.map((e) => String(e.traceNumber).padStart(15, '0')))).toEqual([1, 2, 3, 4].map(trace));

    const record = (body: unknown, k = w.t.partner.key) => client(server.app, k).post('/v1/ach_returns', body);
    // Not sent yet: nothing to return.
    expect(expectStatus(await record({ entries: [{ originalTraceNumber: trace(1), code: 'R03' }] }), 200).body).toEqual({
      received: 1,
      applied: 0,
      alreadyApplied: 0,
      notApplied: 1,
      results: [{ originalTraceNumber: trace(1), code: 'R03', outcome: 'NotSent', achReturnId: null, achFileId: file.id, detail: `The entry's ACH file ${file.id} is not marked sent: there is nothing to return or correct yet.` }],
    });
    expectStatus(await as.post(`/v1/ach_files/${file.id}/mark_sent`), 200);
    expect(expectStatus(await as.get(`${w.base}/payrolls/${payroll.id}`), 200).body.status).toBe('Paid');

    // The bank's return file, by hand (NACHA Operating Rules, Appendix Three: entry detail records with an
    // addenda 99 for a return, a COR batch with an addenda 98 for a NOC): R03 on Kim's savings credit (32 -> 31),
    // R02 on a trace number the service never wrote, R01 on the company debit (27 -> 26), C01 on Lee's credit
    // (22 -> 21, zero amount) with Lee's correct account number.
    const NEW_LEE = '7654321098';
    const rdfiTrace = (n: number) => `09100001${zero(n, 7)}`;
    const r6 = (code: string, account: string, amount: number, id: string, name: string, n: number) =>
      ['6', code, '021000021', pad(account, 17), zero(amount, 10), pad(id.slice(id.indexOf('_') + 1, id.indexOf('_') + 16), 15), pad(name, 22), '  ', '1', rdfiTrace(n)].join('');
    const a99 = (code: string, original: string, rdfi8: string, n: number) => ['7', '99', code, original, '      ', rdfi8, ' '.repeat(44), rdfiTrace(n)].join('');
    const a98 = (code: string, original: string, rdfi8: string, data: string, n: number) => ['7', '98', code, original, '      ', rdfi8, pad(data, 29), ' '.repeat(15), rdfiTrace(n)].join('');
    const returnFile = (batches: Array<{ sec: string; description: string; records: string[] }>) => {
      const lines = [['1', '01', ' 021000021', ' 091000019', '260326', '1200', 'A', '094', '10', '1', pad('First Test Bank', 23), pad('Return Bank', 23), ' '.repeat(8)].join('')];
      let hash = 0;
      let count = 0;
      let debit = 0;
      let credit = 0;
      batches.forEach((b, i) => {
        lines.push(['5', '200', pad('Company One LLC', 16), ' '.repeat(20), '1987654321', b.sec, pad(b.description, 10), '      ', '260326', '   ', '1', '09100001', zero(i + 1, 7)].join(''));
        const entries = b.records.filter((r) => r[0] === '6');
        const h = entries.reduce((sum, r) => sum + Number(r.slice(3, 11)), 0);
        const d = entries.filter((r) => r.slice(1, 3) === '26').reduce((sum, r) => sum + Number(r.slice(29, 39)), 0);
        const c = entries.filter((r) => r.slice(1, 3) !== '26').reduce((sum, r) => sum + Number(r.slice(29, 39)), 0);
        lines.push(...b.records);
        lines.push(['8', '200', zero(b.records.length, 6), zero(h % 1e10, 10), zero(d, 12), zero(c, 12), '1987654321', ' '.repeat(25), '09100001', zero(i + 1, 7)].join(''));
        [hash, count, debit, credit] = [hash + h, count + b.records.length, debit + d, credit + c];
      });
      const blocks = Math.ceil((lines.length + 1) / 10);
      lines.push(['9', zero(batches.length, 6), zero(blocks, 6), zero(count, 8), zero(hash % 1e10, 10), zero(debit, 12), zero(credit, 12), ' '.repeat(39)].join(''));
      while (lines.length % 10) lines.push('9'.repeat(94));
      return lines.map((l) => `${l}\n`).join('');
    };
    const nacha = returnFile([
      { sec: 'PPD', description: 'PAYROLL', records: [r6('31', ANA_SAVINGS, 8454, kim, 'Kim Ito', 1), a99('R03', trace(1), '02600959', 1), r6('21', '99999999', 1000, kim, 'Kim Ito', 2), a99('R02', '021000029999999', '12100035', 2)] },
      { sec: 'CCD', description: 'PAYROLL', records: [r6('26', FUNDING, 221900, payroll.id, 'Company One LLC', 3), a99('R01', trace(4), '01100001', 3)] },
      { sec: 'COR', description: 'PAYROLL', records: [r6('21', DEE_ACCOUNT, 0, lee, 'Lee Ross', 4), a98('C01', trace(3), '12100035', NEW_LEE, 4)] },
    ]);
    expect(nacha.split('\n').slice(0, -1).every((l) => l.length === 94)).toBe(true);

    const seqBefore = (await prisma.event.aggregate({ _max: { seq: true }, where: { companyId } }))._max.seq!;
    const first = expectStatus(await record({ nacha }), 200).body;
    const funding = await prisma.fundingFailure.findFirstOrThrow({ where: { payrollId: payroll.id } });
    expect(first).toEqual({
      received: 4,
      applied: 3,
      alreadyApplied: 0,
      notApplied: 1,
      results: [
        { originalTraceNumber: trace(1), code: 'R03', outcome: 'Applied', achReturnId: expect.stringMatching(/^acr_/), achFileId: file.id, detail: `The EmployeeNetPay entry is Returned (R03 No Account/Unable to Locate Account); item ${kimItem}'s direct deposit failed and its net pay is owed to the worker.` },
        { originalTraceNumber: '021000029999999', code: 'R02', outcome: 'UnknownTraceNumber', achReturnId: null, achFileId: null, detail: "No entry of the partner's sent ACH files has the trace number 021000029999999." },
        { originalTraceNumber: trace(4), code: 'R01', outcome: 'Applied', achReturnId: expect.stringMatching(/^acr_/), achFileId: file.id, detail: `The CompanyDebit entry is Returned (R01 Insufficient Funds); funding failure ${funding.id} blocks the company's approvals until it is resolved.` },
        { originalTraceNumber: trace(3), code: 'C01', outcome: 'Applied', achReturnId: expect.stringMatching(/^acr_/), achFileId: file.id, detail: `Bank account ${leeAccount} is corrected.` },
      ],
    });
    const [r03, , r01, c01] = (first.results as Json[]).map((r) => r.achReturnId as string);

    // The events, in order.
    const events = await prisma.event.findMany({ where: { companyId, seq: { gt: seqBefore } }, orderBy: { seq: 'asc' } });
    expect(events.map((e) => [e.type, e.resourceId])).toEqual([
      ['bank_account.updated', kimSavings],
      ['payroll.status_changed', payroll.id],
      ['payroll.item_payment_failed', payroll.id],
      ['ach_return.recorded', r03],
      ['funding_failure.created', funding.id],
      ['ach_return.recorded', r01],
      ['bank_account.updated', leeAccount],
      ['ach_return.recorded', c01],
    ]);
    expect(events.slice(1, 3).map((e) => [(e.data as Json).status, (e.data as Json).itemId])).toEqual([['PartiallyPaid', undefined], ['PartiallyPaid', kimItem]]);
    // Kim's savings account took no credit: Failed, its later credits held until its details change.
    expect((events[0].data as Json).verification).toEqual({ status: 'Failed', prenoteSettlementDate: '2026-03-10', liveCreditsFrom: '2026-03-13', returnCode: 'R03' });
    // The entries' states and codes.
    const entryView = async (id: string) => (expectStatus(await as.get(`/v1/ach_files/${id}`), 200).body.entries as Json[]).map((e) => [e.status, e.returnCode ?? null, e.changeCode ?? null]);
    expect(await entryView(file.id)).toEqual([
      ['Returned', 'R03', null],
      ['Sent', null, null],
      ['Sent', null, 'C01'],
      ['Returned', 'R01', null],
    ]);
    // The payroll: Kim's direct deposit failed (PartiallyPaid), the company's debit too (a funding failure; the payroll stays paid).
    const after = expectStatus(await as.get(`${w.base}/payrolls/${payroll.id}`), 200).body;
    expect(after.status).toBe('PartiallyPaid');
    expect(after.employeeItems.map((i: Json) => i.paymentFailure ?? null)).toEqual([{ failedAt: '2026-03-16T15:00:00Z', reason: 'R03 No Account/Unable to Locate Account' }, null]);
    expect(expectStatus(await as.get(`${w.base}/funding_failures`), 200).body.results).toEqual([
      { id: funding.id, companyId, payrollId: payroll.id, amount: 2219, reason: 'R01 Insufficient Funds', status: 'Unresolved', failedAt: '2026-03-16T15:00:00Z' },
    ]);
    expect(expectStatus(await as.get(w.base), 200).body.payrollDetails.inGoodStanding).toBe(false);
    const blocked = expectStatus(await as.post(`${w.base}/payrolls`, { ...week, frequency: 'Weekly', type: 'OffCycle', offCycleReason: 'Bonus', employeeItems: [{ employeeId: lee, payments: [{ regularHours: 8 }] }] }), 201).body;
    expect(expectStatus(await as.post(`${w.base}/payrolls/${blocked.id}/approve`), 422).body.code).toBe('funding_failed');
    // Lee's account, corrected (sealed as every account number is; its last four on the wire).
    expect(expectStatus(await as.get(`${w.base}/employees/${lee}/bank_accounts/${leeAccount}`), 200).body).toMatchObject({ routingNumber: ROUTING, accountNumberLastFour: '1098', type: 'Checking' });
    // The cash requirement: Kim's savings share is still owed to her, outside the cash requirement (already in the net pay).
    const cash = (expectStatus(await as.get(`${w.base}/reports/cash_requirement?payrollId=${payroll.id}`), 200).body.results as Json[]).map((r) => [r.paymentMethod, r.funding, r.items, r.amount, r.inCashRequirement]);
    expect(cash).toEqual([
      ['DirectDeposit', 'EmployeeNetPay', 2, 1690.84, true],
      ['DirectDeposit', 'EmployeeTaxes', 2, 309.16, true],
      ['DirectDeposit', 'CompanyTaxes', 2, 219, true],
      ['DirectDeposit', 'EmployeeNetPayReturned', 1, 84.54, false],
    ]);
    // The records.
    const returns = expectStatus(await as.get('/v1/ach_returns'), 200).body;
    expect(returns.totalResources).toBe(4);
    expect(expectStatus(await as.get(`/v1/ach_returns/${r01}`), 200).body).toEqual({
      id: r01, kind: 'Return', code: 'R01', reason: 'R01 Insufficient Funds', originalTraceNumber: trace(4), traceNumber: rdfiTrace(3), achFileId: file.id,
      entryKind: 'CompanyDebit', payrollId: payroll.id, companyId, itemId: null, bankAccountId: null, amount: 2219, fundingFailureId: funding.id, receivedAt: '2026-03-16T15:00:00Z',
    });
    expect(expectStatus(await as.get(`/v1/ach_returns?kind=NotificationOfChange&achFileId=${file.id}`), 200).body.results).toEqual([
      {
        id: c01, kind: 'NotificationOfChange', code: 'C01', reason: 'C01 Incorrect DFI Account Number', originalTraceNumber: trace(3), traceNumber: rdfiTrace(4), achFileId: file.id,
        entryKind: 'EmployeeNetPay', payrollId: payroll.id, companyId, itemId: leeItem, bankAccountId: leeAccount, amount: 845.42,
        change: { account: 'BankAccount', bankAccountId: leeAccount, accountNumberLastFour: { from: '4821', to: '1098' } }, receivedAt: '2026-03-16T15:00:00Z',
      },
    ]);

    // The same file again changes nothing: every one already applied, no event, no row.
    const counts = async () => [await prisma.achReturn.count(), await prisma.fundingFailure.count({ where: { companyId } }), (await prisma.bankAccount.findUniqueOrThrow({ where: { id: leeAccount } })).updatedAt.toISOString()];
    const countsBefore = await counts();
    const seqAfter = (await prisma.event.aggregate({ _max: { seq: true }, where: { companyId } }))._max.seq!;
    const again = expectStatus(await record({ nacha }), 200).body;
    expect([again.received, again.applied, again.alreadyApplied, again.notApplied]).toEqual([4, 0, 3, 1]);
    expect((again.results as Json[]).map((r) => [r.outcome, r.achReturnId])).toEqual([['AlreadyApplied', r03], ['UnknownTraceNumber', null], ['AlreadyApplied', r01], ['AlreadyApplied', c01]]);
    expect(await counts()).toEqual(countsBefore);
    expect((await prisma.event.aggregate({ _max: { seq: true }, where: { companyId } }))._max.seq).toBe(seqAfter);

    // Another partner cannot touch these entries: its upload finds none of their trace numbers; it reads none of the records.
    const theirs = expectStatus(await record({ entries: [1, 2, 3, 4].map((n) => ({ originalTraceNumber: trace(n), code: 'R01' })) }, w.t.foreign.key), 200).body;
    expect((theirs.results as Json[]).map((r) => r.outcome)).toEqual(Array(4).fill('UnknownTraceNumber'));
    expect(expectStatus(await w.as(w.t.foreign.key).get('/v1/ach_returns'), 200).body.totalResources).toBe(0);
    expect(expectStatus(await w.as(w.t.foreign.key).get(`/v1/ach_returns/${r01}`), 404).body.code).toBe('not_found');
    // Partner keys only.
    expect(expectStatus(await record({ entries: [{ originalTraceNumber: trace(2), code: 'R01' }] }, w.t.company.key), 403).body.code).toBe('forbidden');
    expect(await counts()).toEqual(countsBefore);
    expect((await prisma.event.aggregate({ _max: { seq: true }, where: { companyId } }))._max.seq).toBe(seqAfter);

    // What is not applied, and what is not a request.
    const odd = expectStatus(await record({ entries: [{ originalTraceNumber: trace(2), code: 'R99' }, { originalTraceNumber: trace(2), code: 'C04', correctedData: 'KIM ITO' }, { originalTraceNumber: trace(2), code: 'C02', correctedData: '123456789' }] }), 200).body;
    expect((odd.results as Json[]).map((r) => [r.outcome, r.detail])).toEqual([
      ['UnsupportedCode', 'R99 is not a code the NACHA rules assign; nothing was changed or recorded.'],
      ['UnsupportedCode', 'C04 is a change the service does not apply (C01, C02, C03, C05, C06 and C07 are); nothing was changed or recorded.'],
      ['InvalidCorrectedData', 'The corrected data of the C02 does not hold what C02 Incorrect Routing Number calls for; nothing was changed.'],
    ]);
    const unreadable = expectStatus(await record({ nacha: nacha.replace(`7${'99'}R03`, `7${'05'}R03`) }), 422).body;
    expect(unreadable).toMatchObject({ code: 'invalid_return_file', errors: [{ field: 'body.nacha', code: 'invalid_return_file', message: 'record 4: an addenda of type "05", not 99 (return) or 98 (notification of change)' }] });
    expectStatus(await record({}), 400);
    expectStatus(await record({ nacha, entries: [{ originalTraceNumber: trace(2), code: 'R01' }] }), 400);
    expectStatus(await record({ entries: [{ originalTraceNumber: '12345', code: 'R01' }] }), 400);
    // At most 500 per request, in either form.
    expectStatus(await record({ entries: Array.from({ length: 501 }, () => ({ originalTraceNumber: trace(2), code: 'R01' })) }), 400);
    const big = returnFile([{ sec: 'PPD', description: 'PAYROLL', records: Array.from({ length: 501 }, (_, i) => [r6('21', ANA_CHECKING, 100, kim, 'Kim Ito', i + 10), a99('R01', trace(2), '12100035', i + 10)]).flat() }]);
    expect(expectStatus(await record({ nacha: big }), 422).body.code).toBe('invalid_return_file');
    expect(await counts()).toEqual(countsBefore);

    // Resolved, the company approves again; the next file credits Lee's corrected account.
    expectStatus(await as.post(`${w.base}/funding_failures/${funding.id}/resolve`), 200);
    expectStatus(await as.post(`${w.base}/payrolls/${blocked.id}/approve`), 200);
    // The next day: the partner has its file of 03-16, and the two modifiers (AB) are kept for the other partners' first (docs/ach.md, "The file").
    server.clock.set('2026-03-17T15:00:00.000Z');
    const second = expectStatus(await as.post('/v1/ach_files', { settlementDate: '2026-03-25' }), 201).body;
    expect(second.payrollIds).toEqual([blocked.id]);
    const leeCredit = parseAndCheckNacha((await download(second.id)).text).batches[0].entries[0];
    expect([leeCredit.dfiAccount, leeCredit.receivingDFIIdentification]).toEqual([NEW_LEE, 12100035]);
    expectStatus(await as.post(`/v1/ach_files/${second.id}/mark_sent`), 200);
    // A NOC on a company debit corrects the funding account: C06, the account number and a savings transaction code.
    const debit = (second.entries as Json[]).find((e) => e.kind === 'CompanyDebit')!;
    const noc = expectStatus(await record({ entries: [{ originalTraceNumber: debit.traceNumber, code: 'C06', correctedData: `${pad('000555666999', 17)}   37` }] }), 200).body;
    expect(noc.results[0]).toMatchObject({ outcome: 'Applied', detail: `Company ${companyId}'s funding account is corrected.` });
    expect(expectStatus(await as.get(`/v1/ach_returns/${noc.results[0].achReturnId}`), 200).body.change).toEqual({
      account: 'FundingAccount',
      bankAccountId: null,
      accountNumberLastFour: { from: '6777', to: '6999' },
      accountType: { from: 'Checking', to: 'Savings' },
    });

    // After the payday, the entries not returned read Settled.
    server.clock.set('2026-03-30T15:00:00.000Z');
    expect(await entryView(file.id)).toEqual([
      ['Returned', 'R03', null],
      ['Settled', null, null],
      ['Settled', null, 'C01'],
      ['Returned', 'R01', null],
    ]);

    // A reversal within NACHA's window (payday 03-27 + 5 bank days = 04-03): nothing is pulled back from the
    // account whose credit was returned; the next file carries the reversing entries: a debit of the same amount
    // from the same account per direct deposit, and their sum credited to the company's funding account (as corrected).
    const reversal = expectStatus(await as.post(`${w.base}/payrolls/${payroll.id}/reverse`, { reason: 'Paid twice by mistake' }), 201).body;
    expect(reversal.reversal.movements).toEqual([
      { itemId: kimItem, employeeId: kim, kind: 'DirectDepositReversal', amount: 760.88, bankAccountId: kimChecking, accountNumberLastFour: '6789' },
      { itemId: leeItem, employeeId: lee, kind: 'DirectDepositReversal', amount: 845.42, bankAccountId: leeAccount, accountNumberLastFour: '4821' },
    ]);
    const third = expectStatus(await as.post('/v1/ach_files', { settlementDate: '2026-03-31' }), 201).body;
    expect(third.payrollIds).toEqual([reversal.id]);
    expect(third.entries.map((e: Json) => [e.kind, e.transactionCode, e.secCode, e.effectiveDate, e.amount, e.itemId, e.bankAccountId])).toEqual([
      ['EmployeeNetPayReversal', 27, 'PPD', '2026-03-31', 760.88, kimItem, kimChecking],
      ['EmployeeNetPayReversal', 27, 'PPD', '2026-03-31', 845.42, leeItem, leeAccount],
      ['CompanyReversalCredit', 32, 'CCD', '2026-03-31', 1606.3, null, null],
    ]);
    const reversing = parseAndCheckNacha((await download(third.id)).text);
    expect(reversing.batches.map((b) => [b.entryClassCode, b.description, b.effectiveDate, b.entries.map((e) => [e.transactionCode, e.dfiAccount, e.amount])])).toEqual([
      ['PPD', 'REVERSAL', '260331', [['27', ANA_CHECKING, 76088], ['27', NEW_LEE, 84542]]],
      ['CCD', 'REVERSAL', '260331', [['32', '000555666999', 160630]]],
    ]);
    expectStatus(await as.post(`/v1/ach_files/${third.id}/mark_sent`), 200);
    expect(expectStatus(await as.get(`${w.base}/payrolls/${reversal.id}`), 200).body.status).toBe('Paid');

    // Past the window the reversal is refused and nothing changes; on its last day it is made.
    server.clock.set('2026-04-06T15:00:00.000Z');
    const late = expectStatus(await as.post(`${w.base}/payrolls/${blocked.id}/reverse`, { reason: 'Too late' }), 422).body;
    expect([late.code, late.detail]).toEqual([
      'reversal_window_passed',
      `Payroll ${blocked.id}'s direct deposits settled on 2026-03-27; NACHA allows a reversing entry only until 2026-04-03 (5 bank business days later). Recover the payment outside the ACH network and record it with voidPayroll (openapi.yaml reversePayroll).`,
    ]);
    expect(expectStatus(await as.get(`${w.base}/payrolls/${blocked.id}`), 200).body).toMatchObject({ status: 'Paid', isVoid: false });
    expect(await prisma.payroll.count({ where: { reversalOfId: blocked.id } })).toBe(0);
    server.clock.set('2026-04-03T15:00:00.000Z');
    const lastDay = expectStatus(await as.post(`${w.base}/payrolls/${blocked.id}/reverse`, { reason: 'Just in time' }), 201).body;

    // In sandbox mode the same files are cut and sent, but the payroll clock keeps simulating statuses. (The file
    // cut on the window's last day also carries that reversal's entries.)
    const sandbox = createApp({ prisma: server.db.prisma, databaseKind: server.db.kind, config: testConfig({ databaseUrl: server.databaseUrl, ach: ACH, sandboxMode: true }), logger: createLogger('silent'), now: server.clock.now });
    const sb = client(sandbox, w.t.partner.key);
    const bonus = expectStatus(await sb.post(`${w.base}/payrolls`, { periodStart: '2026-03-30', periodEnd: '2026-04-05', payday: '2026-04-10', frequency: 'Weekly', type: 'OffCycle', offCycleReason: 'Bonus', employeeItems: [{ employeeId: lee, payments: [{ regularHours: 2 }] }] }), 201).body;
    expectStatus(await sb.post(`${w.base}/payrolls/${bonus.id}/approve`), 200);
    const simulated = expectStatus(await sb.post('/v1/ach_files', { settlementDate: '2026-04-08' }), 201).body;
    expect(simulated.payrollIds).toEqual([bonus.id, lastDay.id].sort());
    expect((simulated.entries as Json[]).map((e) => e.kind).sort()).toEqual(['CompanyDebit', 'CompanyReversalCredit', 'EmployeeNetPay', 'EmployeeNetPayReversal']);
    expectStatus(await sb.post(`/v1/ach_files/${simulated.id}/mark_sent`), 200);
    expect(expectStatus(await sb.get(`${w.base}/payrolls/${bonus.id}`), 200).body.status).toBe('Pending');
    server.clock.set('2026-04-10T15:00:00.000Z');
    expect(expectStatus(await sb.get(`${w.base}/payrolls/${bonus.id}`), 200).body.status).toBe('Paid');
    await (sandbox.locals.close as () => Promise<void>)();
    server.clock.reset();
  }, 60000);

  it('no SSN or full bank account number appeared in any recorded response body or log line', async () => {
    expect(await server.findLeaks()).toEqual([]);
  });
});
