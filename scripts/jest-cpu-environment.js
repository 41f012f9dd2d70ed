// jest's node environment, measuring what each test file costs in CPU (docs/testing.md, "Speed"): with
// TEST_CPU_LOG=<file> (jest.config.js), each file appends one line of JSON to <file> when it ends:
//   { file, cpuMs, childCpuMs, wallMs }
// cpuMs is the worker's own CPU (user and system) from the environment's setup, before the file's modules
// load, to its teardown: a worker runs one file at a time, so that is the file's. childCpuMs is the CPU of
// the child processes the worker reaped meanwhile (tsc, codegen, servers, Chromium and its processes), from
// /proc (Linux; 0 elsewhere). Neither holds the PostgreSQL server's own CPU. Wall time, on a shared
// machine, is what others leave over; CPU is what the file costs. `npm run test:cpu -- <file>` sums a log.
const { appendFileSync, readFileSync } = require('node:fs');
const { relative } = require('node:path');
const { TestEnvironment } = require('jest-environment-node');

/** CPU of this process's reaped children (cutime + cstime), in ms; 0 where /proc is missing. */
function childCpuMs() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // After "pid (comm) ": fields from 3 (state) on; cutime and cstime are fields 16 and 17, in clock ticks (100 a second).
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return 0;
  }
}

class CpuMeasuringEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.file = relative(config.globalConfig.rootDir, context.testPath).split('\\').join('/');
  }

  async setup() {
    this.started = { cpu: process.cpuUsage(), children: childCpuMs(), wall: Date.now() };
    await super.setup();
  }

  async teardown() {
    await super.teardown();
    const cpu = process.cpuUsage(this.started.cpu);
    const line = {
      file: this.file,
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      childCpuMs: childCpuMs() - this.started.children,
      wallMs: Date.now() - this.started.wall,
    };
    appendFileSync(process.env.TEST_CPU_LOG, `${JSON.stringify(line)}\n`);
  }
}

module.exports = CpuMeasuringEnvironment;
module.exports.childCpuMs = childCpuMs;
