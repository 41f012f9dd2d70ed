// The app builds its validators without checking the contract against the OpenAPI schema at each start
// (app.ts, `validateApiSpec: false`): that check is made here, once, with the validator's own schema, as
// it made it at start; `npm run lint:contract` checks the contract too. Nor does the validator bundle
// its documents at each start (`$refParser: { mode: 'none' }`): here, once, bundling is shown to change
// nothing in them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OpenAPIFramework } from 'express-openapi-validator/dist/framework';
import { OpenAPISchemaValidator } from 'express-openapi-validator/dist/framework/openapi.schema.validator';
import { contractsByBase } from '../../src/app';
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

describe("the validator's documents need no bundling (app.ts, `$refParser: { mode: 'none' }`)", () => {
  /** The document as the validator loads it, bundled by json-schema-ref-parser (its default) or taken as it is. */
  const loaded = async (doc: unknown, mode: 'bundle' | 'none') =>
    (await new OpenAPIFramework({ apiDoc: structuredClone(doc) as never, validateApiSpec: false, $refParser: { mode } }).initialize({})).apiDoc;

  it('each base path\'s document (the API under /v1, health at the root) is the same bundled or not', async () => {
    const documents = contractsByBase();
    expect(documents.map((d) => d.basePath)).toEqual(['/v1', '']);
    for (const { doc } of documents) expect(await loaded(doc, 'none')).toEqual(await loaded(doc, 'bundle'));
  });

  it('a document that bundling would change is told apart (the check can fail)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'bundle-'));
    try {
      writeFileSync(join(folder, 'name.json'), JSON.stringify({ type: 'string' }));
      const external = { openapi: '3.0.3', info: { title: 'external', version: '1' }, paths: {}, components: { schemas: { Named: { $ref: join(folder, 'name.json') } } } };
      expect(await loaded(external, 'none')).not.toEqual(await loaded(external, 'bundle'));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
