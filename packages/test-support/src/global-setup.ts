// jest globalSetup (jest.config.js): builds the migrated templates once, before any worker starts,
// so that workers only copy them (templates.ts). A template already built for these migrations is reused.
import { ensurePgliteTemplate, ensurePostgresTemplate } from './templates';

export default async function globalSetup(): Promise<void> {
  await ensurePgliteTemplate();
  const postgres = process.env.TEST_DATABASE_URL;
  if (postgres) await ensurePostgresTemplate(postgres);
}
