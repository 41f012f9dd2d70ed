// The dependency rule of packages/server/src (docs/architecture.md, "Layers"): reads every import of
// every source file and fails, naming file, line and import, when one crosses a layer the wrong way.
// And the size rule (docs/architecture.md, "File size"): no handwritten source file of packages/*/src has
// more than 500 lines (files under a `generated` folder excepted); each longer one is named with its count.
// And no import circle among the files of packages/server/src (docs/architecture.md, "No import circles").
//   npm run check:layers
// Imports are read with the TypeScript parser (static imports and re-exports, `import()`, `require()`);
// `import type` / `export type` (and imports whose every name is `type`) count as type-only.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '..');
export const SRC = path.join(root, 'packages', 'server', 'src');

/** The layer of a file: its first folder under src/, or `root` for app.ts, server.ts, config.ts. */
type Layer = 'core' | 'domain' | 'documents' | 'lib' | 'repositories' | 'db' | 'services' | 'jobs' | 'http' | 'handlers' | 'generated' | 'root';
const LAYERS: Layer[] = ['core', 'domain', 'documents', 'lib', 'repositories', 'db', 'services', 'jobs', 'http', 'handlers', 'generated', 'root'];

export interface Import {
  /** The file, relative to the repository root. */
  file: string;
  line: number;
  specifier: string;
  typeOnly: boolean;
}

interface Rule {
  from: Layer[];
  /** Layers whose modules it must not import (type-only imports included unless `valuesOnly`). */
  forbid: Array<Layer | '@prisma/client'>;
  valuesOnly?: boolean;
  why: string;
}

const BELOW_HTTP: Layer[] = ['core', 'domain', 'documents', 'lib', 'repositories', 'db', 'services', 'jobs'];

export const RULES: Rule[] = [
  { from: BELOW_HTTP, forbid: ['http', 'handlers'], why: 'only http/ and handlers/ know HTTP; the layers below it never import them (services throw core/errors.ts domain errors)' },
  { from: ['repositories', 'db'], forbid: ['services', 'jobs'], why: 'repositories persist; services call them, never the other way round' },
  { from: ['core', 'domain', 'documents', 'lib'], forbid: ['services', 'repositories', 'db', 'jobs'], why: 'core/, domain/, documents/ and lib/ are pure: they reach neither services nor the database' },
  { from: ['core'], forbid: ['domain', 'documents', 'lib', 'generated'], why: 'core/ (caller, domain errors, clock, ids) depends on nothing else of the server' },
  { from: ['jobs'], forbid: ['repositories', 'db'], why: 'jobs/ run services; the database is reached through them' },
  {
    from: ['handlers'],
    forbid: ['core', 'domain', 'documents', 'lib', 'repositories', 'db', 'services', 'jobs', 'root'],
    valuesOnly: true,
    why: 'a handler translates HTTP: its values come from http/ (and generated/); services and core only as types',
  },
  { from: ['handlers'], forbid: ['repositories', 'db', 'jobs'], why: 'a handler reaches the database only through services' },
  {
    from: ['core', 'domain', 'documents', 'lib', 'services', 'jobs', 'http', 'handlers', 'generated', 'root'],
    forbid: ['@prisma/client'],
    valuesOnly: true,
    why: 'only repositories/ and db/ use Prisma values (queries, Prisma.Decimal: repositories/decimal.ts); the others may import its types',
  },
  { from: ['core', 'domain', 'handlers'], forbid: ['@prisma/client'], why: 'core/, domain/ and handlers/ know nothing of database rows, not even their types' },
];

/** The layer of a file or folder of packages/server/src (undefined outside it). */
export function layerOf(absFile: string): Layer | undefined {
  const rel = path.relative(SRC, absFile);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const [first, ...rest] = rel.split(path.sep);
  // `../services` is the folder's index.ts: the folder's layer.
  const folder = !rest.length && fs.existsSync(absFile) && fs.statSync(absFile).isDirectory();
  if (!rest.length && !folder) return 'root';
  return (LAYERS as string[]).includes(first) ? (first as Layer) : undefined;
}

/** Every import of a source text. */
export function importsOf(file: string, text: string): Import[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: Import[] = [];
  const add = (node: ts.Node, spec: ts.Expression | undefined, typeOnly: boolean) => {
    if (!spec || !ts.isStringLiteralLike(spec)) return;
    out.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, specifier: spec.text, typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      // `import type {..}`, or `import { type A, type B }` (no default import, every name `type`).
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const allNamedTypes = !!clause && !clause.name && !!named && named.length > 0 && named.every((e) => e.isTypeOnly);
      add(node, node.moduleSpecifier, !!clause && (clause.isTypeOnly || allNamedTypes));
    } else if (ts.isExportDeclaration(node)) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : undefined;
      add(node, node.moduleSpecifier, node.isTypeOnly || (!!named && named.length > 0 && named.every((e) => e.isTypeOnly)));
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node, node.moduleReference.expression, node.isTypeOnly);
    } else if (ts.isCallExpression(node) && (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require'))) {
      add(node, node.arguments[0], false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node, node.argument.literal as ts.Expression, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** What an import reaches: a layer of the server (relative imports), `@prisma/client`, or nothing checked. */
function targetOf(absFile: string, specifier: string): Layer | '@prisma/client' | undefined {
  if (specifier === '@prisma/client' || specifier.startsWith('@prisma/client/')) return '@prisma/client';
  if (!specifier.startsWith('.')) return undefined;
  return layerOf(path.resolve(path.dirname(absFile), specifier));
}

/** The broken rules, one line each: `file:line imports 'x' (layer): why`. */
export function violations(absFile: string, text: string): string[] {
  const from = layerOf(absFile);
  if (!from) return [];
  const problems: string[] = [];
  for (const imp of importsOf(absFile, text)) {
    const target = targetOf(absFile, imp.specifier);
    if (!target) continue;
    for (const rule of RULES) {
      if (!rule.from.includes(from) || !rule.forbid.includes(target)) continue;
      if (rule.valuesOnly && imp.typeOnly) continue;
      const what = target === '@prisma/client' ? '@prisma/client' : target === 'root' ? 'the server root' : `${target}/`;
      const kind = imp.typeOnly ? 'type import' : 'import';
      problems.push(`${path.relative(root, absFile)}:${imp.line}: ${from === 'root' ? 'the server root' : `${from}/`} must not ${kind} '${imp.specifier}' (${what}): ${rule.why}`);
      break;
    }
  }
  return problems;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(c|m)?tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

/** Every source file of packages/server/src and the imports of them that break the rule. */
export function checkTree(): { files: number; problems: string[] } {
  const files = sourceFiles(SRC);
  return { files: files.length, problems: files.flatMap((f) => violations(f, fs.readFileSync(f, 'utf8'))) };
}

/** The file a relative import of `fromFile` resolves to (`x.ts`, `x.tsx` or `x/index.ts`), or undefined. */
function resolveImport(fromFile: string, specifier: string, exists: (file: string) => boolean): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const p = path.resolve(path.dirname(fromFile), specifier);
  return [p, `${p}.ts`, `${p}.tsx`, path.join(p, 'index.ts')].find((c) => /\.tsx?$/.test(c) && exists(c));
}

/**
 * The import circles among `sources` (file -> text), each as `a -> b -> ... -> a` (relative paths), type-only
 * imports included: a circle of types still ties two modules into one unit that cannot be understood, moved
 * or tested apart (docs/architecture.md, "No import circles"). Tarjan's strongly connected components; each
 * component of two or more files (or a file importing itself) is one circle, printed along one of its cycles.
 */
export function importCircles(sources: Map<string, string>): string[] {
  const graph = new Map<string, string[]>();
  for (const [file, text] of sources) {
    const targets = importsOf(file, text).flatMap((i) => resolveImport(file, i.specifier, (f) => sources.has(f)) ?? []);
    graph.set(file, [...new Set(targets)]);
  }
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) components.push(component);
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return components.map((component) => {
    // One cycle through the component, from its first file in path order.
    const members = new Set(component);
    const start = [...component].sort()[0];
    const pathOf = (from: string, seen: string[]): string[] | undefined => {
      for (const w of graph.get(from) ?? []) {
        if (w === start) return [...seen, w];
        if (members.has(w) && !seen.includes(w)) {
          const found = pathOf(w, [...seen, w]);
          if (found) return found;
        }
      }
      return undefined;
    };
    const cycle = pathOf(start, [start]) ?? [start, start];
    return `${cycle.map((f) => path.relative(root, f)).join(' -> ')}${component.length > cycle.length - 1 ? ` (${component.length} files in all)` : ''}`;
  });
}

/** The import circles of packages/server/src (its generated files included). */
export function checkCircles(): { files: number; problems: string[] } {
  const files = sourceFiles(SRC);
  return { files: files.length, problems: importCircles(new Map(files.map((f) => [f, fs.readFileSync(f, 'utf8')]))) };
}

/** The most lines a handwritten source file of packages/<name>/src may have. */
export const MAX_LINES = 500;
export const PACKAGES = path.join(root, 'packages');

/** The lines of a text as an editor numbers them (`wc -l` of a file that ends with a newline). */
export function lineCount(text: string): number {
  if (!text) return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** The size rule's problem of a file, `file: N lines (...)`, or undefined: not over MAX_LINES, or generated. */
export function oversized(absFile: string, text: string): string | undefined {
  if (absFile.split(path.sep).includes('generated')) return undefined;
  const lines = lineCount(text);
  if (lines <= MAX_LINES) return undefined;
  return `${path.relative(root, absFile)}: ${lines} lines (at most ${MAX_LINES}): split it by concern into sibling modules`;
}

/** Every source file of packages/<name>/src (generated ones included in the count) and those over MAX_LINES. */
export function checkSizes(): { files: number; problems: string[] } {
  const files = fs
    .readdirSync(PACKAGES, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(PACKAGES, e.name, 'src')))
    .flatMap((e) => sourceFiles(path.join(PACKAGES, e.name, 'src')));
  return { files: files.length, problems: files.flatMap((f) => oversized(f, fs.readFileSync(f, 'utf8')) ?? []) };
}

function main(): void {
  const { files, problems } = checkTree();
  const sizes = checkSizes();
  const circles = checkCircles();
  if (problems.length) {
    console.error(`check:layers failed: ${problems.length} import(s) break the dependency rule (docs/architecture.md, "Layers"):`);
    for (const p of problems) console.error(`  ${p}`);
  }
  if (sizes.problems.length) {
    console.error(`check:layers failed: ${sizes.problems.length} source file(s) of packages/*/src have more than ${MAX_LINES} lines (docs/architecture.md, "File size"):`);
    for (const p of sizes.problems) console.error(`  ${p}`);
  }
  if (circles.problems.length) {
    console.error(`check:layers failed: ${circles.problems.length} import circle(s) in packages/server/src (docs/architecture.md, "No import circles"):`);
    for (const p of circles.problems) console.error(`  ${p}`);
  }
  if (problems.length || sizes.problems.length || circles.problems.length) process.exit(1);
  console.log(`check:layers: ${files} files of packages/server/src follow the dependency rule, with no import circle; ${sizes.files} source files of packages/*/src have at most ${MAX_LINES} lines.`);
}

if (require.main === module) main();
