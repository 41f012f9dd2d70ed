// Test support shared by the packages' tests (docs/testing.md): which database a suite runs on
// (databases), a test server on a real database (harness), the services on a real database without
// HTTP (services), the leak guard every HTTP suite ends with, a webhook receiver, and the migrated
// template databases both start from.
export * from './databases';
export * from './harness';
export * from './leak-guard';
export * from './processes';
export * from './services';
export * from './templates';
export * from './webhook-receiver';
export * from './production-env';
