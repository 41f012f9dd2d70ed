// Test support shared by the packages' tests (docs/testing.md): a test server on a real database
// (harness), the leak guard every HTTP suite ends with, a webhook receiver, and the migrated
// template databases the servers start from.
export * from './harness';
export * from './leak-guard';
export * from './templates';
export * from './webhook-receiver';
