// The repository stands on its own: no file cites, or reads, a document kept outside it (the design
// notes and interface text the project started from). Domain decisions are written down in
// docs/domain-rules.md and the contract; comments point there.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const root = join(__dirname, '..', '..');
const self = relative(root, __filename).split(sep).join('/');

/** What marks a reference to a document outside the repository. */
const OUTSIDE: Array<{ what: string; pattern: RegExp }> = [
  { what: 'a path into the sibling shared folder', pattern: /\.\.\/shared\b/ },
  { what: 'a path into the shared design, seed or hook folders', pattern: /\bshared\/(?:design|seeds|hooks)\b/ },
  { what: 'a joined path into the shared folders', pattern: /['"]shared['"]\s*,\s*['"](?:design|seeds|hooks)['"]/ },
  // A bare name; our own documents are cited with their folder (docs/architecture.md).
  { what: 'a design document cited by bare name', pattern: /(?<![\w/.-])(?:domain|architecture)\.md\b/ },
];

/** Every reference to an outside document in `text`, as `line: text`. */
function outsideReferences(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    for (const { what, pattern } of OUTSIDE) if (pattern.test(line)) found.push(`${i + 1}: ${what}: ${line.trim().slice(0, 160)}`);
  });
  return found;
}

/** Folders that are not the repository's content: git's own, and whatever .gitignore names as a folder. */
function ignoredFolders(): Set<string> {
  const names = readFileSync(join(root, '.gitignore'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.endsWith('/') && !l.startsWith('#'))
    .map((l) => l.replace(/^\/|\/$/g, ''));
  return new Set(['.git', 'node_modules', 'dist', ...names]);
}

function repositoryFiles(): string[] {
  const skip = ignoredFolders();
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!skip.has(entry.name)) walk(full);
      } else if (entry.isFile() && statSync(full).size < 8 * 1024 * 1024) {
        out.push(full);
      }
    }
  };
  walk(root);
  return out;
}

describe('the repository stands on its own', () => {
  it('no file cites or reads a document outside the repository', () => {
    const offenders: string[] = [];
    const files = repositoryFiles();
    for (const file of files) {
      const name = relative(root, file).split(sep).join('/');
      if (name === self) continue;
      const bytes = readFileSync(file);
      if (bytes.subarray(0, 8192).includes(0)) continue; // binary
      for (const hit of outsideReferences(bytes.toString('utf8'))) offenders.push(`${name}:${hit}`);
    }
    expect(files.length).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });

  it("every package's main, module and types name one of its files, or what its build makes of one", () => {
    // A package with a build compiles src/ into dist/ (rootDir src, outDir dist, or dist/esm and dist/cjs for
    // the client's two formats): dist/[esm/|cjs/]x.js and .d.ts come from src/x.ts, so a dist entry stands
    // when its source does.
    const missing: string[] = [];
    const packages = readdirSync(join(root, 'packages')).filter((d) => existsSync(join(root, 'packages', d, 'package.json')));
    for (const dir of packages) {
      const pkg = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8'));
      for (const field of ['main', 'module', 'types'] as const) {
        const entry: string | undefined = pkg[field]?.replace(/^\.\//, '');
        if (entry === undefined) continue;
        const source = entry.replace(/^dist\/(?:esm\/|cjs\/)?/, 'src/').replace(/\.d\.ts$|\.js$/, '.ts');
        const built = entry.startsWith('dist/') && pkg.scripts?.build !== undefined;
        if (!existsSync(join(root, 'packages', dir, built ? source : entry))) missing.push(`packages/${dir}/package.json ${field}: ${entry}`);
      }
    }
    expect(packages.length).toBeGreaterThanOrEqual(4);
    expect(missing).toEqual([]);
  });

  it('recognises every shape of outside reference, and not our own documents', () => {
    const flagged = [
      'see ../shared/design/architecture.md',
      "readFileSync(join(root, '..', 'shared', 'seeds', 'x.txt'))",
      '// Gross-to-net (domain.md section 5)',
      "it(\"computes domain.md's worked check\")",
      'as `architecture.md` says',
      'the notes in shared/design',
    ];
    expect(flagged.filter((t) => outsideReferences(t).length === 0)).toEqual([]);
    const clean = [
      'docs/domain-rules.md, "Timecards"',
      '(docs/architecture.md, "Layers")',
      'IRS Publication 15, section 7',
      'const shared = { testEnvironment: "node" }',
    ];
    expect(clean.flatMap(outsideReferences)).toEqual([]);
  });
});
