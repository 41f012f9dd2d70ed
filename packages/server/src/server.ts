/**
 * Starts the service: applies pending migrations, then listens and runs the periodic jobs (jobs/: webhook
 * delivery, maintenance, the payroll clock). The one place that wires everything. `npm start` runs this.
 */
import { loadConfig } from './config';
import type { Services } from './services';

async function main(): Promise<void> {
  const config = loadConfig(process.env, (msg) => console.warn(`WARNING: ${msg}`));
  if (config.taxDataDir) {
    // Before the database: a year file that fails its check or one of its examples stops the start, named
    // (lib/tax-data.ts). createServices installs the folder too; the same files install once.
    const { installTaxDataDir } = await import('./lib/tax-data');
    const installed = installTaxDataDir(config.taxDataDir);
    const what = (y: { jurisdiction: string; year: number }) => (y.jurisdiction === 'US' ? `federal ${y.year}` : `${y.jurisdiction} ${y.year}`);
    console.log(`TAX_DATA_DIR ${config.taxDataDir}: ${installed.length ? installed.map((y) => `${what(y)} installed from ${y.file} (sha256 ${y.sha256})`).join('; ') : 'no year file'}`);
  }
  // The rest of the service is loaded once the settings are good: a start that production settings
  // refuse costs no more than reading them.
  const [{ createApp }, { openDatabase }, { applyMigrations }, { answerClientErrors }, { startJobs }, { createLogger }] = await Promise.all([
    import('./app'),
    import('./db/database'),
    import('./db/migrate'),
    import('./http/client-errors'),
    import('./jobs'),
    import('./lib/logger'),
  ]);
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(config.databaseUrl, { poolSize: config.databasePoolSize });
  const migrations = await applyMigrations(db);
  logger.info({ applied: migrations.applied.map((m) => m.name), database: db.kind }, 'migrations');
  if (config.sandboxMode) {
    // Explicit (SANDBOX_MODE=true) and loud: the simulation operations are served (README, "Sandbox").
    console.warn('WARNING: SANDBOX_MODE=true: sandbox operations (simulated money movement, funding and payment failures, per-partner clocks) are served. Never run a service that moves real money in sandbox mode.');
    logger.warn({ sandboxMode: true }, 'sandbox mode');
  }
  if (config.stubResponses) {
    // README, "Stub responses": operations not built yet answer their contract example, marked X-Stub-Response.
    console.warn('STUB_RESPONSES=examples: operations whose handler is a notImplemented stub answer their contract example (X-Stub-Response: example).');
  }
  const app = createApp({ prisma: db.prisma, databaseKind: db.kind, driver: db.driver, config, logger });
  const server = app.listen(config.port, () => {
    const base = `http://localhost:${config.port}`;
    console.log(`Payroll API listening on ${base}/v1 (health: ${base}/health, API reference: ${base}/docs), database: ${db.kind === 'pglite' ? config.databaseUrl : 'PostgreSQL'}`);
    console.log(`Get a partner key:  npm run operator -- create-partner "Acme Payroll Partners"`);
  });
  // Node's own refusals (headers too large, malformed HTTP) as problem details.
  answerClientErrors(server);
  const services = app.locals.services as Services;
  const jobs = startJobs(services, logger, { webhookPollMs: config.webhookPollMs ?? 1000 });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Stop taking requests and deliveries; requests and an attempt under way finish (and are recorded) first.
    void Promise.all([new Promise<void>((resolve) => server.close(() => resolve())), jobs.stop()])
      .then(() => (app.locals.close as () => Promise<void>)())
      .then(() => db.close())
      .then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  // One line, then a non-zero exit: settings production refuses (config.ts ConfigError) are all named on it.
  console.error(`failed to start: ${err instanceof Error ? err.message : String(err)}`.replace(/\s*\n\s*/g, ' '));
  process.exit(1);
});
