// The suite's time budget (docs/testing.md, "The budget"), checked at the end of every whole run of jest.
//
// The budget is wall time: the whole suite in at most BUDGET_WALL_SECONDS on the 2-core CI machine. Wall time
// measured on a machine shared with other work says more about the neighbours than about the suite, so the
// check compares CPU instead: the CPU of every test file and of its child processes (the CPU-measuring
// environment, scripts/jest-cpu-environment.js, logs it for every run), summed, against the CPU that the
// budget's wall time allows on the reference machine (REFERENCE below, measured in a clean-clone run of
// `.ci/run`), scaled by how fast this machine is now: a fixed piece of work (`calibrate`) is timed every
// CALIBRATE_EVERY_MS during the run, in jest's own process beside the workers, and its mean compared with
// its time on the reference machine. A machine half as fast, or slowed by its neighbours, gets twice the CPU.
//
// It prints one line (and the slowest files when over). Over the budget it warns; with TEST_BUDGET_ENFORCE=1
// (`.ci/run` sets it) it fails the run once the CPU passes the budget by more than the calibration's own error,
// TOLERANCE (25%: three whole runs of one tree on one quiet machine read calibrations 183 to 217 ms, and one
// of them put a run of 301 s of wall time at 117% of its 300-s budget; docs/testing.md). Between the budget
// and the tolerance it warns, naming the costliest files. A run of some files only (a path or pattern on the
// command line) is not the suite: it prints nothing.
const { createHash } = require('node:crypto');
const { existsSync, readFileSync } = require('node:fs');

/** The suite's budget: seconds of wall time for `npm test` on the 2-core CI machine (the developers' guide). */
const BUDGET_WALL_SECONDS = 300;

/**
 * The reference run (docs/testing.md, "The budget"): a clean-clone `CI=true bash .ci/run` on a quiet 2-core
 * machine. `cpuPerWall`: the files' CPU summed, divided by the test step's wall time (how much of the two
 * cores the suite keeps busy); `calibrationMs`: the CPU of `calibrate()` there.
 */
const REFERENCE = Object.freeze({ cpuPerWall: 1.46, calibrationMs: 210 });

const CALIBRATE_EVERY_MS = 20_000;

/** How far over its budget an enforced run may go before it fails: the calibration's error (see above). */
const TOLERANCE = Number(process.env.TEST_BUDGET_TOLERANCE ?? 0.25);

/** What a run of `cpu` seconds against `budget` is: within, over (a warning), or failed (over beyond the tolerance, enforced). */
function verdict(cpu, budget, enforced, tolerance = TOLERANCE) {
  if (cpu <= budget) return 'within';
  return enforced && cpu > budget * (1 + tolerance) ? 'failed' : 'over';
}

/** A fixed piece of CPU work (hashing, JSON, regular expressions: what a test run does), timed in CPU ms. */
function calibrate() {
  const started = process.cpuUsage();
  let digest = Buffer.alloc(32);
  const text = JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ id: `emp_${i}`, amount: (i * 37.5).toFixed(2), state: 'CA' })));
  for (let i = 0; i < 200; i++) {
    digest = createHash('sha256').update(digest).update(text).digest();
    const parsed = JSON.parse(text);
    if (!/^emp_\d+$/.test(parsed[i % parsed.length].id)) throw new Error('calibration');
  }
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

/** The budget in CPU seconds on this machine now, given the calibration's CPU here (ms). */
function cpuBudgetSeconds(calibrationMs) {
  return BUDGET_WALL_SECONDS * REFERENCE.cpuPerWall * (calibrationMs / REFERENCE.calibrationMs);
}

/** The lines of a CPU log (scripts/jest-cpu-environment.js): a file's own, and the files run inside a group. */
function readCpuLog(path) {
  if (!path || !existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));
}

class BudgetReporter {
  constructor(globalConfig) {
    this.globalConfig = globalConfig;
    this.error = undefined;
  }

  onRunStart() {
    this.startedAt = Date.now();
    this.calibrations = [];
    if (process.env.TEST_BUDGET_CHECK !== '1') return;
    this.calibrations.push(calibrate());
    this.timer = setInterval(() => this.calibrations.push(calibrate()), CALIBRATE_EVERY_MS);
    this.timer.unref();
  }

  onRunComplete(_contexts, results) {
    const log = process.env.TEST_CPU_LOG;
    clearInterval(this.timer);
    if (!log || process.env.TEST_BUDGET_CHECK !== '1') return;
    const lines = readCpuLog(log);
    const files = lines.filter((l) => !l.group);
    const cpu = files.reduce((s, l) => s + l.cpuMs + l.childCpuMs, 0) / 1000;
    const calibrationMs = this.calibrations.reduce((a, b) => a + b, 0) / this.calibrations.length;
    const budget = cpuBudgetSeconds(calibrationMs);
    const wall = (Date.now() - this.startedAt) / 1000;
    const enforced = process.env.TEST_BUDGET_ENFORCE === '1';
    const outcome = verdict(cpu, budget, enforced);
    const say = (text) => process.stderr.write(`${text}\n`);
    say('');
    say(
      `Test time budget (docs/testing.md, "The budget"): ${cpu.toFixed(0)} s of CPU over ${files.length} test files, ` +
        `budget ${budget.toFixed(0)} s (${BUDGET_WALL_SECONDS} s on two cores; this machine's speed ${(REFERENCE.calibrationMs / calibrationMs).toFixed(2)} x the reference); ` +
        `${((100 * cpu) / budget).toFixed(0)}% used; wall ${wall.toFixed(0)} s, ${results.numTotalTests} tests.`,
    );
    if (outcome === 'within') return;
    const slowest = [...lines]
      .sort((a, b) => b.cpuMs + b.childCpuMs - (a.cpuMs + a.childCpuMs))
      .slice(0, 15)
      .map((l) => `  ${((l.cpuMs + l.childCpuMs) / 1000).toFixed(1).padStart(6)} s  ${l.file}${l.group ? ` (in ${l.group})` : ''}`);
    say(`OVER THE BUDGET by ${(cpu - budget).toFixed(0)} s of CPU. The costliest files (and files of groups):`);
    for (const s of slowest) say(s);
    if (outcome === 'failed') {
      this.error = new Error(
        `the suite is over its time budget beyond the calibration's error: ${cpu.toFixed(0)} s of CPU against ${budget.toFixed(0)} s (+${(100 * TOLERANCE).toFixed(0)}% allowed)`,
      );
    } else if (enforced) say(`(a warning: the run fails beyond ${(budget * (1 + TOLERANCE)).toFixed(0)} s, the budget plus the calibration's ${(100 * TOLERANCE).toFixed(0)}% error)`);
    else say('(a warning: TEST_BUDGET_ENFORCE=1 makes it a failure beyond the calibration\'s error)');
  }

  getLastError() {
    return this.error;
  }
}

module.exports = BudgetReporter;
module.exports.calibrate = calibrate;
module.exports.cpuBudgetSeconds = cpuBudgetSeconds;
module.exports.BUDGET_WALL_SECONDS = BUDGET_WALL_SECONDS;
module.exports.REFERENCE = REFERENCE;
module.exports.verdict = verdict;
module.exports.TOLERANCE = TOLERANCE;
