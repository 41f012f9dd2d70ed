// Watches everything a test server says (response bodies and log lines) and checks, at the end of a
// test file, that no secret the database holds encrypted (SSNs, bank account numbers, whatever a later
// table adds) ever appeared in clear. docs/domain-rules.md, "Data that must never leak": write-only data must never leak.
import type { Express } from 'express';
import type { Database } from '@payroll/server/src/db/database';
import { FIELD_CIPHERTEXT, FieldCipher } from '@payroll/server/src/lib/secrets';

export interface LeakGuard {
  /** The app to hand to supertest: the real app, with its responses recorded. */
  wrap(app: Express): Express;
  /** A pino destination recording every log line (echoed to stdout when `echo`). */
  logSink: { write(line: string): void };
  /** Secrets (decrypted from every ciphertext in the database) found in a response body or log line. */
  findLeaks(db: Database): Promise<string[]>;
}

// Field ciphertexts of every format (v1 without a key id, v2 with one), anywhere in a row's JSON text.
const CIPHERTEXT = new RegExp(FIELD_CIPHERTEXT.source.replace(/^\^/, '').replace(/\$$/, ''), 'g');

export function leakGuard(encryptionKey: string, echo: boolean, previousKeys: readonly string[] = []): LeakGuard {
  const seen: string[] = [];
  const cipher = new FieldCipher(encryptionKey, previousKeys);
  return {
    logSink: {
      write(line: string) {
        seen.push(line);
        if (echo) process.stdout.write(line);
      },
    },
    wrap(app) {
      const recording = function (req: Parameters<Express>[0], res: Parameters<Express>[1]) {
        const chunks: Buffer[] = [];
        const keep = (chunk: unknown, encoding?: unknown) => {
          if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
          chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
        };
        const write = res.write.bind(res) as (...args: unknown[]) => boolean;
        const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
        res.write = ((chunk: unknown, ...rest: unknown[]) => {
          keep(chunk, rest[0]);
          return write(chunk, ...rest);
        }) as typeof res.write;
        res.end = ((chunk?: unknown, ...rest: unknown[]) => {
          keep(chunk, rest[0]);
          seen.push(`${req.method} ${req.url} -> ${res.statusCode}: ${Buffer.concat(chunks).toString('latin1')}`);
          return end(chunk, ...rest);
        }) as typeof res.end;
        return app(req, res);
      };
      return Object.setPrototypeOf(recording, app) as Express;
    },
    async findLeaks(db) {
      const tables = await db.prisma.$queryRawUnsafe<Array<{ name: string }>>(
        `SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
      );
      const secrets = new Set<string>();
      for (const { name } of tables) {
        const rows = await db.prisma.$queryRawUnsafe<Array<{ row: string }>>(`SELECT row_to_json(t)::text AS row FROM "${name.replace(/"/g, '""')}" t`);
        for (const { row } of rows) {
          for (const sealed of row.match(CIPHERTEXT) ?? []) {
            try {
              secrets.add(cipher.decrypt(sealed));
            } catch {
              // not one of ours
            }
          }
        }
      }
      const leaks: string[] = [];
      for (const secret of secrets) {
        const digits = secret.replace(/\D/g, '');
        // A number (an SSN, an account number) may be shown as 123-45-6789 or 123456789; the digits of a
        // secret that is not a number (a webhook signing secret) are no form of it: they would turn up by
        // chance in the digits of timestamps and ids. Anything shorter than 6 characters is no full number.
        const numeric = /^[\d\s-]+$/.test(secret);
        const forms = [secret, ...(numeric ? [digits.length === 9 ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : secret, digits] : [])].filter((f) => f.length >= 6);
        // A webhook signing secret is shown once, in the answer to its creation (and a replay of it).
        const allowed = (text: string) => secret.startsWith('whsec_') && /^POST \/v1\/webhook_endpoints -> 201: /.test(text);
        const where = seen.find((text) => !allowed(text) && forms.some((form) => text.includes(form)));
        if (where) leaks.push(`a secret ending ${secret.slice(-4)} appeared in: ${where.slice(0, 300)}`);
      }
      return leaks;
    },
  };
}
