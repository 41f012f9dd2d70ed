// Webhook endpoints (CRUD, validation, scope) and the delivery worker: a receiver on loopback gets a
// scripted scenario's events in order with valid signatures, failed attempts are retried with backoff
// until 24 hours have passed, every attempt is listed, several workers never send the same attempt,
// and pending deliveries survive a restart of the service (also one in the middle of an attempt).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { createApp } from '../../src/app';
import type { Config } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/database';
import { applyMigrations } from '../../src/db/migrate';
import { createLogger } from '../../src/lib/logger';
import { FieldCipher } from '../../src/lib/secrets';
import { createServices, type Services } from '../../src/services';
import { retryDelayMs } from '../../src/services/webhook-delivery';
import {
  databases,
  databasesFor,
  describeOnEveryDatabase,
  forEachDatabase,
  pgliteFolderFromTemplate,
  PUBLIC_TEST_ADDRESS,
  freePort,
  scriptedLookup,
  startReceiver,
  startTestServer,
  testClock,
  verifyWebhook,
  type Receiver,
  type TestClock,
  type TestServer,
  testConfig,
} from '@payroll/test-support';
import {
  ADDRESS,
  client,
  companyBody,
  createCompany,
  createCompanyWithKey,
  createCorporation,
  createPartner,
  expectFieldError,
  expectProblem,
  expectStatus,
  ids,
  operatorKey,
  type Key,
} from './fixtures';

const T0 = '2026-11-16T09:00:00Z';
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const SECRET = /^whsec_[A-Za-z0-9_-]{32}$/;

/** Every delivery the receiver got is signed with `secret` at the service clock's time, and names its event. */
function expectSigned(receiver: Receiver, secret: string, nowSeconds: number) {
  for (const r of receiver.received) {
    expect(r.headers['content-type']).toBe('application/json');
    expect(r.headers['webhook-id']).toBe(r.body.id);
    expect(r.headers['webhook-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhook(r.rawBody, String(r.headers['webhook-signature']), secret, nowSeconds)).toBe(true);
    // The signature covers the body and the time: another secret, body or time fails.
    expect(verifyWebhook(r.rawBody, String(r.headers['webhook-signature']), `${secret}x`, nowSeconds)).toBe(false);
    expect(verifyWebhook(`${r.rawBody} `, String(r.headers['webhook-signature']), secret, nowSeconds)).toBe(false);
    expect(verifyWebhook(r.rawBody, String(r.headers['webhook-signature']), secret, nowSeconds + 301)).toBe(false);
  }
}

// On the default database, with what is done at once on every database (docs/testing.md).
forEachDatabase('webhook endpoints and deliveries', (server) => {
  let receiver: Receiver;
  const services = () => server().app.locals.services as Services;
  const worker = () => services().webhookDelivery;
  const nowSeconds = () => server().clock.now().getTime() / 1000;
  const as = (k: Key) => client(server().app, k);
  const types = () => receiver.received.map((r) => r.body.type);

  /** A partner with an endpoint pointing at the receiver. */
  async function partnerWithEndpoint(name: string, body: Record<string, unknown> = {}) {
    const partner = await createPartner(server(), name);
    const created = expectStatus(await as(partner.key).post('/v1/webhook_endpoints', { url: receiver.url, ...body }), 201).body;
    return { partner, endpoint: created as { id: string; secret: string } & Record<string, unknown> };
  }

  const deliveries = async (k: Key, endpointId: string, query = '') =>
    expectStatus(await as(k).get(`/v1/webhook_endpoints/${endpointId}/deliveries${query}`), 200).body;

  beforeEach(async () => {
    server().clock.set(T0);
    receiver = await startReceiver();
  });

  afterEach(async () => {
    server().clock.reset();
    await receiver.close();
    // Endpoints of one test must not receive the next test's events (their pending deliveries go too).
    await server().db.prisma.webhookEndpoint.deleteMany();
  });

  describe('endpoints', () => {
    it('create shows the secret once; get, list and update never do; the secret is stored encrypted', async () => {
      const partner = await createPartner(server(), 'Hooked Partner');
      const res = expectStatus(
        await as(partner.key).post('/v1/webhook_endpoints', { url: 'https://hooks.example/payroll', eventTypes: ['payroll.approved', 'employee.created', 'payroll.approved'] }),
        201,
      );
      const id = res.body.id as string;
      expect(id).toMatch(/^whe_[0-9a-z]{16}$/);
      expect(res.headers.location).toBe(`/v1/webhook_endpoints/${id}`);
      const endpoint = { id, url: 'https://hooks.example/payroll', eventTypes: ['payroll.approved', 'employee.created'], active: true, createdAt: T0 };
      expect(res.body).toEqual({ ...endpoint, secret: expect.stringMatching(SECRET) });
      const secret = res.body.secret as string;

      const row = await server().db.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id } });
      expect(row.secretEncrypted).toMatch(/^v2\./);
      expect(JSON.stringify(row)).not.toContain(secret);
      expect(new FieldCipher('test-encryption-key').decrypt(row.secretEncrypted)).toBe(secret);

      expect(expectStatus(await as(partner.key).get(`/v1/webhook_endpoints/${id}`), 200).body).toEqual(endpoint);
      expect(expectStatus(await as(partner.key).get('/v1/webhook_endpoints'), 200).body).toEqual({
        hasResources: true,
        totalResources: 1,
        totalPages: 1,
        pageSize: 10,
        currentPage: 1,
        previousPage: null,
        nextPage: null,
        results: [endpoint],
      });
      const updated = expectStatus(await as(partner.key).patch(`/v1/webhook_endpoints/${id}`, { url: 'https://hooks.example/v2', eventTypes: [], active: false }), 200).body;
      expect(updated).toEqual({ ...endpoint, url: 'https://hooks.example/v2', eventTypes: [], active: false });
      expect(expectStatus(await as(partner.key).patch(`/v1/webhook_endpoints/${id}`, { active: true }), 200).body).toEqual({ ...updated, active: true });
      // Updates keep the secret.
      const after = await server().db.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id } });
      expect(new FieldCipher('test-encryption-key').decrypt(after.secretEncrypted)).toBe(secret);

      // Each endpoint has a secret of its own (paging: list-conformance.test.ts).
      const second = expectStatus(await as(partner.key).post('/v1/webhook_endpoints', { url: 'http://localhost:8080/hook' }), 201).body;
      expect(second).toEqual({ id: expect.stringMatching(/^whe_/), url: 'http://localhost:8080/hook', eventTypes: [], active: true, createdAt: T0, secret: expect.stringMatching(SECRET) });
      expect(second.secret).not.toBe(secret);
      expect(ids(await as(partner.key).get('/v1/webhook_endpoints'))).toEqual([id, second.id].sort((a, b) => (a < b ? -1 : 1)));
    });

    it('delete is 204, then the endpoint is 404 everywhere', async () => {
      const partner = await createPartner(server(), 'Deleting Partner');
      const id = expectStatus(await as(partner.key).post('/v1/webhook_endpoints', { url: 'https://hooks.example/a' }), 201).body.id as string;
      const res = expectStatus(await as(partner.key).delete(`/v1/webhook_endpoints/${id}`), 204);
      expect(res.text).toBe('');
      expectProblem(await as(partner.key).get(`/v1/webhook_endpoints/${id}`), 404, 'not_found');
      expectProblem(await as(partner.key).patch(`/v1/webhook_endpoints/${id}`, { active: false }), 404, 'not_found');
      expectProblem(await as(partner.key).delete(`/v1/webhook_endpoints/${id}`), 404, 'not_found');
      expectProblem(await as(partner.key).get(`/v1/webhook_endpoints/${id}/deliveries`), 404, 'not_found');
      expect(ids(await as(partner.key).get('/v1/webhook_endpoints'))).toEqual([]);
    });

    it("another partner's endpoint and an unknown id are 404; corporation and company keys are 403", async () => {
      const owner = await createPartner(server(), 'Owner Partner');
      const other = await createPartner(server(), 'Other Partner');
      const id = expectStatus(await as(owner.key).post('/v1/webhook_endpoints', { url: 'https://hooks.example/a' }), 201).body.id as string;
      for (const path of [`/v1/webhook_endpoints/${id}`, '/v1/webhook_endpoints/whe_unknown']) {
        const res = expectProblem(await as(other.key).get(path), 404, 'not_found');
        expect(res.detail).toBe(`Webhook endpoint ${path.split('/').pop()} was not found.`);
        expectProblem(await as(other.key).patch(path, { active: false }), 404, 'not_found');
        expectProblem(await as(other.key).delete(path), 404, 'not_found');
        expectProblem(await as(other.key).get(`${path}/deliveries`), 404, 'not_found');
      }
      expect(ids(await as(other.key).get('/v1/webhook_endpoints'))).toEqual([]);
      // Untouched by the other partner's attempts.
      expect(expectStatus(await as(owner.key).get(`/v1/webhook_endpoints/${id}`), 200).body.active).toBe(true);

      const corporation = await createCorporation(server(), owner.id, 'Hooks Corp');
      const company = await createCompanyWithKey(server(), owner.key, { legalName: 'Hooks Co LLC', corporationId: corporation.id });
      for (const k of [corporation.key, company.key]) {
        expectProblem(await as(k).get('/v1/webhook_endpoints'), 403, 'forbidden');
        expectProblem(await as(k).post('/v1/webhook_endpoints', { url: 'https://hooks.example/b' }), 403, 'forbidden');
        expectProblem(await as(k).get(`/v1/webhook_endpoints/${id}`), 403, 'forbidden');
        expectProblem(await as(k).patch(`/v1/webhook_endpoints/${id}`, { active: false }), 403, 'forbidden');
        expectProblem(await as(k).delete(`/v1/webhook_endpoints/${id}`), 403, 'forbidden');
        expectProblem(await as(k).get(`/v1/webhook_endpoints/${id}/deliveries`), 403, 'forbidden');
      }
      expectProblem(await client(server().app).get('/v1/webhook_endpoints'), 401, 'unauthenticated');
    });

    it('validation: http(s) only (plain http with WEBHOOK_ALLOW_PRIVATE_TARGETS, as here), no credentials or fragment, event types <resource>.<change>', async () => {
      const partner = await createPartner(server(), 'Validating Partner');
      const post = (body: unknown) => as(partner.key).post('/v1/webhook_endpoints', body);
      for (const url of ['ftp://hooks.example/payroll', 'https://user:pw@hooks.example/payroll', 'https://hooks.example/payroll#frag', 'file:///etc/passwd']) {
        const body = expectProblem(await post({ url }), 400, 'validation_failed');
        expect(body.errors).toEqual([{ field: 'body.url', message: expect.any(String), code: 'format' }]);
      }
      expectFieldError(await post({ url: 'not a url' }), 'body.url', 'format');
      expectFieldError(await post({}), 'body.url', 'required');
      expectFieldError(await post({ url: `https://hooks.example/${'a'.repeat(2048)}` }), 'body.url', 'maxLength');
      expectFieldError(await post({ url: 'https://hooks.example/a', secret: 'mine' }), 'body.secret', 'additionalProperties');
      const badTypes = expectProblem(await post({ url: 'https://hooks.example/a', eventTypes: ['payroll.approved', 'Payroll Approved', 'payroll'] }), 400, 'validation_failed');
      expect(badTypes.errors).toEqual([
        { field: 'body.eventTypes[1]', message: expect.any(String), code: 'pattern' },
        { field: 'body.eventTypes[2]', message: expect.any(String), code: 'pattern' },
      ]);
      // The test server runs with WEBHOOK_ALLOW_PRIVATE_TARGETS=true: plain http, loopback and private addresses pass.
      for (const url of ['http://localhost:3000/hook', 'http://127.0.0.1:9/hook', 'http://[::1]:9/hook', 'https://hooks.example/a?token=abc', 'http://hooks.example/payroll', 'http://10.0.0.1/hook', 'https://[fd12::1]/hook']) {
        expectStatus(await post({ url }), 201);
      }
      const id = expectStatus(await post({ url: 'https://hooks.example/b' }), 201).body.id as string;
      expectFieldError(await as(partner.key).patch(`/v1/webhook_endpoints/${id}`, { url: 'ftp://hooks.example/b' }), 'body.url', 'format');
      expectFieldError(await as(partner.key).patch(`/v1/webhook_endpoints/${id}`, { eventTypes: ['nope'] }), 'body.eventTypes[0]', 'pattern');
      expectProblem(await as(partner.key).patch(`/v1/webhook_endpoints/${id}`, {}), 400, 'validation_failed');
      expectFieldError(await as(partner.key).patch(`/v1/webhook_endpoints/${id}`, { active: 'yes' }), 'body.active', 'type');
      // Nothing changed through the refused updates.
      expect(expectStatus(await as(partner.key).get(`/v1/webhook_endpoints/${id}`), 200).body).toEqual({
        id,
        url: 'https://hooks.example/b',
        eventTypes: [],
        active: true,
        createdAt: T0,
      });
    });

    it('addresses webhooks may not reach are 422 webhook_url_not_allowed on body.url, on create and on update, even with WEBHOOK_ALLOW_PRIVATE_TARGETS', async () => {
      const partner = await createPartner(server(), 'Guarded Partner');
      const post = (url: string) => as(partner.key).post('/v1/webhook_endpoints', { url });
      const refused = [
        'https://169.254.169.254/latest/meta-data/', // cloud metadata
        'http://169.254.1.1/hook', // link-local
        'https://[fe80::1]/hook',
        'https://100.64.0.1/hook', // carrier-grade NAT
        'https://0.0.0.0/hook', // unspecified
        'https://[::]/hook',
        'https://224.0.0.1/hook', // multicast
        'https://[ff02::1]/hook',
        'https://255.255.255.255/hook', // broadcast
        'https://192.0.2.10/hook', // documentation
        'https://198.18.0.1/hook', // benchmarking
        'https://240.0.0.1/hook', // reserved
        'https://[::ffff:127.0.0.1]/hook', // IPv4-mapped, refused whatever it carries
        'https://[::ffff:169.254.169.254]/hook',
        'https://[::ffff:8.8.8.8]/hook',
        'https://[64:ff9b::a9fe:a9fe]/hook', // NAT64 of the metadata address
        'https://[2002:a9fe:a9fe::1]/hook', // 6to4 of the metadata address
        'https://[fd00:ec2::254]/hook', // AWS metadata over IPv6
        // Numeric spellings of 127.0.0.1 the URL parser turns into a dotted quad: refused as such.
        'http://2130706433/hook',
        'http://0177.0.0.1/hook',
        'http://0x7f.1/hook',
        'http://127.1/hook',
        'http://127.0.0.1./hook',
        'http://%31%32%37.0.0.1/hook',
        'http://0/hook',
      ];
      for (const url of refused) {
        const res = await post(url);
        const body = expectProblem(res, 422, 'webhook_url_not_allowed');
        expect([url, body.errors]).toEqual([url, [{ field: 'body.url', message: expect.stringMatching(/^is not allowed: /), code: 'webhook_url_not_allowed' }]]);
      }
      expect(expectProblem(await post('http://0x7f.1/hook'), 422, 'webhook_url_not_allowed').errors?.[0]?.message).toMatch(/numeric forms/);
      expect(expectProblem(await post('https://169.254.169.254/'), 422, 'webhook_url_not_allowed').errors?.[0]?.message).toBe(
        'is not allowed: the host resolves to a cloud metadata address, which webhooks may not be sent to',
      );
      // An IPv6 zone cannot be written in a URL at all.
      expectFieldError(await post('http://[fe80::1%25eth0]/hook'), 'body.url');
      expect(ids(await as(partner.key).get('/v1/webhook_endpoints'))).toEqual([]);

      const id = expectStatus(await post('https://hooks.example/ok'), 201).body.id as string;
      for (const url of ['https://169.254.169.254/', 'http://2130706433/', 'https://[::ffff:10.0.0.1]/']) {
        const body = expectProblem(await as(partner.key).patch(`/v1/webhook_endpoints/${id}`, { url, active: false }), 422, 'webhook_url_not_allowed');
        expect(body.errors).toEqual([{ field: 'body.url', message: expect.any(String), code: 'webhook_url_not_allowed' }]);
      }
      // Nothing changed through the refused updates; an update without a url does not resolve anything.
      expect(expectStatus(await as(partner.key).get(`/v1/webhook_endpoints/${id}`), 200).body).toEqual(expect.objectContaining({ url: 'https://hooks.example/ok', active: true }));
      expect(expectStatus(await as(partner.key).patch(`/v1/webhook_endpoints/${id}`, { url: 'https://hooks.example/v2' }), 200).body.url).toBe('https://hooks.example/v2');
    });
  });

  describe('deliveries', () => {
    it('a scripted scenario reaches the receiver in order, each event signed and identical to GET /events/{id}', async () => {
      const { partner, endpoint } = await partnerWithEndpoint('Scenario Partner');
      const company = await createCompany(server(), partner.key, { legalName: 'Scenario LLC' });
      const base = `/v1/companies/${company.id}`;
      const workplace = expectStatus(await as(partner.key).post(`${base}/workplaces`, { name: 'Yard', address: ADDRESS }), 201).body;
      const employee = expectStatus(
        await as(partner.key).post(`${base}/employees`, { firstName: 'Maria', lastName: 'Lopez', startDate: '2026-01-05', workplaces: [workplace.id], primaryWorkplaceId: workplace.id }),
        201,
      ).body;
      const timecard = expectStatus(await as(partner.key).post(`${base}/timecards/employees/clock_in`, { employeeId: employee.id, workplaceId: workplace.id }), 201).body;
      server().clock.advance(3 * HOUR);
      expectStatus(await as(partner.key).post(`${base}/timecards/employees/${timecard.id}/start_break`, { type: 'UnpaidMealBreak' }), 200);
      server().clock.advance(5 * HOUR);
      // Clock-out with the break still open writes timecard.break_ended and timecard.clocked_out in one transaction.
      expectStatus(await as(partner.key).post(`${base}/timecards/employees/${timecard.id}/clock_out`, {}), 200);
      // The week's payroll: created, then approved (start_payroll's onboarding is another suite's subject,
      // so the company is activated directly; that writes no event).
      await server().db.prisma.company.update({ where: { id: company.id }, data: { payrollActivated: true } });
      const payroll = expectStatus(
        await as(partner.key).post(`${base}/payrolls`, {
          periodStart: '2026-11-09',
          periodEnd: '2026-11-15',
          payday: '2026-11-27',
          frequency: 'Weekly',
          employeeItems: [{ employeeId: employee.id, payments: [{ payRate: 25, regularHours: 7.5 }] }],
        }),
        201,
      ).body;
      expect(expectStatus(await as(partner.key).post(`${base}/payrolls/${payroll.id}/approve`, {}), 200).body.status).toBe('Pending');

      expect(await worker().runOnce()).toEqual({ attempted: 9, delivered: 9, retrying: 0, failed: 0 });
      expect(types()).toEqual([
        'company.created',
        'workplace.created',
        'employee.created',
        'timecard.clocked_in',
        'timecard.break_started',
        'timecard.break_ended',
        'timecard.clocked_out',
        'payroll.created',
        'payroll.approved',
      ]);
      expect(receiver.received.map((r) => r.path)).toEqual(Array(9).fill('/hooks/payroll'));
      expect(receiver.received.map((r) => r.headers['user-agent'])).toEqual(Array(9).fill('payroll-webhooks/1.0'));
      expectSigned(receiver, endpoint.secret, nowSeconds());
      for (const r of receiver.received) {
        const event = expectStatus(await as(partner.key).get(`/v1/events/${r.body.id}`), 200);
        expect(r.rawBody).toBe(event.text);
      }
      expect(receiver.received.map((r) => r.body.resourceId)).toEqual([
        company.id,
        workplace.id,
        employee.id,
        timecard.id,
        timecard.id,
        timecard.id,
        timecard.id,
        payroll.id,
        payroll.id,
      ]);
      expect(receiver.received[6].body).toEqual(
        expect.objectContaining({ partnerId: partner.id, companyId: company.id, resourceType: 'Timecard', data: expect.objectContaining({ id: timecard.id, status: 'Completed' }) }),
      );

      // Everything is delivered once: another run sends nothing.
      expect(await worker().runOnce()).toEqual({ attempted: 0, delivered: 0, retrying: 0, failed: 0 });
      expect(receiver.received).toHaveLength(9);
      expect(receiver.received[8].body.data).toEqual(expect.objectContaining({ id: payroll.id, status: 'Pending', totals: expect.objectContaining({ employeeGross: 187.5 }) }));

      const log = await deliveries(partner.key, endpoint.id);
      expect(log.totalResources).toBe(9);
      const at = server().clock.now().toISOString();
      expect(log.results[0]).toEqual({
        id: expect.stringMatching(/^whd_/),
        webhookEndpointId: endpoint.id,
        eventId: receiver.received[0].body.id,
        eventType: 'company.created',
        status: 'Delivered',
        attemptCount: 1,
        nextAttemptAt: null,
        deliveredAt: at,
        createdAt: expect.any(String),
        attempts: [{ number: 1, at, statusCode: 200, durationMs: expect.any(Number), error: null }],
      });
      expect(log.results.map((d: { eventId: string }) => d.eventId)).toEqual(receiver.received.map((r) => r.body.id));
    });

    it('a 500 is retried after the backoff delay, holding the later events back; every attempt is listed', async () => {
      const { partner, endpoint } = await partnerWithEndpoint('Retry Partner');
      receiver.script(500);
      const company = await createCompany(server(), partner.key, { legalName: 'Retry LLC' });
      expect(await worker().runOnce()).toEqual({ attempted: 1, delivered: 0, retrying: 1, failed: 0 });
      const first = (await deliveries(partner.key, endpoint.id)).results[0];
      expect(first).toEqual({
        id: expect.stringMatching(/^whd_/),
        webhookEndpointId: endpoint.id,
        eventId: receiver.received[0].body.id,
        eventType: 'company.created',
        status: 'Pending',
        attemptCount: 1,
        nextAttemptAt: expect.any(String),
        deliveredAt: null,
        createdAt: expect.any(String),
        attempts: [{ number: 1, at: new Date(T0).toISOString(), statusCode: 500, durationMs: expect.any(Number), error: null }],
      });
      // The first retry comes between 30 and 60 seconds later (1 minute, with jitter).
      const due = new Date(first.nextAttemptAt).getTime() - new Date(T0).getTime();
      expect(due).toBeGreaterThanOrEqual(30 * SECOND);
      expect(due).toBeLessThanOrEqual(60 * SECOND);

      // A later event waits behind the pending one; nothing is sent before the retry is due.
      const workplace = expectStatus(await as(partner.key).post(`/v1/companies/${company.id}/workplaces`, { name: 'Depot', address: ADDRESS }), 201).body;
      server().clock.advance(due - SECOND);
      expect(await worker().runOnce()).toEqual({ attempted: 0, delivered: 0, retrying: 0, failed: 0 });
      expect(receiver.received).toHaveLength(1);

      server().clock.advance(SECOND);
      expect(await worker().runOnce()).toEqual({ attempted: 2, delivered: 2, retrying: 0, failed: 0 });
      expect(types()).toEqual(['company.created', 'company.created', 'workplace.created']);
      expect(receiver.received[1].rawBody).toBe(receiver.received[0].rawBody);
      expect(receiver.received[1].headers['webhook-id']).toBe(receiver.received[0].headers['webhook-id']);
      // Each attempt is signed at its own time.
      expect(receiver.received[1].headers['webhook-signature']).not.toBe(receiver.received[0].headers['webhook-signature']);
      expectSigned(receiver, endpoint.secret, nowSeconds());
      expect(receiver.received[2].body.resourceId).toBe(workplace.id);

      const log = await deliveries(partner.key, endpoint.id);
      const retriedAt = server().clock.now().toISOString();
      expect(log.results[0]).toEqual({
        ...first,
        status: 'Delivered',
        attemptCount: 2,
        nextAttemptAt: null,
        deliveredAt: retriedAt,
        attempts: [first.attempts[0], { number: 2, at: retriedAt, statusCode: 200, durationMs: expect.any(Number), error: null }],
      });
      expect(await deliveries(partner.key, endpoint.id, '?status=Pending')).toEqual(expect.objectContaining({ totalResources: 0, results: [] }));
      expect((await deliveries(partner.key, endpoint.id, `?eventId=${first.eventId}`)).results.map((d: { id: string }) => d.id)).toEqual([first.id]);
      expect((await deliveries(partner.key, endpoint.id, '?status=Delivered&pageSize=1&page=2')).results.map((d: { eventType: string }) => d.eventType)).toEqual([
        'workplace.created',
      ]);
      expectFieldError(await as(partner.key).get(`/v1/webhook_endpoints/${endpoint.id}/deliveries?status=Lost`), 'query.status', 'enum');
    });

    it('a timeout, a refused connection and a redirect are failed attempts with their reason', async () => {
      const fast = worker().withOptions({ timeoutMs: 300 });
      // Timeout: the receiver holds its answer past the deadline.
      const slow = await partnerWithEndpoint('Slow Partner');
      receiver.script('hold');
      await createCompany(server(), slow.partner.key, { legalName: 'Slow LLC' });
      expect(await fast.runOnce()).toEqual({ attempted: 1, delivered: 0, retrying: 1, failed: 0 });
      receiver.release();
      const timedOut = (await deliveries(slow.partner.key, slow.endpoint.id)).results[0].attempts[0];
      expect(timedOut).toEqual({ number: 1, at: expect.any(String), statusCode: null, durationMs: expect.any(Number), error: 'timeout after 0.3 s' });
      expect(timedOut.durationMs).toBeGreaterThanOrEqual(250);

      // Refused: nothing listens on the port.
      const closed = await createPartner(server(), 'Closed Partner');
      const port = await freePort();
      const endpoint = expectStatus(await as(closed.key).post('/v1/webhook_endpoints', { url: `http://127.0.0.1:${port}/hook` }), 201).body;
      await createCompany(server(), closed.key, { legalName: 'Closed LLC' });
      // The default 10 s deadline from here on: on a loaded machine 0.3 s can pass before the receiver's answer
      // is read (the receiver runs in this process), which turned a redirect into a timeout once.
      expect(await worker().runOnce()).toEqual({ attempted: 1, delivered: 0, retrying: 1, failed: 0 });
      expect((await deliveries(closed.key, endpoint.id)).results[0].attempts).toEqual([
        { number: 1, at: expect.any(String), statusCode: null, durationMs: expect.any(Number), error: 'connection refused' },
      ]);

      // A redirect is not followed.
      const moved = await partnerWithEndpoint('Moved Partner');
      receiver.script(302);
      await createCompany(server(), moved.partner.key, { legalName: 'Moved LLC' });
      expect(await worker().runOnce()).toEqual({ attempted: 1, delivered: 0, retrying: 1, failed: 0 });
      expect((await deliveries(moved.partner.key, moved.endpoint.id)).results[0].attempts).toEqual([
        { number: 1, at: expect.any(String), statusCode: 302, durationMs: expect.any(Number), error: 'redirect not followed' },
      ]);
    });

    it('retries with exponential backoff and jitter until an attempt fails 24 hours after the first, then Failed; the next event goes on', async () => {
      const { partner, endpoint } = await partnerWithEndpoint('Failing Partner');
      receiver.script(...Array<number>(200).fill(503));
      const company = await createCompany(server(), partner.key, { legalName: 'Failing LLC' });
      const start = server().clock.now().getTime();
      const attemptTimes: number[] = [];
      for (let i = 0; i < 200; i++) {
        attemptTimes.push(server().clock.now().getTime());
        const summary = await worker().runOnce();
        expect(summary.attempted).toBe(1);
        const row = await server().db.prisma.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } });
        if (row.status === 'Failed') break;
        expect(summary).toEqual({ attempted: 1, delivered: 0, retrying: 1, failed: 0 });
        server().clock.set(row.nextAttemptAt!);
      }
      const gaps = attemptTimes.slice(1).map((t, i) => t - attemptTimes[i]);
      gaps.forEach((gap, i) => {
        const ceiling = Math.min(HOUR, MINUTE * 2 ** i);
        expect(gap).toBeGreaterThanOrEqual(ceiling / 2);
        expect(gap).toBeLessThanOrEqual(ceiling);
      });
      // The last attempt came 24 hours or more after the first, the one before it less.
      expect(attemptTimes[attemptTimes.length - 1] - start).toBeGreaterThanOrEqual(24 * HOUR);
      expect(attemptTimes[attemptTimes.length - 2] - start).toBeLessThan(24 * HOUR);
      expect(receiver.received).toHaveLength(attemptTimes.length);

      const failed = (await deliveries(partner.key, endpoint.id)).results[0];
      expect(failed).toEqual(expect.objectContaining({ status: 'Failed', attemptCount: attemptTimes.length, nextAttemptAt: null, deliveredAt: null }));
      expect(failed.attempts.map((a: { statusCode: number }) => a.statusCode)).toEqual(Array(attemptTimes.length).fill(503));
      expect(failed.attempts.map((a: { at: string }) => new Date(a.at).getTime())).toEqual(attemptTimes);

      // A failed delivery no longer holds the endpoint back.
      receiver.clearScript();
      expectStatus(await as(partner.key).patch(`/v1/companies/${company.id}`, { tradeName: 'Still Here' }), 200);
      expect(await worker().runOnce()).toEqual({ attempted: 1, delivered: 1, retrying: 0, failed: 0 });
      expect(types().slice(-1)).toEqual(['company.updated']);
    });

    it('event type filters, the active flag, and scope: an endpoint gets only its partner’s matching events', async () => {
      const { partner, endpoint } = await partnerWithEndpoint('Filtering Partner', { eventTypes: ['employee.created', 'company.updated'] });
      const corporation = await createCorporation(server(), partner.id, 'Filtering Corp');
      const company = await createCompany(server(), partner.key, { legalName: 'In Corp LLC', corporationId: corporation.id });
      // Another partner's events never reach this endpoint.
      const stranger = await createPartner(server(), 'Stranger Partner');
      const strangerCompany = await createCompany(server(), stranger.key, { legalName: 'Stranger LLC' });
      expectStatus(await as(stranger.key).patch(`/v1/companies/${strangerCompany.id}`, { tradeName: 'Strange' }), 200);
      // A company created through the corporation key belongs to the partner too.
      const viaCorp = await createCompany(server(), corporation.key, { legalName: 'Via Corp LLC' });
      expectStatus(await as(corporation.key).patch(`/v1/companies/${viaCorp.id}`, { tradeName: 'Via' }), 200);
      expectStatus(await as(partner.key).patch(`/v1/companies/${company.id}`, { tradeName: 'Filtered' }), 200);
      expect(await worker().runOnce()).toEqual({ attempted: 2, delivered: 2, retrying: 0, failed: 0 });
      expect(receiver.received.map((r) => [r.body.type, r.body.resourceId])).toEqual([
        ['company.updated', viaCorp.id],
        ['company.updated', company.id],
      ]);

      // Pending deliveries of an inactive endpoint are held; events written while inactive are not queued.
      const before = receiver.received.length;
      expectStatus(await as(partner.key).post(`/v1/companies/${company.id}/employees`, { firstName: 'Ann', lastName: 'Held', startDate: '2026-01-05' }), 201);
      expectStatus(await as(partner.key).patch(`/v1/webhook_endpoints/${endpoint.id}`, { active: false }), 200);
      expectStatus(await as(partner.key).post(`/v1/companies/${company.id}/employees`, { firstName: 'Bob', lastName: 'Unseen', startDate: '2026-01-05' }), 201);
      expect(await worker().runOnce()).toEqual({ attempted: 0, delivered: 0, retrying: 0, failed: 0 });
      expect((await deliveries(partner.key, endpoint.id, '?status=Pending')).totalResources).toBe(1);
      expectStatus(await as(partner.key).patch(`/v1/webhook_endpoints/${endpoint.id}`, { active: true }), 200);
      expect(await worker().runOnce()).toEqual({ attempted: 1, delivered: 1, retrying: 0, failed: 0 });
      expect(receiver.received.slice(before).map((r) => [r.body.type, (r.body.data as { firstName: string }).firstName])).toEqual([['employee.created', 'Ann']]);

      // New event types apply from then on; an empty list means all.
      expectStatus(await as(partner.key).patch(`/v1/webhook_endpoints/${endpoint.id}`, { eventTypes: [] }), 200);
      expectStatus(await as(partner.key).post(`/v1/companies/${company.id}/workplaces`, { name: 'All Yard', address: ADDRESS }), 201);
      expect(await worker().runOnce()).toEqual({ attempted: 1, delivered: 1, retrying: 0, failed: 0 });
      expect(types().slice(-1)).toEqual(['workplace.created']);
      expectSigned(receiver, endpoint.secret, nowSeconds());
    });

    it('a new url applies to pending deliveries; deleting the endpoint drops them', async () => {
      const { partner, endpoint } = await partnerWithEndpoint('Moving Partner');
      const old = receiver;
      old.script(500);
      await createCompany(server(), partner.key, { legalName: 'Moving LLC' });
      expect(await worker().runOnce()).toEqual({ attempted: 1, delivered: 0, retrying: 1, failed: 0 });
      const next = await startReceiver();
      try {
        expectStatus(await as(partner.key).patch(`/v1/webhook_endpoints/${endpoint.id}`, { url: next.url }), 200);
        server().clock.advance(HOUR);
        expect(await worker().runOnce()).toEqual({ attempted: 1, delivered: 1, retrying: 0, failed: 0 });
        expect(next.received.map((r) => r.body.type)).toEqual(['company.created']);
        expect(old.received).toHaveLength(1);
      } finally {
        await next.close();
      }

      const gone = await partnerWithEndpoint('Gone Partner');
      receiver.script(500);
      await createCompany(server(), gone.partner.key, { legalName: 'Gone LLC' });
      expect(await worker().runOnce()).toEqual({ attempted: 1, delivered: 0, retrying: 1, failed: 0 });
      expectStatus(await as(gone.partner.key).delete(`/v1/webhook_endpoints/${gone.endpoint.id}`), 204);
      expect(await server().db.prisma.webhookDelivery.count({ where: { endpointId: gone.endpoint.id } })).toBe(0);
      expect(await server().db.prisma.webhookDeliveryAttempt.count({ where: { delivery: { endpointId: gone.endpoint.id } } })).toBe(0);
      server().clock.advance(HOUR);
      expect(await worker().runOnce()).toEqual({ attempted: 0, delivered: 0, retrying: 0, failed: 0 });
      // The events themselves stay.
      expect(ids(await as(gone.partner.key).get('/v1/events'))).toHaveLength(1);
    });

    it('a secret that cannot be decrypted (ENCRYPTION_KEY changed) is a failed attempt, nothing sent, retried on the schedule until Failed', async () => {
      const { partner, endpoint } = await partnerWithEndpoint('Locked Out Partner');
      await server().db.prisma.webhookEndpoint.update({ where: { id: endpoint.id }, data: { secretEncrypted: new FieldCipher('a-key-since-lost').encrypt('whsec_lost') } });
      const company = await createCompany(server(), partner.key, { legalName: 'Locked Out LLC' });
      expect(await worker().runOnce()).toEqual({ attempted: 1, delivered: 0, retrying: 1, failed: 0 });
      expect(receiver.received).toHaveLength(0);
      const first = (await deliveries(partner.key, endpoint.id)).results[0];
      expect(first).toEqual(
        expect.objectContaining({
          status: 'Pending',
          attemptCount: 1,
          attempts: [{ number: 1, at: new Date(T0).toISOString(), statusCode: null, durationMs: expect.any(Number), error: 'signing secret cannot be decrypted' }],
        }),
      );
      const due = new Date(first.nextAttemptAt).getTime() - new Date(T0).getTime();
      expect(due).toBeGreaterThanOrEqual(30 * SECOND);
      expect(due).toBeLessThanOrEqual(60 * SECOND);
      // The claim was given up with the attempt: nothing is leased.
      expect(await server().db.prisma.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } })).toEqual(expect.objectContaining({ lockToken: null, lockedUntil: null }));

      // Once an attempt fails 24 hours after the first, the delivery is Failed and the next event goes on.
      server().clock.advance(24 * HOUR);
      expect(await worker().runOnce()).toEqual({ attempted: 1, delivered: 0, retrying: 0, failed: 1 });
      expectStatus(await as(partner.key).patch(`/v1/companies/${company.id}`, { tradeName: 'Next' }), 200);
      expect(await worker().runOnce()).toEqual({ attempted: 1, delivered: 0, retrying: 1, failed: 0 });
      const log = await deliveries(partner.key, endpoint.id);
      expect(log.results.map((d: { eventType: string; status: string; attempts: Array<{ error: string }> }) => [d.eventType, d.status, d.attempts.map((a) => a.error)])).toEqual([
        ['company.created', 'Failed', ['signing secret cannot be decrypted', 'signing secret cannot be decrypted']],
        ['company.updated', 'Pending', ['signing secret cannot be decrypted']],
      ]);
      expect(receiver.received).toHaveLength(0);
    });
  });

  // On every database (docs/testing.md, "Which database runs what"): what is done at once, on separate connections
  // on PostgreSQL and taking turns on PGlite's one. The rest of the suite is the same SQL on either: the default one.
  describeOnEveryDatabase('at once: concurrent creates, concurrent attempts, several workers', () => {
    it('a partner has at most 20 webhook endpoints: one more is 409 webhook_endpoint_limit_reached, also when created at once', async () => {
      const partner = await createPartner(server(), 'Capped Partner');
      const post = (n: number) => as(partner.key).post('/v1/webhook_endpoints', { url: `https://hooks.example/${n}` });
      for (let n = 0; n < 18; n++) expectStatus(await post(n), 201);
      // Five at once with 18 registered: exactly two get in.
      const racing = await Promise.all([18, 19, 20, 21, 22].map(post));
      expect(racing.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409]);
      for (const res of racing.filter((r) => r.status === 409)) {
        expect(expectProblem(res, 409, 'webhook_endpoint_limit_reached').detail).toBe(
          'A partner may have at most 20 webhook endpoints; delete one before registering another.',
        );
      }
      expect(await server().db.prisma.webhookEndpoint.count({ where: { partnerId: partner.id } })).toBe(20);
      expectProblem(await post(23), 409, 'webhook_endpoint_limit_reached');
      // Another partner is not affected; after a delete there is room for one again.
      const other = await createPartner(server(), 'Uncapped Partner');
      expectStatus(await as(other.key).post('/v1/webhook_endpoints', { url: 'https://hooks.example/other' }), 201);
      const first = ids(await as(partner.key).get('/v1/webhook_endpoints?pageSize=1'))[0];
      expectStatus(await as(partner.key).delete(`/v1/webhook_endpoints/${first}`), 204);
      expectStatus(await post(24), 201);
      expectProblem(await post(25), 409, 'webhook_endpoint_limit_reached');
    });

    it("a dead endpoint of one partner does not hold back another partner's deliveries, and one partner has at most perPartnerConcurrency attempts under way", async () => {
      const other = await startReceiver();
      try {
        // Partner A: three endpoints that do not answer (until released); B: one endpoint that answers at once.
        const a = await createPartner(server(), 'Stalled Partner');
        for (let i = 0; i < 3; i++) expectStatus(await as(a.key).post('/v1/webhook_endpoints', { url: `${receiver.url}?n=${i}` }), 201);
        const b = await createPartner(server(), 'Flowing Partner');
        const bEndpoint = expectStatus(await as(b.key).post('/v1/webhook_endpoints', { url: other.url }), 201).body;
        receiver.script('hold', 'hold');
        await createCompany(server(), a.key, { legalName: 'Stalled LLC' });
        const run = worker().withOptions({ timeoutMs: 20_000, concurrency: 4, perPartnerConcurrency: 2, pollMs: 20 }).runOnce();
        // A's first two attempts are under way (held by the receiver); the third endpoint waits for a turn of A's.
        await receiver.waitFor(2);
        // B's events, written while A's attempts hang, are sent one after the other (each after the previous was recorded).
        const company = await createCompany(server(), b.key, { legalName: 'Flowing LLC' });
        for (let i = 0; i < 3; i++) expectStatus(await as(b.key).post(`/v1/companies/${company.id}/workplaces`, { name: `Dock ${i}`, address: ADDRESS }), 201);
        await other.waitFor(4);
        // B's fourth request arrived, so its first three were recorded Delivered; A's attempts are all still under way.
        const bLog = await deliveries(b.key, bEndpoint.id);
        expect(bLog.results.slice(0, 3).map((d: { status: string }) => d.status)).toEqual(['Delivered', 'Delivered', 'Delivered']);
        const aRows = await server().db.prisma.webhookDelivery.findMany({ where: { endpoint: { partnerId: a.id } } });
        expect(aRows.map((d) => [d.status, d.attemptCount])).toEqual([
          ['Pending', 0],
          ['Pending', 0],
          ['Pending', 0],
        ]);
        // Never more than two of A's at once: the third endpoint got nothing yet.
        expect(receiver.received).toHaveLength(2);
        receiver.release();
        expect(await run).toEqual({ attempted: 7, delivered: 7, retrying: 0, failed: 0 });
        expect(receiver.received).toHaveLength(3);
        expect(other.received.map((r) => r.body.type)).toEqual(['company.created', 'workplace.created', 'workplace.created', 'workplace.created']);
      } finally {
        receiver.release();
        await other.close();
      }
    });

    it('a claim that read the deliveries before an attempt under way was recorded does not end the run: the endpoint\'s next event is sent in the same run', async () => {
      // The race of a loaded machine, made certain: every claim that finds nothing while an attempt is
      // under way answers only after that attempt was recorded (its snapshot still shows the endpoint's
      // earlier event pending, so the next one was not yet claimable).
      const { partner } = await partnerWithEndpoint('Late Claim Partner');
      const company = await createCompany(server(), partner.key, { legalName: 'Late Claim LLC' });
      expectStatus(await as(partner.key).patch(`/v1/companies/${company.id}`, { tradeName: 'Late' }), 200);
      const prisma = server().db.prisma;
      let underWay = 0;
      let recorded: () => void = () => undefined;
      const slowClaims = new Proxy(prisma, {
        get(target, prop) {
          if (prop === '$queryRaw') {
            return async (strings: TemplateStringsArray, ...values: unknown[]) => {
              const rows = (await target.$queryRaw(strings, ...values)) as unknown[];
              if (!strings[0].includes('SET "lockedUntil"')) return rows;
              if (rows.length) underWay++;
              else if (underWay > 0) {
                await new Promise<void>((resolve) => (recorded = resolve));
                await new Promise((resolve) => setTimeout(resolve, 20));
              }
              return rows;
            };
          }
          if (prop === '$transaction') {
            return async (...args: unknown[]) => {
              const result = await (target.$transaction as (...a: unknown[]) => Promise<unknown>)(...args);
              underWay--;
              recorded();
              return result;
            };
          }
          const value: unknown = Reflect.get(target, prop, target);
          return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
        },
      });
      const config = { encryptionKey: 'test-encryption-key', rateLimit: { limit: 1000, windowSeconds: 60 }, allowPrivateWebhookTargets: true } as Config;
      const slow = createServices({ prisma: slowClaims, config, databaseKind: server().db.kind, now: server().clock.now }).webhookDelivery;
      expect(await slow.runOnce()).toEqual({ attempted: 2, delivered: 2, retrying: 0, failed: 0 });
      expect(types()).toEqual(['company.created', 'company.updated']);
    });

    it('several workers (separate database connections on PostgreSQL) never send the same attempt, and keep each endpoint in order', async () => {
      const partners = await Promise.all(['A', 'B', 'C'].map((n) => partnerWithEndpoint(`Parallel Partner ${n}`)));
      for (const { partner } of partners) {
        const company = await createCompany(server(), partner.key, { legalName: `Parallel ${partner.name} LLC` });
        for (let i = 0; i < 5; i++) expectStatus(await as(partner.key).post(`/v1/companies/${company.id}/workplaces`, { name: `Yard ${i}`, address: ADDRESS }), 201);
      }
      // On PostgreSQL two more workers, each on a connection pool of its own, as other processes would be.
      const connections: Database[] = [];
      let others: Services[] = [services()];
      if (server().db.kind === 'postgres') {
        connections.push(await openDatabase(server().databaseUrl), await openDatabase(server().databaseUrl));
        const config = { encryptionKey: 'test-encryption-key', rateLimit: { limit: 1000, windowSeconds: 60 }, allowPrivateWebhookTargets: true } as Config;
        others = connections.map((db) => createServices({ prisma: db.prisma, config, databaseKind: 'postgres', now: server().clock.now }));
      }
      try {
        const workers = [worker(), ...others.map((s) => s.webhookDelivery.withOptions({ concurrency: 1, maxAttempts: 1 }))];
        let attempted = 0;
        for (let round = 0; round < 40 && attempted < 18; round++) {
          const results = await Promise.all([...workers, ...workers].map((w) => w.runOnce()));
          attempted += results.reduce((n, r) => n + r.attempted, 0);
        }
        expect(attempted).toBe(18);
        expect(receiver.received).toHaveLength(18);
        for (const { partner } of partners) {
          const got = receiver.received.filter((r) => r.body.partnerId === partner.id);
          const events = expectStatus(await as(partner.key).get('/v1/events?pageSize=100'), 200).body.results as Array<{ id: string }>;
          expect(got.map((r) => r.body.id)).toEqual(events.map((e) => e.id));
          expect(new Set(got.map((r) => r.body.id)).size).toBe(6);
        }
      } finally {
        for (const db of connections) await db.close();
      }
    });
  });
});

/** The service restarted: a new app (and worker) on the same database, as a new process would be. */
describe('pending deliveries survive a restart of the service', () => {
  for (const database of databases) {
    const base = database.url();
    const run = base ? it : it.skip;
    run(`[${database.name}${base ? '' : ': SKIPPED, TEST_DATABASE_URL is not set'}] stopped mid-retry and mid-attempt, a new service delivers what was pending`, async () => {
      let url: string;
      let cleanup: () => Promise<void>;
      if (base!.startsWith('postgres')) {
        const schema = `t_${randomBytes(6).toString('hex')}`;
        const u = new URL(base!);
        u.searchParams.set('schema', schema);
        url = u.toString();
        cleanup = async () => {
          const pool = new Pool({ connectionString: base, max: 1 });
          await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
          await pool.end();
        };
      } else {
        // A folder (the second service opens it again) holding the migrated template: no initdb, no migrations to apply.
        const dir = mkdtempSync(join(tmpdir(), 'payroll-webhooks-'));
        url = `file:${join(dir, 'db')}`;
        await pgliteFolderFromTemplate(join(dir, 'db'));
        cleanup = async () => rmSync(dir, { recursive: true, force: true });
      }
      const clock = testClock();
      clock.set(T0);
      const receiver = await startReceiver();
      const running: Array<{ db: Database; closed: boolean }> = [];
      const start = async (c: TestClock) => {
        const db = await openDatabase(url);
        await applyMigrations(db);
        const config = testConfig({ databaseUrl: url });
        const app = createApp({ prisma: db.prisma, databaseKind: db.kind, config, logger: createLogger('silent'), now: c.now });
        const entry = { db, closed: false };
        running.push(entry);
        return {
          app,
          worker: (app.locals.services as Services).webhookDelivery,
          stop: async () => {
            entry.closed = true;
            await (app.locals.close as () => Promise<void>)();
            await db.close();
          },
        };
      };
      try {
        // Service 1: a partner, an endpoint, an event whose first attempt is answered 500, and one more event behind it.
        const first = await start(clock);
        const partnerRes = expectStatus(await client(first.app, operatorKey).post('/v1/operator/partners', { name: 'Restart Partner' }), 201).body;
        const partner: Key = { kind: 'Partner', header: 'X-API-key', value: partnerRes.apiKey };
        const endpoint = expectStatus(await client(first.app, partner).post('/v1/webhook_endpoints', { url: receiver.url }), 201).body;
        receiver.script(500);
        const company = expectStatus(await client(first.app, partner).post('/v1/companies', companyBody({ legalName: 'Restart LLC' })), 201).body;
        expect(await first.worker.runOnce()).toEqual({ attempted: 1, delivered: 0, retrying: 1, failed: 0 });
        expectStatus(await client(first.app, partner).patch(`/v1/companies/${company.id}`, { tradeName: 'Restarted' }), 200);
        await first.stop();

        // Service 2 on the same database: the retry and the event behind it are delivered once due.
        const second = await start(clock);
        expect(await second.worker.runOnce()).toEqual({ attempted: 0, delivered: 0, retrying: 0, failed: 0 });
        clock.advance(MINUTE);
        expect(await second.worker.runOnce()).toEqual({ attempted: 2, delivered: 2, retrying: 0, failed: 0 });
        expect(receiver.received.map((r) => [r.body.type, r.body.resourceId])).toEqual([
          ['company.created', company.id],
          ['company.created', company.id],
          ['company.updated', company.id],
        ]);
        expectSigned(receiver, endpoint.secret, clock.now().getTime() / 1000);
        const log = expectStatus(await client(second.app, partner).get(`/v1/webhook_endpoints/${endpoint.id}/deliveries`), 200).body;
        expect(log.results.map((d: { status: string; attempts: Array<{ statusCode: number }> }) => [d.status, d.attempts.map((a) => a.statusCode)])).toEqual([
          ['Delivered', [500, 200]],
          ['Delivered', [200]],
        ]);

        // Service 2 stops in the middle of an attempt (the receiver has the request, no answer yet).
        receiver.script('hold');
        const workplace = expectStatus(await client(second.app, partner).post(`/v1/companies/${company.id}/workplaces`, { name: 'Yard', address: ADDRESS }), 201).body;
        const interrupted = second.worker.runOnce().then(
          () => 'recorded',
          () => 'lost with the service',
        );
        await receiver.waitFor(4);
        await second.stop();

        // Service 3: the claim of the stopped service keeps it away until its lease has passed, then it sends again.
        const third = await start(clock);
        expect(await third.worker.runOnce()).toEqual({ attempted: 0, delivered: 0, retrying: 0, failed: 0 });
        clock.advance(61 * SECOND);
        expect(await third.worker.runOnce()).toEqual({ attempted: 1, delivered: 1, retrying: 0, failed: 0 });
        receiver.release();
        expect(await interrupted).toBe('lost with the service');
        // At least once: the workplace event arrived twice, with the same Webhook-Id.
        expect(receiver.received.slice(3).map((r) => [r.body.type, r.body.resourceId, r.headers['webhook-id']])).toEqual([
          ['workplace.created', workplace.id, receiver.received[3].body.id],
          ['workplace.created', workplace.id, receiver.received[3].body.id],
        ]);
        const after = expectStatus(await client(third.app, partner).get(`/v1/webhook_endpoints/${endpoint.id}/deliveries?status=Delivered`), 200).body;
        expect(after.totalResources).toBe(3);
        expect(after.results[2].attempts).toEqual([{ number: 1, at: clock.now().toISOString(), statusCode: 200, durationMs: expect.any(Number), error: null }]);
        await third.stop();
      } finally {
        for (const entry of running) if (!entry.closed) await entry.db.close().catch(() => undefined);
        await receiver.close();
        await cleanup();
      }
    }, 60_000);
  }
});

/**
 * Webhook targets under production settings (https only, public addresses only) and under
 * WEBHOOK_ALLOW_PRIVATE_TARGETS, each with a resolver the test scripts, so that a name can change its
 * answer between the check at registration and the delivery (DNS rebinding).
 */
// Not a database matter (the resolver and the settings decide): on the default database (docs/testing.md).
for (const database of databasesFor()) {
  const base = database.url();
  const block = base ? describe : describe.skip;
  block(`webhook targets: production settings, DNS answers that change [${database.name}${base ? '' : ': SKIPPED, TEST_DATABASE_URL is not set'}]`, () => {
    const strictDns = scriptedLookup();
    const devDns = scriptedLookup();
    let strict: TestServer;
    let dev: TestServer;
    const workerOf = (s: TestServer) => (s.app.locals.services as Services).webhookDelivery;
    const attemptsOf = async (s: TestServer, k: Key, endpointId: string) =>
      (expectStatus(await client(s.app, k).get(`/v1/webhook_endpoints/${endpointId}/deliveries`), 200).body.results as Array<{ attempts: Array<{ statusCode: number | null; error: string | null }> }>).flatMap(
        (d) => d.attempts.map((a) => [a.statusCode, a.error]),
      );

    beforeAll(async () => {
      strict = await startTestServer(base!, { production: true, allowPrivateWebhookTargets: false }, { lookup: strictDns.lookup });
      dev = await startTestServer(base!, { allowPrivateWebhookTargets: true }, { lookup: devDns.lookup });
    });
    afterAll(async () => {
      await strict?.close();
      await dev?.close();
    });
    beforeEach(() => {
      strict.clock.set(T0);
      dev.clock.set(T0);
    });

    it('production: https only; loopback and private addresses, by literal or by name, and names that do not resolve are 422 on create and update', async () => {
      strictDns.answers.set('public.example', [PUBLIC_TEST_ADDRESS]);
      strictDns.answers.set('localhost', ['127.0.0.1', '::1']);
      strictDns.answers.set('private.example', ['192.168.1.10']);
      strictDns.answers.set('mixed.example', [PUBLIC_TEST_ADDRESS, '10.0.0.7']);
      strictDns.answers.set('mixed6.example', ['2606:4700:4700::1111', 'fd00::1']);
      strictDns.answers.set('mapped.example', ['::ffff:127.0.0.1']);
      const partner = await createPartner(strict, 'Production Partner');
      const post = (url: string) => client(strict.app, partner.key).post('/v1/webhook_endpoints', { url });
      for (const url of ['http://public.example/hook', 'http://127.0.0.1:9/hook', 'http://localhost/hook']) {
        expect(expectProblem(await post(url), 400, 'validation_failed').errors).toEqual([{ field: 'body.url', message: 'must be an https URL', code: 'format' }]);
      }
      for (const url of [
        'https://localhost/hook',
        'https://127.0.0.1/hook',
        'https://[::1]/hook',
        'https://10.1.2.3/hook',
        'https://172.16.0.1/hook',
        'https://[fd12::1]/hook',
        'https://private.example/hook',
        'https://mixed.example/hook',
        'https://mixed6.example/hook',
        'https://mapped.example/hook',
        'https://2130706433/hook',
      ]) {
        const body = expectProblem(await post(url), 422, 'webhook_url_not_allowed');
        expect([url, body.errors]).toEqual([url, [{ field: 'body.url', message: expect.any(String), code: 'webhook_url_not_allowed' }]]);
      }
      expect(expectProblem(await post('https://private.example/hook'), 422, 'webhook_url_not_allowed').errors?.[0]?.message).toBe(
        'is not allowed: the host resolves to a private address, which webhooks may not be sent to',
      );
      expect(expectProblem(await post('https://nowhere.example/hook'), 422, 'webhook_url_not_allowed').errors?.[0]?.message).toBe(
        'is not allowed: the host does not resolve to any address',
      );
      const id = expectStatus(await post('https://public.example/hook'), 201).body.id as string;
      expectFieldError(await client(strict.app, partner.key).patch(`/v1/webhook_endpoints/${id}`, { url: 'http://public.example/hook' }), 'body.url', 'format');
      expect(expectProblem(await client(strict.app, partner.key).patch(`/v1/webhook_endpoints/${id}`, { url: 'https://localhost/hook' }), 422, 'webhook_url_not_allowed').errors).toEqual([
        { field: 'body.url', message: 'is not allowed: the host resolves to a loopback address, which webhooks may not be sent to', code: 'webhook_url_not_allowed' },
      ]);
      expect(expectStatus(await client(strict.app, partner.key).get(`/v1/webhook_endpoints/${id}`), 200).body.url).toBe('https://public.example/hook');
    });

    it('DNS rebinding: each attempt resolves again, refuses an address not allowed without connecting, and retries on the schedule', async () => {
      let connections = 0;
      const trap = createServer((socket) => {
        connections++;
        socket.destroy();
      });
      await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
      const port = (trap.address() as { port: number }).port;
      try {
        strictDns.answers.set('rebind.example', [PUBLIC_TEST_ADDRESS]);
        const partner = await createPartner(strict, 'Rebinding Partner');
        const endpoint = expectStatus(await client(strict.app, partner.key).post('/v1/webhook_endpoints', { url: `https://rebind.example:${port}/hook` }), 201).body;
        expect(strictDns.calls.filter((h) => h === 'rebind.example')).toHaveLength(1);
        await createCompany(strict, partner.key, { legalName: 'Rebinding LLC' });
        // The name now answers inside addresses, one after the other: each attempt is refused before any connection.
        const answers = [['127.0.0.1'], ['::ffff:127.0.0.1'], ['169.254.169.254'], [PUBLIC_TEST_ADDRESS, '10.0.0.1'], ['::1']];
        for (const answer of answers) {
          strictDns.answers.set('rebind.example', answer);
          expect(await workerOf(strict).runOnce()).toEqual({ attempted: 1, delivered: 0, retrying: 1, failed: 0 });
          const row = await strict.db.prisma.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } });
          strict.clock.set(row.nextAttemptAt!);
        }
        // A name that no longer resolves is a failed attempt too.
        strictDns.answers.delete('rebind.example');
        expect(await workerOf(strict).runOnce()).toEqual({ attempted: 1, delivered: 0, retrying: 1, failed: 0 });
        expect(await attemptsOf(strict, partner.key, endpoint.id)).toEqual([...answers.map(() => [null, 'address not allowed']), [null, 'host not found']]);
        expect(strictDns.calls.filter((h) => h === 'rebind.example')).toHaveLength(1 + answers.length + 1);
        expect(connections).toBe(0);
      } finally {
        await new Promise<void>((resolve) => trap.close(() => resolve()));
      }
    });

    it('with WEBHOOK_ALLOW_PRIVATE_TARGETS the request goes to the address the name resolved to; link-local and metadata stay refused, at registration and at delivery', async () => {
      const receiver = await startReceiver();
      try {
        const port = new URL(receiver.url).port;
        devDns.answers.set('receiver.example', ['127.0.0.1']);
        devDns.answers.set('metadata.example', ['169.254.169.254']);
        const partner = await createPartner(dev, 'Local Partner');
        const post = (url: string) => client(dev.app, partner.key).post('/v1/webhook_endpoints', { url });
        expectProblem(await post('http://metadata.example/latest'), 422, 'webhook_url_not_allowed');
        expectProblem(await post('http://169.254.169.254/latest'), 422, 'webhook_url_not_allowed');
        const endpoint = expectStatus(await post(`http://receiver.example:${port}/hooks/payroll`), 201).body;
        const company = await createCompany(dev, partner.key, { legalName: 'Local LLC' });
        expect(await workerOf(dev).runOnce()).toEqual({ attempted: 1, delivered: 1, retrying: 0, failed: 0 });
        // Delivered through the scripted answer (the system resolver knows no receiver.example), under the URL's host name.
        expect(receiver.received.map((r) => [r.headers.host, r.body.type])).toEqual([[`receiver.example:${port}`, 'company.created']]);
        expectSigned(receiver, endpoint.secret, dev.clock.now().getTime() / 1000);

        devDns.answers.set('receiver.example', ['169.254.169.254']);
        expectStatus(await client(dev.app, partner.key).patch(`/v1/companies/${company.id}`, { tradeName: 'Moved' }), 200);
        expect(await workerOf(dev).runOnce()).toEqual({ attempted: 1, delivered: 0, retrying: 1, failed: 0 });
        expect(await attemptsOf(dev, partner.key, endpoint.id)).toEqual([
          [200, null],
          [null, 'address not allowed'],
        ]);
        expect(receiver.received).toHaveLength(1);
      } finally {
        await receiver.close();
      }
    });
  });
}

describe('retry schedule', () => {
  it('doubles from one minute up to an hour, each delay between half and all of its ceiling', () => {
    const ceilings = [1, 2, 4, 8, 16, 32, 60, 60, 60].map((m) => m * MINUTE);
    ceilings.forEach((ceiling, i) => {
      expect(retryDelayMs(i + 1, () => 0)).toBe(ceiling / 2);
      expect(retryDelayMs(i + 1, () => 0.999999)).toBeLessThanOrEqual(ceiling);
      expect(retryDelayMs(i + 1, () => 0.999999)).toBeGreaterThan(ceiling * 0.99);
    });
    expect(retryDelayMs(500, () => 0.5)).toBe(0.75 * HOUR);
  });
});
