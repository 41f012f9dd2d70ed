// Idempotency-Key (docs/domain-rules.md, "Idempotency"), kept in the database: byte-identical replays, 422 for another
// request under the same key, 409 for a real concurrent repeat, a replayed create creates nothing,
// stored responses are encrypted, keys hold across app instances (processes) and expire after 24 hours.
import request from 'supertest';
import { createApp } from '../../src/app';
import { openDatabase, type Database } from '../../src/db/database';
import { createLogger } from '../../src/lib/logger';
import { ABANDONED_AFTER_MS } from '../../src/http/idempotency';
import type { Services } from '../../src/services';
import { forEachDatabase, testConfig } from '@payroll/test-support';
import { ADDRESS, client, companyBody, createPartner, expectProblem, expectStatus, ids } from './fixtures';

const T0 = '2026-11-16T09:00:00Z';
const MINUTE = 60_000;

/** A promise the test resolves, and the function that resolves it. */
function gate<T = void>() {
  let open!: (value: T) => void;
  const opened = new Promise<T>((resolve) => (open = resolve));
  return { opened, open };
}

// On every database: a repeat while the first is in flight, a second connection, a trigger (docs/testing.md).
forEachDatabase('idempotency keys', (server) => {
  let partner: Awaited<ReturnType<typeof createPartner>>;
  const services = () => server().app.locals.services as Services;
  const post = (path: string, body: unknown, idempotencyKey: string) => request(server().app).post(path).set(partner.key.header, partner.key.value).set('Idempotency-Key', idempotencyKey).send(body as object);
  const patch = (path: string, body: unknown, idempotencyKey: string) => request(server().app).patch(path).set(partner.key.header, partner.key.value).set('Idempotency-Key', idempotencyKey).send(body as object);
  const counts = async () => ({
    companies: await server().db.prisma.company.count({ where: { partnerId: partner.id } }),
    events: await server().db.prisma.event.count({ where: { partnerId: partner.id } }),
    endpoints: await server().db.prisma.webhookEndpoint.count({ where: { partnerId: partner.id } }),
  });

  /** Holds the next calls of `services.companies.create` until released (the first `holdCalls` of them). */
  function holdCompanyCreates(holdCalls = Infinity) {
    const companies = services().companies;
    const original = companies.create;
    const release = gate<Error | undefined>();
    let calls = 0;
    companies.create = async (...args: Parameters<typeof original>) => {
      if (calls++ < holdCalls) {
        const failure = await release.opened;
        if (failure) throw failure;
      }
      return original.apply(companies, args);
    };
    return {
      release: (failure?: Error) => release.open(failure),
      restore: () => {
        companies.create = original;
      },
    };
  }

  /** Resolves once the key's record exists (the first request has claimed it and is in its handler). */
  async function claimed(key: string) {
    for (let i = 0; i < 200; i++) {
      const record = await server().db.prisma.idempotencyRecord.findFirst({ where: { key } });
      if (record) return record;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`key ${key} was never claimed`);
  }

  beforeAll(async () => {
    partner = await createPartner(server(), 'Idempotency Partner');
  });

  afterEach(() => server().clock.reset());

  it('a replay returns the byte-identical body, the same status, Location and content type; the create is done once', async () => {
    const body = companyBody({ legalName: 'Byte For Byte LLC', tradeName: 'Bytes', phone: '4155550100' });
    const first = expectStatus(await post('/v1/companies', body, 'bytes-1'), 201);
    const before = await counts();
    const again = await post('/v1/companies', body, 'bytes-1');
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers.location).toBe(first.headers.location);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await counts()).toEqual(before);

    // PATCH, and a 4xx answer, replay byte for byte too (the problem keeps the first request id).
    const path = `/v1/companies/${first.body.id}`;
    const p1 = expectStatus(await patch(path, { tradeName: 'Patched' }, 'bytes-2'), 200);
    const p2 = expectStatus(await patch(path, { tradeName: 'Patched' }, 'bytes-2'), 200);
    expect(p2.text).toBe(p1.text);
    const e1 = await post('/v1/companies', { ...body, corporationId: 'corp_unknown' }, 'bytes-3');
    expectProblem(e1, 422, 'invalid_reference');
    const e2 = await post('/v1/companies', { ...body, corporationId: 'corp_unknown' }, 'bytes-3');
    expect(e2.status).toBe(422);
    expect(e2.text).toBe(e1.text);
    expect(e2.headers['content-type']).toBe(e1.headers['content-type']);
    expect(e2.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('the same key with another body, or on another operation, is 422 idempotency_key_reused; the original still replays', async () => {
    const body = companyBody({ legalName: 'Reused Key LLC' });
    const first = expectStatus(await post('/v1/companies', body, 'reuse-1'), 201);
    const before = await counts();
    const other = await post('/v1/companies', { ...body, legalName: 'Other LLC' }, 'reuse-1');
    expectProblem(other, 422, 'idempotency_key_reused');
    expect(other.body).toEqual({
      type: 'https://docs.payroll.example/errors/idempotency_key_reused',
      title: 'Idempotency key reused with another request',
      status: 422,
      detail: 'This Idempotency-Key was used with a different request; use a new key.',
      instance: '/v1/companies',
      code: 'idempotency_key_reused',
      requestId: other.headers['x-request-id'],
    });
    expectProblem(await patch(`/v1/companies/${first.body.id}`, body, 'reuse-1'), 422, 'idempotency_key_reused');
    expect(await counts()).toEqual(before);
    expect((await post('/v1/companies', body, 'reuse-1')).text).toBe(first.text);
  });

  it('a concurrent repeat while the first is in flight is 409 idempotency_request_in_flight; afterwards it replays', async () => {
    const body = companyBody({ legalName: 'Concurrent LLC' });
    const before = await counts();
    const hold = holdCompanyCreates();
    try {
      const firstPending = post('/v1/companies', body, 'flight-2').then((r) => r);
      const record = await claimed('flight-2');
      expect(record.status).toBe('InFlight');
      const repeat = await post('/v1/companies', body, 'flight-2');
      expectProblem(repeat, 409, 'idempotency_request_in_flight');
      expect(repeat.body).toEqual({
        type: 'https://docs.payroll.example/errors/idempotency_request_in_flight',
        title: 'Request with this idempotency key is in flight',
        status: 409,
        detail: 'A request with this Idempotency-Key is being processed; retry shortly.',
        instance: '/v1/companies',
        code: 'idempotency_request_in_flight',
        requestId: repeat.headers['x-request-id'],
      });
      // Another body under the in-flight key is still a reuse.
      expectProblem(await post('/v1/companies', { ...body, legalName: 'Else LLC' }, 'flight-2'), 422, 'idempotency_key_reused');
      hold.release();
      const first = expectStatus(await firstPending, 201);
      const after = await post('/v1/companies', body, 'flight-2');
      expect(after.status).toBe(201);
      expect(after.text).toBe(first.text);
      expect(await counts()).toEqual({ ...before, companies: before.companies + 1, events: before.events + 1 });
    } finally {
      hold.restore();
    }
  });

  it('a replayed create creates nothing: no row, no event, no webhook delivery; the stored answer is encrypted', async () => {
    const endpointBody = { url: 'https://hooks.example/idempotent' };
    const created = expectStatus(await post('/v1/webhook_endpoints', endpointBody, 'hook-1'), 201);
    const replay = await post('/v1/webhook_endpoints', endpointBody, 'hook-1');
    expect(replay.status).toBe(201);
    expect(replay.text).toBe(created.text);
    // The secret shown once is in the replay of that answer, and nowhere at rest in clear.
    const secret = created.body.secret as string;
    const record = await server().db.prisma.idempotencyRecord.findFirstOrThrow({ where: { key: 'hook-1' } });
    expect(typeof record.responseBody).toBe('string');
    expect(record.responseBody).toMatch(/^b2\./);
    expect(JSON.stringify(record)).not.toContain(secret);
    expect(JSON.stringify(record)).not.toContain('hooks.example');

    const body = companyBody({ legalName: 'Delivered Once LLC' });
    expectStatus(await post('/v1/companies', body, 'hook-2'), 201);
    const before = await counts();
    const deliveries = await server().db.prisma.webhookDelivery.count({ where: { endpointId: created.body.id } });
    expect(deliveries).toBe(1);
    for (let i = 0; i < 3; i++) expectStatus(await post('/v1/companies', body, 'hook-2'), 201);
    expect(await counts()).toEqual(before);
    expect(await server().db.prisma.webhookDelivery.count({ where: { endpointId: created.body.id } })).toBe(1);
    expect(before.endpoints).toBe(1);
    await server().db.prisma.webhookEndpoint.deleteMany({ where: { partnerId: partner.id } });
  });

  it('a server error frees the key for a retry, which is done (not replayed)', async () => {
    const body = companyBody({ legalName: 'Retry After Crash LLC' });
    const hold = holdCompanyCreates(1);
    try {
      const failing = post('/v1/companies', body, 'crash-1').then((r) => r);
      await claimed('crash-1');
      hold.release(new Error('database went away'));
      expectProblem(await failing, 500, 'internal_error');
    } finally {
      hold.restore();
    }
    expect(await server().db.prisma.idempotencyRecord.count({ where: { key: 'crash-1' } })).toBe(0);
    const retried = expectStatus(await post('/v1/companies', body, 'crash-1'), 201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect((await post('/v1/companies', body, 'crash-1')).text).toBe(retried.text);
  });

  it('a key whose first request was cut off can be taken over after 5 minutes in flight; the late first answer changes nothing', async () => {
    server().clock.set(T0);
    const body = companyBody({ legalName: 'Abandoned LLC' });
    const hold = holdCompanyCreates(1);
    try {
      const cutOff = post('/v1/companies', body, 'abandoned-1').then((r) => r);
      await claimed('abandoned-1');
      server().clock.advance(5 * MINUTE - 1000);
      expectProblem(await post('/v1/companies', body, 'abandoned-1'), 409, 'idempotency_request_in_flight');
      server().clock.advance(2000);
      // Another request still may not take it.
      expectProblem(await post('/v1/companies', { ...body, legalName: 'Thief LLC' }, 'abandoned-1'), 422, 'idempotency_key_reused');
      const taken = expectStatus(await post('/v1/companies', body, 'abandoned-1'), 201);
      expect(taken.headers['idempotent-replayed']).toBeUndefined();
      // The first request fails late: the key stays with the request that took it over.
      hold.release(new Error('process stopped'));
      expectProblem(await cutOff, 500, 'internal_error');
      const replay = await post('/v1/companies', body, 'abandoned-1');
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.text).toBe(taken.text);
    } finally {
      hold.restore();
    }
  });

  it('a crash between the change and the record of its answer cannot repeat the change: both commit together, or neither', async () => {
    // The answer cannot be recorded (as when the process stops right after the service's work): a
    // trigger refuses to mark this key Completed, for the first attempt only.
    const db = server().db.prisma;
    await db.$executeRawUnsafe(`CREATE FUNCTION test_refuse_completion() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'test: the answer could not be recorded'; END $$`);
    await db.$executeRawUnsafe(
      `CREATE TRIGGER test_refuse_completion BEFORE UPDATE ON "IdempotencyRecord" FOR EACH ROW WHEN (NEW."status" = 'Completed' AND NEW."key" = 'crash-2') EXECUTE FUNCTION test_refuse_completion()`,
    );
    server().clock.set(T0);
    const body = companyBody({ legalName: 'Crash Between Commit And Record LLC' });
    const named = () => db.company.count({ where: { partnerId: partner.id, legalName: 'Crash Between Commit And Record LLC' } });
    const before = await counts();
    try {
      expectProblem(await post('/v1/companies', body, 'crash-2'), 500, 'internal_error');
    } finally {
      await db.$executeRawUnsafe(`DROP TRIGGER test_refuse_completion ON "IdempotencyRecord"`);
      await db.$executeRawUnsafe(`DROP FUNCTION test_refuse_completion()`);
    }
    // The retry (after the key could be taken over, were it still in flight) does the change exactly once.
    server().clock.advance(ABANDONED_AFTER_MS + 1000);
    const retried = expectStatus(await post('/v1/companies', body, 'crash-2'), 201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    const replay = await post('/v1/companies', body, 'crash-2');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.text).toBe(retried.text);
    expect(await named()).toBe(1);
    expect(await counts()).toEqual({ ...before, companies: before.companies + 1, events: before.events + 1 });
  });

  it('a 5xx after the service wrote undoes its writes (company, event) and frees the key', async () => {
    const body = companyBody({ legalName: 'Written Then Failed LLC' });
    const before = await counts();
    const companies = services().companies;
    const original = companies.create;
    companies.create = async (...args: Parameters<typeof original>) => {
      await original.apply(companies, args);
      throw new Error('failed after the company was written');
    };
    try {
      expectProblem(await post('/v1/companies', body, 'crash-3'), 500, 'internal_error');
    } finally {
      companies.create = original;
    }
    expect(await counts()).toEqual(before);
    expect(await server().db.prisma.idempotencyRecord.count({ where: { key: 'crash-3' } })).toBe(0);
    expectStatus(await post('/v1/companies', body, 'crash-3'), 201);
    expect(await counts()).toEqual({ ...before, companies: before.companies + 1, events: before.events + 1 });
  });

  // Department and employee creates write on the driver outside a request transaction, and the same
  // statements on the request's transaction inside one (services/scope.ts companySqlTx).
  it('department and employee creates under a key: done once with one event and one delivery each, replayed byte for byte; a 5xx after them keeps nothing', async () => {
    const db = server().db.prisma;
    const endpoint = expectStatus(await post('/v1/webhook_endpoints', { url: 'https://hooks.example/org', eventTypes: ['department.created', 'employee.created'] }, 'org-hook'), 201).body;
    const company = expectStatus(await post('/v1/companies', companyBody({ legalName: 'Keyed Org LLC' }), 'org-company'), 201).body;
    const departments = `/v1/companies/${company.id}/departments`;
    const employees = `/v1/companies/${company.id}/employees`;
    const employeeBody = { firstName: 'Kay', lastName: 'Dee', startDate: '2026-01-05', ssn: '123-45-6789' };
    const rows = async () => ({
      departments: await db.department.count({ where: { companyId: company.id } }),
      employees: await db.employee.count({ where: { companyId: company.id } }),
      events: await db.event.count({ where: { companyId: company.id, type: { in: ['department.created', 'employee.created'] } } }),
      deliveries: await db.webhookDelivery.count({ where: { endpointId: endpoint.id } }),
    });

    const department = expectStatus(await post(departments, { name: 'Keyed' }, 'dep-1'), 201);
    const employee = expectStatus(await post(employees, { ...employeeBody, departmentId: department.body.id }, 'emp-1'), 201);
    expect(employee.body).toMatchObject({ code: 'E0001', department: { id: department.body.id, name: 'Keyed' }, ssnLastFour: '6789' });
    for (const [path, body, key, first] of [
      [departments, { name: 'Keyed' }, 'dep-1', department],
      [employees, { ...employeeBody, departmentId: department.body.id }, 'emp-1', employee],
    ] as const) {
      const replay = await post(path, body, key);
      expect([replay.status, replay.headers['idempotent-replayed'], replay.headers.location, replay.text]).toEqual([201, 'true', first.headers.location, first.text]);
    }
    expect(await rows()).toEqual({ departments: 1, employees: 1, events: 2, deliveries: 2 });
    const event = await db.event.findFirstOrThrow({ where: { resourceId: employee.body.id } });
    expect(event.data).toEqual(employee.body);

    // A failure after the writes, inside the request transaction: nothing of them is kept, the key is free.
    const org = services().org;
    const original = org.createDepartment;
    org.createDepartment = async (...args: Parameters<typeof original>) => {
      await original.apply(org, args);
      throw new Error('failed after the department was written');
    };
    try {
      expectProblem(await post(departments, { name: 'Undone' }, 'dep-2'), 500, 'internal_error');
    } finally {
      org.createDepartment = original;
    }
    expect(await rows()).toEqual({ departments: 1, employees: 1, events: 2, deliveries: 2 });
    expect(await db.idempotencyRecord.count({ where: { key: 'dep-2' } })).toBe(0);
    // Without a key the same creates run on the driver: the next code, their event and delivery.
    const plain = expectStatus(await request(server().app).post(employees).set(partner.key.header, partner.key.value).send({ ...employeeBody, ssn: '123-45-0001' }), 201);
    expect(plain.body.code).toBe('E0002');
    expect(await rows()).toEqual({ departments: 1, employees: 2, events: 3, deliveries: 3 });
    await db.webhookEndpoint.deleteMany({ where: { partnerId: partner.id } });
  });

  it('keys are kept 24 hours; after that the key is new again', async () => {
    server().clock.set(T0);
    const body = companyBody({ legalName: 'Day Old LLC' });
    const first = expectStatus(await post('/v1/companies', body, 'day-1'), 201);
    server().clock.advance(24 * 60 * MINUTE - 1000);
    expect((await post('/v1/companies', body, 'day-1')).text).toBe(first.text);
    expectProblem(await post('/v1/companies', { ...body, legalName: 'Day Two LLC' }, 'day-1'), 422, 'idempotency_key_reused');
    server().clock.advance(2000);
    const fresh = expectStatus(await post('/v1/companies', { ...body, legalName: 'Day Two LLC' }, 'day-1'), 201);
    expect(fresh.body.id).not.toBe(first.body.id);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keys hold across processes: another app on its own connection replays, refuses reuse and sees the key in flight', async () => {
    let other: Database | undefined;
    let prisma = server().db.prisma;
    if (server().db.kind === 'postgres') {
      other = await openDatabase(server().databaseUrl);
      prisma = other.prisma;
    }
    const config = testConfig({ databaseUrl: 'other' });
    const second = createApp({ prisma, databaseKind: server().db.kind, config, logger: createLogger('silent'), now: server().clock.now });
    const via = (app: typeof second) => (body: unknown, key: string) => request(app).post('/v1/companies').set(partner.key.header, partner.key.value).set('Idempotency-Key', key).send(body as object);
    try {
      const body = companyBody({ legalName: 'Two Processes LLC' });
      const first = expectStatus(await via(server().app)(body, 'proc-1'), 201);
      const replay = await via(second)(body, 'proc-1');
      expect(replay.status).toBe(201);
      expect(replay.text).toBe(first.text);
      expectProblem(await via(second)({ ...body, legalName: 'Else LLC' }, 'proc-1'), 422, 'idempotency_key_reused');

      const hold = holdCompanyCreates();
      try {
        const pending = via(server().app)(companyBody({ legalName: 'In Flight Elsewhere LLC' }), 'proc-2').then((r) => r);
        await claimed('proc-2');
        expectProblem(await via(second)(companyBody({ legalName: 'In Flight Elsewhere LLC' }), 'proc-2'), 409, 'idempotency_request_in_flight');
        hold.release();
        expectStatus(await pending, 201);
      } finally {
        hold.restore();
      }
      expect(ids(await client(second, partner.key).get('/v1/companies?search=Two%20Processes'))).toEqual([first.body.id]);
    } finally {
      await (second.locals.close as () => Promise<void>)();
      await other?.close();
    }
  });

  it('only POST and PATCH use the key: a GET ignores it', async () => {
    const company = expectStatus(await post('/v1/companies', companyBody({ legalName: 'Reads LLC' }), 'reads-1'), 201).body;
    const wp = expectStatus(await post(`/v1/companies/${company.id}/workplaces`, { name: 'Yard', address: ADDRESS }, 'reads-2'), 201).body;
    const get = await request(server().app).get(`/v1/companies/${company.id}/workplaces/${wp.id}`).set(partner.key.header, partner.key.value).set('Idempotency-Key', 'reads-1');
    expect(get.status).toBe(200);
    expect(get.headers['idempotent-replayed']).toBeUndefined();
    expect(get.body).toEqual(wp);
  });
}, 'every');
