// Responses checked against the contract (VALIDATE_RESPONSES=true, and every test server): express-openapi-validator
// as patched (patches/express-openapi-validator+5.6.2.patch, docs/architecture.md "Patched dependencies") compiles a
// status's validator when a response of that status is first checked, not every status of the route at once. The
// check itself must not change: each status is held to its own schema, the first time and after, and a status the
// route does not declare is refused.
import express, { type NextFunction, type Request, type Response } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import request from 'supertest';

const problem = { type: 'object', required: ['code'], properties: { code: { type: 'string' } }, additionalProperties: false };
const spec = {
  openapi: '3.1.0',
  info: { title: 'responses', version: '1' },
  paths: {
    '/things/{id}': {
      get: {
        operationId: 'getThing',
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'status', in: 'query', schema: { type: 'string' } },
          { name: 'body', in: 'query', schema: { type: 'string' } },
        ],
        responses: {
          '200': { description: 'a thing', content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
          '404': { description: 'none', content: { 'application/json': { schema: { $ref: '#/components/schemas/Problem' } } } },
          '204': { description: 'no content' },
        },
      },
    },
  },
  components: {
    schemas: {
      Thing: { type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 1 } }, additionalProperties: false },
      Problem: problem,
    },
  },
};

/** An app whose handler answers what the query asks: `?status=404&body=...` (the body as JSON). */
function app() {
  const a = express();
  a.use(
    OpenApiValidator.middleware({
      apiSpec: spec as never,
      validateRequests: true,
      validateResponses: { removeAdditional: false },
      validateSecurity: false,
      validateApiSpec: false,
      $refParser: { mode: 'none' } as never,
    }),
  );
  a.get('/things/:id', (req: Request, res: Response) => {
    const status = Number(req.query.status ?? 200);
    if (status === 204) return void res.status(204).end();
    res.status(status).json(JSON.parse(String(req.query.body ?? '{}')));
  });
  a.use((err: { status?: number; message: string }, _req: Request, res: Response, _next: NextFunction) => {
    res.status(err.status ?? 500).json({ refused: err.message });
  });
  return a;
}

const get = (a: express.Express, status: number, body?: unknown) =>
  request(a).get(`/things/1?status=${status}${body === undefined ? '' : `&body=${encodeURIComponent(JSON.stringify(body))}`}`);

describe('responses validated against the contract, each status compiled when first answered', () => {
  it('holds each status to its own schema, the first answer of a status and the next alike', async () => {
    const a = app();
    // 404 first (its validator compiled now), before any 200.
    expect((await get(a, 404, { code: 'not_found' })).status).toBe(404);
    const badProblem = await get(a, 404, { code: 'not_found', extra: 1 });
    expect(badProblem.status).toBe(500);
    expect(badProblem.body.refused).toMatch(/additional properties/);
    // The 200's validator, compiled at its first answer, refuses a bad one at once.
    const badThing = await get(a, 200, { name: '' });
    expect(badThing.status).toBe(500);
    expect(badThing.body.refused).toMatch(/must NOT have fewer than 1 characters/);
    expect((await get(a, 200, { name: 'ok' })).status).toBe(200);
    expect((await get(a, 200, {})).status).toBe(500);
    // A 404 body that would pass as a Thing is still a Problem's to pass.
    expect((await get(a, 404, { name: 'ok' })).status).toBe(500);
    expect((await get(a, 204)).status).toBe(204);
  });

  it('refuses a status the route does not declare', async () => {
    const a = app();
    const undeclared = await get(a, 418, { code: 'teapot' });
    expect(undeclared.status).toBe(500);
    expect(undeclared.body.refused).toMatch(/no schema defined for status code '418'/);
    expect((await get(a, 200, { name: 'ok' })).status).toBe(200);
  });
});
