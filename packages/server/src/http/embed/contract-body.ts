// The contract's own schemas, for the bodies the hosted pages build from their forms: a page checks the
// body it is about to hand to a service exactly as express-openapi-validator checks an API request, so
// a flow step accepts what the API operation accepts and nothing else (docs/hosted-flows.md).
import { join } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { readContract } from '../../lib/contract';

const CONTRACT = join(__dirname, '..', '..', '..', '..', '..', 'openapi.yaml');

let ajv: Ajv | undefined;
const compiled = new Map<string, ValidateFunction>();

function instance(): Ajv {
  if (ajv) return ajv;
  const contract = readContract<{ components: { schemas: Record<string, unknown> } }>(CONTRACT);
  // OpenAPI keywords (example, discriminator, ...) are annotations here, as for the API's validator.
  ajv = new Ajv({ allErrors: true, strict: false, validateFormats: true });
  addFormats(ajv, { mode: 'full' });
  for (const format of ['int32', 'int64', 'double', 'float']) ajv.addFormat(format, true);
  ajv.addSchema({ $id: 'contract', components: contract.components });
  return ajv;
}

/** The fields of `body` the contract's schema `name` refuses, as `body.<path>` (empty: the body is valid). */
export function contractProblems(name: string, body: unknown): string[] {
  let validate = compiled.get(name);
  if (!validate) {
    validate = instance().compile({ $ref: `contract#/components/schemas/${name}` });
    compiled.set(name, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => {
    const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const missing = e.keyword === 'required' ? (e.params as { missingProperty: string }).missingProperty : '';
    return ['body', path, missing].filter(Boolean).join('.');
  });
}
