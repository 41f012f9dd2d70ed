// Two real server processes (`node --import tsx packages/server/src/server.ts`) on one PostgreSQL schema, configured
// by the environment as an operator would: they share each key's rate-limit budget and idempotency
// keys, and their webhook workers (both polling) deliver every event once, in order, signed.
// Needs PostgreSQL (TEST_DATABASE_URL); skipped, loudly, without it.
import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { startReceiver, verifyWebhook, type Receiver } from '@payroll/test-support';
import { startService, type ServiceProcess } from './service-process';

const OPERATOR = 'op_processes_key';
const LIMIT = 6;
const ADDRESS = { street1: '500 Market Street', city: 'San Francisco', zipcode: '94105', state: 'CA', country: 'US' };

type Proc = ServiceProcess;
const startProcess = (env: NodeJS.ProcessEnv): Promise<Proc> => startService(env, { host: '127.0.0.1' });
const stopProcess = (p: Proc) => p.stop();

async function call(p: Proc, method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const res = await fetch(`${p.baseUrl}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: text ? JSON.parse(text) : undefined };
}

const base = process.env.TEST_DATABASE_URL;
const suite = base ? describe : describe.skip;

suite(`two server processes on one PostgreSQL database${base ? '' : ' [SKIPPED, TEST_DATABASE_URL is not set]'}`, () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let a: Proc;
  let b: Proc;
  let receiver: Receiver;

  beforeAll(async () => {
    const url = new URL(base!);
    url.searchParams.set('schema', schema);
    const env = {
      ...process.env,
      NODE_OPTIONS: '',
      DATABASE_URL: url.toString(),
      OPERATOR_API_KEY: OPERATOR,
      ENCRYPTION_KEY: 'processes-key',
      RATE_LIMIT: String(LIMIT),
      RATE_LIMIT_WINDOW_SECONDS: '3600',
      WEBHOOK_POLL_MS: '100',
      // The receiver is on loopback, over plain http.
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      LOG_LEVEL: 'warn',
    };
    receiver = await startReceiver();
    // Both start at once: migrations are applied once, under the advisory lock.
    [a, b] = await Promise.all([startProcess(env), startProcess(env)]);
    // Stay clear of the hour's edge, where the window turns.
    const intoWindow = (Date.now() / 1000) % 3600;
    if (intoWindow > 3570) await new Promise((r) => setTimeout(r, (3601 - intoWindow) * 1000));
  }, 120_000);

  afterAll(async () => {
    const codes = await Promise.all([a, b].filter(Boolean).map(stopProcess));
    await receiver?.close();
    const plain = new URL(base!);
    plain.searchParams.delete('schema');
    const pool = new Pool({ connectionString: plain.toString(), max: 1 });
    await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await pool.end();
    // SIGTERM is a clean stop: requests and the delivery worker finish, then exit 0.
    expect(codes).toEqual([0, 0]);
  }, 60_000);

  it('share the rate-limit budget of a key: requests alternating between them count against one window', async () => {
    const op = { 'O-API-key': OPERATOR };
    const partner = await call(a, 'POST', '/operator/partners', op, { name: 'Two Process Partner' });
    expect(partner.status).toBe(201);
    const key = { 'X-API-key': partner.body.apiKey as string };
    for (let i = 1; i <= LIMIT; i++) {
      const res = await call(i % 2 ? a : b, 'GET', '/companies', key);
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-policy')).toBe(`${LIMIT};w=3600`);
      expect(res.headers.get('ratelimit')).toMatch(new RegExp(`^limit=${LIMIT}, remaining=${LIMIT - i}, reset=\\d+$`));
    }
    for (const p of [a, b]) {
      const res = await call(p, 'GET', '/companies', key);
      expect(res.status).toBe(429);
      expect(res.body.code).toBe('rate_limited');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(res.headers.get('ratelimit')).toMatch(new RegExp(`^limit=${LIMIT}, remaining=0, reset=\\d+$`));
    }
  });

  it('share idempotency keys, and deliver each event once, in order, signed, with both workers polling', async () => {
    const op = { 'O-API-key': OPERATOR };
    const partner = await call(b, 'POST', '/operator/partners', op, { name: 'Webhook Process Partner' });
    const key = { 'X-API-key': partner.body.apiKey as string };
    const endpoint = await call(a, 'POST', '/webhook_endpoints', key, { url: receiver.url });
    expect(endpoint.status).toBe(201);
    const companyBody = { legalName: 'Two Process LLC', email: 'ops@two.example', legalType: 'LimitedLiabilityCompany', address: ADDRESS };
    const company = await call(b, 'POST', '/companies', { ...key, 'Idempotency-Key': 'two-proc-1' }, companyBody);
    expect(company.status).toBe(201);
    // The same key on the other process replays the answer byte for byte and creates nothing.
    const replay = await call(a, 'POST', '/companies', { ...key, 'Idempotency-Key': 'two-proc-1' }, companyBody);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.text).toBe(company.text);
    const workplaces: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await call(i % 2 ? a : b, 'POST', `/companies/${company.body.id}/workplaces`, key, { name: `Yard ${i}`, address: ADDRESS });
      expect(res.status).toBe(201);
      workplaces.push(res.body.id);
    }
    await receiver.waitFor(4, 30_000);
    // Several more polls of both workers: nothing is sent again.
    await new Promise((r) => setTimeout(r, 1500));
    expect(receiver.received.map((r) => [r.body.type, r.body.resourceId])).toEqual([
      ['company.created', company.body.id],
      ...workplaces.map((id) => ['workplace.created', id]),
    ]);
    for (const r of receiver.received) {
      expect(verifyWebhook(r.rawBody, String(r.headers['webhook-signature']), endpoint.body.secret)).toBe(true);
    }
    expect(new Set(receiver.received.map((r) => r.body.id)).size).toBe(4);
    for (const p of [a, b]) expect(p.logs()).not.toContain(endpoint.body.secret);
  }, 60_000);
});
