/**
 * Generates every derived artifact from openapi.yaml:
 *  - packages/api-types/src/generated/schema.gen.ts   (openapi-typescript)
 *  - packages/server/src/generated/operations.gen.ts  (operation table the server resolves handlers from)
 * Run with `npm run codegen`; CI fails when the committed output differs (`npm run check:drift`).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const root = join(__dirname, '..');
const contractPath = join(root, 'openapi.yaml');
const HEADER = '// GENERATED from openapi.yaml by codegen/generate.ts. DO NOT EDIT BY HAND: change openapi.yaml, then run `npm run codegen`.\n';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

type Operation = {
  operationId?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  requestBody?: unknown;
  responses: Record<string, unknown>;
};
type PathItem = Partial<Record<(typeof METHODS)[number], Operation>> & { servers?: Array<{ url: string }> };
type Contract = { paths: Record<string, PathItem>; security?: Array<Record<string, string[]>> };

function write(relative: string, content: string): void {
  const file = join(root, relative);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  console.log(`generated ${relative}`);
}

async function generateTypes(): Promise<void> {
  const ast = await openapiTS(readFileSync(contractPath, 'utf8'), { alphabetize: false, rootTypes: false, defaultNonNullable: false });
  write('packages/api-types/src/generated/schema.gen.ts', HEADER + '/* eslint-disable */\n' + astToString(ast));
}

function basePathOf(item: PathItem): string {
  if (!item.servers?.length) return '/v1';
  return new URL(item.servers[0].url).pathname.replace(/\/$/, '');
}

function generateOperationTable(contract: Contract): void {
  const rows: string[] = [];
  const seen = new Set<string>();
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      if (!op.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      if (seen.has(op.operationId)) throw new Error(`duplicate operationId ${op.operationId}`);
      seen.add(op.operationId);
      const security = (op.security ?? contract.security ?? []).flatMap((s) => Object.keys(s));
      const success = Object.keys(op.responses).filter((s) => /^2\d\d$/.test(s)).map(Number);
      rows.push(
        `  ${op.operationId}: { method: '${method}', path: '${path}', basePath: '${basePathOf(item)}', tag: '${op.tags?.[0] ?? ''}', ` +
          `security: [${security.map((s) => `'${s}'`).join(', ')}], successStatus: ${success[0] ?? 200}, hasBody: ${op.requestBody ? 'true' : 'false'} },`,
      );
    }
  }
  const out = `${HEADER}
export type SecuritySchemeName = 'PartnerKey' | 'CorporationKey' | 'CompanyKey' | 'OperatorKey';

export interface OperationMeta {
  readonly method: 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';
  /** Path as written in openapi.yaml, relative to basePath. */
  readonly path: string;
  /** '/v1' for the API, '' for operations served at the host root (health). */
  readonly basePath: string;
  readonly tag: string;
  /** Key kinds the operation admits; empty means no key. */
  readonly security: readonly SecuritySchemeName[];
  readonly successStatus: number;
  readonly hasBody: boolean;
}

export const operationTable = {
${rows.join('\n')}
} as const satisfies Record<string, OperationMeta>;

export type OperationId = keyof typeof operationTable;

export const operationIds = Object.keys(operationTable) as OperationId[];
`;
  write('packages/server/src/generated/operations.gen.ts', out);
}

async function main(): Promise<void> {
  const contract = parse(readFileSync(contractPath, 'utf8')) as Contract;
  await generateTypes();
  generateOperationTable(contract);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
