// ACH files (docs/ach.md): the worked payroll of 3 workers (one employee split 10% savings / rest checking,
// one paid by paper check, one contractor) cut into a file asserted byte for byte against a file built here
// by hand from the NACHA record layouts, and parsed by an independent parser (@ach/ach: unit/nacha-parser.ts);
// the operations, partner-scoped (another partner's file is 404), and the file's immutability; the payment
// states after the file (Pending, Sent, Settled, Returned; Acknowledged files), a sent file paying its payrolls
// outside sandbox mode and not in it; a return file built by hand (R01 on the company debit, R03 on a credit,
// C01 on another, an unknown trace) applied once, with its failures, events, records and cash requirement rows,
// another partner touching nothing; reversing entries in the next file and NACHA's reversal window.
import type { Express } from 'express';
import { startTestServer, testConfig, type TestServer } from '@payroll/test-support';
import { createApp } from '../../src/app';
import type { AchConfig } from '../../src/config';
import { createLogger } from '../../src/lib/logger';
import { parseAndCheckNacha } from '../unit/nacha-parser';
import { client, expectStatus } from './fixtures';
import { MONDAY, payrollWorld, ROUTING, WEEK } from './payroll-fixtures';

const ACH: AchConfig = { odfiRoutingNumber: '021000021', odfiName: 'First Test Bank', companyId: '1987654321', companyName: 'Acme Payroll', fileIdModifiers: 'AB', settlementOffsetDays: 2 };
const FUNDING = '000555666777';
const ANA_CHECKING = '4400123456789';
const ANA_SAVINGS = '123456780001';
const DEE_ACCOUNT = '3849204821';

const pad = (s: string, n: number) => s.toUpperCase().padEnd(n, ' ');
const zero = (n: number | string, w: number) => String(n).padStart(w, '0');
const cents = (dollars: number) => Math.round(dollars * 100);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

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
    server.clock.set(MONDAY);
    const w = await payrollWorld(server);
    const as = w.as();
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
    expectStatus(await as.post(`${w.base}/contractors/${dee}/bank_accounts`, { routingNumber: ROUTING, accountNumber: DEE_ACCOUNT, type: 'Checking' }), 201);
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
    const companyName = 'Company One LLC';

    // The file by hand: NACHA record layouts, field by field.
    const idOf = (id: string) => pad(id.slice(id.indexOf('_') + 1, id.indexOf('_') + 16), 15);
    const entry = (code: string, routing: string, account: string, amountCents: number, id: string, name: string, seq: number) =>
      ['6', code, routing, pad(account, 17), zero(amountCents, 10), idOf(id), pad(name, 22), '  ', '0', '02100002' + zero(seq, 7)].join('');
    const hash = (...routings: string[]) => zero(routings.reduce((s, r) => s + Number(r.slice(0, 8)), 0) % 1e10, 10);
    const header = (sc: string, sec: string, eff: string, n: number) => ['5', sc, pad(companyName, 16).slice(0, 16), ' '.repeat(20), '1987654321', sec, 'PAYROLL   ', '      ', eff, '   ', '1', '02100002', zero(n, 7)].join('');
    const control = (sc: string, count: number, h: string, debit: number, credit: number, n: number) => ['8', sc, zero(count, 6), h, zero(debit, 12), zero(credit, 12), '1987654321', ' '.repeat(25), '02100002', zero(n, 7)].join('');
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
    expect(file).toEqual({ ...summary, entries });
    expect(expectStatus(await as.get(`/v1/ach_files/${file.id}`), 200).body).toEqual({ ...summary, entries });
    expect(expectStatus(await as.get('/v1/ach_files'), 200).body).toMatchObject({ totalResources: 1, results: [summary] });

    // Another partner: nothing of it, whatever the operation.
    const stranger = await payrollWorld(server);
    const theirs = stranger.as();
    expect(expectStatus(await theirs.get(`/v1/ach_files/${file.id}`), 404).body.code).toBe('not_found');
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

    // A file not sent cannot be acknowledged.
    expect(expectStatus(await as.post(`/v1/ach_files/${file.id}/acknowledge`), 409).body.code).toBe('ach_file_not_sent');
    // Marked sent: the file and its entries; once only. The first file's bytes never changed.
    expect(expectStatus(await as.get(`${w.base}/payrolls/${created.id}`), 200).body.status).toBe('Pending');
    const sent = expectStatus(await as.post(`/v1/ach_files/${file.id}/mark_sent`), 200).body;
    expect(sent).toEqual({ ...summary, status: 'Sent', sentAt: '2026-03-02T15:00:00Z', entries: entries.map((e) => ({ ...e, status: 'Sent' })) });
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

  it('a return file with R01 on the company debit, R03 on one credit and a C01 on another walks the states, failures, events and reports, once; reversals follow the window', async () => {
    server.clock.set('2026-03-16T15:00:00.000Z');
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
      ['payroll.status_changed', payroll.id],
      ['payroll.item_payment_failed', payroll.id],
      ['ach_return.recorded', r03],
      ['funding_failure.created', funding.id],
      ['ach_return.recorded', r01],
      ['bank_account.updated', leeAccount],
      ['ach_return.recorded', c01],
    ]);
    expect(events.slice(0, 2).map((e) => [(e.data as Json).status, (e.data as Json).itemId])).toEqual([['PartiallyPaid', undefined], ['PartiallyPaid', kimItem]]);
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
    expect(returns.totalResources).toBe(3);
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
    const stranger = await payrollWorld(server);
    const theirs = expectStatus(await record({ entries: [1, 2, 3, 4].map((n) => ({ originalTraceNumber: trace(n), code: 'R01' })) }, stranger.t.partner.key), 200).body;
    expect((theirs.results as Json[]).map((r) => r.outcome)).toEqual(Array(4).fill('UnknownTraceNumber'));
    expect(expectStatus(await stranger.as().get('/v1/ach_returns'), 200).body.totalResources).toBe(0);
    expect(expectStatus(await stranger.as().get(`/v1/ach_returns/${r01}`), 404).body.code).toBe('not_found');
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
