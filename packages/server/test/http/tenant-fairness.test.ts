// Fairness between tenants (issue 12, point 9): the heavy work on a company's payrolls runs one
// request at a time per company (services/company-work.ts), so a second one of the same company is
// refused at once with 409 payroll_busy and Retry-After instead of taking another connection, while
// another company is served meanwhile. An idempotent request refused so is not stored under its key.
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import type { Services } from '../../src/services';
import { forEachDatabase } from '@payroll/test-support';
import { expectProblem, expectStatus } from './fixtures';
import { MONDAY, WEEK, payrollWorld, type PayrollWorld } from './payroll-fixtures';

/** A promise the test resolves, and the function that resolves it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

forEachDatabase('fairness between tenants: heavy payroll work', (server) => {
  let a: PayrollWorld;
  let b: PayrollWorld;
  const payrolls = () => (server().app.locals.services as Services).payrolls as unknown as { compute: (...args: unknown[]) => Promise<unknown> };
  const draft = async (w: PayrollWorld, employeeId: string) =>
    expectStatus(await w.as().post(`${w.base}/payrolls`, { ...WEEK, frequency: 'Weekly', employeeItems: [{ employeeId, payments: [{ regularHours: 40 }] }] }), 201).body.id as string;

  /** Holds the next gross-to-net of company `companyId` inside its transaction (with the company's lock) until released. */
  function holdCompute(companyId: string) {
    const target = payrolls();
    const original = target.compute;
    const entered = gate();
    const release = gate();
    let held = false;
    target.compute = async function (this: unknown, ...args: unknown[]) {
      if (!held && (args[1] as { companyId: string }).companyId === companyId) {
        held = true;
        entered.open();
        await release.opened;
      }
      return original.apply(this, args);
    };
    return { entered: entered.opened, release: release.open, restore: () => (target.compute = original) };
  }

  beforeAll(async () => {
    server().clock.set(MONDAY);
    a = await payrollWorld(server());
    b = await payrollWorld(server());
  });
  afterAll(() => server().clock.reset());

  it('while one preview of a company computes, its other heavy requests get 409 payroll_busy (not stored under the key) and another company is served', async () => {
    const [a1, a2, b1] = [await a.employee('Ana'), await a.employee('Abe'), await b.employee('Bea')];
    const [first, second, other] = [await draft(a, a1), await draft(a, a2), await draft(b, b1)];
    const hold = holdCompute(a.t.company.id);
    try {
      const pending = a.as().get(`${a.base}/payrolls/${first}/preview`).then((r) => r);
      await hold.entered;
      if (server().db.kind === 'pglite') {
        // One connection: every transaction waits its turn, so the second request is served after the first.
        const waiting = a.as().get(`${a.base}/payrolls/${second}/preview`).then((r) => r);
        hold.release();
        expect(expectStatus(await pending, 200).body.id).toBe(first);
        expect(expectStatus(await waiting, 200).body.id).toBe(second);
        return;
      }
      const busy = await a.as().get(`${a.base}/payrolls/${second}/preview`);
      expectProblem(busy, 409, 'payroll_busy');
      expect(busy.headers['retry-after']).toBe('2');
      expect(busy.body.detail).toBe(`Another payroll of company ${a.t.company.id} is being computed right now; retry in a moment.`);
      const approveBusy = await a.as().post(`${a.base}/payrolls/${second}/approve`).set('Idempotency-Key', 'fair-approve-1');
      expectProblem(approveBusy, 409, 'payroll_busy');
      expect(await server().db.prisma.idempotencyRecord.count({ where: { key: 'fair-approve-1' } })).toBe(0);
      expectProblem(await a.as().post(`${a.base}/payrolls`, { ...WEEK, frequency: 'Weekly', employeeItems: [{ employeeId: a2, payments: [{ regularHours: 8 }] }] }), 409, 'payroll_busy');
      // Another company is served while company A's computation is under way.
      expect(expectStatus(await b.as().get(`${b.base}/payrolls/${other}/preview`), 200).body.id).toBe(other);
      expect(expectStatus(await b.as().post(`${b.base}/payrolls/${other}/approve`), 200).body.status).toBe('Pending');
      hold.release();
      expect(expectStatus(await pending, 200).body.id).toBe(first);
      // Retried with the same key once the first is done: the approval is made, not a replay of the 409.
      const approved = expectStatus(await a.as().post(`${a.base}/payrolls/${second}/approve`).set('Idempotency-Key', 'fair-approve-1'), 200);
      expect(approved.headers['idempotent-replayed']).toBeUndefined();
      expect(approved.body.status).toBe('Pending');
    } finally {
      hold.release();
      hold.restore();
    }
  });
});

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
