// GENERATED from openapi.yaml by codegen/generate.ts. DO NOT EDIT BY HAND: change openapi.yaml, then run `npm run codegen`.

/** The contract's version (`info.version`): sent and answered as `API-Version`. */
export const API_VERSION = '1.0';

/** The path the API's `{base_url}` ends with: the pathname of the contract's first server. */
export const API_BASE_PATH = '/v1';

/** Paths the contract serves at the host root, outside API_BASE_PATH (a path-level `servers`). */
export const rootPaths = ['/health'] as const;

/** The header of each kind of API key (`components.securitySchemes`: `<Kind>Key`, an apiKey in a header). */
export const apiKeyHeaders = {
  Partner: 'X-API-key',
  Corporation: 'G-API-key',
  Company: 'C-API-key',
  Operator: 'O-API-key',
} as const;

export type ApiKeyKind = keyof typeof apiKeyHeaders;
