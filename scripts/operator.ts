/**
 * Operator command line: issues and revokes keys through a running server's /v1/operator endpoints
 * (the embedded database admits one process, so this never opens the database files itself).
 *
 *   npm run operator -- create-partner "Acme Payroll Partners"
 *   npm run operator -- create-corporation <partnerId> "Harborview Group"
 *   npm run operator -- create-key <Partner|Corporation|Company> <ownerId>
 *   npm run operator -- revoke-key <apiKeyId>
 *   npm run operator -- tax-coverage [year]
 *
 * `tax-coverage` lists what the engine does not compute in a tax year (docs/taxes.md, "Coverage"): the year given,
 * or this year and, from November 1 (the server's clock, read from /health's `nextTaxYear`), next year too.
 *
 * Server: OPERATOR_URL (default http://localhost:$PORT/v1). Key: OPERATOR_API_KEY, or the development
 * key the server generated beside the embedded database (data/.dev-OPERATOR_API_KEY).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createPayrollClient } from '../packages/client/src';

function operatorKey(): string {
  if (process.env.OPERATOR_API_KEY) return process.env.OPERATOR_API_KEY;
  const file = resolve('data/.dev-OPERATOR_API_KEY');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  throw new Error('Set OPERATOR_API_KEY (or start the server once so that it generates a development key).');
}

/** Where the commands go: OPERATOR_URL, else the local server on PORT (3000). */
const baseUrl = process.env.OPERATOR_URL ?? `http://localhost:${process.env.PORT ?? 3000}/v1`;

/** Whether `err` is fetch's own failure to reach the server (refused, unknown host, reset), not an answer. */
function unreachable(err: unknown): boolean {
  return err instanceof TypeError && err.message === 'fetch failed';
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const api = createPayrollClient({
    baseUrl,
    apiKey: { kind: 'Operator', key: operatorKey() },
  });
  let result: { data?: unknown; error?: unknown; response: Response };
  switch (command) {
    case 'create-partner':
      result = await api.POST('/operator/partners', { body: { name: args[0] ?? '' } });
      break;
    case 'create-corporation':
      result = await api.POST('/operator/corporations', { body: { partnerId: args[0] ?? '', name: args[1] ?? '' } });
      break;
    case 'create-key':
      result = await api.POST('/operator/api_keys', { body: { kind: args[0] as 'Partner' | 'Corporation' | 'Company', ownerId: args[1] ?? '' } });
      break;
    case 'revoke-key':
      result = await api.DELETE('/operator/api_keys/{apiKeyId}', { params: { path: { apiKeyId: args[0] ?? '' } } });
      break;
    case 'tax-coverage':
      return taxCoverage(api, args[0]);
    default:
      console.error('usage: npm run operator -- create-partner <name> | create-corporation <partnerId> <name> | create-key <kind> <ownerId> | revoke-key <id> | tax-coverage [year]');
      process.exit(2);
  }
  if (result.error || !result.response.ok) {
    console.error(`failed (${result.response.status}):`, JSON.stringify(result.error, null, 2));
    process.exit(1);
  }
  console.log(result.data === undefined ? 'done' : JSON.stringify(result.data, null, 2));
  if (command !== 'revoke-key') console.log('The apiKey is shown only this once: keep it.');
}

/** The operator's view of the tax coverage: each year's jurisdictions not computed, part by part, with why. */
async function taxCoverage(api: ReturnType<typeof createPayrollClient>, yearArg: string | undefined): Promise<void> {
  const years: number[] = [];
  if (yearArg !== undefined) years.push(Number(yearArg));
  else {
    const health = await api.GET('/health', { baseUrl: baseUrl.replace(/\/v1$/, '') });
    const next = health.data?.nextTaxYear;
    years.push(next ? next.year - 1 : new Date().getUTCFullYear());
    if (next) years.push(next.year);
  }
  for (const year of years) {
    const { data, error, response } = await api.GET('/tax_coverage', { params: { query: { year } } });
    if (error || !data) {
      console.error(`failed (${response.status}):`, JSON.stringify(error, null, 2));
      process.exit(1);
    }
    const gaps = data.entries.filter((e) => !e.computed);
    console.log(`${year}: ${data.missing.length ? `missing ${data.missing.length} jurisdiction(s): ${data.missing.join(', ')}` : 'every jurisdiction computed'}`);
    for (const e of gaps) console.log(`  ${e.jurisdiction} ${e.part}${e.program ? ` ${e.program}` : ''}: ${e.reason ?? ''}${e.effect ? ` [${e.effect}]` : ''}`);
  }
}

main().catch((err: unknown) => {
  // As the demo says it: where it tried, and what to do (fetch's own words are "fetch failed").
  if (unreachable(err)) console.error(`cannot reach the server at ${baseUrl}: start it first (npm start), or set OPERATOR_URL or PORT.`);
  else console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
