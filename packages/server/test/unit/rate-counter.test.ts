// The per-key rate limit's counter (http/rate-counter.ts; docs/security.md, "Abuse limits") on a fake
// database: one process is exact, several admit at most limit + (P - 1) x batch per window, counts
// are written in batches, a failed write loses nothing, and close() leaves no timer and no write behind.
import { RATE_FLUSH_MS, RateCounter, batchFor, type AddCounts } from '../../src/http/rate-counter';
import type { WindowCount } from '../../src/repositories/request-guards';
import type { Logger } from '../../src/lib/logger';

const W = Date.parse('2026-03-02T09:00:00Z');

/** The RateLimitWindow table: a statement is executed (its counts added) when it is called, unless held. */
function fakeDatabase() {
  const totals = new Map<string, number>();
  const statements: WindowCount[][] = [];
  let failures = 0;
  const add: AddCounts = async (rows) => {
    statements.push(rows);
    if (failures > 0) {
      failures--;
      throw new Error('connection refused');
    }
    return rows.map((r) => {
      const id = `${r.windowStart.toISOString()} ${r.apiKeyId}`;
      totals.set(id, (totals.get(id) ?? 0) + r.count);
      return { ...r, count: totals.get(id)! };
    });
  };
  return { add, statements, total: (key: string, at = W) => totals.get(`${new Date(at).toISOString()} ${key}`) ?? 0, failNext: (n: number) => (failures = n) };
}

function recordingLogger() {
  const lines: Array<{ level: string; msg: string; obj: Record<string, unknown> }> = [];
  const log = (level: string) => (obj: Record<string, unknown>, msg: string) => lines.push({ level, msg, obj });
  return { logger: { warn: log('warn'), info: log('info') } as unknown as Logger, lines };
}

/** A counter whose timer never fires during a test: writes happen when a request waits, or on flush(). */
const counter = (add: AddCounts, limit: number, options: { logger?: Logger; now?: () => Date; batch?: number } = {}) =>
  new RateCounter({ limit, windowSeconds: 60, now: options.now ?? (() => new Date(W)), add, logger: options.logger, batch: options.batch, flushMs: 3_600_000 });

describe('RateCounter', () => {
  it('writes every 250 ms; a key may be a twentieth of its limit (at most 100) ahead of the database, none below a limit of 20', () => {
    expect(RATE_FLUSH_MS).toBe(250);
    expect([batchFor(3), batchFor(19), batchFor(20), batchFor(600), batchFor(2000), batchFor(100_000)]).toEqual([0, 0, 1, 30, 100, 100]);
  });

  it('one process is exact: 130 requests at a limit of 100, all at once or one by one, are numbered 1..130, in few statements', async () => {
    const db = fakeDatabase();
    const c = counter(db.add, 100);
    expect(c.batch).toBe(5);
    const all = await Promise.all(Array.from({ length: 130 }, () => c.count('key_a', W)));
    expect(all).toEqual(Array.from({ length: 130 }, (_, i) => i + 1));
    // 1..5 counted here; the 6th waits and writes 6. Meanwhile 7..100 wait and 101..130 are over
    // (this process alone has counted 100): one more statement.
    expect(db.statements.map((s) => s[0].count)).toEqual([6, 124]);
    expect(db.total('key_a')).toBe(130);

    const oneByOne: number[] = [];
    for (let i = 0; i < 130; i++) oneByOne.push(await c.count('key_b', W));
    expect(oneByOne).toEqual(all);
    // Every 6th request writes 6, up to 90; 91..95 are counted here, 96 writes 6, 97..100 wait one
    // by one (100 - 5 reached), 101..130 are over and wait for the timer.
    expect(db.statements.slice(2).map((s) => s[0].count)).toEqual([...Array(15).fill(6), 6, 1, 1, 1, 1]);
    await c.close();
    expect(db.total('key_b')).toBe(130);
    expect(db.statements.length).toBe(2 + 20 + 1);
  });

  it('several keys and windows go in one statement', async () => {
    const db = fakeDatabase();
    const c = counter(db.add, 600);
    for (const key of ['key_b', 'key_a']) for (let i = 0; i < 3; i++) await c.count(key, W);
    await c.count('key_a', W + 60_000);
    expect(db.statements).toEqual([]);
    await c.flush();
    expect(db.statements).toEqual([
      [
        { apiKeyId: 'key_b', windowStart: new Date(W), count: 3 },
        { apiKeyId: 'key_a', windowStart: new Date(W), count: 3 },
        { apiKeyId: 'key_a', windowStart: new Date(W + 60_000), count: 1 },
      ],
    ]);
    await c.close();
  });

  it('a request near the limit gets its place in the database total, counting what other processes wrote', async () => {
    const db = fakeDatabase();
    const a = counter(db.add, 100);
    const b = counter(db.add, 100);
    for (let i = 0; i < 90; i++) await b.count('key_a', W);
    await b.flush();
    // a has never heard of them: it counts 5 itself; its 6th waits and learns the total.
    expect(await Promise.all([1, 2, 3, 4, 5, 6].map(() => a.count('key_a', W)))).toEqual([1, 2, 3, 4, 5, 96]);
    expect(db.total('key_a')).toBe(96);
    // 96 >= 100 - 5: every request of a now waits for its place.
    expect(await Promise.all([1, 2, 3, 4, 5].map(() => a.count('key_a', W)))).toEqual([97, 98, 99, 100, 101]);
    expect(await a.count('key_a', W)).toBe(102); // over: no statement
    // b wrote 15 x 6; a wrote its 6, then its first waiting request alone and the 4 that came meanwhile.
    expect(db.statements.map((st) => st[0].count)).toEqual([...Array(15).fill(6), 6, 1, 4]);
    await Promise.all([a.close(), b.close()]);
    expect(db.total('key_a')).toBe(102);
  });

  it('two processes admit at most limit + batch: the worst case, when one fills the window while the other holds its batch', async () => {
    const db = fakeDatabase();
    const a = counter(db.add, 100);
    const b = counter(db.add, 100);
    const admitted = (n: number) => n <= 100;
    const byB = await Promise.all([1, 2, 3, 4, 5].map(() => b.count('key_a', W)));
    const byA: number[] = [];
    for (let i = 0; i < 101; i++) byA.push(await a.count('key_a', W));
    expect(byA.filter(admitted).length).toBe(100);
    expect(byB).toEqual([1, 2, 3, 4, 5]);
    await b.flush();
    expect(db.total('key_a')).toBe(105);
    expect(await b.count('key_a', W)).toBe(106);
    expect(byB.filter(admitted).length + byA.filter(admitted).length).toBe(100 + 5);
    await Promise.all([a.close(), b.close()]);
    expect(db.total('key_a')).toBe(107);
  });

  it.each([
    [2, 3],
    [3, 3],
    [4, 2],
  ])('under any order of requests, writes and answers, %i processes admit at most limit + (P - 1) x batch (%i) and write every count', async (processes, batch) => {
    const worst: number[] = [];
    for (let seed = 1; seed <= 150; seed++) {
      const run = await simulate(seed, processes, 30, batch, false);
      expect(run.written).toBe(run.requests);
      worst.push(run.admitted - 30);
    }
    // The bound holds, and is reached: the interleavings go as far as it.
    expect(Math.max(...worst)).toBe((processes - 1) * batch);
  });

  it.each([1, 2, 3])('with writes failing too, %i process(es) write every count; one process numbers its requests exactly 1..N', async (processes) => {
    for (let seed = 1; seed <= 100; seed++) {
      const run = await simulate(seed, processes, 30, 3, true);
      expect(run.written).toBe(run.requests);
      if (processes === 1) expect([...run.numbers].sort((x, y) => x - y)).toEqual(run.numbers.map((_, i) => i + 1));
    }
  });

  it('a failed write loses no count, answers every waiting request on its own count, warns once, and is retried', async () => {
    const db = fakeDatabase();
    const { logger, lines } = recordingLogger();
    const c = counter(db.add, 100, { logger });
    db.failNext(2);
    // The 6th waits for a write that fails: answered from this process's count, as the 7th..10th.
    const numbers = await Promise.all(Array.from({ length: 10 }, () => c.count('key_a', W)));
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(db.statements.map((s) => s[0].count)).toEqual([6]);
    await c.flush(); // fails again: still kept
    expect(db.total('key_a')).toBe(0);
    expect(lines.map((l) => [l.level, l.msg])).toEqual([['warn', 'rate-limit counts not stored; kept for the next write']]);
    expect(lines[0].obj).toEqual(expect.objectContaining({ windows: 1, droppedOfEndedWindows: 0, failedWrites: 1 }));
    await c.flush();
    expect(db.total('key_a')).toBe(10);
    expect(lines.map((l) => l.msg)).toEqual(['rate-limit counts not stored; kept for the next write', 'rate-limit counts stored again']);
    // Exact again: the next request waits no more than before (5 behind the database at most).
    expect(await c.count('key_a', W)).toBe(11);
    await c.close();
    expect(db.total('key_a')).toBe(11);
  });

  it('after a failed write, counts of windows that have ended are dropped, with a warning', async () => {
    const db = fakeDatabase();
    const { logger, lines } = recordingLogger();
    let at = W + 59_000;
    const c = counter(db.add, 600, { logger, now: () => new Date(at) });
    for (let i = 0; i < 4; i++) await c.count('key_a', W);
    at = W + 61_000;
    await c.count('key_a', W + 60_000);
    db.failNext(1);
    await c.flush();
    expect(lines[0].obj).toEqual(expect.objectContaining({ windows: 2, droppedOfEndedWindows: 4 }));
    await c.flush();
    expect([db.total('key_a', W), db.total('key_a', W + 60_000)]).toEqual([0, 1]);
    await c.close();
  });

  it('arms its timer only while counts are pending; close() writes them, stops the timer and writes nothing after', async () => {
    jest.useFakeTimers();
    try {
      const db = fakeDatabase();
      const c = new RateCounter({ limit: 600, windowSeconds: 60, now: () => new Date(W), add: db.add });
      expect(jest.getTimerCount()).toBe(0);
      await c.count('key_a', W);
      await c.count('key_a', W);
      expect(jest.getTimerCount()).toBe(1);
      await jest.advanceTimersByTimeAsync(RATE_FLUSH_MS - 1);
      expect(db.statements.length).toBe(0);
      await jest.advanceTimersByTimeAsync(1);
      expect(db.total('key_a')).toBe(2);
      expect(jest.getTimerCount()).toBe(0);
      await c.count('key_a', W);
      expect(jest.getTimerCount()).toBe(1);
      await c.close();
      expect(jest.getTimerCount()).toBe(0);
      expect(db.total('key_a')).toBe(3);
      // After close: counted here (still exact), never written.
      expect(await c.count('key_a', W)).toBe(4);
      await jest.advanceTimersByTimeAsync(60_000);
      expect(db.statements.length).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

/**
 * Random interleavings of P counters on one table: requests, statements executed at any point after
 * they are sent, answered in any order, some failing before they execute, and flushes.
 */
async function simulate(seed: number, processes: number, limit: number, batch: number, failing: boolean) {
  let s = seed;
  const rand = () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
  let table = 0;
  type Statement = { delta: number; executed?: number; answer: (total: number) => void; fail: () => void };
  const statements: Statement[] = [];
  const add: AddCounts = (rows) =>
    new Promise((resolve, reject) => {
      statements.push({ delta: rows[0].count, answer: (total) => resolve([{ ...rows[0], count: total }]), fail: () => reject(new Error('down')) });
    });
  const counters = Array.from({ length: processes }, () => counter(add, limit, { batch }));
  const numbers: number[] = [];
  let requests = 0;
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
  const tick = () => new Promise((resolve) => setImmediate(resolve));
  for (let step = 0; step < 150; step++) {
    const r = rand();
    const unexecuted = statements.filter((st) => st.executed === undefined);
    const executed = statements.filter((st) => st.executed !== undefined);
    if (r < 0.5) {
      requests++;
      void Promise.resolve(pick(counters).count('key_a', W)).then((n) => numbers.push(n));
    } else if (r < 0.7 && unexecuted.length) {
      const st = pick(unexecuted);
      st.executed = table += st.delta;
    } else if (failing && r < 0.75 && unexecuted.length) {
      const st = pick(unexecuted);
      statements.splice(statements.indexOf(st), 1);
      st.fail();
    } else if (r < 0.92 && executed.length) {
      const st = pick(executed);
      statements.splice(statements.indexOf(st), 1);
      st.answer(st.executed!);
    } else {
      void pick(counters).flush();
    }
    await tick();
  }
  // Everything left executes and is answered, while every counter writes what it kept and closes.
  let closed = false;
  const closing = Promise.all(counters.map((c) => c.close())).then(() => (closed = true));
  for (let round = 0; round < 1000 && !closed; round++) {
    for (const st of statements.splice(0)) st.answer(st.executed ?? (table += st.delta));
    await tick();
  }
  await closing;
  return { requests, numbers, admitted: numbers.filter((n) => n <= limit).length, written: table };
}
