import type { PrismaClient } from '@prisma/client';
import type { Config } from '../config';
import type { Clock } from '../core/clock';
import type { HostLookup } from '../lib/net-guard';
import type { FieldCipher } from '../lib/secrets';
import type { SqlReader } from '../repositories/sql';

/** What every service needs: the database, the clock, secrets. */
export interface ServiceContext {
  /**
   * The database (repositories/transaction-scope.ts): inside an idempotent request, the request's one
   * transaction (a `$transaction` is then a savepoint of it); every interactive transaction is bounded
   * (TX_LIMITS). Services reach the database only through it, never through another client.
   */
  prisma: PrismaClient;
  config: Config;
  databaseKind: 'postgres' | 'pglite';
  cipher: FieldCipher;
  /** The clock of the work under way: in sandbox mode, a partner's request runs on the partner's own clock (http/sandbox-clock.ts). */
  now: Clock;
  /**
   * The service clock itself, never moved by a partner's sandbox clock: for a lifetime that is checked
   * outside the partner's requests, on this clock (the hosted pages' links, opened without a key:
   * docs/security.md, "Hosted pages"). Equal to `now` outside sandbox mode.
   */
  serviceNow: Clock;
  startedAt: Date;
  /**
   * The driver for the hottest reads, without Prisma (repositories/sql.ts); absent, every read goes
   * through Prisma. Never used inside a request transaction (`hotReader`).
   */
  sql?: SqlReader;
  /** How webhook hosts are resolved (lib/net-guard.ts); the system resolver when absent. Tests inject one. */
  lookup?: HostLookup;
  /** Called once a key's revocation has committed: the request path's key cache forgets it (docs/security.md, "API keys"). */
  keyRevoked?: (apiKeyId: string) => void;
}
