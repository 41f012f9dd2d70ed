// Issue 12, point 8: log redaction covers nested fields at any depth and database error details
// (README, `LOG_LEVEL`). pino's `redact` paths such as `*.ssn` reach one level only. Errors of the real
// databases: test/db/logger-errors.test.ts (a database is no unit).
import { createLogger } from '../../src/lib/logger';

const SSN = '123456789'; // not SSN-shaped on purpose: only the field name can catch it
const SSN_DASHED = '987-65-4321';
const ACCOUNT = '000123454431';
const API_KEY = 'pk_live_4f8a9b2c7d1e6f3a';
const SECRETS = [SSN, SSN_DASHED, ACCOUNT, API_KEY, 'whsec_abcdefABCDEF0123', 'v2:k1:c2VhbGVk', 'hunter2-password', 'Bearer tok_abc123', 'sess_cookie_value'];

function capture() {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  return { logger, lines, text: () => lines.join('') };
}

const leaked = (text: string) => SECRETS.filter((s) => text.includes(s));

describe('log redaction at any depth', () => {
  it('redacts secret fields nested 5 levels deep and keeps ordinary ones', () => {
    const { logger, text, lines } = capture();
    logger.info(
      {
        a: {
          b: {
            c: {
              d: {
                e: {
                  ssn: SSN,
                  accountNumber: ACCOUNT,
                  apiKey: API_KEY,
                  secret: 'whsec_abcdefABCDEF0123',
                  secretEncrypted: 'v2:k1:c2VhbGVk',
                  password: 'hunter2-password',
                  routingNumber: '121000358',
                  accountNumberLastFour: '4431',
                  apiKeyId: 'key_7',
                },
              },
            },
          },
        },
      },
      'deep',
    );
    expect(leaked(text())).toEqual([]);
    const e = JSON.parse(lines[0]).a.b.c.d.e;
    expect(e).toEqual({
      ssn: '[redacted]',
      accountNumber: '[redacted]',
      apiKey: '[redacted]',
      secret: '[redacted]',
      secretEncrypted: '[redacted]',
      password: '[redacted]',
      routingNumber: '121000358',
      accountNumberLastFour: '4431',
      apiKeyId: 'key_7',
    });
  });

  it('redacts inside arrays, arrays of arrays, and key headers in any spelling', () => {
    const { logger, text, lines } = capture();
    logger.info({
      employees: [{ ssn: SSN }, [{ bankAccount: { accountNumber: ACCOUNT } }], { nested: [[{ apiKey: API_KEY }]] }],
      req: { headers: { 'X-API-key': API_KEY, 'g-api-key': API_KEY, 'C-API-KEY': API_KEY, 'o-api-key': API_KEY, Authorization: 'Bearer tok_abc123', cookie: 'sess_cookie_value' } },
      note: `the employee's SSN is ${SSN_DASHED}`,
    });
    expect(leaked(text())).toEqual([]);
    const line = JSON.parse(lines[0]);
    expect(line.employees[0].ssn).toBe('[redacted]');
    expect(line.employees[1][0].bankAccount.accountNumber).toBe('[redacted]');
    expect(line.req.headers['X-API-key']).toBe('[redacted]');
    expect(line.req.headers.Authorization).toBe('[redacted]');
    expect(line.note).toBe("the employee's SSN is [redacted]");
  });

  it('survives cycles and very deep objects (depth-capped), and keeps logging', () => {
    const { logger, text, lines } = capture();
    const cyclic: Record<string, unknown> = { name: 'loop', ssn: SSN };
    cyclic.self = cyclic;
    let deep: Record<string, unknown> = { ssn: SSN };
    for (let i = 0; i < 60; i++) deep = { next: deep };
    logger.info({ cyclic, deep }, 'odd shapes');
    expect(leaked(text())).toEqual([]);
    const line = JSON.parse(lines[0]);
    expect(line.cyclic.self).toBe('[circular]');
    expect(JSON.stringify(line.deep)).toContain('[depth limit]');
    expect(line.msg).toBe('odd shapes');
  });
});

describe('database error details are not logged', () => {
  class PrismaClientKnownRequestError extends Error {
    code = 'P2002';
    clientVersion = '6.19.3';
    meta = {
      modelName: 'Employee',
      target: ['ssn'],
      driverAdapterError: { cause: { originalMessage: `Key (ssn)=(${SSN}) already exists`, detail: `Key (ssn)=(${SSN_DASHED}) already exists` } },
    };
    constructor() {
      super(
        `\nInvalid \`prisma.employee.create()\` invocation:\n\n{\n  data: {\n    ssn: "${SSN}",\n    accountNumber: "${ACCOUNT}"\n  }\n}\n\nUnique constraint failed on the fields: (\`ssn\`)`,
      );
      this.name = 'PrismaClientKnownRequestError';
    }
  }
  /** What the pg driver throws: the row's values in `detail`, the statement's in `where`/`parameters`. */
  class DatabaseError extends Error {
    code = '23505';
    constraint = 'Employee_ssn_key';
    detail = `Key (ssn)=(${SSN}) already exists.`;
    where = `SQL statement "INSERT INTO x VALUES ('${SSN_DASHED}')"`;
    parameters = [SSN, ACCOUNT];
    constructor() {
      super(`duplicate key value violates unique constraint "Employee_ssn_key" Key (ssn)=(${SSN}) already exists`);
      this.name = 'error';
    }
  }

  it('a Prisma-like error whose meta and message carry an SSN logs no SSN, but keeps code, names and reason', () => {
    const { logger, text, lines } = capture();
    logger.error({ err: new PrismaClientKnownRequestError(), requestId: 'req_1' }, 'unhandled error');
    expect(leaked(text())).toEqual([]);
    const err = JSON.parse(lines[0]).err;
    expect(err.code).toBe('P2002');
    expect(err.meta).toEqual({ target: ['ssn'], modelName: 'Employee' });
    expect(err.message).toBe('Invalid `prisma.employee.create()` invocation: Unique constraint failed on the fields: (`ssn`)');
    expect(err.stack.split('\n')[0]).toBe(`PrismaClientKnownRequestError: ${err.message}`);
  });

  it('a driver error with detail, where and parameters logs none of them, nested or as a cause', () => {
    const { logger, text, lines } = capture();
    logger.error({ err: new DatabaseError() }, 'unhandled error');
    logger.error(new DatabaseError());
    logger.error({ context: { job: { failure: new Error('wrapped', { cause: new DatabaseError() }) } } }, 'job failed');
    logger.error({ err: new DatabaseError() });
    expect(lines).toHaveLength(4);
    expect(leaked(text())).toEqual([]);
    const first = JSON.parse(lines[0]).err;
    expect(first).toMatchObject({ code: '23505', constraint: 'Employee_ssn_key' });
    expect(first).not.toHaveProperty('detail');
    expect(first).not.toHaveProperty('where');
    expect(first).not.toHaveProperty('parameters');
    expect(first.message).toBe('duplicate key value violates unique constraint "Employee_ssn_key" Key (ssn)=([redacted]) already exists');
    expect(JSON.parse(lines[1]).msg).toBe(first.message);
    expect(JSON.parse(lines[2]).context.job.failure.cause.code).toBe('23505');
  });
});
