import type { PrismaClient } from '@prisma/client';
import type { Config } from '../config';
import type { Clock } from '../core/clock';
import type { HostLookup } from '../lib/net-guard';
import type { FieldCipher } from '../lib/secrets';

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
  now: Clock;
  startedAt: Date;
  /** How webhook hosts are resolved (lib/net-guard.ts); the system resolver when absent. Tests inject one. */
  lookup?: HostLookup;
}
