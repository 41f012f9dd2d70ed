// The app builds its validators without checking the contract against the OpenAPI schema at each start
// (app.ts, `validateApiSpec: false`): that check is made here, once, with the validator's own schema, as
// it made it at start; `npm run lint:contract` checks the contract too.
import { OpenAPISchemaValidator } from 'express-openapi-validator/dist/framework/openapi.schema.validator';
import { CONTRACT_PATH, readContract } from '../../src/lib/contract';

describe('the contract as express-openapi-validator checks an OpenAPI document', () => {
  const contract = readContract<{ openapi: string; paths: Record<string, unknown> }>(CONTRACT_PATH);
  const validator = new OpenAPISchemaValidator({ version: contract.openapi, validateApiSpec: true });
  const errorsOf = (doc: unknown) => validator.validate(doc as Parameters<OpenAPISchemaValidator['validate']>[0]).errors ?? [];

  it('has no errors', () => {
    expect(errorsOf(contract)).toEqual([]);
  });

  it('would have errors if it were broken (the check can fail)', () => {
    const [path] = Object.keys(contract.paths);
    const broken = { ...contract, paths: { ...contract.paths, [path]: { get: { responses: 'none' } } } };
    expect(errorsOf(broken).length).toBeGreaterThan(0);
  });
});
