// The ceiling of the service's stack for `npm run bench:load`: a bare Express 5 app, in a process of its
// own, answering `GET /v1/companies/:companyId` with the JSON body read from the file BENCH_BARE_BODY
// (the service's own answer for that company). No validation, no database, no middleware. Prints one
// JSON line `{"baseUrl": ...}` when listening; exits on SIGTERM or SIGINT.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import express from 'express';

const body: unknown = JSON.parse(readFileSync(process.env.BENCH_BARE_BODY ?? '', 'utf8'));
const app = express();
app.get('/v1/companies/:companyId', (_req, res) => {
  res.json(body);
});
const server = app.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` })}\n`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
