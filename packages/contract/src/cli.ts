#!/usr/bin/env node
/**
 * `payroll-contract`: the contract package's command (README.md).
 *
 *   payroll-contract check-breaking <old> <new>   exits 1, listing each change of <new> that breaks clients of <old>
 *   payroll-contract path [yaml|json]             prints where this package's openapi.yaml (or openapi.json) is
 *
 * <old> and <new> are OpenAPI documents, YAML or JSON. What counts as breaking: ./breaking.ts. The
 * repository's own `npm run check:breaking` runs this command against contract/openapi-1.0.yaml.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { findBreakingChanges } from './breaking';

const USAGE = `usage:
  payroll-contract check-breaking <old> <new>   list the changes of <new> that break clients of <old> (YAML or JSON); exit 1 when there are any
  payroll-contract path [yaml|json]             print the path of the openapi.yaml (or openapi.json) this package ships`;

function load(file: string): Record<string, unknown> {
  const doc: unknown = parse(readFileSync(file, 'utf8'));
  if (typeof doc !== 'object' || doc === null || typeof (doc as { paths?: unknown }).paths !== 'object') {
    throw new Error(`${file} is not an OpenAPI document (no paths)`);
  }
  return doc as Record<string, unknown>;
}

/** Runs one command; returns the exit code. */
export function main(args: string[], out: (line: string) => void = console.log, err: (line: string) => void = console.error): number {
  const [command, ...rest] = args;
  if (command === 'check-breaking' && rest.length === 2) {
    const [oldPath, newPath] = rest;
    let problems: string[];
    try {
      problems = findBreakingChanges(load(oldPath), load(newPath));
    } catch (e) {
      err(`payroll-contract: ${e instanceof Error ? e.message : String(e)}`);
      return 2;
    }
    if (problems.length) {
      err(`Breaking changes against ${oldPath} (${problems.length}):`);
      for (const p of problems) err(`  - ${p}`);
      err('Breaking changes need a new major version (/v2); 1.x may only add.');
      return 1;
    }
    out(`No breaking changes against ${oldPath}.`);
    return 0;
  }
  if (command === 'path' && rest.length <= 1 && (rest[0] === undefined || rest[0] === 'yaml' || rest[0] === 'json')) {
    // dist/cli.js -> dist/openapi.<ext>: written by the package's build (scripts/write-contract-files.mjs).
    const file = join(__dirname, `openapi.${rest[0] ?? 'yaml'}`);
    if (!existsSync(file)) {
      err(`payroll-contract: ${file} is missing (in the repository, run \`npm run build -w @payroll/contract\`)`);
      return 2;
    }
    out(file);
    return 0;
  }
  err(USAGE);
  return 2;
}

if (require.main === module) process.exit(main(process.argv.slice(2)));
