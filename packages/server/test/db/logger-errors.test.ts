// Issue 12, point 8: errors of the real databases, logged, carry no row values (README, `LOG_LEVEL`);
// the redaction itself is unit-tested in test/unit/logger.test.ts. The database tier: each driver words
// its errors in its own way, so both databases, each a copy of the migrated template.
import { databases, openTestDatabase, SKIPPED_WITHOUT_POSTGRES } from '@payroll/test-support';
import { createLogger } from '../../src/lib/logger';

const SSN = '123456789'; // not SSN-shaped on purpose: only the field name can catch it
const SSN_DASHED = '987-65-4321';

function capture() {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  return { logger, lines, text: () => lines.join('') };
}

describe('log redaction of database errors', () => {
  for (const database of databases) {
    const url = database.url();
    (url ? it : it.skip)(`real database errors (${database.name}${url ? '' : `: ${SKIPPED_WITHOUT_POSTGRES}`}) log no row values`, async () => {
      const { db, close } = await openTestDatabase(url!);
      const { logger, text } = capture();
      try {
        const failures = await Promise.all([
          db.prisma.$queryRaw`SELECT ${`${SSN}-not-a-number`}::int`.catch((e: unknown) => e),
          db.prisma
            .$transaction(async (tx) => {
              await tx.$executeRawUnsafe('CREATE TEMP TABLE logger_test (v text PRIMARY KEY)');
              await tx.$executeRaw`INSERT INTO logger_test VALUES (${SSN_DASHED})`;
              await tx.$executeRaw`INSERT INTO logger_test VALUES (${SSN_DASHED})`;
            })
            .catch((e: unknown) => e),
        ]);
        for (const err of failures) {
          expect(err).toBeInstanceOf(Error);
          logger.error({ err }, 'unhandled error');
          logger.error(err as Error);
        }
      } finally {
        await close();
      }
      expect(text()).toContain('P2010');
      expect(text()).not.toContain(SSN);
      expect(text()).not.toContain(SSN_DASHED);
    });
  }
});
