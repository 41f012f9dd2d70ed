// Test tiers (docs/testing.md), one jest project each; `npm test` runs them all, `npm run test:<tier>` one:
//   unit     no server, no migrated database: the engine, the client, the contract types, server units, scripts, codegen
//   service  a real database, no HTTP: the migrations themselves (packages/server/test/db), the services (packages/server/test/service)
//   http     the app through supertest on PGlite and PostgreSQL (packages/server/test/http)
//   e2e      real processes, ports and browsers (packages/server/test/e2e, the client README run as written)
// The database tiers start from migrated templates built once by globalSetup (packages/test-support).
// The whole suite checks its time budget (scripts/jest-budget-reporter.js, docs/testing.md "The budget"): it
// logs every file's CPU to a file of its own unless TEST_CPU_LOG names one.
const groups = require('./scripts/test-groups.js');
const grouped = groups.groupedRun();
if (groups.wholeSuiteRun() && process.env.TEST_BUDGET_CHECK !== '0') {
  process.env.TEST_BUDGET_CHECK = '1';
  if (!process.env.TEST_CPU_LOG) {
    const dir = require('node:path').join(__dirname, 'node_modules', '.cache', 'test-cpu');
    require('node:fs').mkdirSync(dir, { recursive: true });
    process.env.TEST_CPU_LOG = require('node:path').join(dir, `run-${process.pid}-${Date.now()}.jsonl`);
  }
}
const shared = {
  // TEST_CPU_LOG=<file>: the node environment that also logs each file's CPU (scripts/jest-cpu-environment.js).
  testEnvironment: process.env.TEST_CPU_LOG ? '<rootDir>/scripts/jest-cpu-environment.js' : 'node',
  // TypeScript is stripped by SWC (@swc/jest; the native binary ships in @swc/core's platform package),
  // file by file: no type check here (npm run typecheck does it). It is faster than ts-jest, most of all on a
  // clean clone (docs/testing.md, "Speed"). A module's exports are getters under it: spy on objects, not on modules.
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' }, sourceMaps: 'inline' }],
  },
  moduleNameMapper: {
    '^@payroll/payroll-engine$': '<rootDir>/packages/payroll-engine/src/index.ts',
    '^@payroll/test-support$': '<rootDir>/packages/test-support/src/index.ts',
    // The published packages resolve to their builds (dist/) elsewhere; tests run their sources.
    '^@payroll/contract$': '<rootDir>/packages/contract/src/index.ts',
    '^@payroll/client$': '<rootDir>/packages/client/src/index.ts',
    // One copy of each server module, whether reached through the package name or a relative path.
    '^@payroll/server/(.*)$': '<rootDir>/packages/server/$1',
    // supertest with one listening server per app, not one per request (docs/testing.md, "Speed").
    '^supertest$': '<rootDir>/packages/test-support/src/supertest.ts',
  },
};
const globalSetup = '<rootDir>/packages/test-support/src/global-setup.ts';
// The whole suite runs the files of the server's unit, service and HTTP folders in groups that share one
// module registry each; a run naming paths runs them as files (scripts/test-groups.js, docs/testing.md "Groups").
const ignoredIn = (tier) => groups.ignoredFor(groups.GROUPED.find((f) => f.tier === tier), grouped);
const e2e = ['<rootDir>/packages/server/test/e2e/**/*.test.ts', '<rootDir>/packages/client/test/readme-example.test.ts', '<rootDir>/{packages/client,codegen}/test/*.e2e.test.ts'];

/** @type {import('jest').Config} */
module.exports = {
  // Two workers on two cores: a suite waiting on PostgreSQL or a child process leaves the CPU to the other.
  maxWorkers: 2,
  // The slowest files first, by jest's own timings or, on a clean clone, by test-durations.json (jest.sequencer.js).
  testSequencer: '<rootDir>/jest.sequencer.js',
  // The suite's time against its budget, at the end of a whole run (scripts/jest-budget-reporter.js).
  reporters: ['default', '<rootDir>/scripts/jest-budget-reporter.js'],
  testTimeout: 30000, // a global option: jest ignores it inside a project
  projects: [
    {
      ...shared,
      displayName: 'unit',
      roots: ['<rootDir>/packages', '<rootDir>/scripts', '<rootDir>/codegen'],
      testMatch: ['**/test/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/packages/server/test/(db|service|http|e2e)/', '<rootDir>/packages/client/test/readme-example', '\\.e2e\\.test\\.ts$', ...ignoredIn('unit'), ...ignoredIn('engine')],
    },
    { ...shared, displayName: 'service', globalSetup, testMatch: ['<rootDir>/packages/server/test/db/**/*.test.ts', '<rootDir>/packages/server/test/service/**/*.test.ts'], testPathIgnorePatterns: ['/node_modules/', ...ignoredIn('service')] },
    { ...shared, displayName: 'http', globalSetup, testMatch: ['<rootDir>/packages/server/test/http/**/*.test.ts'], testPathIgnorePatterns: ['/node_modules/', ...ignoredIn('http')] },
    { ...shared, displayName: 'e2e', globalSetup, testMatch: e2e },
  ],
};
