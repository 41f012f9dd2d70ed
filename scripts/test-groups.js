// Test groups (docs/testing.md, "Groups"): the whole suite runs the test files of a grouped folder a few at
// a time, in one jest test file each, so that they share one module registry. jest gives every test file
// modules of its own: each HTTP file loaded the server, Prisma's query compiler and the contract's
// validators again, about a second of CPU before its first test. A group loads them once for all its
// files. The files themselves do not change: each still runs alone (`npx jest <path>`), and in a group it
// runs inside a describe block named by its path, with the hooks and tests it declares scoped to that block.
//
// - Which run is grouped: a run without a path or pattern (`npm test`, `npm run test:http`). A run naming
//   paths or patterns (`npx jest packages/server/test/http/payrolls.test.ts`, `npm test -- payrolls`)
//   runs the files as files. TEST_GROUPS=0 or 1 decides it either way.
// - Which files go in which group: every `*.test.ts` directly in the folder, spread over the folder's groups
//   (the files `groups/<tier>-<n>.test.ts`) by their measured durations (test-durations.json, the slowest
//   first into the group with the least so far; a file not measured yet counts as DEFAULT_SECONDS), so that
//   the groups take about as long each. A new file joins a group by itself; nothing is listed by hand.
// - A file that changes what the other files of its group would see in a module they share (the engine's
//   installed tax years) says `// test-groups: runs alone` in its first lines: it runs as its own test file.
const { readdirSync, readFileSync, statSync } = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');

/** The grouped folders, relative to the repository, with the number of groups of each. */
const GROUPED = Object.freeze([
  { tier: 'http', dir: 'packages/server/test/http', groups: 6 },
  { tier: 'service', dir: 'packages/server/test/service', groups: 2 },
  { tier: 'unit', dir: 'packages/server/test/unit', groups: 2 },
  { tier: 'engine', dir: 'packages/payroll-engine/test/states', groups: 2 },
]);

/** The duration of a file not in test-durations.json yet. */
const DEFAULT_SECONDS = 3;

const toPosix = (p) => p.split(path.sep).join('/');

/**
 * The line by which a test file of a grouped folder asks to run alone, as its own jest test file: one that
 * changes a module's state that the other files of a group would see (an engine's installed tax years).
 */
const RUNS_ALONE = '// test-groups: runs alone';

/** Whether a test file (repository-relative) asks to run alone (RUNS_ALONE among its first 40 lines). */
function runsAlone(file) {
  return readFileSync(path.join(root, file), 'utf8').split('\n').slice(0, 40).some((line) => line.trim() === RUNS_ALONE);
}

/** The test files of a grouped folder, relative to the repository, sorted, with those that run alone or not. */
function filesOf(dir) {
  const abs = path.join(root, dir);
  return readdirSync(abs)
    .filter((name) => name.endsWith('.test.ts') && statSync(path.join(abs, name)).isFile())
    .sort()
    .map((name) => `${dir}/${name}`);
}

/** The test files of a grouped folder that its groups run (all but those that run alone), sorted. */
function membersOf(dir) {
  return filesOf(dir).filter((file) => !runsAlone(file));
}

/**
 * The folder's files spread over its `groups` groups: the longest processing time first, each into the group
 * with the least time so far (the lowest number on a tie). Deterministic for a given table and folder.
 */
function groupsOf(folder, durations = require('../test-durations.json')) {
  const files = membersOf(folder.dir).map((file) => ({ file, seconds: durations[file] ?? DEFAULT_SECONDS }));
  files.sort((a, b) => b.seconds - a.seconds || (a.file < b.file ? -1 : 1));
  const groups = Array.from({ length: folder.groups }, () => ({ seconds: 0, files: [] }));
  for (const f of files) {
    let least = groups[0];
    for (const g of groups) if (g.seconds < least.seconds) least = g;
    least.seconds += f.seconds;
    least.files.push(f.file);
  }
  return groups.map((g) => ({ seconds: Math.round(g.seconds * 10) / 10, files: g.files.sort() }));
}

/** The group files of a folder: `<dir>/groups/<tier>-<n>.test.ts`, n from 1. */
function groupFilesOf(folder) {
  return Array.from({ length: folder.groups }, (_, i) => `${folder.dir}/groups/${folder.tier}-${i + 1}.test.ts`);
}

/**
 * Whether this jest run is grouped: TEST_GROUPS=1 or 0 if set, else true unless the command line names test
 * paths or patterns (positional arguments, --testPathPatterns, --findRelatedTests, --onlyChanged, ...).
 */
function groupedRun(argv = process.argv.slice(2), env = process.env) {
  if (env.TEST_GROUPS === '1') return true;
  if (env.TEST_GROUPS === '0') return false;
  const parse = require('yargs-parser');
  const { yargsOptions } = require('jest-cli');
  const boolean = [];
  const string = [];
  const alias = {};
  for (const [name, option] of Object.entries(yargsOptions)) {
    (option.type === 'boolean' ? boolean : string).push(name);
    if (option.alias) alias[name] = option.alias;
  }
  const args = parse(argv, { boolean, string, alias });
  const selecting = ['testPathPatterns', 'findRelatedTests', 'onlyChanged', 'changedSince', 'lastCommit', 'watch', 'watchAll'];
  return args._.length === 0 && !selecting.some((name) => args[name] !== undefined && args[name] !== false);
}

/** A regular expression matching exactly the given repository-relative paths, for testPathIgnorePatterns. */
function pathsPattern(files) {
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `^${escape(toPosix(root))}/(${files.map(escape).join('|')})$`;
}

/**
 * jest.config.js: the testPathIgnorePatterns of a project whose testMatch covers `folder`: in a grouped run
 * its files (the groups run them), else its group files.
 */
function ignoredFor(folder, grouped) {
  return grouped ? [pathsPattern(membersOf(folder.dir))] : [`^${toPosix(root)}/${folder.dir}/groups/`];
}

/**
 * Runs the files of the group `groupFile` (a group file's `__filename`) inside this jest test file, each in a
 * describe block named by its path, in the order of their names. Called by the group files only.
 */
function runGroup(groupFile) {
  const rel = toPosix(path.relative(root, groupFile));
  const folder = GROUPED.find((f) => groupFilesOf(f).includes(rel));
  if (!folder) throw new Error(`${rel} is not a group file of scripts/test-groups.js`);
  const index = groupFilesOf(folder).indexOf(rel);
  const files = groupsOf(folder)[index].files;
  // Loaded at the group's top level, so that what test-support registers as it loads (supertest's closing
  // of its listening servers) runs once, after the group's last test; each file closes its own below.
  const supertest = require('../packages/test-support/src/supertest.ts');
  const log = process.env.TEST_CPU_LOG;
  for (const file of files) {
    describe(file, () => {
      // With TEST_CPU_LOG, each file's CPU from its first hook to its last (its share of the group's loading is
      // the group's): a line of its own, marked with the group (scripts/jest-cpu-environment.js has the format).
      let started;
      if (log) beforeAll(() => void (started = measure()));
      require(path.join(root, file));
      afterAll(supertest.closeListeningServers);
      if (log) afterAll(() => appendCpuLine(log, file, rel, started));
    });
  }
}

function measure() {
  const { childCpuMs } = require('./jest-cpu-environment.js');
  return { cpu: process.cpuUsage(), children: childCpuMs(), wall: Date.now() };
}

function appendCpuLine(log, file, group, started) {
  const { appendFileSync } = require('node:fs');
  const { childCpuMs } = require('./jest-cpu-environment.js');
  const cpu = process.cpuUsage(started.cpu);
  const line = { file, cpuMs: Math.round((cpu.user + cpu.system) / 1000), childCpuMs: childCpuMs() - started.children, wallMs: Date.now() - started.wall, group };
  appendFileSync(log, `${JSON.stringify(line)}\n`);
}

/**
 * Whether this run is the whole suite (the time budget is checked: scripts/jest-budget-reporter.js): grouped,
 * and no project or test name chosen.
 */
function wholeSuiteRun(argv = process.argv.slice(2), env = process.env) {
  if (!groupedRun(argv, env)) return false;
  const chosen = ['--selectProjects', '--ignoreProjects', '--testNamePattern', '-t', '--shard'];
  return !argv.some((a) => chosen.some((c) => a === c || a.startsWith(`${c}=`)));
}

module.exports = { RUNS_ALONE, runsAlone, filesOf, GROUPED, DEFAULT_SECONDS, membersOf, groupsOf, groupFilesOf, groupedRun, wholeSuiteRun, ignoredFor, pathsPattern, runGroup };

// `node scripts/test-groups.js`: prints each group and its files.
if (require.main === module) {
  for (const folder of GROUPED) {
    groupsOf(folder).forEach((g, i) => {
      console.log(`${groupFilesOf(folder)[i]}  (${g.files.length} files, about ${g.seconds} s)`);
      for (const file of g.files) console.log(`  ${file}`);
    });
  }
}
