import type { Prisma, PrismaClient } from '@prisma/client';

/** The Prisma client, or a transaction client inside `db.$transaction`. Only repositories use it. */
export type Db = PrismaClient | Prisma.TransactionClient;
export type { PrismaClient, Prisma };
