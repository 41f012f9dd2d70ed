/**
 * `npm run stub`: the whole contract served from its examples (stub-app.ts), with no database, for
 * front-end teams and client tests before (or without) the service. PORT (default 3000), LOG_LEVEL,
 * VALIDATE_RESPONSES and TRUST_PROXY as for the service; NODE_ENV and SANDBOX_MODE only to refuse a start in
 * production outside sandbox mode (config.ts stubServerProblem); nothing else is read. README, "Stub responses".
 */
import { stubServerProblem } from './config';
import { createStubApp } from './stub-app';
import { createLogger } from './lib/logger';

// Refused in production outside sandbox mode, as STUB_RESPONSES=examples is (config.ts stubServerProblem).
const problem = stubServerProblem(process.env);
if (problem) {
  console.error(`failed to start: invalid configuration: ${problem}`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const app = createStubApp({
  logger: createLogger(process.env.LOG_LEVEL ?? 'info'),
  validateResponses: process.env.VALIDATE_RESPONSES === 'true',
  trustProxy: process.env.TRUST_PROXY || undefined,
});
const server = app.listen(port, () => {
  const address = server.address();
  const base = `http://localhost:${typeof address === 'object' && address ? address.port : port}`;
  console.log(`Payroll API stub listening on ${base}/v1: every operation answers its openapi.yaml example (X-Stub-Response: example), no database.`);
  console.log(`Send a key header of a kind the operation admits, any value: curl -H "X-API-key: any" ${base}/v1/companies`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
