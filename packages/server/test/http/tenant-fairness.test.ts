// Fairness between tenants (issue 12, point 9): the heavy work on a company's payrolls runs one
// request at a time per company (services/company-work.ts), so a second one of the same company is
// refused at once with 409 payroll_busy and Retry-After instead of taking another connection, while
// another company is served meanwhile. An idempotent request refused so is not stored under its key.
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { COMPANY_WORK_LOCK } from '../../src/repositories/request-guards';
import { forEachDatabase } from '@payroll/test-support';
import { expectProblem, expectStatus } from './fixtures';
import { MONDAY, WEEK, payrollWorld, type PayrollWorld } from './payroll-fixtures';

// On every database: the connection pool and the company's work lock (docs/testing.md).
forEachDatabase('fairness between tenants: heavy payroll work', (server) => {
  let a: PayrollWorld;
  let b: PayrollWorld;
  const draft = async (w: PayrollWorld, employeeId: string) =>
    expectStatus(await w.as().post(`${w.base}/payrolls`, { ...WEEK, frequency: 'Weekly', employeeItems: [{ employeeId, payments: [{ regularHours: 40 }] }] }), 201).body.id as string;

  beforeAll(async () => {
    server().clock.set(MONDAY);
    a = await payrollWorld(server());
    b = await payrollWorld(server());
  });
  afterAll(() => server().clock.reset());

  it('while heavy work of a company is under way (its work lock held, as by another process), its heavy requests get 409 payroll_busy (not stored under the key) and another company is served', async () => {
    const [a1, a2, b1] = [await a.employee('Ana'), await a.employee('Abe'), await b.employee('Bea')];
    const [first, second, other] = [await draft(a, a1), await draft(a, a2), await draft(b, b1)];
    const driver = server().db.driver;
    if (driver.kind === 'pglite') {
      // One connection: transactions run one after the other, so concurrent heavy requests of a company wait their turn.
      const [p1, p2] = await Promise.all([a.as().get(`${a.base}/payrolls/${first}/preview`), a.as().get(`${a.base}/payrolls/${second}/preview`)]);
      expect([expectStatus(p1, 200).body.id, expectStatus(p2, 200).body.id]).toEqual([first, second]);
      return;
    }
    // Company A's work lock, held by a transaction of another connection: what a heavy request in another process holds.
    const holder = await driver.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [COMPANY_WORK_LOCK, a.t.company.id]);
      const busy = await a.as().get(`${a.base}/payrolls/${second}/preview`);
      expectProblem(busy, 409, 'payroll_busy');
      expect(busy.headers['retry-after']).toBe('2');
      expect(busy.body.detail).toBe(`Another payroll of company ${a.t.company.id} is being computed right now; retry in a moment.`);
      const approveBusy = await a.as().post(`${a.base}/payrolls/${second}/approve`).set('Idempotency-Key', 'fair-approve-1');
      expectProblem(approveBusy, 409, 'payroll_busy');
      expect(await server().db.prisma.idempotencyRecord.count({ where: { key: 'fair-approve-1' } })).toBe(0);
      expectProblem(await a.as().post(`${a.base}/payrolls`, { ...WEEK, frequency: 'Weekly', employeeItems: [{ employeeId: a2, payments: [{ regularHours: 8 }] }] }), 409, 'payroll_busy');
      // A stranger learns nothing, not even that the company is busy.
      expectProblem(await b.as().get(`${a.base}/payrolls/${second}/preview`), 404, 'not_found');
      // Another company is served meanwhile.
      expect(expectStatus(await b.as().get(`${b.base}/payrolls/${other}/preview`), 200).body.id).toBe(other);
      expect(expectStatus(await b.as().post(`${b.base}/payrolls/${other}/approve`), 200).body.status).toBe('Pending');
      await holder.query('COMMIT');
      expect(expectStatus(await a.as().get(`${a.base}/payrolls/${first}/preview`), 200).body.id).toBe(first);
      // Retried with the same key once the work is done: the approval is made, not a replay of the 409.
      const approved = expectStatus(await a.as().post(`${a.base}/payrolls/${second}/approve`).set('Idempotency-Key', 'fair-approve-1'), 200);
      expect(approved.headers['idempotent-replayed']).toBeUndefined();
      expect(approved.body.status).toBe('Pending');
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      holder.release();
    }
  });
}, 'every');

describe('DATABASE_POOL_SIZE', () => {
  const dev = { DATABASE_URL: 'memory:', OPERATOR_API_KEY: 'op', ENCRYPTION_KEY: 'enc' };

  it('is 10 connections unless set; anything but a whole number of at least 1 stops the start', () => {
    expect(loadConfig(dev, () => undefined).databasePoolSize).toBe(10);
    expect(loadConfig({ ...dev, DATABASE_POOL_SIZE: '4' }, () => undefined).databasePoolSize).toBe(4);
    for (const bad of ['0', '-2', '2.5', 'ten']) {
      expect(() => loadConfig({ ...dev, DATABASE_POOL_SIZE: bad }, () => undefined)).toThrow(`DATABASE_POOL_SIZE must be a whole number of at least 1, got "${bad}"`);
    }
  });

  const pg = process.env.TEST_DATABASE_URL;
  (pg ? it : it.skip)('is the PostgreSQL pool size (pg Pool max)', async () => {
    const db = await openDatabase(pg!, { poolSize: 3 });
    try {
      expect(db.driver.kind === 'postgres' && db.driver.pool.options.max).toBe(3);
    } finally {
      await db.close();
    }
  });
});
