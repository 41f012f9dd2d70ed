import { Prisma } from '@prisma/client';

/**
 * The database's decimal number (what Decimal columns read as and accept: Prisma's decimal.js). Services
 * do exact money arithmetic with it; only repositories/ and db/ import `@prisma/client` values.
 */
export const Decimal = Prisma.Decimal;
export type Decimal = Prisma.Decimal;
