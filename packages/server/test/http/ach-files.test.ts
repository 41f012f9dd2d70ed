// ACH files (docs/ach.md): the worked payroll of 3 workers (one employee split 10% savings / rest checking,
// one paid by paper check, one contractor) cut into a file asserted byte for byte against a file built here
// by hand from the NACHA record layouts, and parsed by an independent parser (@ach/ach: unit/nacha-parser.ts);
// the operations, partner-scoped (another partner's file is 404), and the file's immutability. Before it,
// the week before, the accounts are proven (docs/ach.md, "Prenotes" and "Micro-deposits"): a first file
// carries the prenotes to the workers' new accounts and the micro-deposits to the funding account, also
// asserted byte for byte; approval is refused until the company sends back the two amounts.
import type { Express } from 'express';
import { startTestServer, testConfig, type TestServer } from '@payroll/test-support';
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

describe('ACH files [PGlite (embedded)]', () => {
  let server: TestServer;
  /** The same service without the leak recorder: the download is the one answer that carries account numbers by design. */
  let raw: Express;
  beforeAll(async () => {
    server = await startTestServer('memory:', { ach: ACH });
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
    const records = [
      ['1', '01', ' 021000021', '1987654321', '260302', '1500', 'A', '094', '10', '1', pad('First Test Bank', 23), pad('Acme Payroll', 23), ' '.repeat(8)].join(''),
      header('220', 'PPD', '260313', 1),
      entry('32', '026009593', ANA_SAVINGS, cents(anaSavings), ana, 'Ana Lopez', 1),
      entry('22', ROUTING, ANA_CHECKING, anaChecking, ana, 'Ana Lopez', 2),
      entry('22', ROUTING, DEE_ACCOUNT, cents(deeNet), dee, 'Dee Park', 3),
      control('220', 3, hash('026009593', ROUTING, ROUTING), 0, anaCredit + cents(deeNet), 1),
      header('225', 'CCD', '260311', 2),
      entry('27', '011000015', FUNDING, cents(cash), created.id, companyName, 4),
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
    ].map((e, i) => ({ ...e, traceNumber: `02100002${zero(i + 1, 7)}`, payrollId: created.id, companyId: w.t.company.id, status: 'Pending' }));
    const summary = {
      id: file.id,
      status: 'Created',
      settlementDate: '2026-03-11',
      fileIdModifier: 'A',
      createdAt: '2026-03-02T15:00:00Z',
      sentAt: null,
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
    const stranger = await payrollWorld(server);
    const theirs = stranger.as();
    expect(expectStatus(await theirs.get(`/v1/ach_files/${file.id}`), 404).body.code).toBe('not_found');
    expect(expectStatus(await theirs.get(fundingPath), 404).body.code).toBe('not_found');
    expect(expectStatus(await theirs.post(`${fundingPath}/verify`, { amounts: [0.01, 0.02] }), 404).body.code).toBe('not_found');
    expect(expectStatus(await theirs.get(`/v1/ach_files/${file.id}/download`), 404).body.code).toBe('not_found');
    expect(expectStatus(await theirs.post(`/v1/ach_files/${file.id}/mark_sent`), 404).body.code).toBe('not_found');
    expect(expectStatus(await theirs.get('/v1/ach_files'), 200).body.totalResources).toBe(0);
    expect(expectStatus(await theirs.post('/v1/ach_files', { settlementDate: '2026-03-11' }), 422).body.code).toBe('ach_nothing_to_file');

    // The payroll is in a file: cutting again finds nothing. A payroll approved after the cut goes into the next file.
    expect(expectStatus(await as.post('/v1/ach_files', { settlementDate: '2026-03-11' }), 422).body.code).toBe('ach_nothing_to_file');
    const late = expectStatus(await as.post(`${w.base}/payrolls`, { ...WEEK, frequency: 'Weekly', type: 'OffCycle', offCycleReason: 'Bonus', employeeItems: [{ employeeId: ana, payments: [{ regularHours: 2 }] }] }), 201).body;
    expectStatus(await as.post(`${w.base}/payrolls/${late.id}/approve`), 200);
    const next = expectStatus(await as.post('/v1/ach_files', { settlementDate: '2026-03-11' }), 201).body;
    expect(next).toMatchObject({ fileIdModifier: 'B', payrollIds: [late.id], entryCount: 3 });
    const nextText = (await client(raw, w.t.partner.key).get(`/v1/ach_files/${next.id}/download`)).text;
    expect(parseAndCheckNacha(nextText).file.idModifier).toBe('B');
    // The modifiers of the day (ACH_FILE_ID_MODIFIERS=AB) are used up.
    const third = expectStatus(await as.post(`${w.base}/payrolls`, { ...WEEK, frequency: 'Weekly', type: 'OffCycle', offCycleReason: 'Bonus', employeeItems: [{ employeeId: ana, payments: [{ regularHours: 1 }] }] }), 201).body;
    expectStatus(await as.post(`${w.base}/payrolls/${third.id}/approve`), 200);
    expect(expectStatus(await as.post('/v1/ach_files', { settlementDate: '2026-03-11' }), 409).body.code).toBe('ach_file_id_modifiers_exhausted');

    // Marked sent: the file and its entries; once only. The first file's bytes never changed.
    const sent = expectStatus(await as.post(`/v1/ach_files/${file.id}/mark_sent`), 200).body;
    expect(sent).toEqual({ ...summary, status: 'Sent', sentAt: '2026-03-02T15:00:00Z', entries: entries.map((e) => ({ ...e, status: 'Sent' })), heldCredits: [] });
    expect(expectStatus(await as.post(`/v1/ach_files/${file.id}/mark_sent`), 409).body.code).toBe('ach_file_already_sent');
    expect((await client(raw, w.t.partner.key).get(`/v1/ach_files/${file.id}/download`)).text).toBe(expected);

    // A deployment without ACH settings cuts nothing.
    const off = server.guard.wrap(createApp({ prisma: server.db.prisma, databaseKind: server.db.kind, config: testConfig({ databaseUrl: server.databaseUrl }), logger: createLogger('silent'), now: server.clock.now }));
    expect(expectStatus(await client(off, w.t.partner.key).post('/v1/ach_files', { settlementDate: '2026-03-11' }), 422).body.code).toBe('ach_not_enabled');
    await (off.locals.close as () => Promise<void>)();
    server.clock.reset();
  }, 60000);

  it('around Thanksgiving (Federal Reserve holiday, Thursday 2026-11-26): settlement two bank days before payday skips it, a payday on it is effective the day before', async () => {
    server.clock.set('2026-11-18T15:00:00.000Z');
    try {
      const w = await payrollWorld(server);
      const as = w.as();
      expectStatus(await as.post(`${w.base}/onboard/connect_bank_account`, { routingNumber: '011000015', accountNumber: FUNDING, type: 'Checking' }), 200);
      const ana = await w.employee('Ana', { lastName: 'Lopez' });
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
    server.clock.set(MONDAY);
    const IRS_ACCOUNT = '23401001';
    const TWC_ACCOUNT = '7700123';
    const taxAgencies = {
      IRS: { routingNumber: '021000021', accountNumber: IRS_ACCOUNT, accountType: 'Checking' as const, name: 'IRS', taxTypeCodes: { Form941: '94105', Form940: '09405' }, period: 'Quarter' as const },
      TX_TWC: { routingNumber: '121000358', accountNumber: TWC_ACCOUNT, accountType: 'Savings' as const, name: 'TEXAS WORKFORCE COMM', taxTypeCodes: { StateUnemployment: '0100' }, period: 'Quarter' as const },
    };
    const config = testConfig({ databaseUrl: server.databaseUrl, ach: { ...ACH, fileIdModifiers: 'T', taxAgencies } });
    const taxed = server.guard.wrap(createApp({ prisma: server.db.prisma, databaseKind: server.db.kind, config, logger: createLogger('silent'), now: server.clock.now }));
    const unrecorded = createApp({ prisma: server.db.prisma, databaseKind: server.db.kind, config, logger: createLogger('silent'), now: server.clock.now });
    try {
      const w = await payrollWorld(server);
      const as = client(taxed, w.t.partner.key);
      expectStatus(await as.patch(w.base, { taxId: '94-3187265' }), 200);
      expectStatus(await as.post(`${w.base}/onboard/tax_setup`, { federalFilerType: 'Form941', federalDepositSchedule: 'Semiweekly', stateTaxIds: [{ state: 'TX', unemploymentAccountNumber: '99-123456-7' }] }), 200);
      expectStatus(await as.post(`${w.base}/onboard/connect_bank_account`, { routingNumber: '011000015', accountNumber: FUNDING, type: 'Checking' }), 200);
      const ana = await w.employee('Ana', { lastName: 'Lopez' });
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

      const file = expectStatus(await as.post('/v1/ach_files', { settlementDate: '2026-03-11' }), 201).body;
      const txp941 = `TXP*943187265*94105*260331*1*${ss}*2*${medicare}*3*${fit}\\`;
      const txp940 = `TXP*943187265*09405*261231*T*${futa}\\`;
      const txpTx = `TXP*991234567*0100*260331*T*${sui}\\`;
      const tax = (seq: number, kind: string, amount: number, agency: string, addenda: string, code: number, lastFour: string, routing: string) => ({
        traceNumber: `02100002${zero(seq, 7)}`, kind, payrollId: created.id, companyId: w.t.company.id, itemId: null, bankAccountId: null, transactionCode: code, secCode: 'CCD', effectiveDate: '2026-03-13', amount, accountNumberLastFour: lastFour, status: 'Pending', agency, addenda, routing,
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
      const addenda = (txp: string, seq: number) => ['7', '05', txp.padEnd(80, ' '), '0001', zero(seq, 7)].join('');
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
        us_futa: '021000020000003',
        us_fica_ss: '021000020000004',
        us_fica_medicare: '021000020000004',
        us_fit: '021000020000004',
        tx_sui_er: '021000020000005',
      });
      expect(expectStatus(await as.post('/v1/ach_files', { settlementDate: '2026-03-11' }), 422).body.code).toBe('ach_nothing_to_file');
    } finally {
      await (taxed.locals.close as () => Promise<void>)();
      await (unrecorded.locals.close as () => Promise<void>)();
      server.clock.reset();
    }
  }, 60000);

  it('no SSN or full bank account number appeared in any recorded response body or log line', async () => {
    expect(await server.findLeaks()).toEqual([]);
  });
});
