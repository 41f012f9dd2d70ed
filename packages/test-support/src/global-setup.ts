// jest globalSetup (jest.config.js): before any worker starts, builds the migrated templates (templates.ts)
// so that workers only copy them, and writes the contract's JSON cache (lib/contract.ts) so that no worker
// parses the YAML. What is already there for these migrations and this contract is reused.
import { CONTRACT_PATH, readContract } from '@payroll/server/src/lib/contract';
import { ensurePgliteTemplate, ensurePostgresTemplate } from './templates';

export default async function globalSetup(): Promise<void> {
  const postgres = process.env.TEST_DATABASE_URL;
  readContract(CONTRACT_PATH);
  await Promise.all([ensurePgliteTemplate(), postgres ? ensurePostgresTemplate(postgres) : undefined]);
}
