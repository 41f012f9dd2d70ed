/** Types of the payroll API contract, generated from openapi.yaml (see ./generated). */
export type { paths, components, operations, webhooks } from './generated/schema.gen';
import type { components, operations } from './generated/schema.gen';

/** Every schema of the contract by name, e.g. `Schema<'Company'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The problem-details body of every error response. */
export type Problem = components['schemas']['Problem'];

/** The stable error codes of the contract. */
export type ErrorCode = components['schemas']['ErrorCode'];

/** Operation ids of the contract. */
export type OperationName = keyof operations;
