/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/packages', '<rootDir>/scripts', '<rootDir>/codegen'],
  testMatch: ['**/test/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.test.json' }],
  },
  testTimeout: 30000,
  moduleNameMapper: { '^@payroll/payroll-engine$': '<rootDir>/packages/payroll-engine/src/index.ts' },
};
