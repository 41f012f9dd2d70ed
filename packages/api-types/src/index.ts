/**
 * The contract's types under the name the server and its tests import (`@payroll/api-types`). The
 * published package is `@payroll/contract` (packages/contract, README "Packages"); this private alias
 * re-exports its sources, not its build, so that `npm run codegen` followed by the server's build
 * (`npm start`) sees the new types at once.
 */
export type * from '../../contract/src/index';
