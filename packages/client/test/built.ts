// The client's tests that use the package as published (the README examples, the packages e2e test)
// read its build, dist/, as a user's Node or bundler does: this fails first, naming the fix, when a
// build is older than the sources it comes from (`npm ci` builds both packages; `npm run build` again).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const root = join(__dirname, '..', '..', '..');

function newest(path: string): { file: string; ms: number } {
  if (!statSync(path).isDirectory()) return { file: path, ms: statSync(path).mtimeMs };
  return readdirSync(path)
    .map((name) => newest(join(path, name)))
    .reduce((a, b) => (b.ms > a.ms ? b : a), { file: path, ms: 0 });
}

/** Throws when a build output of @payroll/contract or @payroll/client is missing or older than its sources. */
export function expectPackagesBuilt(): void {
  const builds = [
    { outputs: ['packages/contract/dist/index.js', 'packages/contract/dist/index.d.ts', 'packages/contract/dist/generated/schema.gen.d.ts'], sources: ['packages/contract/src'] },
    { outputs: ['packages/contract/dist/openapi.yaml', 'packages/contract/dist/openapi.json'], sources: ['openapi.yaml'] },
    { outputs: ['packages/client/dist/esm/index.js', 'packages/client/dist/esm/index.d.ts', 'packages/client/dist/cjs/index.js', 'packages/client/dist/cjs/index.d.ts'], sources: ['packages/client/src'] },
  ];
  for (const { outputs, sources } of builds) {
    const source = sources.map((s) => newest(join(root, s))).reduce((a, b) => (b.ms > a.ms ? b : a));
    for (const output of outputs) {
      const path = join(root, output);
      if (!existsSync(path)) throw new Error(`${output} is missing: run \`npm run build\` (npm ci builds the packages)`);
      if (statSync(path).mtimeMs < source.ms) {
        throw new Error(`${output} is older than ${relative(root, source.file)}: run \`npm run build\` so that the tests read the current build`);
      }
    }
  }
}
