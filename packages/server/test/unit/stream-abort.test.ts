// A CSV report the client stops reading (closes the connection mid-stream) is not an error of the service:
// the reply ends quietly instead of rejecting, so the error handler does not log a failure for it. A stream
// that fails on the service's side still rejects.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import express from 'express';
import { sendReply } from '../../src/http/handler';

async function* slowLines(): AsyncGenerator<string> {
  yield 'id,amount\n';
  for (let i = 0; i < 100_000; i++) {
    yield `${i},1.00\n`;
    if (i % 50 === 0) await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

async function* failingLines(): AsyncGenerator<string> {
  yield 'id,amount\n';
  throw new Error('the database went away');
}

function serve(lines: () => AsyncIterable<string>): Promise<{ url: string; outcome: Promise<unknown>; close: () => void }> {
  let settle!: (v: unknown) => void;
  const outcome = new Promise((resolve) => (settle = resolve));
  const app = express();
  app.get('/report.csv', (req, res) => {
    sendReply(req, res, 200, Readable.from(lines()), { 'Content-Type': 'text/csv; charset=utf-8' }).then(
      () => settle('ended'),
      (err: Error) => settle(err),
    );
  });
  const server = app.listen(0, '127.0.0.1');
  return new Promise((resolve) =>
    server.once('listening', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/report.csv`, outcome, close: () => server.close() })),
  );
}

describe('a streamed CSV reply', () => {
  it('ends quietly when the client closes the connection after the first bytes', async () => {
    const s = await serve(slowLines);
    try {
      await new Promise<void>((resolve) => {
        const req = http.get(s.url, (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', () => undefined);
      });
      expect(await s.outcome).toBe('ended');
    } finally {
      s.close();
    }
  });

  it('still rejects when the stream itself fails', async () => {
    const s = await serve(failingLines);
    try {
      await new Promise<void>((resolve) => {
        const req = http.get(s.url, (res) => {
          res.resume();
          res.on('end', resolve);
          res.on('error', () => resolve());
        });
        req.on('error', () => resolve());
      });
      const outcome = await s.outcome;
      expect(outcome).toBeInstanceOf(Error);
      expect((outcome as Error).message).toBe('the database went away');
    } finally {
      s.close();
    }
  });
});
