// Rewrites test-durations.json, the table jest.sequencer.js starts the slowest test files first by on a
// clean clone, and scripts/test-groups.js spreads the grouped folders' files over their groups by
// (docs/testing.md, "Speed" and "Groups"), from a report of `jest --json --outputFile=<file>`:
//   npx jest --json --outputFile=/tmp/jest.json && npm run test:durations -- /tmp/jest.json
// A group's files (its tests' first describe is the file's path) share the group's time in proportion to
// their tests' own durations; the group's time is recorded too, for the order of the group files.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..');

interface Result {
  name: string;
  startTime: number;
  endTime: number;
  assertionResults?: Array<{ ancestorTitles: string[]; duration?: number | null }>;
}

/** Seconds with one decimal. */
const tenths = (ms: number) => Math.round(ms / 100) / 10;

export function durationsOf(testResults: Result[], isGroup: (file: string) => boolean): Record<string, number> {
  const found: Record<string, number> = {};
  for (const r of testResults) {
    const file = relative(root, r.name).split('\\').join('/');
    const total = r.endTime - r.startTime;
    found[file] = tenths(total);
    if (!isGroup(file)) continue;
    const own = new Map<string, number>();
    for (const a of r.assertionResults ?? []) {
      const member = a.ancestorTitles[0];
      if (member) own.set(member, (own.get(member) ?? 0) + (a.duration ?? 0));
    }
    const sum = [...own.values()].reduce((s, v) => s + v, 0);
    for (const [member, ms] of own) found[member] = tenths(sum > 0 ? (total * ms) / sum : total / own.size);
  }
  return Object.fromEntries(Object.entries(found).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)));
}

if (require.main === module) {
  const report = process.argv[2];
  if (!report) {
    console.error('usage: npm run test:durations -- <jest --json report>');
    process.exit(2);
  }
  const { testResults } = JSON.parse(readFileSync(report, 'utf8')) as { testResults: Result[] };
  const table = durationsOf(testResults, (file) => /\/groups\/[^/]+\.test\.ts$/.test(file));
  writeFileSync(join(root, 'test-durations.json'), `${JSON.stringify(table, null, 2)}\n`);
  console.log(`test-durations.json: ${Object.keys(table).length} files`);
}
