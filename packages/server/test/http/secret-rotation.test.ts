// Rotating ENCRYPTION_KEY (issue 12, point 4; README, "Production"): every value records the key that
// sealed it; after a rotation the previous key still decrypts, the new one encrypts, and
// `npm run secrets:reencrypt` (services/secret-rotation.ts) re-seals everything, after which the previous
// key can be dropped. Runs on each database: one app with the old key only (before the rotation), the
// harness app with the new key and the old one as previous (after it), then an app with the new key alone.
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import { createApp } from '../../src/app';
import { createLogger } from '../../src/lib/logger';
import { FIELD_CIPHERTEXT, FieldCipher, isSealedBlob } from '../../src/lib/secrets';
import type { Services } from '../../src/services';
import { reencryptSecrets, type ReencryptCounts } from '../../src/services/secret-rotation';
import { databasesFor, startTestServer, type TestServer, testConfig } from '@payroll/test-support';
import { client, createCompany, createPartner, expectStatus, issueKey, type Key } from './fixtures';

const OLD = 'test-encryption-key';
const NEW = 'rotated-encryption-key-0123456789abcdef';
const LOST = 'a-key-nobody-kept-any-more-0123456789';
const SSN = { employee: '123456789', legacy: '234567891', contractor: '345678912' };
const ACCOUNT = { employee: '000123454431', company: '000987651234', held: '000555444333' };
/** The text of an ACH file (its records would carry account numbers; this one needs none). */
const ACH_TEXT = '101 021000021 1987654321';

/** A field value as written before key ids: `v1.<iv>.<tag>.<ciphertext>`. */
function legacyV1(keyMaterial: string, plain: string): string {
  const key = createHash('sha256').update(keyMaterial, 'utf8').digest();
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return ['v1', iv.toString('base64url'), c.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

for (const database of databasesFor()) {
  const url = database.url();
  (url ? describe : describe.skip)(`ENCRYPTION_KEY rotation [${database.name}]`, () => {
    let server: TestServer;
    let before: Express;
    let newOnly: Express;
    let partner: { id: string; key: Key };
    let companyId: string;
    const ids: Record<string, string> = {};
    let hookRequest: () => request.Test;
    let hookResponse: { status: number; body: unknown };

    const extraApps: Express[] = [];
    const appWith = (encryptionKey: string, encryptionKeysPrevious: string[]): Express => {
      const config = testConfig({ databaseUrl: url!, encryptionKey, encryptionKeysPrevious, logLevel: 'info' });
      const app = createApp({ prisma: server.db.prisma, databaseKind: server.db.kind, config, logger: createLogger('info', server.guard.logSink), now: server.clock.now });
      extraApps.push(app);
      // Recorded by the harness's leak guard like the harness app.
      return server.guard.wrap(app);
    };

    /** Every sealed value in the database, as [table.column and row, value]. */
    const sealedValues = async (): Promise<string[]> => {
      const p = server.db.prisma;
      const values = [
        ...(await p.employee.findMany()).map((r) => r.ssnEncrypted),
        ...(await p.contractor.findMany()).map((r) => r.ssnEncrypted),
        ...(await p.bankAccount.findMany()).map((r) => r.accountNumberEncrypted),
        ...(await p.paymentChange.findMany()).flatMap((r) => (r.accounts as Array<{ accountNumberEncrypted: string }>).map((a) => a.accountNumberEncrypted)),
        ...(await p.webhookEndpoint.findMany()).map((r) => r.secretEncrypted),
        ...(await p.companyOnboardStep.findMany()).map((r) => (r.data as { accountNumberEncrypted?: string }).accountNumberEncrypted),
        ...(await p.achFile.findMany()).map((r) => r.contentEncrypted),
        ...(await p.achEntry.findMany()).map((r) => r.accountNumberEncrypted),
        ...(await p.filingFile.findMany()).map((r) => r.contentEncrypted),
        ...(await p.idempotencyRecord.findMany()).map((r) => r.responseBody),
      ];
      return values.filter((v): v is string => typeof v === 'string' && (FIELD_CIPHERTEXT.test(v) || isSealedBlob(v)));
    };

    beforeAll(async () => {
      // The harness app runs after the rotation: the new key encrypts, the old one still decrypts.
      server = await startTestServer(url!, { encryptionKey: NEW, encryptionKeysPrevious: [OLD] });
      before = appWith(OLD, []);
      newOnly = appWith(NEW, []);

      // Before the rotation: every kind of sealed value, written by the old key.
      partner = await createPartner(server, 'Rotation Partner');
      companyId = (await createCompany(server, partner.key)).id;
      const as = client(before, partner.key);
      const base = `/v1/companies/${companyId}`;
      ids.employee = expectStatus(await as.post(`${base}/employees`, { firstName: 'Maria', lastName: 'Lopez', startDate: '2026-01-05', ssn: SSN.employee }), 201).body.id;
      ids.legacy = expectStatus(await as.post(`${base}/employees`, { firstName: 'Ana', lastName: 'Ruiz', startDate: '2026-01-05' }), 201).body.id;
      ids.contractor = expectStatus(await as.post(`${base}/contractors`, { type: 'Individual', firstName: 'Devon', lastName: 'Okafor', ssn: SSN.contractor }), 201).body.id;
      ids.account = expectStatus(await as.post(`${base}/employees/${ids.employee}/bank_accounts`, { routingNumber: '121000358', accountNumber: ACCOUNT.employee, type: 'Checking' }), 201).body.id;
      // A payment change held from a hosted flow keeps the account number sealed until it is applied.
      const services = before.locals.services as Services;
      await services.paymentChanges.hold({ kind: 'Partner', apiKeyId: 'rotation', partnerId: partner.id }, companyId, { kind: 'employee', id: ids.legacy }, 'wfl_rotation', 'DirectDeposit', [
        { routingNumber: '121000358', accountNumber: ACCOUNT.held, type: 'Savings', priority: 1 },
      ]);
      expectStatus(await as.post(`${base}/onboard/connect_bank_account`, { routingNumber: '121000358', accountNumber: ACCOUNT.company, type: 'Checking' }), 200);
      hookRequest = () =>
        request(before).post('/v1/webhook_endpoints').set(partner.key.header, partner.key.value).set('Idempotency-Key', 'rotation-hook').send({ url: 'http://127.0.0.1:9/payroll' });
      const hook = expectStatus(await hookRequest(), 201);
      hookResponse = { status: hook.status, body: hook.body };
      ids.hook = hook.body.id;
      // An ACH file's text (docs/ach.md), sealed by the old key as the service seals it.
      await server.db.prisma.achFile.create({
        data: { id: 'ach_rotation', partnerId: partner.id, settlementDate: new Date('2026-03-11'), creationDate: new Date('2026-03-02'), fileIdModifier: 'R', contentEncrypted: new FieldCipher(OLD).encrypt(ACH_TEXT), sha256: '0'.repeat(64), entryHash: '0000000000', totalDebit: 0, totalCredit: 0, entryCount: 0, batchCount: 0, blockCount: 1 },
      });
      // One of its entries, with the account number it went to sealed (issue 36, F6).
      await server.db.prisma.achEntry.create({
        data: { id: 'ace_rotation', achFileId: 'ach_rotation', companyId, kind: 'Prenote', bankAccountId: ids.account, traceNumber: '021000020000001', transactionCode: 23, secCode: 'PPD', effectiveDate: new Date('2026-03-11'), amount: 0, routingNumber: '121000358', accountNumberLastFour: '4431', accountNumberEncrypted: new FieldCipher(OLD).encrypt(ACCOUNT.employee) },
      });
      // An EFW2 filing file's text (docs/filings.md: full SSNs), sealed by the old key as the service seals it.
      await server.db.prisma.filingFile.create({
        data: { id: 'fil_rotation', companyId, kind: 'EFW2', taxYear: 2025, contentEncrypted: new FieldCipher(OLD).encrypt(`RW${SSN.employee.replace(/-/g, '')}`), sha256: '0'.repeat(64), byteCount: 0, recordCount: 0, totals: {}, validation: { passed: true, checks: [] } },
      });
      // A value from before key ids existed.
      await server.db.prisma.employee.update({ where: { id: ids.legacy }, data: { ssnEncrypted: legacyV1(OLD, SSN.legacy), ssnLastFour: '7891' } });
    }, 60000);
    afterAll(async () => {
      for (const app of extraApps) await (app.locals.close as () => Promise<void>)();
      await server?.close();
    });

    it('before re-encryption: the values name the old key; with the old key as previous they all decrypt, and a stored response replays', async () => {
      const oldId = new FieldCipher(OLD).keyId;
      const values = await sealedValues();
      expect(values).toHaveLength(11);
      expect(values.filter((v) => v.startsWith(`v2.${oldId}.`) || v.startsWith(`b2.${oldId}.`))).toHaveLength(10);
      expect(values.filter((v) => v.startsWith('v1.'))).toHaveLength(1);
      const rotated = new FieldCipher(NEW, [OLD]);
      const employee = await server.db.prisma.employee.findUniqueOrThrow({ where: { id: ids.employee } });
      const legacy = await server.db.prisma.employee.findUniqueOrThrow({ where: { id: ids.legacy } });
      expect([rotated.decrypt(employee.ssnEncrypted!), rotated.decrypt(legacy.ssnEncrypted!)]).toEqual([SSN.employee, SSN.legacy]);

      // The rotated service replays the response the old key sealed, byte for byte.
      const replay = await request(server.app).post('/v1/webhook_endpoints').set(partner.key.header, partner.key.value).set('Idempotency-Key', 'rotation-hook').send({ url: 'http://127.0.0.1:9/payroll' });
      expect({ status: replay.status, body: replay.body, replayed: replay.headers['idempotent-replayed'] }).toEqual({ ...hookResponse, replayed: 'true' });
      // ... but the new key alone cannot: it names the key it lacks.
      expect(() => new FieldCipher(NEW).decrypt(employee.ssnEncrypted!)).toThrow(`value sealed by unknown key id ${new FieldCipher(OLD).keyId}`);

      // The new key encrypts what is written now.
      const fresh = expectStatus(await client(server.app, partner.key).post(`/v1/companies/${companyId}/employees`, { firstName: 'Lea', lastName: 'Kim', startDate: '2026-01-05', ssn: '456789123' }), 201).body.id;
      const row = await server.db.prisma.employee.findUniqueOrThrow({ where: { id: fresh } });
      expect(row.ssnEncrypted!.startsWith(`v2.${new FieldCipher(NEW).keyId}.`)).toBe(true);
    });

    it('the command re-seals everything not sealed by the new key, counts per table, and a second run finds nothing', async () => {
      const stamp = (await server.db.prisma.employee.findUniqueOrThrow({ where: { id: ids.employee } })).updatedAt;
      const seen: ReencryptCounts[] = [];
      const report = await reencryptSecrets(server.db.prisma, new FieldCipher(NEW, [OLD]), { batchSize: 1, onStore: (c) => seen.push(c) });
      const counts = (n: number) => ({ found: n, reencrypted: n, changedMeanwhile: 0, failed: 0, remaining: 0 });
      expect(report).toEqual({
        keyId: new FieldCipher(NEW).keyId,
        failures: [],
        stores: [
          { store: 'Employee.ssnEncrypted', ...counts(2) },
          { store: 'Contractor.ssnEncrypted', ...counts(1) },
          { store: 'BankAccount.accountNumberEncrypted', ...counts(1) },
          { store: 'PaymentChange.accounts[].accountNumberEncrypted', ...counts(1) },
          { store: 'WebhookEndpoint.secretEncrypted', ...counts(1) },
          { store: 'CompanyOnboardStep.data.accountNumberEncrypted', ...counts(1) },
          { store: 'AchFile.contentEncrypted', ...counts(1) },
          { store: 'AchEntry.accountNumberEncrypted', ...counts(1) },
          { store: 'FilingFile.contentEncrypted', ...counts(1) },
          { store: 'IdempotencyRecord.responseBody', ...counts(1) },
        ],
      });
      expect(seen).toEqual(report.stores);
      // Re-sealing changes no data, so not updatedAt either.
      expect((await server.db.prisma.employee.findUniqueOrThrow({ where: { id: ids.employee } })).updatedAt).toEqual(stamp);

      const again = await reencryptSecrets(server.db.prisma, new FieldCipher(NEW, [OLD]));
      expect(again.stores.map((c) => [c.store, c.found, c.reencrypted, c.remaining])).toEqual(report.stores.map((c) => [c.store, 0, 0, 0]));
    });

    it('after it the old key can be dropped: the new key alone opens every value, and the stored response still replays', async () => {
      const onlyNew = new FieldCipher(NEW);
      const values = await sealedValues();
      expect(values).toHaveLength(12);
      expect(values.every((v) => onlyNew.isCurrent(v))).toBe(true);
      const open = (v: string) => (isSealedBlob(v) ? onlyNew.openBlob(v) : onlyNew.decrypt(v));
      const clear = values.map(open);
      expect(clear).toEqual(expect.arrayContaining([SSN.employee, SSN.legacy, SSN.contractor, ACCOUNT.employee, ACCOUNT.company, ACCOUNT.held, ACH_TEXT, 'RW123456789', '456789123', expect.stringMatching(/^whsec_/)]));
      const employee = await server.db.prisma.employee.findUniqueOrThrow({ where: { id: ids.legacy } });
      expect(onlyNew.decrypt(employee.ssnEncrypted!)).toBe(SSN.legacy);

      const replay = await request(newOnly).post('/v1/webhook_endpoints').set(partner.key.header, partner.key.value).set('Idempotency-Key', 'rotation-hook').send({ url: 'http://127.0.0.1:9/payroll' });
      expect({ status: replay.status, body: replay.body, replayed: replay.headers['idempotent-replayed'] }).toEqual({ ...hookResponse, replayed: 'true' });
    });

    it('a value sealed by a key nobody holds is reported by row (never by value) and left as it is', async () => {
      const lost = new FieldCipher(LOST);
      const sealed = lost.encrypt(SSN.contractor);
      await server.db.prisma.contractor.update({ where: { id: ids.contractor }, data: { ssnEncrypted: sealed } });
      const report = await reencryptSecrets(server.db.prisma, new FieldCipher(NEW, [OLD]));
      expect(report.stores.find((c) => c.store === 'Contractor.ssnEncrypted')).toEqual({ store: 'Contractor.ssnEncrypted', found: 1, reencrypted: 0, changedMeanwhile: 0, failed: 1, remaining: 1 });
      expect(report.failures).toEqual([
        `Contractor.ssnEncrypted ${ids.contractor}: value sealed by unknown key id ${lost.keyId}; add the key that sealed it to ENCRYPTION_KEYS_PREVIOUS (known key ids: ${new FieldCipher(NEW).keyId}, ${new FieldCipher(OLD).keyId})`,
      ]);
      expect((await server.db.prisma.contractor.findUniqueOrThrow({ where: { id: ids.contractor } })).ssnEncrypted).toBe(sealed);
      // With the lost key found again, the same command finishes the job.
      const found = await reencryptSecrets(server.db.prisma, new FieldCipher(NEW, [LOST]));
      expect(found.stores.find((c) => c.store === 'Contractor.ssnEncrypted')).toMatchObject({ reencrypted: 1, failed: 0, remaining: 0 });
      expect(found.failures).toEqual([]);
    });

    it('text a company typed that looks sealed is not a secret: the rotation finishes and leaves it as written (issue 25, finding 4)', async () => {
      // Each looks like a value sealed by key id AAAAAAAA, which nobody holds, or sealed before key ids.
      const LOOKS = { fileName: 'b2.AAAAAAAA.x.pdf', account: 'v2.AAAAAAAA.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.AA', name: 'b1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' };
      const company = client(server.app, (await issueKey(server, 'Company', companyId)).key);
      const base = `/v1/companies/${companyId}`;
      const pdf = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');
      expectStatus(await company.post(`${base}/onboard/verification_documents`, { kind: 'VoidedCheck', fileName: LOOKS.fileName, contentType: 'application/pdf', base64Content: pdf }), 200);
      expectStatus(await company.post(`${base}/onboard/tax_setup`, { federalFilerType: 'Form941', federalDepositSchedule: 'Monthly', stateTaxIds: [{ state: 'CA', withholdingAccountNumber: LOOKS.account }] }), 200);
      const employee = expectStatus(await company.post(`${base}/employees`, { firstName: LOOKS.name, lastName: LOOKS.fileName, startDate: '2026-01-05' }), 201).body;
      // A stored response from before responses were sealed: the JSON itself, holding the same text.
      const legacy = { ...employee, firstName: LOOKS.name, lastName: LOOKS.fileName };
      await server.db.prisma.idempotencyRecord.create({
        data: { apiKeyId: 'key_legacy', key: 'legacy-employee', requestHash: 'h', status: 'Completed', responseStatus: 201, responseBody: legacy, expiresAt: new Date(Date.now() + 3_600_000) },
      });
      const stepData = async () => (await server.db.prisma.companyOnboardStep.findMany({ where: { companyId, step: { in: ['verificationDocuments', 'taxSetup'] } }, orderBy: { step: 'asc' } })).map((r) => r.data);
      const before = await stepData();

      const report = await reencryptSecrets(server.db.prisma, new FieldCipher(NEW, [OLD]));
      expect(report.failures).toEqual([]);
      expect(report.stores.map((c) => [c.store, c.failed, c.remaining])).toEqual(report.stores.map((c) => [c.store, 0, 0]));
      expect(await stepData()).toEqual(before);
      expect(before).toEqual([
        { federalFilerType: 'Form941', federalDepositSchedule: 'Monthly', stateTaxIds: [{ state: 'CA', withholdingAccountNumber: LOOKS.account }] },
        { documents: [expect.objectContaining({ kind: 'VoidedCheck', fileName: LOOKS.fileName })] },
      ]);
      expect((await server.db.prisma.idempotencyRecord.findUniqueOrThrow({ where: { apiKeyId_key: { apiKeyId: 'key_legacy', key: 'legacy-employee' } } })).responseBody).toEqual(legacy);
      expect(expectStatus(await company.get(`${base}/employees/${employee.id}`), 200).body).toMatchObject({ firstName: LOOKS.name, lastName: LOOKS.fileName });
      // The funding account's step keeps the rest of its data as it was.
      const connect = await server.db.prisma.companyOnboardStep.findUniqueOrThrow({ where: { companyId_step: { companyId, step: 'connectBankAccount' } } });
      expect(connect.data).toEqual({ routingNumber: '121000358', type: 'Checking', accountNumberLastFour: '1234', accountNumberEncrypted: expect.stringMatching(`^v2\\.${new FieldCipher(NEW).keyId}\\.`), documentId: expect.any(String) });
    });

    it('no secret appeared in any response body or log line (the leak guard holds both keys)', async () => {
      expect(await server.findLeaks()).toEqual([]);
    });
  });
}
