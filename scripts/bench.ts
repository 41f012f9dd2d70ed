/**
 * HTTP benchmark of the service in process (no network noise from another host): creates a partner and a
 * company, then times employee creates and list pages. Prints numbers; asserts nothing.
 *   npm run bench                                   # embedded PGlite in memory
 *   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench
 *   BENCH_REQUESTS=500 npm run bench
 */
import { createPayrollClient } from '../packages/client/src';
import { BENCH_OPERATOR_KEY, startBenchServer } from './lib/bench-server';

const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const baseDbUrl = process.env.BENCH_DATABASE_URL ?? 'memory:';

function stats(label: string, samples: number[]): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2);
  const total = samples.reduce((a, b) => a + b, 0);
  console.log(`${label.padEnd(28)} n=${samples.length}  p50=${at(0.5)} ms  p95=${at(0.95)} ms  max=${at(1)} ms  ${(samples.length / (total / 1000)).toFixed(0)} req/s (sequential)`);
}

async function timed<T>(samples: number[], fn: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await fn();
  samples.push(performance.now() - started);
  return result;
}

async function main(): Promise<void> {
  const bench = await startBenchServer(baseDbUrl);
  const { baseUrl, db } = bench;
  const operatorApiKey = BENCH_OPERATOR_KEY;
  try {
    const operator = createPayrollClient({ baseUrl, apiKey: { kind: 'Operator', key: operatorApiKey } });
    const partner = (await operator.POST('/operator/partners', { body: { name: 'Bench Partner' } })).data!;
    const api = createPayrollClient({ baseUrl, apiKey: { kind: 'Partner', key: partner.apiKey } });
    const address = { street1: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701', country: 'US' };
    const company = (await api.POST('/companies', { body: { legalName: 'Bench LLC', email: 'b@bench.example', legalType: 'Partnership', address } })).data!;
    const path = { companyId: company.id };
    // Warm-up: the validator compiles each operation's schemas on first use.
    await api.GET('/companies/{companyId}/employees', { params: { path } });

    const creates: number[] = [];
    for (let i = 0; i < requests; i++) {
      const res = await timed(creates, () =>
        api.POST('/companies/{companyId}/employees', {
          params: { path },
          body: { firstName: `First${i}`, lastName: `Last${i}`, startDate: '2026-01-05', ssn: '123-45-6789', residence: address },
        }),
      );
      if (res.response.status !== 201) throw new Error(`create failed: ${res.response.status}`);
    }
    const lists: number[] = [];
    for (let i = 0; i < requests; i++) {
      await timed(lists, () => api.GET('/companies/{companyId}/employees', { params: { path, query: { page: 1 + (i % 10), pageSize: 20, search: 'last1' } } }));
    }
    const gets: number[] = [];
    for (let i = 0; i < requests; i++) await timed(gets, () => api.GET('/companies/{companyId}', { params: { path } }));
    console.log(`database: ${db.kind}, response validation: ${process.env.VALIDATE_RESPONSES === 'true'}, node ${process.version}`);
    stats('POST employees', creates);
    stats('GET employees (search, page)', lists);
    stats('GET company', gets);
  } finally {
    await bench.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
