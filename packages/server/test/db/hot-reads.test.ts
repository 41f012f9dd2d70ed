// Hot reads on the driver without Prisma (repositories/sql.ts, docs/architecture.md "Hot reads without
// Prisma") must return exactly the row Prisma returns, for every column kind, on both databases; and must
// not run inside a request transaction.
import { databases, startTestServer, type TestServer } from '@payroll/test-support';
import { findCompanyInScope, findCompanyInScopeBatched, findCompanyInScopeSql } from '../../src/repositories/companies';
import type { TaxDeposit } from '@prisma/client';
import { hotReader, readRows, rowJson, sqlReader, type Columns } from '../../src/repositories/sql';
import { prismaSql } from '../../src/repositories/sql-tx';
import { RequestTransaction, withinRequestTransaction } from '../../src/repositories/transaction-scope';

for (const database of databases) {
  const url = database.url();
  (url ? describe : describe.skip)(`[${database.name}${url ? '' : ': SKIPPED, TEST_DATABASE_URL is not set'}] hot reads`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(url!);
      const { prisma } = server.db;
      await prisma.partner.create({ data: { id: 'ptr_hot', name: 'Hot Reads Partner' } });
      await prisma.corporation.create({ data: { id: 'cor_hot', partnerId: 'ptr_hot', name: 'Hot Corp' } });
      // Every column set, so each kind of value is compared (a null would hide a wrong mapping).
      await prisma.company.create({
        data: {
          id: 'com_hot', partnerId: 'ptr_hot', corporationId: 'cor_hot', legalName: 'Hot "Reads" LLC', tradeName: 'Hot', email: 'ops@hot.example',
          phone: '4155550100', website: 'https://hot.example', taxId: '12-3456789', timekeepingCode: 'HOT-1', deactivationReason: 'none',
          acceptedTerms: true, termsAcceptedAt: new Date('2026-01-02T03:04:05.678Z'), legalType: 'LimitedLiabilityCompany', industry: 'ArtsEntertainmentAndRecreation', status: 'Active',
          street1: '1 Main', street2: 'Unit 2', city: 'Austin', zipcode: '78701', state: 'TX', country: 'US', payrollActivated: true,
          onboardingStartedAt: new Date('2026-01-03T00:00:00.001Z'), onboardingCompletedAt: new Date('2026-01-04T23:59:59.999Z'),
          completedItems: ['onboardCompanyDetails', { nested: [1, 2.5, null] }], terminated: false, inGoodStanding: true,
          startDate: new Date('2026-02-28T00:00:00.000Z'), payFrequency: 'Biweekly', processingPeriod: 'TwoDay', w2DeliveryMethod: 'PrintAndMailAll',
          contractor1099DeliveryMethod: 'PrintAndMailAll', implementationStatus: 'InProgress', implementationStartedAt: new Date('2026-01-05T00:00:00Z'),
          implementationCancelledAt: new Date('2026-01-06T00:00:00Z'), implementationCompletedAt: new Date('2026-01-07T00:00:00Z'),
          merchantActivated: true, merchantOnboardingStatus: 'Completed', merchantOnboardingStartedAt: new Date('2026-01-08T00:00:00Z'),
          merchantOnboardingCompletedAt: new Date('2026-01-09T00:00:00Z'), deliveryPolicyUrl: 'https://hot.example/d', returnPolicyUrl: 'https://hot.example/r',
          termsOfServiceUrl: 'https://hot.example/t',
        },
      });
      // A JSON column holding a JSON string: read as that string, not parsed a second time.
      await prisma.company.create({ data: { id: 'com_sparse', partnerId: 'ptr_hot', legalName: 'Sparse', email: 's@hot.example', timekeepingCode: 'HOT-2', legalType: 'SoleProprietorship', completedItems: '["not", "an array"]' } });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('a company read on the driver equals Prisma’s read, every column (and nulls) included, for each scope kind', async () => {
      const sql = sqlReader(server.db.driver);
      for (const scope of [{ partnerId: 'ptr_hot' }, { corporationId: 'cor_hot' }, { companyId: 'com_hot' }]) {
        const viaPrisma = await findCompanyInScope(server.db.prisma, scope, 'com_hot');
        expect(viaPrisma).not.toBeNull();
        expect(await findCompanyInScopeSql(sql, scope, 'com_hot')).toStrictEqual(viaPrisma);
        // The same read through Prisma's raw query, as requireCompany makes it on a transaction's connection.
        expect(await findCompanyInScopeSql(prismaSql(server.db.prisma), scope, 'com_hot')).toStrictEqual(viaPrisma);
        await server.db.prisma.$transaction(async (tx) => expect(await findCompanyInScopeSql(prismaSql(tx), scope, 'com_hot')).toStrictEqual(viaPrisma));
      }
      expect(await findCompanyInScopeSql(prismaSql(server.db.prisma), { companyId: 'com_sparse' }, 'com_hot')).toBeUndefined();
      const sparse = await findCompanyInScopeSql(sql, { partnerId: 'ptr_hot' }, 'com_sparse');
      expect(sparse).toStrictEqual(await findCompanyInScope(server.db.prisma, { partnerId: 'ptr_hot' }, 'com_sparse'));
      expect(sparse?.completedItems).toBe('["not", "an array"]');
      const row = (await findCompanyInScopeSql(sql, { partnerId: 'ptr_hot' }, 'com_hot'))!;
      expect(row.startDate?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
      expect(row.termsAcceptedAt?.toISOString()).toBe('2026-01-02T03:04:05.678Z');
    });

    it('the company reads of one turn go as one statement per scope kind, each read with its own scope and its own answer (repositories/read-batch.ts)', async () => {
      const sql = sqlReader(server.db.driver);
      const reads: Array<[Parameters<typeof findCompanyInScope>[1], string]> = [
        [{ partnerId: 'ptr_hot' }, 'com_hot'],
        [{ corporationId: 'cor_hot' }, 'com_hot'],
        [{ companyId: 'com_hot' }, 'com_hot'],
        [{ partnerId: 'ptr_other' }, 'com_hot'], // another partner's request for the same company, in the same statement
        [{ partnerId: 'ptr_hot' }, 'com_sparse'],
        [{ corporationId: 'cor_hot' }, 'com_sparse'], // com_sparse has no corporation
        [{ companyId: 'com_sparse' }, 'com_hot'], // another company's key
        [{ partnerId: 'ptr_hot' }, 'com_missing'],
        [{ partnerId: 'ptr_hot' }, 'com_hot'], // the same read twice
      ];
      const expected = await Promise.all(reads.map(([scope, id]) => findCompanyInScope(server.db.prisma, scope, id)));
      expect(expected.map((c) => c?.id ?? null)).toEqual(['com_hot', 'com_hot', 'com_hot', null, 'com_sparse', null, null, null, 'com_hot']);
      const statements = jest.spyOn(sql, 'rows');
      const batched = await Promise.all(reads.map(([scope, id]) => findCompanyInScopeBatched(sql, scope, id)));
      expect(batched).toStrictEqual(expected.map((c) => c ?? undefined));
      // partnerId, corporationId and id: three statements for nine reads.
      expect(statements).toHaveBeenCalledTimes(3);
      expect(statements.mock.calls.every(([text]) => /unnest\(\$1::text\[\], \$2::text\[\]\)/.test(text))).toBe(true);
      // Each answer is its own object: a read that changes its row changes no other read's.
      expect(batched[0]).not.toBe(batched[8]);
      // A read alone in its turn goes as the one-row statement.
      statements.mockClear();
      expect((await findCompanyInScopeBatched(sql, { partnerId: 'ptr_hot' }, 'com_hot'))?.id).toBe('com_hot');
      expect(statements).toHaveBeenCalledTimes(1);
      expect(statements.mock.calls[0][0]).toMatch(/LIMIT 1$/);
      // Quotes and separators in the keys stay values of the array parameters.
      statements.mockClear();
      const odd = await Promise.all(['com_hot\' OR \'1\'=\'1', 'com_hot","com_sparse', 'com_hot'].map((id) => findCompanyInScopeBatched(sql, { partnerId: 'ptr_hot' }, id)));
      expect(odd.map((c) => c?.id)).toEqual([undefined, undefined, 'com_hot']);
      expect(statements).toHaveBeenCalledTimes(1);
      statements.mockRestore();
      // An empty scope id is refused before anything is read, never "every company".
      await expect(findCompanyInScopeBatched(sql, { partnerId: '' }, 'com_hot')).rejects.toMatchObject({ code: 'forbidden' });
    });

    it('a failed batch statement fails every read of its batch with the database error, and the next turn reads again', async () => {
      const sql = sqlReader(server.db.driver);
      const rows = sql.rows.bind(sql);
      const statements = jest.spyOn(sql, 'rows').mockImplementationOnce((text, params) => rows(`${text} AND t."createdAt" > 'not a time'`, params));
      const failed = await Promise.allSettled([findCompanyInScopeBatched(sql, { partnerId: 'ptr_hot' }, 'com_hot'), findCompanyInScopeBatched(sql, { partnerId: 'ptr_hot' }, 'com_sparse')]);
      expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
      expect(String((failed[0] as PromiseRejectedResult).reason)).toMatch(/invalid input syntax for type timestamp/);
      expect((failed[1] as PromiseRejectedResult).reason).toBe((failed[0] as PromiseRejectedResult).reason);
      const again = await Promise.all([findCompanyInScopeBatched(sql, { partnerId: 'ptr_hot' }, 'com_hot'), findCompanyInScopeBatched(sql, { partnerId: 'ptr_hot' }, 'com_sparse')]);
      expect(again.map((c) => c?.id)).toEqual(['com_hot', 'com_sparse']);
      expect(statements).toHaveBeenCalledTimes(2);
      statements.mockRestore();
    });

    it('decimals and dates read exactly as Prisma reads them (decimals travel as text, not as JSON numbers)', async () => {
      const columns: Columns<TaxDeposit> = {
        id: 'text', companyId: 'text', payrollId: 'text', tax: 'text', jurisdiction: 'text', code: 'text', agency: 'text', achEntryId: 'text', achTraceNumber: 'text', creditApplied: 'decimal', amount: 'decimal', dueDate: 'date', status: 'enum', createdAt: 'timestamptz', updatedAt: 'timestamptz',
      };
      expect(rowJson(columns)).toBe(`(to_jsonb(t) || jsonb_build_object('creditApplied', t."creditApplied"::text, 'amount', t."amount"::text))::text`);
      await server.db.prisma.taxDeposit.createMany({
        data: [
          { id: 'td_1', companyId: 'com_hot', payrollId: 'pay_x', tax: 'FederalIncomeTax', amount: '999999999999.99', dueDate: new Date('2026-12-31T00:00:00Z') },
          { id: 'td_2', companyId: 'com_hot', payrollId: 'pay_x', tax: 'SocialSecurity', amount: '0.10', dueDate: new Date('2026-01-01T00:00:00Z') },
        ],
      });
      const viaSql = await readRows(sqlReader(server.db.driver), 'TaxDeposit', columns, 'WHERE t."companyId" = $1 ORDER BY t."id"', ['com_hot']);
      expect(viaSql).toStrictEqual(await server.db.prisma.taxDeposit.findMany({ where: { companyId: 'com_hot' }, orderBy: { id: 'asc' } }));
      expect(viaSql.map((d) => [d.amount.toFixed(2), d.dueDate.toISOString()])).toEqual([
        ['999999999999.99', '2026-12-31T00:00:00.000Z'],
        ['0.10', '2026-01-01T00:00:00.000Z'],
      ]);
    });

    it('scope holds: another partner, corporation or company id finds nothing; an empty scope id is refused, never "every company"', async () => {
      const sql = sqlReader(server.db.driver);
      expect(await findCompanyInScopeSql(sql, { partnerId: 'ptr_other' }, 'com_hot')).toBeUndefined();
      expect(await findCompanyInScopeSql(sql, { corporationId: 'cor_other' }, 'com_hot')).toBeUndefined();
      expect(await findCompanyInScopeSql(sql, { companyId: 'com_sparse' }, 'com_hot')).toBeUndefined();
      expect(await findCompanyInScopeSql(sql, { partnerId: 'ptr_hot' }, "com_hot' OR '1'='1")).toBeUndefined();
      await expect(findCompanyInScopeSql(sql, { partnerId: '' }, 'com_hot')).rejects.toMatchObject({ code: 'forbidden' });
    });

    it('a statement that fails is refused with the database error and leaves later reads working (prepared statements are not left half made)', async () => {
      const sql = sqlReader(server.db.driver);
      await expect(sql.rows('SELECT "id" FROM "Company" WHERE "id" = $1 AND "createdAt" > $2', ['com_hot', 'not a time'])).rejects.toThrow(/invalid input syntax for type timestamp/);
      expect(await sql.rows('SELECT "id" FROM "Company" WHERE "id" = $1 AND "createdAt" > $2', ['com_hot', '2000-01-01T00:00:00Z'])).toEqual([{ id: 'com_hot' }]);
      await expect(sql.rows('SELECT nonsense FROM', [])).rejects.toThrow(/syntax error/);
      expect(await sql.rows('SELECT "legalName" FROM "Company" WHERE "id" = $1', ['com_sparse'])).toEqual([{ legalName: 'Sparse' }]);
      // The same statement many times over, concurrently: one preparation, every answer right.
      const many = await Promise.all(Array.from({ length: 25 }, (_, i) => findCompanyInScopeSql(sql, { partnerId: 'ptr_hot' }, i % 2 ? 'com_hot' : 'com_sparse')));
      expect(many.map((c) => c?.id)).toEqual(Array.from({ length: 25 }, (_, i) => (i % 2 ? 'com_hot' : 'com_sparse')));
    });

    it('a read never runs inside another caller’s open transaction (on PGlite it waits for the commit; on PostgreSQL it sees the last commit)', async () => {
      const sql = sqlReader(server.db.driver);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let updated!: () => void;
      const didUpdate = new Promise<void>((resolve) => (updated = resolve));
      const tx = server.db.prisma.$transaction(async (t) => {
        await t.company.update({ where: { id: 'com_sparse' }, data: { legalName: 'Sparse (renamed)' } });
        updated();
        await held;
      });
      await didUpdate;
      let settled = false;
      const read = findCompanyInScopeSql(sql, { partnerId: 'ptr_hot' }, 'com_sparse').then((c) => ((settled = true), c));
      if (server.db.kind === 'pglite') {
        await new Promise((resolve) => setImmediate(resolve));
        expect(settled).toBe(false);
        release();
        await tx;
        expect((await read)?.legalName).toBe('Sparse (renamed)');
      } else {
        expect((await read)?.legalName).toBe('Sparse');
        release();
        await tx;
      }
      await server.db.prisma.company.update({ where: { id: 'com_sparse' }, data: { legalName: 'Sparse' } });
    });

    it('inside a request transaction the driver is not used (the read must see the request’s own writes)', async () => {
      const sql = sqlReader(server.db.driver);
      expect(hotReader(sql)).toBe(sql);
      const scope = new RequestTransaction(server.db.prisma);
      expect(withinRequestTransaction(scope, () => hotReader(sql))).toBeUndefined();
      await scope.rollback();
      expect(hotReader(undefined)).toBeUndefined();
    });
  });
}
