// Prisma CLI configuration (Prisma 6.19, JavaScript schema engine, no native binaries).
// DATABASE_URL selects the adapter the CLI uses:
//   postgresql://... | postgres://...  -> @prisma/adapter-pg (note: `migrate deploy` does not work
//                                         through it; use `npm run db:migrate`)
//   file:<folder>                      -> PGlite kept in that folder
//   unset, memory:, file::memory:      -> in-memory PGlite (enough for generate and migrate diff)
import path from 'node:path';
import { defineConfig } from 'prisma/config';

const databaseUrl = process.env.DATABASE_URL ?? 'memory:';
const isPostgresUrl = /^postgres(ql)?:\/\//.test(databaseUrl);

// The CLI reads the schema's `url = env("DATABASE_URL")` to learn the client's engineType; when that
// is not a postgresql:// URL it silently falls back to the native query engine and tries to download
// it (impossible offline). The adapter below is what actually connects, so hand the schema a
// placeholder URL when DATABASE_URL names PGlite.
if (!isPostgresUrl) process.env.DATABASE_URL = 'postgresql://pglite.invalid/adapter-in-prisma-config';

export default defineConfig({
  experimental: { adapter: true },
  schema: path.join('prisma', 'schema.prisma'),
  migrations: { path: path.join('prisma', 'migrations') },
  engine: 'js',
  async adapter() {
    if (isPostgresUrl) {
      const { PrismaPg } = await import('@prisma/adapter-pg');
      return new PrismaPg({ connectionString: databaseUrl });
    }
    const { PGlite } = await import('@electric-sql/pglite');
    const { PrismaPGlite } = await import('pglite-prisma-adapter');
    const isMemory = databaseUrl === 'memory:' || databaseUrl === 'file::memory:';
    if (!isMemory && !databaseUrl.startsWith('file:')) {
      throw new Error(`DATABASE_URL must start with postgresql://, postgres://, file: or memory:`);
    }
    const folder = databaseUrl.slice('file:'.length);
    return new PrismaPGlite(isMemory ? new PGlite() : new PGlite(path.resolve(folder)));
  },
});
