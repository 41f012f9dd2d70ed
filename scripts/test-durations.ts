// Rewrites test-durations.json, the table jest.sequencer.js starts the slowest test files first by on a
// clean clone (docs/testing.md, "Speed"), from a report of `jest --json --outputFile=<file>`:
//   npx jest --json --outputFile=/tmp/jest.json && npm run test:durations -- /tmp/jest.json
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..');
const report = process.argv[2];
if (!report) {
  console.error('usage: npm run test:durations -- <jest --json report>');
  process.exit(2);
}
const { testResults } = JSON.parse(readFileSync(report, 'utf8')) as { testResults: Array<{ name: string; startTime: number; endTime: number }> };
const table: Record<string, number> = {};
for (const r of [...testResults].sort((a, b) => b.endTime - b.startTime - (a.endTime - a.startTime))) {
  table[relative(root, r.name).split('\\').join('/')] = Math.round((r.endTime - r.startTime) / 100) / 10;
}
writeFileSync(join(root, 'test-durations.json'), `${JSON.stringify(table, null, 2)}\n`);
console.log(`test-durations.json: ${Object.keys(table).length} files`);
