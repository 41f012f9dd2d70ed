/**
 * Everything derived from openapi.yaml, produced as strings (nothing here writes a file):
 * `generateArtifacts` renders every generated file, `driftOf` compares them with a tree on disk
 * (the drift check, in memory), `handlerProblems` compares the handler files with the operations
 * (missing, misplaced, orphaned), `stubHandlerFile` renders the 501 stub codegen writes for a missing one,
 * `packageVersionProblems` checks the published packages' versions against info.version.
 * codegen/generate.ts is the command line around them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const HEADER =
  '// GENERATED from openapi.yaml by codegen/generate.ts. DO NOT EDIT BY HAND: change openapi.yaml, then run `npm run codegen`.\n';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The folders that hold only generated files (a file there that codegen does not produce is stale). */
export const GENERATED_DIRS = ['packages/contract/src/generated', 'packages/server/src/generated'];
/** Where the server's handlers live: handlers/<tag in kebab case>/<operationId>.ts. */
export const HANDLERS_DIR = 'packages/server/src/handlers';
/** Files of HANDLERS_DIR that are not an operation's handler. */
export const HANDLERS_DIR_SUPPORT = ['not-implemented.ts'];

type Operation = {
  operationId?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  requestBody?: unknown;
  responses: Record<string, unknown>;
};
type PathItem = Partial<Record<(typeof METHODS)[number], Operation>> & { servers?: Array<{ url: string }> };
type SecurityScheme = { type?: string; in?: string; name?: string };
export type Contract = {
  info: { version: string };
  servers?: Array<{ url: string }>;
  paths: Record<string, PathItem>;
  security?: Array<Record<string, string[]>>;
  components?: { securitySchemes?: Record<string, SecurityScheme> };
};

export interface OperationRow {
  operationId: string;
  method: (typeof METHODS)[number];
  path: string;
  basePath: string;
  tag: string;
  security: string[];
  successStatus: number;
  hasBody: boolean;
}

/** `EarningCodes` -> `earning-codes`. */
export function kebabCase(tag: string): string {
  return tag
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

/** The handler file of an operation, relative to HANDLERS_DIR, without `.ts`: `<tag in kebab case>/<operationId>`. */
export function handlerPathOf(tag: string, operationId: string): string {
  return `${kebabCase(tag)}/${operationId}`;
}

function pathnameOf(url: string): string {
  return new URL(url).pathname.replace(/\/$/, '');
}

/** The path of the API's `{base_url}`: the pathname of the contract's first server (`/v1`). */
export function apiBasePathOf(contract: Contract): string {
  const url = contract.servers?.[0]?.url;
  if (!url) throw new Error('openapi.yaml has no servers: the API base path comes from the first one');
  return pathnameOf(url);
}

export function operationsOf(contract: Contract): OperationRow[] {
  const apiBase = apiBasePathOf(contract);
  const rows: OperationRow[] = [];
  const seen = new Set<string>();
  for (const [path, item] of Object.entries(contract.paths)) {
    const basePath = item.servers?.length ? pathnameOf(item.servers[0].url) : apiBase;
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const where = `${method.toUpperCase()} ${path}`;
      if (!op.operationId) throw new Error(`${where} has no operationId`);
      if (!/^[a-z][A-Za-z0-9]*$/.test(op.operationId)) throw new Error(`${where}: operationId ${op.operationId} is not a camelCase identifier`);
      if (seen.has(op.operationId)) throw new Error(`duplicate operationId ${op.operationId}`);
      if (!op.tags?.length) throw new Error(`${where} (${op.operationId}) has no tag: its handler's folder is its first tag`);
      seen.add(op.operationId);
      rows.push({
        operationId: op.operationId,
        method,
        path,
        basePath,
        tag: op.tags[0],
        security: (op.security ?? contract.security ?? []).flatMap((s) => Object.keys(s)),
        successStatus: Object.keys(op.responses).filter((s) => /^2\d\d$/.test(s)).map(Number)[0] ?? 200,
        hasBody: Boolean(op.requestBody),
      });
    }
  }
  return rows;
}

/** Key kinds: each `components.securitySchemes` entry `<Kind>Key`, an apiKey carried in a header. */
function apiKeySchemesOf(contract: Contract): Array<{ scheme: string; kind: string; header: string }> {
  return Object.entries(contract.components?.securitySchemes ?? {}).map(([scheme, s]) => {
    const kind = /^([A-Z][A-Za-z]*)Key$/.exec(scheme)?.[1];
    if (!kind || s.type !== 'apiKey' || s.in !== 'header' || !s.name) {
      throw new Error(`securitySchemes.${scheme}: codegen knows only header API keys named <Kind>Key`);
    }
    return { scheme, kind, header: s.name };
  });
}

const q = (s: string): string => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function operationTableFile(contract: Contract, ops: OperationRow[]): string {
  const schemes = apiKeySchemesOf(contract).map((s) => q(s.scheme));
  const rows = ops.map(
    (op) =>
      `  ${op.operationId}: { method: '${op.method}', path: ${q(op.path)}, basePath: ${q(op.basePath)}, tag: ${q(op.tag)}, ` +
      `security: [${op.security.map(q).join(', ')}], successStatus: ${op.successStatus}, hasBody: ${op.hasBody} },`,
  );
  return `${HEADER}
export type SecuritySchemeName = ${schemes.join(' | ')};

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
}

function handlerRegistryFile(ops: OperationRow[]): string {
  const imports = ops.map((op) => `import ${op.operationId} from '../handlers/${handlerPathOf(op.tag, op.operationId)}';`);
  return `${HEADER}import type { HandlerModule } from '../http/handler';
import type { OperationId } from './operations.gen';
${imports.join('\n')}

/**
 * The handler of every operation, imported from handlers/<tag in kebab case>/<operationId>.ts. The
 * \`satisfies\` keeps each entry's own types and refuses to compile when an operation has no handler,
 * or a handler of another operation (app.ts \`resolveHandlers\` checks the same at start).
 */
export const handlers = {
${ops.map((op) => `  ${op.operationId},`).join('\n')}
} satisfies { [K in OperationId]: HandlerModule<K> };
`;
}

/** The constants the server and the contract package (hence the client) take from the contract (one text, written into both packages). */
function contractConstantsFile(contract: Contract, ops: OperationRow[]): string {
  const apiBase = apiBasePathOf(contract);
  const rootPaths = [...new Set(ops.filter((op) => op.basePath !== apiBase).map((op) => {
    if (op.basePath !== '') throw new Error(`${op.operationId}: a path-level server must be the host root (got ${op.basePath})`);
    return op.path;
  }))];
  const keys = apiKeySchemesOf(contract);
  return `${HEADER}
/** The contract's version (\`info.version\`): sent and answered as \`API-Version\`. */
export const API_VERSION = ${q(String(contract.info.version))};

/** The path the API's \`{base_url}\` ends with: the pathname of the contract's first server. */
export const API_BASE_PATH = ${q(apiBase)};

/** Paths the contract serves at the host root, outside API_BASE_PATH (a path-level \`servers\`). */
export const rootPaths = [${rootPaths.map(q).join(', ')}] as const;

/** The header of each kind of API key (\`components.securitySchemes\`: \`<Kind>Key\`, an apiKey in a header). */
export const apiKeyHeaders = {
${keys.map((k) => `  ${k.kind}: ${q(k.header)},`).join('\n')}
} as const;

export type ApiKeyKind = keyof typeof apiKeyHeaders;
`;
}

/** Renders the contract's TypeScript types (codegen/generate.ts passes openapi-typescript). */
export type TypesRenderer = (contract: Contract) => Promise<string>;

/** Every generated file (path relative to the repository root -> content), from the parsed contract. */
export async function generateArtifacts(contract: Contract, renderTypes: TypesRenderer): Promise<Map<string, string>> {
  const ops = operationsOf(contract);
  const constants = contractConstantsFile(contract, ops);
  return new Map([
    ['packages/contract/src/generated/schema.gen.ts', HEADER + '/* eslint-disable */\n' + (await renderTypes(contract))],
    ['packages/server/src/generated/operations.gen.ts', operationTableFile(contract, ops)],
    ['packages/server/src/generated/handlers.gen.ts', handlerRegistryFile(ops)],
    ['packages/server/src/generated/contract.gen.ts', constants],
    ['packages/contract/src/generated/contract.gen.ts', constants],
  ]);
}

/** The packages published from this repository, whose versions follow the contract's (README, "Packages"). */
export const PUBLISHED_PACKAGES = ['packages/contract/package.json', 'packages/client/package.json'];

/** The npm version of a contract version: `info.version` as semver (`1.0` -> `1.0.0`; `1.2.3` stays). */
export function packageVersionOf(contractVersion: string): string {
  return /^\d+\.\d+$/.test(contractVersion) ? `${contractVersion}.0` : contractVersion;
}

/**
 * How the published packages' versions differ from the contract's `info.version`: each package's own
 * version, and each one's dependency on another published package. Reads only.
 */
export function packageVersionProblems(root: string, contract: Contract): string[] {
  const wanted = packageVersionOf(String(contract.info.version));
  const manifests = PUBLISHED_PACKAGES.filter((file) => existsSync(join(root, file))).map((file) => ({
    file,
    pkg: JSON.parse(readFileSync(join(root, file), 'utf8')) as { name: string; version: string; dependencies?: Record<string, string> },
  }));
  const names = new Set(manifests.map((m) => m.pkg.name));
  const problems: string[] = [];
  for (const { file, pkg } of manifests) {
    if (pkg.version !== wanted) problems.push(`${file}: version ${pkg.version}, but openapi.yaml info.version ${contract.info.version} makes it ${wanted}`);
    for (const [dep, range] of Object.entries(pkg.dependencies ?? {})) {
      if (names.has(dep) && range !== wanted) problems.push(`${file}: depends on ${dep} ${range}, but the contract makes it ${wanted}`);
    }
  }
  return problems;
}

export type Drift = { file: string; problem: 'differs' | 'missing' | 'not generated by codegen' };

/** How the files under `root` differ from `artifacts`. Reads only. */
export function driftOf(root: string, artifacts: Map<string, string>): Drift[] {
  const drift: Drift[] = [];
  for (const [file, content] of artifacts) {
    const path = join(root, file);
    if (!existsSync(path)) drift.push({ file, problem: 'missing' });
    else if (readFileSync(path, 'utf8') !== content) drift.push({ file, problem: 'differs' });
  }
  for (const dir of GENERATED_DIRS) {
    for (const file of filesUnder(join(root, dir))) {
      const rel = relative(root, file).split(sep).join('/');
      if (!artifacts.has(rel)) drift.push({ file: rel, problem: 'not generated by codegen' });
    }
  }
  return drift;
}

/** What is wrong with the handler files of the operations (`file` and `expected` are relative to the repository root). */
export type HandlerProblem =
  /** The operation has no handler file anywhere: codegen writes a stub (stubHandlerFile). */
  | { kind: 'missing'; file: string; operationId: string; method: string; path: string }
  /** The operation's handler is in another tag's folder: move it. */
  | { kind: 'misplaced'; file: string; operationId: string; tag: string; expected: string }
  /** The handler of an operation the contract no longer has: reported, never deleted. */
  | { kind: 'orphan'; file: string; operationId: string }
  /** A file of the handler folders that is no operation's handler. */
  | { kind: 'stray'; file: string };

/**
 * Compares the handler files under `root`'s HANDLERS_DIR with the operations: each operation's file must
 * be handlers/<tag in kebab case>/<operationId>.ts, and every file there an operation's handler. Reads only.
 */
export function handlerProblems(root: string, ops: OperationRow[]): HandlerProblem[] {
  const handlersDir = join(root, HANDLERS_DIR);
  const at = (rel: string) => `${HANDLERS_DIR}/${rel}`;
  const byId = new Map(ops.map((op) => [op.operationId, op]));
  const files = filesUnder(handlersDir)
    .map((file) => relative(handlersDir, file).split(sep).join('/'))
    .filter((rel) => !HANDLERS_DIR_SUPPORT.includes(rel));
  const found = new Map<string, string>();
  const problems: HandlerProblem[] = [];
  for (const rel of files) {
    const id = /^[^/]+\/([A-Za-z0-9]+)\.ts$/.exec(rel)?.[1];
    const op = id ? byId.get(id) : undefined;
    if (op) {
      found.set(op.operationId, rel);
      const want = `${handlerPathOf(op.tag, op.operationId)}.ts`;
      if (want !== rel) problems.push({ kind: 'misplaced', file: at(rel), operationId: op.operationId, tag: op.tag, expected: at(want) });
      continue;
    }
    // A handler names its operation: `defineHandler('<id>', ...)` or `notImplemented('<id>')`.
    const declared = id ? /\b(?:defineHandler|notImplemented)\(\s*'([A-Za-z0-9]+)'/.exec(readFileSync(join(handlersDir, rel), 'utf8'))?.[1] : undefined;
    problems.push(declared === id && id ? { kind: 'orphan', file: at(rel), operationId: id } : { kind: 'stray', file: at(rel) });
  }
  for (const op of ops) {
    if (!found.has(op.operationId)) {
      problems.push({ kind: 'missing', file: at(`${handlerPathOf(op.tag, op.operationId)}.ts`), operationId: op.operationId, method: op.method.toUpperCase(), path: op.path });
    }
  }
  return problems;
}

/** One line per problem, naming the file and the command that fixes it. */
export function describeHandlerProblem(p: HandlerProblem): string {
  switch (p.kind) {
    case 'missing':
      return `${p.file}: missing: ${p.operationId} (${p.method} ${p.path}) has no handler; \`npm run codegen\` writes one that answers 501 not_implemented`;
    case 'misplaced':
      return `${p.file}: ${p.operationId} is tagged ${p.tag}, so its handler is ${p.expected}; move it: git mv ${p.file} ${p.expected}`;
    case 'orphan':
      return `${p.file}: the handler of ${p.operationId}, which openapi.yaml does not have (removed?); codegen leaves it: delete it (git rm ${p.file}) or put the operation back`;
    case 'stray':
      return `${p.file}: not the handler of an operation (handler folders hold handlers/<tag>/<operationId>.ts only); move it out of ${HANDLERS_DIR}`;
  }
}

/** The handler codegen writes for an operation that has none: 501 until replaced (handlers/not-implemented.ts). */
export function stubHandlerFile(op: OperationRow): string {
  return `// Written by \`npm run codegen\` for ${op.method.toUpperCase()} ${op.path}, new in openapi.yaml: it answers 501 not_implemented,
// or the contract's example with STUB_RESPONSES=examples (README, "Stub responses"). Replace it with the
// operation's handler (\`defineHandler('${op.operationId}', ...)\`, as its neighbours do); codegen never overwrites this file.
import { notImplemented } from '../not-implemented';

export default notImplemented('${op.operationId}');
`;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}
