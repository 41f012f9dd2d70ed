// Sums a TEST_CPU_LOG (scripts/jest-cpu-environment.js) per tier and lists the costliest files
// (docs/testing.md, "Speed"):
//   TEST_CPU_LOG=/tmp/cpu.jsonl npm test && npm run test:cpu -- /tmp/cpu.jsonl [another log to compare]
// With a second log, each tier and file is shown before (the first log) and after (the second).
import { readFileSync } from 'node:fs';

interface Line {
  file: string;
  cpuMs: number;
  childCpuMs: number;
  wallMs: number;
  /** Set on a file run inside a group (scripts/test-groups.js): its own share; the group's line holds it too. */
  group?: string;
}

/** The tier of a test file, as jest.config.js's projects divide them. */
export function tierOf(file: string): 'unit' | 'service' | 'http' | 'e2e' {
  if (file.startsWith('packages/server/test/http/')) return 'http';
  if (file.startsWith('packages/server/test/e2e/') || file.endsWith('.e2e.test.ts') || file === 'packages/client/test/readme-example.test.ts') return 'e2e';
  if (file.startsWith('packages/server/test/db/') || file.startsWith('packages/server/test/service/')) return 'service';
  return 'unit';
}

function read(path: string): Map<string, Line> {
  const files = new Map<string, Line>();
  for (const text of readFileSync(path, 'utf8').split('\n')) {
    if (!text.trim()) continue;
    const line = JSON.parse(text) as Line;
    files.set(line.file, line); // a file run twice: its last run
  }
  return files;
}

const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(7);
const total = (l: Line | undefined) => (l ? l.cpuMs + l.childCpuMs : 0);

function main(paths: string[]): void {
  if (!paths.length) {
    console.error('usage: npm run test:cpu -- <TEST_CPU_LOG file> [<a second log to compare>]');
    process.exit(2);
  }
  const logs = paths.map(read);
  const tiers = ['unit', 'service', 'http', 'e2e'] as const;
  const header = logs.length === 2 ? 'files   before    after' : 'files  CPU (s)  of which children';
  console.log(`tier     ${header}`);
  for (const tier of [...tiers, 'all'] as const) {
    // A grouped file's line is part of its group's: counted once, in the group's.
    const of = (log: Map<string, Line>) => [...log.values()].filter((l) => !l.group && (tier === 'all' || tierOf(l.file) === tier));
    if (logs.length === 2) {
      console.log(`${tier.padEnd(8)} ${String(of(logs[1]).length).padStart(5)} ${seconds(of(logs[0]).reduce((s, l) => s + total(l), 0))}  ${seconds(of(logs[1]).reduce((s, l) => s + total(l), 0))}`);
    } else {
      const lines = of(logs[0]);
      console.log(`${tier.padEnd(8)} ${String(lines.length).padStart(5)} ${seconds(lines.reduce((s, l) => s + total(l), 0))}  ${seconds(lines.reduce((s, l) => s + l.childCpuMs, 0))}`);
    }
  }
  const last = logs[logs.length - 1];
  const files = [...new Set([...logs.flatMap((log) => [...log.keys()])])].sort((a, b) => total(last.get(b)) - total(last.get(a)) || total(logs[0].get(b)) - total(logs[0].get(a)));
  console.log(logs.length === 2 ? '\nCPU per file (s): before, after' : '\nCPU per file (s), of which children');
  for (const file of files) {
    const cells = logs.length === 2 ? logs.map((log) => (log.has(file) ? seconds(total(log.get(file))) : '      -')) : [seconds(total(last.get(file))), seconds(last.get(file)!.childCpuMs)];
    const group = last.get(file)?.group ?? logs[0].get(file)?.group;
    console.log(`${cells.join(' ')}  ${file}${group ? `  (in ${group})` : ''}`);
  }
}

main(process.argv.slice(2));
