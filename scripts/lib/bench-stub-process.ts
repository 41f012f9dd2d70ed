// The stub server (`npm run stub`: packages/server/src/stub-app.ts, every operation answering its
// contract example, no database) as a process of its own for `npm run bench:load`, set up as the
// service is there: requests validated, responses only with VALIDATE_RESPONSES=true, the request log at
// BENCH_LOG_LEVEL (default info) written to /dev/null. Prints one JSON line `{"baseUrl": ...}` when
// listening; exits on SIGTERM or SIGINT.
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createLogger } from '../../packages/server/src/lib/logger';
import { createStubApp } from '../../packages/server/src/stub-app';

const logger = createLogger(process.env.BENCH_LOG_LEVEL ?? 'info', pino.destination({ dest: '/dev/null', sync: false }));
const app = createStubApp({ logger, validateResponses: process.env.VALIDATE_RESPONSES === 'true' });
const server = app.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` })}\n`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
