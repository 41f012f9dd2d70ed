import type { PrismaClient } from '@prisma/client';
import type { Config } from '../config';
import type { FieldCipher } from '../lib/secrets';

/** What every service needs: the database, the clock, secrets. */
export interface ServiceContext {
  prisma: PrismaClient;
  config: Config;
  databaseKind: 'postgres' | 'pglite';
  cipher: FieldCipher;
  now: () => Date;
  startedAt: Date;
}
