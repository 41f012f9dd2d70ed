// The write reference of `npm run bench:load` (issue 29): a bare Express 5 app, in a process of its own,
// that does what a single-row create must do at the least, with the raw driver and nothing else: in one
// transaction, insert the row and its event, then answer 201 with the row's JSON. No validation, no key,
// no scope check, no idempotency, no webhook outbox, no request log.
//   POST /v1/companies/:companyId/departments  BEGIN; INSERT "Department"; INSERT "Event"; COMMIT
//   POST /v1/companies/:companyId/employees    BEGIN; INSERT "Employee" (SSN sealed as the service seals
//                                              it); INSERT "EmployeeWorkplace"; INSERT "Event"; COMMIT
// The employee code comes from a counter of this process (the service draws it in the transaction).
// Its database is its own, made as the service's is (bench-server.ts): a new schema of BENCH_DATABASE_URL on
// PostgreSQL (a `pg` pool of 10 connections, the service's default), or PGlite in memory in this process
// (queries one at a time, as the service's embedded database runs them); migrated, then one partner,
// company and workplace inserted. Prints one JSON line `{"baseUrl", "companyId", "workplaceId"}` when
// listening; drops its schema and exits on SIGTERM or SIGINT.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { Pool } from 'pg';
import { newId } from '../../packages/server/src/core/ids';
import { openDatabase } from '../../packages/server/src/db/database';
import { applyMigrations } from '../../packages/server/src/db/migrate';
import { FieldCipher } from '../../packages/server/src/lib/secrets';
import { BENCH_ENCRYPTION_KEY } from './bench-server';

type Query = (text: string, values: unknown[]) => Promise<unknown>;
/** Runs `work` in one transaction on one connection (BEGIN ... COMMIT, ROLLBACK on failure). */
type InTransaction = <T>(work: (query: Query) => Promise<T>) => Promise<T>;

const DEPARTMENT_INSERT = 'INSERT INTO "Department" ("id", "companyId", "name", "parentId", "active") VALUES ($1, $2, $3, $4, $5)';
const EVENT_INSERT = 'INSERT INTO "Event" ("id", "type", "partnerId", "companyId", "resourceType", "resourceId", "data") VALUES ($1, $2, $3, $4, $5, $6, $7)';
const EMPLOYEE_INSERT =
  'INSERT INTO "Employee" ("id", "companyId", "code", "firstName", "lastName", "email", "ssnEncrypted", "ssnLastFour", "ssnValidationStatus", "startDate", ' +
  '"defaultPaymentMethod", "primaryWorkplaceId", "street1", "city", "state", "zipcode", "country", "wageRate", "wagePeriod") ' +
  'VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)';
const LINK_INSERT = 'INSERT INTO "EmployeeWorkplace" ("employeeId", "workplaceId") VALUES ($1, $2)';

async function main(): Promise<void> {
  const base = process.env.BENCH_DATABASE_URL ?? 'memory:';
  let url = base;
  let schema: string | undefined;
  if (base.startsWith('postgres')) {
    schema = `bench_ref_${randomBytes(4).toString('hex')}`;
    const u = new URL(base);
    u.searchParams.set('schema', schema);
    url = u.toString();
  }
  const db = await openDatabase(url);
  await applyMigrations(db);
  const driver = db.driver;
  const inTransaction: InTransaction =
    driver.kind === 'postgres'
      ? async (work) => {
          const client = await driver.pool.connect();
          try {
            await client.query('BEGIN');
            const result = await work((text, values) => client.query(text, values));
            await client.query('COMMIT');
            return result;
          } catch (err) {
            await client.query('ROLLBACK').catch(() => undefined);
            throw err;
          } finally {
            client.release();
          }
        }
      : (work) => driver.pglite.transaction((tx) => work((text, values) => tx.query(text, values)));

  const partnerId = newId('ptn');
  const companyId = newId('com');
  const workplaceId = newId('wp');
  await inTransaction(async (query) => {
    await query('INSERT INTO "Partner" ("id", "name") VALUES ($1, $2)', [partnerId, 'Bench Reference Partner']);
    await query('INSERT INTO "Company" ("id", "partnerId", "legalName", "email", "timekeepingCode", "legalType", "status") VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      companyId,
      partnerId,
      'Bench Reference LLC',
      'payroll@benchref.example',
      randomBytes(4).toString('hex'),
      'Partnership',
      'Active',
    ]);
    await query('INSERT INTO "Workplace" ("id", "companyId", "name", "street1", "city", "state", "zipcode", "country") VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [
      workplaceId,
      companyId,
      'HQ',
      '1 Main St',
      'Austin',
      'TX',
      '78701',
      'US',
    ]);
  });

  const cipher = new FieldCipher(BENCH_ENCRYPTION_KEY);
  let code = 0;
  const app = express();
  app.use(express.json());
  app.post('/v1/companies/:companyId/departments', async (req, res, next) => {
    try {
      const body = req.body as { name: string; parentId?: string; active?: boolean };
      const department = { id: newId('dep'), companyId: req.params.companyId, name: body.name, active: body.active ?? true };
      await inTransaction(async (query) => {
        await query(DEPARTMENT_INSERT, [department.id, department.companyId, department.name, body.parentId ?? null, department.active]);
        await query(EVENT_INSERT, [newId('evt'), 'department.created', partnerId, department.companyId, 'Department', department.id, JSON.stringify(department)]);
      });
      res.status(201).json(department);
    } catch (err) {
      next(err);
    }
  });
  app.post('/v1/companies/:companyId/employees', async (req, res, next) => {
    try {
      const b = req.body as {
        firstName: string;
        lastName: string;
        email?: string;
        startDate: string;
        ssn: string;
        residence: { street1: string; city: string; state: string; zipcode: string; country: string };
        primaryWorkplaceId: string;
        defaultPaymentMethod: string;
        wage: { rate: number; period: string };
      };
      const digits = b.ssn.replace(/-/g, '');
      const employee = {
        email: b.email,
        ssnLastFour: digits.slice(-4),
        primaryWorkplaceId: b.primaryWorkplaceId,
        residence: b.residence,
        wage: b.wage,
        id: newId('emp'),
        companyId: req.params.companyId,
        code: `E${String(++code).padStart(4, '0')}`,
        firstName: b.firstName,
        lastName: b.lastName,
        ssnValidationStatus: 'Validated',
        active: true,
        formW2ElectronicConsent: false,
        startDate: b.startDate,
        defaultPaymentMethod: b.defaultPaymentMethod,
        bankAccounts: [],
        workplaces: [{ id: b.primaryWorkplaceId, name: 'HQ' }],
        onboard: { status: 'NeedsAttention', blockingSteps: [], remainingSteps: ['withholdings', 'employeeDetails'], ssn: [], paymentMethod: [], workplaces: [], employeeDetails: ['dateOfBirth'], withholdings: ['federalW4'], companyDefinedAttributes: [] },
      };
      const r = b.residence;
      await inTransaction(async (query) => {
        await query(EMPLOYEE_INSERT, [
          employee.id,
          employee.companyId,
          employee.code,
          b.firstName,
          b.lastName,
          b.email ?? null,
          cipher.encrypt(digits),
          employee.ssnLastFour,
          'Validated',
          b.startDate,
          b.defaultPaymentMethod,
          b.primaryWorkplaceId,
          r.street1,
          r.city,
          r.state,
          r.zipcode,
          r.country,
          b.wage.rate,
          b.wage.period,
        ]);
        await query(LINK_INSERT, [employee.id, b.primaryWorkplaceId]);
        await query(EVENT_INSERT, [newId('evt'), 'employee.created', partnerId, employee.companyId, 'Employee', employee.id, JSON.stringify(employee)]);
      });
      res.status(201).json(employee);
    } catch (err) {
      next(err);
    }
  });
  const server = app.listen(0, '127.0.0.1', () => {
    process.stdout.write(`${JSON.stringify({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, companyId, workplaceId })}\n`);
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close(async () => {
      await db.close();
      if (schema) {
        const pool = new Pool({ connectionString: base, max: 1 });
        await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await pool.end();
      }
      process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
