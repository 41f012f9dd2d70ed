// The API designer's loop (README, "Working on it"), walked on a copy of the repository in a temporary
// folder: add two operations to openapi.yaml (a path parameter, a request body, a response), run codegen
// (a 501 stub for each), replace one stub with a handler, build and start the server as `npm start` does,
// and call it: 501 not_implemented from the stub left (and, with STUB_RESPONSES=examples, that operation's
// example), 2xx from the handler. Remove the operations again: codegen reports the orphaned handlers and
// keeps them, check:drift names them. One build of the server for all of it: a build type-checks the whole
// server (most of this file's time), and a second one after the handler (as the loop was walked before)
// proved nothing of ours that the one build with a stub and a handler side by side does not.
// The copy holds what codegen, the server's build and its start read (openapi.yaml, the server's and the
// contract's sources, the alias package, prisma/); node_modules is a folder of links to the repository's,
// except @payroll, which links the copy's own packages. Commands run with the repository's tsx and tsc: TypeScript
// as `node --import tsx` (tsx in the node process itself; its command line would start a second node to run it in).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cloneDatabase, freePort, pgliteFolderFromTemplate, runProcess } from '@payroll/test-support';

const root = join(__dirname, '..', '..');
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const HANDLER = 'packages/server/src/handlers/companies/createGreeting.ts';
const STUB = 'packages/server/src/handlers/companies/listGreetings.ts';
const OPERATOR_KEY = 'op_designer_loop_key';

/** The operations a designer adds: POST /companies/{companyId}/greetings (given a handler), GET (left a stub). */
const OPERATION = `  /companies/{companyId}/greetings:
    get:
      tags:
        - Companies
      operationId: listGreetings
      summary: List a company's greetings
      description: An operation added by a designer and left to codegen's stub.
      security:
        - PartnerKey: []
      parameters:
        - $ref: "#/components/parameters/CompanyId"
      responses:
        "200":
          description: The greetings.
          content:
            application/json:
              schema:
                type: array
                maxItems: 100
                items:
                  type: string
                  maxLength: 100
              example:
                - Hello, Ada
        "401":
          $ref: "#/components/responses/Unauthorized"
    post:
      tags:
        - Companies
      operationId: createGreeting
      summary: Greet a company
      description: An operation added by a designer; codegen's stub answers it until its handler is written.
      security:
        - PartnerKey: []
      parameters:
        - $ref: "#/components/parameters/CompanyId"
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              additionalProperties: false
              required:
                - name
              properties:
                name:
                  type: string
                  minLength: 1
                  maxLength: 50
            example:
              name: Ada
      responses:
        "201":
          description: The greeting.
          content:
            application/json:
              schema:
                type: object
                additionalProperties: false
                required:
                  - companyId
                  - message
                properties:
                  companyId:
                    type: string
                  message:
                    type: string
              example:
                companyId: com_8f3k2m9q4t7w
                message: Hello, Ada
        "400":
          $ref: "#/components/responses/BadRequest"
        "401":
          $ref: "#/components/responses/Unauthorized"
`;

const REAL_HANDLER = `import { defineHandler } from '../../http/handler';

export default defineHandler('createGreeting', async ({ params, body }) => ({ status: 201, body: { companyId: params.companyId, message: \`Hello, \${body.name}\` } }));
`;

/** `node <args>` in `cwd`, to its end. */
const run = (args: string[], cwd: string) => runProcess(process.execPath, args, { cwd, env: { ...process.env, NODE_OPTIONS: '' } });

/** A copy of what codegen, the server's build and its start read; node_modules linked, @payroll to the copy's packages. */
function copyRepository(): string {
  const copy = mkdtempSync(join(tmpdir(), 'payroll-designer-'));
  for (const file of ['openapi.yaml', 'tsconfig.base.json']) cpSync(join(root, file), join(copy, file));
  symlinkSync(join(root, 'prisma'), join(copy, 'prisma'));
  const parts: Record<string, string[]> = {
    'packages/server': ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json'],
    'packages/contract': ['src', 'package.json'],
    'packages/api-types': ['src', 'package.json'],
    scripts: ['list-not-implemented.ts'],
  };
  for (const [dir, names] of Object.entries(parts)) for (const name of names) cpSync(join(root, dir, name), join(copy, dir, name), { recursive: true });
  mkdirSync(join(copy, 'node_modules', '@payroll'), { recursive: true });
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name !== '@payroll') symlinkSync(join(root, 'node_modules', name), join(copy, 'node_modules', name));
  }
  for (const pkg of ['server', 'contract', 'api-types']) symlinkSync(join(copy, 'packages', pkg), join(copy, 'node_modules', '@payroll', pkg));
  // The engine is only read (its build): the repository's.
  symlinkSync(join(root, 'packages', 'payroll-engine'), join(copy, 'node_modules', '@payroll', 'payroll-engine'));
  return copy;
}

interface Service {
  child: ChildProcess;
  origin: string;
  stop(): Promise<void>;
}

/**
 * Each named service's database, made once: a copy of the migrated PostgreSQL template when TEST_DATABASE_URL
 * is set, else an embedded folder filled from the migrated PGlite template (docs/testing.md: a new database
 * would run initdb and every migration, seconds of CPU, to prove nothing this test is about). The server still
 * applies pending migrations at its start, as `npm start` does: none are pending.
 */
const databases = new Map<string, { url: string; drop: () => Promise<void> }>();
async function databaseOf(copy: string, data: string): Promise<string> {
  let database = databases.get(data);
  if (!database) {
    const postgres = process.env.TEST_DATABASE_URL;
    if (postgres) database = await cloneDatabase(postgres);
    else {
      const folder = join(copy, 'data', data);
      await pgliteFolderFromTemplate(folder);
      database = { url: `file:${folder}`, drop: async () => undefined };
    }
    databases.set(data, database);
  }
  return database.url;
}

/** `node packages/server/dist/server.js` in the copy (what `npm start` runs after its build), on its own database. */
async function start(copy: string, data: string, env: Record<string, string> = {}): Promise<Service> {
  const port = await freePort();
  const databaseUrl = await databaseOf(copy, data);
  const child = spawn(process.execPath, ['packages/server/dist/server.js'], {
    cwd: copy,
    env: { ...process.env, NODE_OPTIONS: '', PORT: String(port), DATABASE_URL: databaseUrl, OPERATOR_API_KEY: OPERATOR_KEY, ENCRYPTION_KEY: 'designer-loop', LOG_LEVEL: 'warn', ...env },
  });
  let logs = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${logs}`)), 90_000);
    const onData = (d: Buffer) => {
      logs += d;
      if (logs.includes('npm run operator -- create-partner')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}):\n${logs}`));
    });
  });
  child.removeAllListeners('exit');
  return {
    child,
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
  };
}

async function partnerKey(service: Service): Promise<string> {
  const res = await fetch(`${service.origin}/v1/operator/partners`, {
    method: 'POST',
    headers: { 'O-API-key': OPERATOR_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Designer Partners' }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { apiKey: string }).apiKey;
}

/** POST /v1/companies/{companyId}/greetings (or GET without a body): status, the body, and the X-Stub-Response header. */
async function greet(service: Service, key: string | undefined, body?: unknown) {
  const res = await fetch(`${service.origin}/v1/companies/com_greeted/greetings`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(key ? { 'X-API-key': key } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as unknown, stub: res.headers.get('x-stub-response'), contentType: res.headers.get('content-type') };
}

describe("the designer's loop on a copy of the repository: add operations, codegen, implement one, build, start, remove", () => {
  let copy: string;
  let original: string;
  const services: Service[] = [];
  const codegen = (...args: string[]) => run(['--import', 'tsx', join(root, 'codegen', 'generate.ts'), '--root', copy, ...args], copy);
  const build = () => run([tsc, '-b', 'packages/server/tsconfig.build.json'], copy);
  const listNotImplemented = () => run(['--import', 'tsx', 'scripts/list-not-implemented.ts'], copy);

  beforeAll(() => {
    copy = copyRepository();
    original = readFileSync(join(copy, 'openapi.yaml'), 'utf8');
  });
  afterAll(async () => {
    await Promise.all(services.map((s) => s.stop()));
    await Promise.all([...databases.values()].map((d) => d.drop()));
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('new operations after codegen: a stub each; one replaced by a handler; the build compiles, list:not-implemented lists the other, which answers 501 (with STUB_RESPONSES=examples, its example) while the handler answers 201', async () => {
    writeFileSync(join(copy, 'openapi.yaml'), original.replace('\npaths:\n', `\npaths:\n${OPERATION}`));
    const generated = await codegen();
    expect([generated.code, generated.stderr]).toEqual([0, '']);
    for (const [file, id] of [[HANDLER, 'createGreeting'], [STUB, 'listGreetings']]) {
      expect(generated.stdout).toContain(`wrote ${file}: a stub answering 501 not_implemented until you replace it\n`);
      expect(readFileSync(join(copy, file), 'utf8')).toContain(`import { notImplemented } from '../not-implemented';\n\nexport default notImplemented('${id}');\n`);
    }
    // The designer writes the handler of one of them.
    writeFileSync(join(copy, HANDLER), REAL_HANDLER);

    const built = await build();
    expect([built.code, built.stdout, built.stderr]).toEqual([0, '', '']);

    const [listed, plain, stubbed] = await Promise.all([listNotImplemented(), start(copy, 'plain'), start(copy, 'stubbed', { STUB_RESPONSES: 'examples' })]);
    services.push(plain, stubbed);
    expect(listed.stdout).toMatch(/^GET {4}\/v1\/companies\/\{companyId\}\/greetings {2}listGreetings\n1 of \d+ operations not implemented yet \(501 not_implemented\)\.\n$/);

    const key = await partnerKey(plain);
    expect(await greet(plain, key)).toEqual({
      status: 501,
      body: expect.objectContaining({ status: 501, code: 'not_implemented', title: expect.any(String), detail: 'listGreetings is not implemented yet.' }),
      stub: null,
      contentType: 'application/problem+json; charset=utf-8',
    });
    expect(await greet(plain, key, { name: 'Ada' })).toEqual({
      status: 201,
      body: { companyId: 'com_greeted', message: 'Hello, Ada' },
      stub: null,
      contentType: 'application/json; charset=utf-8',
    });
    // Before the stub and the handler, as before any: the key and the contract's validation of the request.
    expect(await greet(plain, undefined)).toMatchObject({ status: 401, body: { code: 'unauthenticated' } });
    expect(await greet(plain, key, { nmae: 'Ada' })).toMatchObject({ status: 400, body: { code: 'validation_failed' } });

    const stubKey = await partnerKey(stubbed);
    expect(await greet(stubbed, stubKey)).toEqual({ status: 200, body: ['Hello, Ada'], stub: 'example', contentType: 'application/json; charset=utf-8' });
    // The operation with a handler is answered by it, never by its example.
    expect(await greet(stubbed, stubKey, { name: 'Grace' })).toEqual({
      status: 201,
      body: { companyId: 'com_greeted', message: 'Hello, Grace' },
      stub: null,
      contentType: 'application/json; charset=utf-8',
    });
    // Keys are still looked up (a key of another server's database is unknown here), requests still validated.
    expect(await greet(stubbed, key)).toMatchObject({ status: 401, body: { code: 'invalid_api_key' }, stub: null });
    expect(await greet(stubbed, stubKey, { name: '' })).toMatchObject({ status: 400, body: { code: 'validation_failed' }, stub: null });
    await Promise.all([plain.stop(), stubbed.stop()]);
  }, 240_000);

  it('the operations removed again: codegen reports the orphaned handlers and keeps them; check:drift names them with the fix', async () => {
    writeFileSync(join(copy, 'openapi.yaml'), original);
    const orphan = (file: string, id: string) =>
      `  ${file}: the handler of ${id}, which openapi.yaml does not have (removed?); codegen leaves it: delete it (git rm ${file}) or put the operation back\n`;
    const report = `Handler files that do not match openapi.yaml (packages/server/src/handlers/<tag in kebab case>/<operationId>.ts):\n${orphan(HANDLER, 'createGreeting')}${orphan(STUB, 'listGreetings')}`;
    const generated = await codegen();
    expect([generated.code, generated.stderr]).toEqual([1, report]);
    expect(readFileSync(join(copy, HANDLER), 'utf8')).toBe(REAL_HANDLER);
    const checked = await codegen('--check');
    expect([checked.code, checked.stdout, checked.stderr]).toEqual([1, '', report]);
    expect(existsSync(join(copy, HANDLER))).toBe(true);
    expect(existsSync(join(copy, STUB))).toBe(true);
  }, 120_000);
});
