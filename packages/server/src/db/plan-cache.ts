// Prisma's query plans, kept per query compiler for reads repeated word for word.
//
// Prisma 6 (engineType "client") turns every query into a plan with its query compiler (WebAssembly), and
// compiles each query anew: the plan holds the query's values, so Prisma keeps none. Profiles of the HTTP suites
// found the compiler at 10 to 13% of their CPU, and half of that compiled a request it had compiled before, word
// for word: the same partner, key or payroll read again by the next request. A compiled plan depends only on the
// request's text and the schema the compiler was built with, so for the same compiler and the same text it is the
// same plan: this keeps the plans of reads (and raw queries, whose plan is the statement and its parameters) per
// compiler, at most PLAN_CACHE_SIZE of them, the least recently used dropped first.
//
// Writes are not kept: a create's plan may carry values drawn when it is compiled (defaults), and a write is rarely
// repeated word for word. The executor only reads a plan (checked by PRISMA_PLAN_CACHE_VERIFY=1: every plan taken
// from the cache is compared with a fresh compile of its request, and a difference throws, naming the request).
//
// Installed once per process (per module registry in jest) on the generated client's QueryCompiler class, before
// the first client compiles anything (db/database.ts calls it where it creates clients). docs/architecture.md,
// "Patched dependencies".

/** How many plans one compiler keeps. */
export const PLAN_CACHE_SIZE = 2000;

/** The request's action, read off the start of the JSON Prisma writes (`{"modelName":"Company","action":"findFirst",...`). */
const ACTION = /^\{(?:"modelName":"[A-Za-z0-9_]+",)?"action":"([A-Za-z]+)"/;

/** The actions whose plans are kept: reads, and raw statements. */
const KEPT = new Set(['findUnique', 'findUniqueOrThrow', 'findFirst', 'findFirstOrThrow', 'findMany', 'count', 'aggregate', 'groupBy', 'queryRaw', 'executeRaw']);

interface QueryCompilerClass {
  prototype: { compile(request: string): unknown; [installed]?: true };
}

const installed = Symbol.for('payroll.planCache');
const caches = new WeakMap<object, Map<string, { plan: unknown; text?: string }>>();

/** Whether `request` is one whose plan is kept. */
export function keepsPlanOf(request: string): boolean {
  const m = ACTION.exec(request);
  return m !== null && KEPT.has(m[1]);
}

/** Wraps `QueryCompiler.prototype.compile` with the cache; a second call does nothing. */
export function installPlanCache(QueryCompiler: QueryCompilerClass, verify = process.env.PRISMA_PLAN_CACHE_VERIFY === '1'): void {
  const proto = QueryCompiler.prototype;
  if (proto[installed]) return;
  const compile = proto.compile;
  proto.compile = function cachedCompile(this: object, request: string): unknown {
    if (!keepsPlanOf(request)) return compile.call(this, request);
    let cache = caches.get(this);
    if (!cache) caches.set(this, (cache = new Map()));
    const hit = cache.get(request);
    if (hit) {
      // Most recently used last: Map keeps insertion order.
      cache.delete(request);
      cache.set(request, hit);
      if (verify) {
        const fresh = JSON.stringify(compile.call(this, request));
        if (fresh !== hit.text || JSON.stringify(hit.plan) !== hit.text) throw new Error(`plan cache: the plan of ${request.slice(0, 200)} changed after use or differs from a fresh compile`);
      }
      return hit.plan;
    }
    const plan = compile.call(this, request);
    cache.set(request, verify ? { plan, text: JSON.stringify(plan) } : { plan });
    if (cache.size > PLAN_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    return plan;
  };
  proto[installed] = true;
}
