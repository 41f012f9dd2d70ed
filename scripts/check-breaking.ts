/** Fails when the candidate contract breaks clients of the released one: `tsx scripts/check-breaking.ts <baseline> <candidate>`. */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { findBreakingChanges } from './lib/breaking';

const [baselinePath, candidatePath] = process.argv.slice(2);
if (!baselinePath || !candidatePath) {
  console.error('usage: tsx scripts/check-breaking.ts <baseline.yaml> <candidate.yaml>');
  process.exit(2);
}
const problems = findBreakingChanges(parse(readFileSync(baselinePath, 'utf8')), parse(readFileSync(candidatePath, 'utf8')));
if (problems.length) {
  console.error(`Breaking changes against ${baselinePath} (${problems.length}):`);
  for (const p of problems) console.error(`  - ${p}`);
  console.error('Breaking changes need a new major version (/v2); 1.x may only add.');
  process.exit(1);
}
console.log(`No breaking changes against ${baselinePath}.`);
