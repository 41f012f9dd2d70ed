// Prisma CLI configuration (Prisma 6.19, JavaScript schema engine, no native binaries).
// DATABASE_URL selects the adapter the CLI uses:
//   postgresql://... | postgres://...  -> @prisma/adapter-pg (`migrate deploy` does not work through
//                                         it: use `npm run db:migrate`)
//   file:<folder>                      -> PGlite kept in that folder
//   unset, memory:, file::memory:      -> empty in-memory PGlite (enough for generate and migrate diff)
// With PGlite the shadow database (for `migrate diff --from-migrations`) is another in-memory PGlite.
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { defineConfig } from 'prisma/config';

const databaseUrl = process.env.DATABASE_URL ?? 'memory:';
const isPostgresUrl = /^postgres(ql)?:\/\//.test(databaseUrl);

// The CLI reads the schema's `url = env("DATABASE_URL")` to learn the client's engineType; when that
// is not a postgresql:// URL it silently falls back to the native query engine and tries to download
// it (impossible offline). The adapter below is what actually connects, so hand the schema a
// placeholder URL when DATABASE_URL names PGlite.
if (!isPostgresUrl) process.env.DATABASE_URL = 'postgresql://pglite.invalid/adapter-in-prisma-config';

type JsEngineConfig = Extract<Parameters<typeof defineConfig>[0], { engine: 'js' }>;
type AdapterFactory = Awaited<ReturnType<JsEngineConfig['adapter']>>;
let adapterOnce: Promise<AdapterFactory> | undefined;

export default defineConfig({
  experimental: { adapter: true },
  schema: path.join('prisma', 'schema.prisma'),
  migrations: { path: path.join('prisma', 'migrations') },
  engine: 'js',
  // The CLI may ask several times per command; one PGlite start (seconds) is enough.
  adapter: () => (adapterOnce ??= createAdapter()),
});

async function createAdapter(): Promise<AdapterFactory> {
  if (isPostgresUrl) {
    const { PrismaPg } = await import('@prisma/adapter-pg');
    return new PrismaPg({ connectionString: databaseUrl });
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { PrismaPGlite } = await import('pglite-prisma-adapter');
  let pglite: PGlite;
  if (databaseUrl === 'memory:' || databaseUrl === 'file::memory:') pglite = new PGlite();
  else if (databaseUrl.startsWith('file:')) pglite = new PGlite(path.resolve(databaseUrl.slice('file:'.length)));
  else throw new Error('DATABASE_URL must start with postgresql://, postgres://, file: or memory:');

  // The schema engine sends a whole migration.sql through executeRaw, which pglite-prisma-adapter
  // runs as one prepared statement ("cannot insert multiple commands into a prepared statement").
  // Parameterless scripts go through PGlite's exec (simple protocol) instead.
  type Adapter = Awaited<ReturnType<InstanceType<typeof PrismaPGlite>['connect']>>;
  const runScripts = (adapter: Adapter, db: PGlite): Adapter => {
    const executeRaw = adapter.executeRaw.bind(adapter);
    adapter.executeRaw = async (query) => {
      if (query.args.length > 0) return executeRaw(query);
      try {
        await db.exec(query.sql);
      } catch (error) {
        // The adapter's own mapping turns a PostgreSQL error into one the CLI prints in full.
        (adapter as unknown as { onError(error: unknown): never }).onError(error);
      }
      return 0;
    };
    return adapter;
  };
  const factory = new PrismaPGlite(pglite);
  const connect = factory.connect.bind(factory);
  factory.connect = async () => runScripts(await connect(), pglite);
  factory.connectToShadowDb = async () => {
    const shadow = new PGlite();
    return runScripts(await new PrismaPGlite(shadow).connect(), shadow);
  };
  // pglite-prisma-adapter 0.6.1 is typed against driver-adapter-utils 6.10 (ArgType differs from
  // 6.19's); it never reads argTypes, so only the type needs bridging.
  return factory as unknown as AdapterFactory;
}
