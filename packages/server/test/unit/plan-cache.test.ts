// db/plan-cache.ts: the plans of reads repeated word for word are kept per compiler; writes are compiled each time;
// at most PLAN_CACHE_SIZE per compiler, the least recently used dropped; the verify mode finds a plan changed after use.
import { installPlanCache, keepsPlanOf, PLAN_CACHE_SIZE } from '../../src/db/plan-cache';

/** A stand-in for the generated QueryCompiler: counts its compiles, returns a new (equal) plan object each time. */
function compilerClass() {
  const calls: string[] = [];
  class QueryCompiler {
    compile(request: string): unknown {
      calls.push(request);
      return { kind: 'plan', request };
    }
  }
  return { QueryCompiler, calls };
}

const read = (id: string) => `{"modelName":"Company","action":"findFirst","query":{"arguments":{"where":{"id":"${id}"}}}}`;
const write = `{"modelName":"Event","action":"createOne","query":{"arguments":{"data":{"type":"x"}}}}`;
const raw = '{"action":"queryRaw","query":{"arguments":{"query":"SELECT 1","parameters":"[]"},"selection":{}}}';

describe('the plan cache of Prisma query compilers', () => {
  it('tells reads and raw statements (kept) from writes (compiled each time) by the action Prisma writes first', () => {
    expect([read('a'), raw, write, '{"modelName":"X","action":"updateOne"}', '{"modelName":"X","action":"groupBy"}', 'not json'].map(keepsPlanOf)).toEqual([true, true, false, false, true, false]);
  });

  it('compiles a read once per compiler and returns the same plan after; a write every time; each compiler its own', () => {
    const { QueryCompiler, calls } = compilerClass();
    installPlanCache(QueryCompiler, false);
    installPlanCache(QueryCompiler, false); // a second install does nothing (not wrapped twice)
    const a = new QueryCompiler();
    const b = new QueryCompiler();
    const first = a.compile(read('1'));
    expect(a.compile(read('1'))).toBe(first);
    expect(a.compile(read('2'))).not.toBe(first);
    a.compile(write);
    a.compile(write);
    expect(b.compile(read('1'))).not.toBe(first);
    expect(a.compile(raw)).toBe(a.compile(raw));
    expect(calls).toEqual([read('1'), read('2'), write, write, read('1'), raw]);
  });

  it(`keeps at most ${PLAN_CACHE_SIZE} plans per compiler, dropping the least recently used`, () => {
    const { QueryCompiler, calls } = compilerClass();
    installPlanCache(QueryCompiler, false);
    const c = new QueryCompiler();
    for (let i = 0; i < PLAN_CACHE_SIZE; i++) c.compile(read(String(i)));
    c.compile(read('0')); // used again: now the most recent
    c.compile(read('new')); // drops read('1')
    expect(calls).toHaveLength(PLAN_CACHE_SIZE + 1);
    c.compile(read('0'));
    expect(calls).toHaveLength(PLAN_CACHE_SIZE + 1);
    c.compile(read('1'));
    expect(calls).toHaveLength(PLAN_CACHE_SIZE + 2);
  });

  it('in verify mode, a kept plan that was changed after use is found at its next use, naming the request', () => {
    const { QueryCompiler } = compilerClass();
    installPlanCache(QueryCompiler, true);
    const c = new QueryCompiler();
    const plan = c.compile(read('1')) as { request: string };
    expect(c.compile(read('1'))).toBe(plan); // unchanged: it equals a fresh compile
    plan.request = 'changed';
    expect(() => c.compile(read('1'))).toThrow(`plan cache: the plan of ${read('1')} changed after use or differs from a fresh compile`);
  });
});
