// Group 2 of 2 of the test files of packages/server/test/service: they run here, in one module registry, when the whole
// suite runs (scripts/test-groups.js; docs/testing.md, "Groups"). `node scripts/test-groups.js` lists which.
// A plain CommonJS module (jest.config.js reads it too), required as such.
// eslint-disable-next-line @typescript-eslint/no-require-imports
(require('../../../../../scripts/test-groups.js') as { runGroup(file: string): void }).runGroup(__filename);
