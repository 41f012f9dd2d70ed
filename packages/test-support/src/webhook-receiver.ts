// A webhook receiver on loopback for tests: records every request (raw body, headers) and answers
// with what the test scripts (a status per request, or holding the answer until released).
import crypto from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { systemLookup, type HostLookup, type ResolvedAddress } from '@payroll/server/src/lib/net-guard';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  body: { id: string; type: string } & Record<string, unknown>;
}

/** What the receiver does with a request: answer a status, or hold it (answered by `release`). */
export type Behaviour = number | 'hold';

export interface Receiver {
  url: string;
  received: Received[];
  /** Statuses for the next requests, in order; once used up, the default applies (200). */
  script(...behaviours: Behaviour[]): void;
  /** Forgets the scripted statuses not used yet. */
  clearScript(): void;
  /** Resolves once `count` requests in all have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  /** Answers every held request with this status. */
  release(status?: number): void;
  close(): Promise<void>;
}

/**
 * The contract's verification example for receivers (openapi.yaml, `webhooks`), word for word apart
 * from types and the clock it compares `t` with (the service clock in tests).
 */
export function verifyWebhook(rawBody: string, signatureHeader: string, secret: string, nowSeconds = Date.now() / 1000, toleranceSeconds = 300): boolean {
  const fields = Object.fromEntries(signatureHeader.split(',').map((part) => part.trim().split('=')));
  const t = Number(fields.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = crypto.createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(fields.v1 ?? '', 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** A public address (example.com's, assigned by IANA) that names under `.example` resolve to in tests; no test connects to it. */
export const PUBLIC_TEST_ADDRESS = '93.184.216.34';

/**
 * The resolver of the test servers (harness.ts): names under `.example` (reserved, RFC 2606: real DNS
 * never answers them) resolve to PUBLIC_TEST_ADDRESS, `localhost` to 127.0.0.1 and ::1, anything else
 * through the system resolver. IP literals never reach a resolver.
 */
export const testLookup: HostLookup = async (hostname) => {
  if (hostname === 'localhost') return [{ address: '127.0.0.1', family: 4 }, { address: '::1', family: 6 }];
  if (hostname.endsWith('.example')) return [{ address: PUBLIC_TEST_ADDRESS, family: 4 }];
  return systemLookup(hostname);
};

/** A resolver the test scripts: `answers.set(name, [addresses])`; other names do not resolve (ENOTFOUND). `calls` lists every name asked. */
export function scriptedLookup(): { lookup: HostLookup; answers: Map<string, string[]>; calls: string[] } {
  const answers = new Map<string, string[]>();
  const calls: string[] = [];
  const lookup: HostLookup = async (hostname) => {
    calls.push(hostname);
    const addresses = answers.get(hostname);
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address): ResolvedAddress => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { lookup, answers, calls };
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const queue: Behaviour[] = [];
  const held: ServerResponse[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      received.push({ path: req.url ?? '', headers: req.headers, rawBody, body: JSON.parse(rawBody) });
      for (const w of waiters.filter((x) => received.length >= x.count)) w.resolve();
      const behaviour = queue.shift() ?? 200;
      if (behaviour === 'hold') held.push(res);
      else res.writeHead(behaviour, { 'Content-Type': 'text/plain' }).end(behaviour < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/payroll`,
    received,
    script: (...b) => queue.push(...b),
    clearScript: () => queue.splice(0),
    waitFor: (count, timeoutMs = 20_000) =>
      new Promise<void>((resolve, reject) => {
        if (received.length >= count) return resolve();
        const timer = setTimeout(() => reject(new Error(`receiver got ${received.length} of ${count} requests`)), timeoutMs);
        waiters.push({ count, resolve: () => (clearTimeout(timer), resolve()) });
      }),
    release: (status = 200) => {
      for (const res of held.splice(0)) res.writeHead(status).end();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held.splice(0)) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
