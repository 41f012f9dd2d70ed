// The service as a process of its own for `npm run bench:load` (scripts/bench-load.ts): startBenchServer
// (bench-server.ts) on BENCH_DATABASE_URL (default PGlite in memory), with a service clock that starts
// at Monday 2026-03-02 15:00 UTC and runs at real speed (so the benchmark's payroll week has tax tables
// and rate-limit windows still roll over). Prints one JSON line `{"baseUrl": ...}` when listening; stops,
// dropping its schema, on SIGTERM or SIGINT (a `--cpu-prof` profile is written at that exit).
import { startBenchServer } from './bench-server';

const CLOCK_START = Date.parse('2026-03-02T15:00:00.000Z');

async function main(): Promise<void> {
  const startedAt = Date.now();
  const bench = await startBenchServer(process.env.BENCH_DATABASE_URL ?? 'memory:', () => new Date(CLOCK_START + (Date.now() - startedAt)));
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    bench.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.stdout.write(`${JSON.stringify({ baseUrl: bench.baseUrl, database: bench.db.kind })}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
