/**
 * The payroll API contract as a package (`@payroll/contract`): the types generated from openapi.yaml
 * by openapi-typescript (./generated/schema.gen.ts), the constants clients take from it
 * (./generated/contract.gen.ts: version, base path, root paths, key headers) and the breaking-change
 * check (./breaking.ts, also the `payroll-contract check-breaking` command: ./cli.ts). The package
 * ships openapi.yaml and openapi.json besides (`@payroll/contract/openapi.yaml`). README.md.
 */
export type { paths, components, operations, webhooks } from './generated/schema.gen';
import type { components, operations } from './generated/schema.gen';
export { API_VERSION, API_BASE_PATH, rootPaths, apiKeyHeaders, type ApiKeyKind } from './generated/contract.gen';
export { findBreakingChanges } from './breaking';

/** Every schema of the contract by name, e.g. `Schema<'Company'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The problem-details body of every error response. */
export type Problem = components['schemas']['Problem'];

/** The stable error codes of the contract. */
export type ErrorCode = components['schemas']['ErrorCode'];

/** Operation ids of the contract. */
export type OperationName = keyof operations;
