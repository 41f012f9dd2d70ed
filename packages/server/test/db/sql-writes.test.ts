// Writes on the driver without Prisma (issue 29: repositories/sql-tx.ts, the department and employee creates
// and their events) must write exactly the rows Prisma writes and read them back as Prisma does, on both
// databases; their transactions commit together, roll back together, and expire as Prisma's do; and the
// same statements run on a Prisma transaction (an idempotent request's).
import { databases, startTestServer, type TestServer } from '@payroll/test-support';
import { recordEventSql } from '../../src/repositories/events';
import { findDepartmentSql, insertDepartmentSql } from '../../src/repositories/org';
import { addRequestCounts, addRequestCountsSql } from '../../src/repositories/request-guards';
import { sqlReader, type SqlReader } from '../../src/repositories/sql';
import { prismaSql, SqlTransactionExpired } from '../../src/repositories/sql-tx';
import { TX_LIMITS } from '../../src/repositories/transaction-scope';
import { drawEmployeeCodeSql, findWorkplacesSql, insertEmployeeReadingAttributesSql, insertEmployeeSql, registeredJurisdictionsSql } from '../../src/repositories/workers-sql';

const LIMITS = TX_LIMITS.standard;

/** The code as written (read back inside the transaction that drew it). */
async function findEmployeeRow(sql: SqlReader, id: string): Promise<{ code: string } | undefined> {
  const [row] = await sql.rows('SELECT "code" FROM "Employee" WHERE "id" = $1', [id]);
  return row as { code: string } | undefined;
}

for (const database of databases) {
  const url = database.url();
  (url ? describe : describe.skip)(`[${database.name}${url ? '' : ': SKIPPED, TEST_DATABASE_URL is not set'}] writes on the driver`, () => {
    let server: TestServer;
    let driver: SqlReader;
    beforeAll(async () => {
      server = await startTestServer(url!);
      driver = sqlReader(server.db.driver);
      const { prisma } = server.db;
      await prisma.partner.create({ data: { id: 'ptr_w', name: 'Writes Partner' } });
      await prisma.partner.create({ data: { id: 'ptr_other', name: 'Other Partner' } });
      await prisma.company.create({ data: { id: 'com_w', partnerId: 'ptr_w', legalName: 'Writes LLC', email: 'w@w.example', timekeepingCode: 'W-1', legalType: 'Partnership' } });
      await prisma.workplace.create({ data: { id: 'wp_a', companyId: 'com_w', name: 'A', street1: '1 Main', city: 'Austin', state: 'TX', zipcode: '78701', country: 'US', localities: ['TX-X'] } });
      await prisma.workplace.create({ data: { id: 'wp_b', companyId: 'com_w', name: 'B' } });
      const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));
      // Matching endpoints in their stable order (createdAt, id), and three that must not get a delivery.
      await prisma.webhookEndpoint.createMany({
        data: [
          { id: 'whe_2', partnerId: 'ptr_w', url: 'https://h.example/2', eventTypes: [], secretEncrypted: 'x', createdAt: at(1) },
          { id: 'whe_1', partnerId: 'ptr_w', url: 'https://h.example/1', eventTypes: ['department.created'], secretEncrypted: 'x', createdAt: at(2) },
          { id: 'whe_0', partnerId: 'ptr_w', url: 'https://h.example/0', eventTypes: ['department.updated'], secretEncrypted: 'x', createdAt: at(0) },
          { id: 'whe_off', partnerId: 'ptr_w', url: 'https://h.example/off', eventTypes: [], active: false, secretEncrypted: 'x', createdAt: at(0) },
          { id: 'whe_other', partnerId: 'ptr_other', url: 'https://h.example/o', eventTypes: [], secretEncrypted: 'x', createdAt: at(0) },
        ],
      });
      await prisma.companyAttributeDefinition.createMany({
        data: [
          { id: 'cad_2', companyId: 'com_w', name: 'shirt', label: 'Shirt', type: 'Text', required: true, createdAt: at(2) },
          { id: 'cad_1', companyId: 'com_w', name: 'badge', label: 'Badge', type: 'Text', required: true, createdAt: at(1) },
          { id: 'cad_0', companyId: 'com_w', name: 'nick', label: 'Nick', type: 'Text', required: false, createdAt: at(0) },
        ],
      });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('a department and its event: the rows Prisma reads back, one pending delivery per matching active endpoint of the partner, in stable order', async () => {
      const { prisma } = server.db;
      const [department, event] = await driver.transaction!(async (sql) => {
        const d = await insertDepartmentSql(sql, { id: 'dep_1', companyId: 'com_w', name: 'Crew "A"', active: false });
        return [d, await recordEventSql(sql, { type: 'department.created', partnerId: 'ptr_w', companyId: 'com_w', resourceType: 'Department', resourceId: 'dep_1', data: { id: 'dep_1', n: 1.5, s: 'é' } })];
      }, LIMITS);
      expect(department).toStrictEqual(await prisma.department.findUnique({ where: { id: 'dep_1' } }));
      expect(event).toStrictEqual(await prisma.event.findUnique({ where: { id: event.id } }));
      expect(event.data).toEqual({ id: 'dep_1', n: 1.5, s: 'é' });
      expect(await findDepartmentSql(driver, 'com_w', 'dep_1')).toStrictEqual(department);
      expect(await findDepartmentSql(driver, 'com_other', 'dep_1')).toBeNull();
      const deliveries = await prisma.webhookDelivery.findMany({ where: { eventId: event.id }, orderBy: { seq: 'asc' } });
      expect(deliveries.map((d) => [d.endpointId, d.status])).toEqual([
        ['whe_2', 'Pending'],
        ['whe_1', 'Pending'],
      ]);
      expect(deliveries.every((d) => /^whd_[0-9a-z]{16}$/.test(d.id))).toBe(true);
    });

    it('an employee: the row Prisma reads back (decimals, dates, enums, localities), codes drawn in turn, workplaces linked in the order given', async () => {
      const { prisma } = server.db;
      const base = { companyId: 'com_w', lastName: 'L', active: true, formW2ElectronicConsent: false, defaultPaymentMethod: 'Manual' };
      const { employee: first, requiredAttributes } = await driver.transaction!(
        (sql) =>
          insertEmployeeReadingAttributesSql(
            sql,
            {
              ...base,
              id: 'emp_1',
              code: 'emp_1',
              firstName: 'Ana',
              middleName: 'M',
              email: 'ana@w.example',
              ssnEncrypted: 'sealed',
              ssnLastFour: '6789',
              ssnValidationStatus: 'Validated',
              dateOfBirth: new Date('1990-02-28T00:00:00.000Z'),
              startDate: new Date('2026-01-05T00:00:00.000Z'),
              street1: '1 Main',
              city: 'Austin',
              state: 'TX',
              zipcode: '78701',
              country: 'US',
              residenceLocalities: ['TX-X', 'TX "Y"'],
              wageRate: 20.12345,
              wagePeriod: 'Hourly',
              flsaOvertimeExemptionStatus: 'NonExempt',
              supplementalTaxMethod: 'Flat',
              fullTimeHours: 37.5,
              departmentId: 'dep_1',
              primaryWorkplaceId: 'wp_b',
            },
            ['wp_b', 'wp_a'],
          ),
        LIMITS,
      );
      expect(first).toStrictEqual(await prisma.employee.findUnique({ where: { id: 'emp_1' } }));
      // The company's required attributes read by the same statement, in their order (createdAt, id); not the optional one.
      expect(requiredAttributes).toEqual([{ name: 'badge' }, { name: 'shirt' }]);
      expect(first.code).toBe('emp_1');
      // The code drawn after the insert: the company's count, this employee included; set in the event's data too.
      const event = await prisma.event.create({ data: { id: 'evt_emp_1', type: 'employee.created', partnerId: 'ptr_w', companyId: 'com_w', resourceType: 'Employee', resourceId: 'emp_1', data: { id: 'emp_1', code: 'emp_1', n: [1] } } });
      expect(await driver.transaction!((sql) => drawEmployeeCodeSql(sql, 'com_w', 'emp_1', event.id), LIMITS)).toBe('E0001');
      expect((await prisma.employee.findUniqueOrThrow({ where: { id: 'emp_1' } })).code).toBe('E0001');
      expect((await prisma.event.findUniqueOrThrow({ where: { id: event.id } })).data).toEqual({ id: 'emp_1', code: 'E0001', n: [1] });
      expect(first.wageRate?.toString()).toBe('20.1235');
      expect(first.residenceLocalities).toEqual(['TX-X', 'TX "Y"']);
      const links = await prisma.employeeWorkplace.findMany({ where: { employeeId: 'emp_1' } });
      expect(links.map((l) => l.workplaceId).sort()).toEqual(['wp_a', 'wp_b']);
      // The defaults of what is not sent, as Prisma's create leaves them.
      const second = await driver.transaction!((sql) => insertEmployeeSql(sql, { ...base, id: 'emp_2', code: 'emp_2', firstName: 'Bo' }, []), LIMITS);
      expect(second).toStrictEqual(await prisma.employee.findUnique({ where: { id: 'emp_2' } }));
      expect([second.ssnValidationStatus, second.residenceLocalities, second.wageRate]).toEqual(['Pending', [], null]);
      expect(await driver.transaction!((sql) => drawEmployeeCodeSql(sql, 'com_w', 'emp_2', null), LIMITS)).toBe('E0002');
      // The company's counter (EmployeeCodeCounter) was made at its first draw and counts on.
      expect(await prisma.employeeCodeCounter.findUnique({ where: { companyId: 'com_w' } })).toEqual({ companyId: 'com_w', count: 2 });
      // A company's first draw counts its employees (here 9,998 written before any draw, and the new one); later
      // draws count on from there, past 9999 with a fifth digit (the code's padStart to four digits allows it).
      await prisma.company.create({ data: { id: 'com_big', partnerId: 'ptr_w', legalName: 'Big LLC', email: 'b@w.example', timekeepingCode: 'W-2', legalType: 'Partnership' } });
      await prisma.$executeRawUnsafe(`INSERT INTO "Employee" ("id", "companyId", "code", "firstName", "lastName") SELECT 'emp_n' || i, 'com_big', 'N' || i, 'N', 'N' FROM generate_series(1, 9998) AS i`);
      const drawBig = (id: string) =>
        driver.transaction!(async (sql) => {
          await insertEmployeeSql(sql, { ...base, companyId: 'com_big', id, code: id, firstName: 'Big' }, []);
          return drawEmployeeCodeSql(sql, 'com_big', id, null);
        }, LIMITS);
      expect(await drawBig('emp_big1')).toBe('E9999');
      expect(await drawBig('emp_big2')).toBe('E10000');
      expect(await prisma.employeeCodeCounter.findUnique({ where: { companyId: 'com_big' } })).toEqual({ companyId: 'com_big', count: 10000 });
      await prisma.employee.deleteMany({ where: { companyId: 'com_big' } });
      expect((await findWorkplacesSql(driver, 'com_w', ['wp_a', 'wp_b', 'wp_none'])).map((w) => w.id).sort()).toEqual(['wp_a', 'wp_b']);
      expect(await findWorkplacesSql(driver, 'com_w', ['wp_a'])).toStrictEqual([await prisma.workplace.findUnique({ where: { id: 'wp_a' } })]);
      expect(await registeredJurisdictionsSql(driver, 'com_w')).toEqual(new Set());
    });

    it('rate-limit counts on the driver add to the same windows as on Prisma and return the same totals, in key order', async () => {
      const { prisma } = server.db;
      // Window owners are key ids or address buckets (no foreign key); one with a quote and a backslash.
      const key = { id: 'rl_b"\\q' };
      const other = { id: 'rl_a' };
      const w1 = new Date('2026-11-16T15:00:00.000Z');
      const w2 = new Date('2026-11-16T15:01:00.000Z');
      // New windows: each total is its count.
      expect(await addRequestCountsSql(driver, [{ apiKeyId: key.id, windowStart: w2, count: 7 }, { apiKeyId: other.id, windowStart: w1, count: 2 }, { apiKeyId: key.id, windowStart: w1, count: 30 }])).toEqual([
        { apiKeyId: other.id, windowStart: w1, count: 2 },
        { apiKeyId: key.id, windowStart: w1, count: 30 },
        { apiKeyId: key.id, windowStart: w2, count: 7 },
      ]);
      // Prisma's writer and the driver's add to the same rows.
      expect(await addRequestCounts(prisma, [{ apiKeyId: key.id, windowStart: w1, count: 5 }])).toEqual([{ apiKeyId: key.id, windowStart: w1, count: 35 }]);
      expect(await addRequestCountsSql(driver, [{ apiKeyId: key.id, windowStart: w1, count: 1 }, { apiKeyId: other.id, windowStart: w1, count: 100 }])).toEqual([
        { apiKeyId: other.id, windowStart: w1, count: 102 },
        { apiKeyId: key.id, windowStart: w1, count: 36 },
      ]);
      expect(await addRequestCountsSql(driver, [])).toEqual([]);
      const rows = await prisma.rateLimitWindow.findMany({ where: { apiKeyId: { in: [key.id, other.id] } }, orderBy: [{ apiKeyId: 'asc' }, { windowStart: 'asc' }] });
      expect(rows.map((r) => [r.apiKeyId, r.windowStart.toISOString(), r.count])).toEqual([
        [other.id, w1.toISOString(), 102],
        [key.id, w1.toISOString(), 36],
        [key.id, w2.toISOString(), 7],
      ]);
    });

    it('a transaction that throws keeps nothing; one that outlives its limit is rolled back and says so', async () => {
      const { prisma } = server.db;
      await expect(
        driver.transaction!(async (sql) => {
          await insertDepartmentSql(sql, { id: 'dep_gone', companyId: 'com_w', name: 'Gone', active: true });
          throw new Error('refused');
        }, LIMITS),
      ).rejects.toThrow('refused');
      await expect(
        driver.transaction!(async (sql) => {
          await new Promise((r) => setTimeout(r, 80));
          await insertDepartmentSql(sql, { id: 'dep_late', companyId: 'com_w', name: 'Late', active: true });
        }, { maxWait: 1000, timeout: 20 }),
      ).rejects.toBeInstanceOf(SqlTransactionExpired);
      await expect(
        driver.transaction!(async (sql) => {
          await insertDepartmentSql(sql, { id: 'dep_late2', companyId: 'com_w', name: 'Late', active: true });
          await new Promise((r) => setTimeout(r, 80));
        }, { maxWait: 1000, timeout: 20 }),
      ).rejects.toBeInstanceOf(SqlTransactionExpired);
      // A code drawn for no employee (the last statements, sent with COMMIT on PostgreSQL) fails and keeps nothing;
      // the parameters go in as literals, quotes and all.
      await expect(
        driver.transaction!(async (sql) => {
          await insertDepartmentSql(sql, { id: 'dep_draw', companyId: 'com_w', name: 'Draw', active: true });
          return drawEmployeeCodeSql(sql, "com_w' OR 'x'='x", 'emp_none', null);
        }, LIMITS),
      ).rejects.toThrow(/was not found to draw its code/);
      expect(await prisma.department.count({ where: { id: { in: ['dep_gone', 'dep_late', 'dep_late2', 'dep_draw'] } } })).toBe(0);
      // A draw that fails in a company with a counter leaves the counter as it was (the next code is E0003 below).
      await expect(driver.transaction!((sql) => drawEmployeeCodeSql(sql, 'com_w', 'emp_none', null), LIMITS)).rejects.toThrow(/was not found to draw its code/);
      expect((await prisma.employeeCodeCounter.findUniqueOrThrow({ where: { companyId: 'com_w' } })).count).toBe(2);
      // An employee that exists, drawn for another company (the function finds it by its id alone, then compares
      // the company): refused, its code and both counters as they were.
      await expect(driver.transaction!((sql) => drawEmployeeCodeSql(sql, 'com_big', 'emp_1', null), LIMITS)).rejects.toThrow(/was not found to draw its code/);
      expect((await prisma.employee.findUniqueOrThrow({ where: { id: 'emp_1' } })).code).toBe('E0001');
      expect(await prisma.employeeCodeCounter.findMany({ where: { companyId: { in: ['com_w', 'com_big'] } }, orderBy: { companyId: 'asc' } })).toEqual([
        { companyId: 'com_big', count: 10000 },
        { companyId: 'com_w', count: 2 },
      ]);
      // A first statement that fails (it travels with BEGIN on PostgreSQL) rolls the transaction back too, and its
      // connection goes back to the pool clean: the next transactions on every connection work.
      await expect(driver.transaction!((sql) => sql.rows('SELECT "id" FROM "Company" WHERE "createdAt" > $1', ['not a time']), LIMITS)).rejects.toThrow(/invalid input syntax/);
      const clean = await Promise.all(Array.from({ length: 12 }, () => driver.transaction!(async (sql) => Number((await sql.rows('SELECT 1 AS "one"', []))[0].one), LIMITS)));
      expect(clean).toEqual(Array.from({ length: 12 }, () => 1));
      // The driver is usable afterwards (the connection went back clean).
      expect(await findDepartmentSql(driver, 'com_w', 'dep_1')).not.toBeNull();
    });

    it('the same statements on a Prisma transaction write the same rows', async () => {
      const { prisma } = server.db;
      const [department, event, employee] = await prisma.$transaction(async (tx) => {
        const sql = prismaSql(tx);
        const d = await insertDepartmentSql(sql, { id: 'dep_p', companyId: 'com_w', name: 'Via Prisma', parentId: 'dep_1', active: true });
        const e = await recordEventSql(sql, { type: 'department.created', partnerId: 'ptr_w', companyId: 'com_w', resourceType: 'Department', resourceId: 'dep_p', data: { id: 'dep_p' } });
        await insertEmployeeSql(sql, { id: 'emp_p', code: 'emp_p', companyId: 'com_w', firstName: 'P', lastName: 'Q', active: true, formW2ElectronicConsent: true, defaultPaymentMethod: 'DirectDeposit', wageRate: 1000, wagePeriod: 'Annually' }, ['wp_a']);
        await drawEmployeeCodeSql(sql, 'com_w', 'emp_p', null);
        const emp = (await findEmployeeRow(sql, 'emp_p'))!;
        return [d, e, emp] as const;
      });
      expect(department).toStrictEqual(await prisma.department.findUnique({ where: { id: 'dep_p' } }));
      expect(event).toStrictEqual(await prisma.event.findUnique({ where: { id: event.id } }));
      expect(employee.code).toBe('E0003');
      expect((await prisma.employee.findUniqueOrThrow({ where: { id: 'emp_p' } })).code).toBe('E0003');
      expect(await prisma.webhookDelivery.count({ where: { eventId: event.id } })).toBe(2);
    });
  });
}
