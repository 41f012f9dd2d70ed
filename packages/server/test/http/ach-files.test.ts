// ACH files (docs/ach.md): the worked payroll of 3 workers (one employee split 10% savings / rest checking,
// one paid by paper check, one contractor) cut into a file asserted byte for byte against a file built here
// by hand from the NACHA record layouts, and parsed by an independent parser (@ach/ach: unit/nacha-parser.ts);
// the operations, partner-scoped (another partner's file is 404), and the file's immutability.
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

  it('no SSN or full bank account number appeared in any recorded response body or log line', async () => {
    expect(await server.findLeaks()).toEqual([]);
  });
});
