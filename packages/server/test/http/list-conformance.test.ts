// Paging conformance of every list operation of the contract (openapi.yaml, "Paging and filters";
// docs/domain-rules.md, "Paging"): one row per list operation, one shared set of checks per row.
//
// The rows must be exactly the contract's list operations: the GET operations of the generated
// operation table whose 200 answer is a paged envelope (a schema made of `PageMeta` and `results`). A new
// list operation without a row fails the first test.
//
// Each row builds its list once per database (beforeAll): its URL, the key that reads it and the
// items in the order the contract gives (creation time then id, unless the operation says otherwise),
// plus, where it is cheap, another owner's list of the same kind (scope) and a list of the kind with
// nothing in it. The checks, each against the exact envelope: the default page; a page of the maximum
// size; every page of two page sizes, each item on one page only, in the same order on every read (a
// stable order); pages past the end; out-of-range and malformed page and pageSize are 400
// validation_failed naming the parameters; another owner's list; an empty list.
// Filters of a single operation stay in that operation's own test file.
import type { Server } from 'node:http';
import { join } from 'node:path';
import request from 'supertest';
import { operationTable, type OperationId } from '../../src/generated/operations.gen';
import { forEachDatabase, type TestServer } from '@payroll/test-support';
import { ADDRESS, client, createCompany, createCompanyWithKey, createPartner, createTenancy, expectProblem, expectStatus, type Key } from './fixtures';
import { CONTRACT_PATH, readContract } from '../../src/lib/contract';

type Schema = { $ref?: string; allOf?: Schema[]; type?: string; minimum?: number; maximum?: number; default?: number };
type Parameter = { $ref?: string; name?: string; in?: string; schema?: Schema };
type Operation = { operationId?: string; parameters?: Parameter[]; responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> };
const contract = readContract(CONTRACT_PATH) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; parameters: Record<string, Parameter> };
};

const refName = (s?: Schema) => s?.$ref?.split('/').pop();
const PAGE_META = '#/components/schemas/PageMeta';

/** The contract's list operations: GET operations of the generated table answering 200 with a paged envelope. */
function contractListOperations(): OperationId[] {
  return (Object.keys(operationTable) as OperationId[]).filter((id) => {
    const meta = operationTable[id];
    if (meta.method !== 'get') return false;
    const schema = contract.paths[meta.path]?.get?.responses?.['200']?.content?.['application/json']?.schema;
    const name = refName(schema);
    return !!name && !!contract.components.schemas[name]?.allOf?.some((part) => part.$ref === PAGE_META);
  });
}

/** The paging parameters of an operation, as the contract declares them. */
function pagingParameters(id: OperationId): string[] {
  const op = contract.paths[operationTable[id].path].get!;
  return (op.parameters ?? []).map((p) => refName(p as Schema) ?? p.name!).filter((n) => n === 'Page' || n === 'PageSize');
}

const PAGE = contract.components.parameters.Page.schema!;
const PAGE_SIZE = contract.components.parameters.PageSize.schema!;

/**
 * The envelope of one page of `all` (the items' keys, in order), per the contract: `currentPage` is the
 * page asked for; `previousPage` null on page 1; `nextPage` null on the last page and past it; a page
 * past the end has no results and the true totals. Past the end `previousPage` is the last page (1 when
 * nothing matches), as the service has always answered (the contract does not say).
 */
function envelope(all: string[], pageSize: number, page: number) {
  const totalPages = Math.ceil(all.length / pageSize);
  return {
    hasResources: all.length > 0,
    totalResources: all.length,
    totalPages,
    pageSize,
    currentPage: page,
    previousPage: page === 1 ? null : Math.min(page - 1, Math.max(totalPages, 1)),
    nextPage: page < totalPages ? page + 1 : null,
    results: all.slice((page - 1) * pageSize, page * pageSize),
  };
}

type Item = Record<string, unknown>;
/** One list of the world: where it is, who reads it, and its items' keys in the contract's order. */
interface List {
  url: string;
  key: Key;
  items: string[];
}
interface Fixture extends List {
  /** Another owner's list of the same kind (another company, employee, partner, ...): exactly its own items. */
  other?: List;
  /** A list of the same kind with nothing in it. */
  empty?: Omit<List, 'items'>;
}

/** Approval times and periods of the three approved payrolls (clock set before each approval). */
const PAYROLLS = [
  { periodStart: '2026-01-05', periodEnd: '2026-01-11', payday: '2026-01-16', approveAt: '2026-01-06T15:00:00Z' },
  { periodStart: '2026-01-12', periodEnd: '2026-01-18', payday: '2026-01-23', approveAt: '2026-01-07T15:00:00Z' },
  { periodStart: '2026-03-30', periodEnd: '2026-04-05', payday: '2026-04-10', approveAt: '2026-04-01T15:00:00Z' },
];
const ROUTING = '121000358';
const ACCOUNTS = ['000123454431', '000987652982', '3849204821', '55501234567'];

/**
 * What the rows share: a tenancy (company C of partner P, foreign partner F with company FC), a company
 * of P with nothing in it, three employees and three contractors of C paid by three approved payrolls
 * (the first employee and the first contractor on all three, the others on the first payroll), an
 * employee and a contractor of FC.
 */
async function sharedWorld(server: TestServer) {
  const t = await createTenancy(server);
  const as = (k: Key = t.partner.key) => client(server.app, k);
  const post = async (url: string, body: unknown, k?: Key, status = 201) => expectStatus(await as(k).post(url, body), status).body as Item & { id: string };
  const base = `/v1/companies/${t.company.id}`;
  const fbase = `/v1/companies/${t.foreignCompany.id}`;
  const empty = await createCompany(server, t.partner.key, { legalName: 'Empty Lists LLC' });
  const ebase = `/v1/companies/${empty.id}`;

  // start_payroll needs every onboarding step, which is not what this suite is about (as paid-payrolls.ts).
  await server.db.prisma.company.update({ where: { id: t.company.id }, data: { payrollActivated: true } });
  expectStatus(await as().patch(base, { taxId: '12-3456789' }), 200);
  const wp = (await post(`${base}/workplaces`, { name: 'Yard 1', address: ADDRESS })).id;
  const fwp = (await post(`${fbase}/workplaces`, { name: 'Foreign Yard', address: ADDRESS }, t.foreign.key)).id;
  const employee = (url: string, workplace: string, firstName: string, k?: Key) =>
    post(`${url}/employees`, { firstName, lastName: 'Lister', startDate: '2025-06-02', workplaces: [workplace], primaryWorkplaceId: workplace, defaultPaymentMethod: 'Manual', wage: { rate: 25, period: 'Hourly' } }, k).then((e) => e.id);
  const contractor = (url: string, workplace: string, name: string, k?: Key) =>
    post(`${url}/contractors`, { type: 'Business', businessName: `${name} LLC`, ein: '12-3456789', workplaces: [workplace], primaryWorkplaceId: workplace, defaultPaymentMethod: 'Manual', wage: { rate: 50, period: 'Hourly' } }, k).then((c) => c.id);
  const employees = [await employee(base, wp, 'Ada'), await employee(base, wp, 'Ben'), await employee(base, wp, 'Cy')];
  const contractors = [await contractor(base, wp, 'Dee'), await contractor(base, wp, 'Eli'), await contractor(base, wp, 'Fay')];
  const foreignEmployee = await employee(fbase, fwp, 'Foreign', t.foreign.key);
  const foreignContractor = await contractor(fbase, fwp, 'Foreign', t.foreign.key);

  const payrolls: string[] = [];
  for (const [i, p] of PAYROLLS.entries()) {
    server.clock.set(p.approveAt);
    const [es, cs] = i === 0 ? [employees, contractors] : [employees.slice(0, 1), contractors.slice(0, 1)];
    const draft = await post(`${base}/payrolls`, {
      periodStart: p.periodStart,
      periodEnd: p.periodEnd,
      payday: p.payday,
      frequency: 'Weekly',
      processingPeriod: 'FourDay',
      employeeItems: es.map((employeeId) => ({ employeeId, payments: [{ regularHours: 40 }] })),
      // 40 h x $50 = $2,000 a payroll: each contractor reaches 2026's Form 1099-NEC threshold ($2,000).
      contractorItems: cs.map((contractorId) => ({ contractorId, hours: 40 })),
    });
    expect((await post(`${base}/payrolls/${draft.id}/approve`, undefined, undefined, 200)).status).toBe('Pending');
    payrolls.push(draft.id);
  }
  server.clock.reset();
  return { server, t, as, post, base, fbase, ebase, wp, fwp, employees, contractors, foreignEmployee, foreignContractor, payrolls };
}
type World = Awaited<ReturnType<typeof sharedWorld>>;

/** Three items made by `make(i)` (i = 0, 1, 2), their ids in creation order. */
const three = async (make: (i: number) => Promise<{ id: string }>) => {
  const out: string[] = [];
  for (let i = 0; i < 3; i++) out.push((await make(i)).id);
  return out;
};

/**
 * The same, a second apart on the service clock: for the resources whose creation time is the
 * service's clock (signatories, webhook endpoints), so that two made in the same millisecond cannot
 * fall back to id order.
 */
const threeApart = (w: World, make: (i: number) => Promise<{ id: string }>) =>
  three(async (i) => {
    w.server.clock.set(new Date(Date.UTC(2026, 10, 2, 10, 0, i)));
    try {
      return await make(i);
    } finally {
      w.server.clock.reset();
    }
  });

/** The whole list in one request (pageSize 100), for lists whose items the service makes itself. */
async function readAll(w: World, url: string, k: Key = w.t.partner.key): Promise<Item[]> {
  const res = expectStatus(await w.as(k).get(`${url}${url.includes('?') ? '&' : '?'}pageSize=100`), 200);
  return res.body.results as Item[];
}

/** Items in the contract's order: creation time, then id. */
const byCreation = (items: Item[]) =>
  [...items].sort((a, b) => (a.createdAt === b.createdAt ? (String(a.id) < String(b.id) ? -1 : 1) : String(a.createdAt) < String(b.createdAt) ? -1 : 1));
const idsOf = (items: Item[]) => items.map((i) => i.id as string);

interface Row {
  op: OperationId;
  /** The key of an item in the list (default `id`). */
  itemKey?: (item: Item) => string;
  /** Makes the items of the list (or reads those the world made) and says where the list is. */
  build: (w: World) => Promise<Fixture>;
  /** Why the row has no other owner's list, or no empty list, to check. */
  without?: { other?: string; empty?: string };
}

/** Employee- and contractor-level lists: `path` under worker 0 (three items), worker 1 (one item, another owner), FC's worker (none). */
const workerRow = (op: OperationId, kind: 'employees' | 'contractors', path: string, make: (w: World, workerUrl: string, i: number) => Promise<{ id: string }>): Row => ({
  op,
  build: async (w) => {
    const [a, b] = kind === 'employees' ? w.employees : w.contractors;
    const foreign = kind === 'employees' ? w.foreignEmployee : w.foreignContractor;
    const [mine, theirs] = [`${w.base}/${kind}/${a}`, `${w.base}/${kind}/${b}`];
    const items = await three((i) => make(w, mine, i));
    const other = [(await make(w, theirs, 3)).id];
    return {
      url: `${mine}/${path}`,
      key: w.t.partner.key,
      items,
      other: { url: `${theirs}/${path}`, key: w.t.company.key, items: other },
      empty: { url: `${w.fbase}/${kind}/${foreign}/${path}`, key: w.t.foreign.key },
    };
  },
});

/** Company-level lists: three items in C, one in FC (another partner's company), none in the empty company. */
const companyRow = (op: OperationId, path: string, body: (w: World, i: number) => Record<string, unknown>, apart = false): Row => ({
  op,
  build: async (w) => {
    const make = (i: number) => w.post(`${w.base}/${path}`, body(w, i));
    const items = await (apart ? threeApart(w, make) : three(make));
    const other = [(await w.post(`${w.fbase}/${path}`, body(w, 3), w.t.foreign.key)).id];
    return {
      url: `${w.base}/${path}`,
      key: w.t.partner.key,
      items,
      other: { url: `${w.fbase}/${path}`, key: w.t.foreignCompany.key, items: other },
      empty: { url: `${w.ebase}/${path}`, key: w.t.partner.key },
    };
  },
});

/** A paystub is its payroll's for one worker. */
const paystubKey = (s: Item) => `${s.payrollId} ${s.employeeId ?? s.contractorId}`;

const bankAccount = (w: World, url: string, i: number) => w.post(`${url}/bank_accounts`, { routingNumber: ROUTING, accountNumber: ACCOUNTS[i], type: 'Checking' });
/** A new default split to the worker's first account (made by the bank account rows, which come first). */
const netPaySplit = async (w: World, workerUrl: string) => {
  const [account] = await readAll(w, `${workerUrl}/bank_accounts`);
  return w.post(`${workerUrl}/net_pay_splits`, { splits: [{ bankAccountId: account.id, priority: 1 }] });
};

const ROWS: Row[] = [
  {
    op: 'listAchFiles',
    // A file is cut from approved payrolls (ach-files.test.ts has that); paging needs only its rows, written here.
    build: async (w) => {
      const lister = await createPartner(w.server, 'ACH Lister');
      const file = async (partnerId: string, i: number) => {
        const id = `ach_listconformance${i}`;
        await w.server.db.prisma.achFile.create({
          data: {
            id,
            partnerId,
            settlementDate: new Date('2026-03-11T00:00:00Z'),
            creationDate: new Date('2026-03-02T00:00:00Z'),
            fileIdModifier: 'WXYZ'[i],
            contentEncrypted: 'not used by lists',
            sha256: '0'.repeat(64),
            entryHash: '0000000000',
            totalDebit: 0,
            totalCredit: 0,
            entryCount: 0,
            batchCount: 0,
            blockCount: 1,
            createdAt: new Date(Date.UTC(2026, 2, 2, 15, i)),
          },
        });
        return id;
      };
      const items = [await file(lister.id, 0), await file(lister.id, 1), await file(lister.id, 2)];
      const other = { url: '/v1/ach_files', key: w.t.foreign.key, items: [await file(w.t.foreign.id, 3)] };
      return { url: '/v1/ach_files', key: lister.key, items, other, empty: { url: '/v1/ach_files', key: w.t.partner.key } };
    },
  },
  {
    op: 'listPositivePayFiles',
    // A file is written from approved payrolls' paper checks (payroll-lifecycle.test.ts has that); paging needs only its rows, written here.
    build: async (w) => {
      const file = async (companyId: string, i: number) => {
        const id = `ppf_listconformance${i}`;
        await w.server.db.prisma.positivePayFile.create({
          data: { id, companyId, issueDate: new Date('2026-03-13T00:00:00Z'), content: 'not used by lists', sha256: '0'.repeat(64), issuedCount: 0, voidCount: 0, issuedTotal: 0, createdAt: new Date(Date.UTC(2026, 2, 13, 15, i)) },
        });
        return id;
      };
      const items = [await file(w.t.company.id, 0), await file(w.t.company.id, 1), await file(w.t.company.id, 2)];
      return {
        url: `${w.base}/positive_pay_files`,
        key: w.t.partner.key,
        items,
        other: { url: `${w.fbase}/positive_pay_files`, key: w.t.foreignCompany.key, items: [await file(w.t.foreignCompany.id, 3)] },
        empty: { url: `${w.ebase}/positive_pay_files`, key: w.t.partner.key },
      };
    },
  },
  {
    op: 'listFilingFiles',
    // A file is written from a closed year's W-2s (test/service/filing-files.test.ts has that); paging needs only its rows, written here.
    build: async (w) => {
      const file = async (companyId: string, i: number) => {
        const id = `fil_listconformance${i}`;
        await w.server.db.prisma.filingFile.create({
          data: {
            id,
            companyId,
            kind: 'EFW2',
            taxYear: 2025,
            contentEncrypted: 'not used by lists',
            sha256: '0'.repeat(64),
            byteCount: 0,
            recordCount: 0,
            totals: { rwCount: 0, box1: '0.00', box2: '0.00', box3: '0.00', box4: '0.00', box5: '0.00', box6: '0.00', box7: '0.00' },
            validation: { passed: true, checks: [] },
            createdAt: new Date(Date.UTC(2026, 0, 12, 15, i)),
          },
        });
        return id;
      };
      const items = [await file(w.t.company.id, 0), await file(w.t.company.id, 1), await file(w.t.company.id, 2)];
      return {
        url: `${w.base}/filing_files`,
        key: w.t.partner.key,
        items,
        other: { url: `${w.fbase}/filing_files`, key: w.t.foreignCompany.key, items: [await file(w.t.foreignCompany.id, 3)] },
        empty: { url: `${w.ebase}/filing_files`, key: w.t.partner.key },
      };
    },
  },
  {
    op: 'listAchReturns',
    // Returns are recorded from a sent file's entries (ach-files.test.ts walks that); paging needs only their rows,
    // written here: a file of a partner of their own (so that P's list of files stays empty for listAchFiles),
    // an entry per return on one of the world's approved payrolls, a second apart.
    build: async (w) => {
      const db = w.server.db.prisma;
      const file = async (partnerId: string, i: number) =>
        (
          await db.achFile.create({
            data: { id: `ach_listreturns${i}`, partnerId, settlementDate: new Date('2026-01-21T00:00:00Z'), creationDate: new Date('2026-01-20T00:00:00Z'), fileIdModifier: 'QR'[i], status: 'Sent', contentEncrypted: 'not used by lists', sha256: '0'.repeat(64), entryHash: '0000000000', totalDebit: 0, totalCredit: 100, entryCount: 3, batchCount: 1, blockCount: 1 },
          })
        ).id;
      const write = async (partnerId: string, achFileId: string, i: number) => {
        const trace = `02100002${String(9000000 + i)}`;
        const entry = await db.achEntry.create({
          data: { id: `ace_listreturns${i}`, achFileId, companyId: w.t.company.id, payrollId: w.payrolls[i % 3], kind: 'CompanyDebit', traceNumber: trace, transactionCode: 27, secCode: 'CCD', effectiveDate: new Date('2026-01-21T00:00:00Z'), amount: '100.00', routingNumber: '011000015', accountNumberLastFour: '6777', status: 'Returned' },
        });
        const created = new Date(Date.UTC(2026, 0, 22, 10, 0, i));
        return db.achReturn.create({
          data: { id: `acr_list${i}`, partnerId, companyId: w.t.company.id, achFileId, achEntryId: entry.id, payrollId: entry.payrollId, kind: 'Return', code: 'R01', reason: 'R01 Insufficient Funds', originalTraceNumber: trace, receivedAt: created, createdAt: created },
        });
      };
      const lister = await createPartner(w.server, 'ACH Returns Lister');
      const other = await createPartner(w.server, 'ACH Returns Other');
      const mine = await file(lister.id, 0);
      const items = await three((i) => write(lister.id, mine, i));
      const theirs = [(await write(other.id, await file(other.id, 1), 3)).id];
      return { url: '/v1/ach_returns', key: lister.key, items, other: { url: '/v1/ach_returns', key: other.key, items: theirs }, empty: { url: '/v1/ach_returns', key: w.t.partner.key } };
    },
  },
  {
    op: 'listCompanies',
    build: async (w) => {
      // A partner of its own, so its list is exactly the companies made here.
      const lister = await createPartner(w.server, 'Company Lister');
      const items = await three((i) => createCompany(w.server, lister.key, { legalName: `Lister ${i} LLC` }));
      return {
        url: '/v1/companies',
        key: lister.key,
        items,
        other: { url: '/v1/companies', key: w.t.foreign.key, items: [w.t.foreignCompany.id] },
        empty: { url: '/v1/companies?search=no-such-company', key: lister.key },
      };
    },
  },
  companyRow('listSignatories', 'signatories', (_w, i) => ({ firstName: `Signer${i}`, lastName: 'Lister', title: 'Owner', email: `signer${i}@lister.example` }), true),
  {
    op: 'listTaxDeposits',
    without: { other: 'only approvals make deposits (costly); the other companies of the database have none, and the exact list shows none of theirs' },
    build: async (w) => {
      // Each approval made its deposits at once (one creation time): in id order within a payroll, payrolls in approval order.
      const items: string[] = [];
      for (const payrollId of w.payrolls) items.push(...idsOf(await readAll(w, `${w.base}/tax_deposits?payrollId=${payrollId}`)).sort());
      // Per payroll: FederalIncomeTax, FederalUnemployment, Medicare, SocialSecurity, and California's income tax, SDI and SUI (a San Francisco workplace).
      expect(items).toHaveLength(21);
      return { url: `${w.base}/tax_deposits`, key: w.t.partner.key, items, empty: { url: `${w.ebase}/tax_deposits`, key: w.t.partner.key } };
    },
  },
  {
    op: 'listFundingFailures',
    without: { other: "another owner's failure needs a payroll of another company, which would show in that company's payroll and event rows; sandbox.test.ts checks the scope" },
    build: async (w) => {
      // Only the sandbox makes funding failures (sandbox mode is off here; sandbox.test.ts makes them over
      // HTTP), so the rows are written directly: Resolved, so that they block no approval, a second apart.
      const write = async (companyId: string, payrollId: string, i: number) =>
        (
          await w.server.db.prisma.fundingFailure.create({
            data: { id: `ffl_list${i}`, companyId, payrollId, amount: '100.00', reason: 'Insufficient funds (R01)', status: 'Resolved', failedAt: new Date(Date.UTC(2026, 0, 20, 10, 0, i)), resolvedAt: new Date(Date.UTC(2026, 0, 21)), createdAt: new Date(Date.UTC(2026, 0, 20, 10, 0, i)) },
          })
        ).id;
      const items = await three(async (i) => ({ id: await write(w.t.company.id, w.payrolls[i], i) }));
      return {
        url: `${w.base}/funding_failures`,
        key: w.t.partner.key,
        items,
        empty: { url: `${w.ebase}/funding_failures`, key: w.t.partner.key },
      };
    },
  },
  {
    op: 'listPaymentChanges',
    build: async (w) => {
      // Only a hosted flow's payment step holds payment changes (hosted-link-security.test.ts walks it), so
      // the rows are written directly: Rejected, so that nothing ever applies them, a second apart.
      const write = async (companyId: string, employeeId: string, i: number) =>
        (
          await w.server.db.prisma.paymentChange.create({
            data: {
              id: `pch_list${i}`, companyId, employeeId, status: 'Rejected', rejectedBecause: 'Partner', paymentMethod: 'Manual', previousPaymentMethod: 'DirectDeposit',
              holdUntil: new Date(Date.UTC(2026, 0, 23)), decidedAt: new Date(Date.UTC(2026, 0, 21)), createdAt: new Date(Date.UTC(2026, 0, 20, 10, 0, i)),
            },
          })
        ).id;
      const items = await three(async (i) => ({ id: await write(w.t.company.id, w.employees[0], i) }));
      return {
        url: `${w.base}/payment_changes`,
        key: w.t.partner.key,
        items,
        other: { url: `${w.fbase}/payment_changes`, key: w.t.foreignCompany.key, items: [await write(w.t.foreignCompany.id, w.foreignEmployee, 3)] },
        empty: { url: `${w.ebase}/payment_changes`, key: w.t.partner.key },
      };
    },
  },
  {
    op: 'listWorkplaces',
    build: async (w) => {
      // The world's workplaces (the workers' own) come first.
      const items = [w.wp, ...(await three((i) => w.post(`${w.base}/workplaces`, { name: `Lister Yard ${i}`, address: ADDRESS })))];
      return {
        url: `${w.base}/workplaces`,
        key: w.t.partner.key,
        items,
        other: { url: `${w.fbase}/workplaces`, key: w.t.foreignCompany.key, items: [w.fwp] },
        empty: { url: `${w.ebase}/workplaces`, key: w.t.partner.key },
      };
    },
  },
  companyRow('listDepartments', 'departments', (_w, i) => ({ name: `Lister Department ${i}` })),
  companyRow('listEarningCodes', 'earning_codes', (_w, i) => ({ name: `Lister bonus ${i}`, type: 'Bonus' })),
  companyRow('listCompanyLocalTaxes', 'local_taxes', (_w, i) => ({ jurisdiction: `PA-86500${i}`, code: 'pa_eit', payer: 'Employee', residentRate: 1, effectiveStart: '2026-01-01' })),
  companyRow('listPaymentSchedules', 'payment_schedules', (_w, i) => ({ name: `Lister weekly ${i}`, payFrequency: 'Weekly', firstPayday: '2026-01-09', firstPeriodEnd: '2026-01-04' })),
  {
    op: 'listPaydays',
    itemKey: (p) => p.payday as string,
    without: { other: "paydays are generated per schedule from its rules, dates without ids (another schedule's may share dates)" },
    build: async (w) => {
      // The first schedule of the payment schedules row (which comes first): weekly from Friday 2026-01-09.
      const [schedule] = await readAll(w, `${w.base}/payment_schedules`);
      expect(schedule).toMatchObject({ payFrequency: 'Weekly', firstPayday: '2026-01-09' });
      const url = `${w.base}/payment_schedules/${schedule.id}/paydays`;
      // Date order (not creation order); a range before firstPayday generates nothing.
      return {
        url: `${url}?startDate=2026-01-09&endDate=2026-01-23`,
        key: w.t.partner.key,
        items: ['2026-01-09', '2026-01-16', '2026-01-23'],
        empty: { url: `${url}?startDate=2025-01-01&endDate=2025-12-31`, key: w.t.partner.key },
      };
    },
  },
  {
    op: 'listCompanyAuthorizationDocuments',
    without: { other: "signing another company's documents takes its whole onboarding (costly)" },
    build: async (w) => {
      // Three onboarding steps each sign a document, at three times of the service clock; the signer is
      // the first signatory of the signatories row (which comes first).
      const url = `${w.base}/documents/company_authorization_documents`;
      const [{ id: signatoryId }] = await readAll(w, `${w.base}/signatories`);
      const step = async (at: string, path: string, body: Record<string, unknown>) => {
        w.server.clock.set(at);
        expectStatus(await w.as().post(`${w.base}/onboard/${path}`, body), 200);
      };
      await step('2026-11-03T18:20:05Z', 'signatory_agreements', { signatoryId, accepted: true });
      await step('2026-11-03T18:21:00Z', 'connect_bank_account', { routingNumber: ROUTING, accountNumber: ACCOUNTS[1], type: 'Checking' });
      await step('2026-11-03T18:21:30Z', 'tax_setup', { federalFilerType: 'Form941', federalDepositSchedule: 'Monthly' });
      await step('2026-11-03T18:22:40Z', 'filing_authorization', { signatoryId, authorized: true });
      w.server.clock.reset();
      const all = await readAll(w, url);
      expect(all.map((d) => d.category)).toEqual(['SignatoryAgreement', 'AchDebitAuthorization', 'FilingAuthorization8655']);
      return { url, key: w.t.partner.key, items: idsOf(all), empty: { url: `${w.ebase}/documents/company_authorization_documents`, key: w.t.partner.key } };
    },
  },
  ...(
    [
      // Produced from the approved payrolls when the company's tax documents are first listed after the
      // periods closed, all at once, creation times a millisecond apart (the API shows seconds): the
      // quarters' 941s, then the year's W-2s, its W-3 and 1099-NECs (by name), then its 940.
      ['listCompanyTaxDocuments', 'company_tax_documents', (d: Item) => `${d.category} ${d.quarter ?? '-'}`, () => ['941 1', '941 2', 'W3 -', '1096 -', '940 -']],
      ['listEmployeeTaxDocuments', 'employee_tax_documents', (d: Item) => `${d.category} ${d.employeeId}`, (w: World) => w.employees.map((e) => `W2 ${e}`)],
      ['listContractorTaxDocuments', 'contractor_tax_documents', (d: Item) => `${d.category} ${d.contractorId}`, (w: World) => w.contractors.map((c) => `1099Nec ${c}`)],
    ] as const
  ).map(
    ([op, path, label, expected]): Row => ({
      op,
      without: { other: 'documents are produced from approved payrolls (costly); the other companies of the database have none' },
      build: async (w) => {
        const url = `${w.base}/documents/${path}`;
        w.server.clock.set('2027-01-05T12:00:00Z');
        const all = await readAll(w, url);
        w.server.clock.reset();
        expect(all.map(label)).toEqual(expected(w));
        return { url, key: w.t.partner.key, items: idsOf(all), empty: { url: `${w.ebase}/documents/${path}`, key: w.t.partner.key } };
      },
    }),
  ),
  {
    // Tax coverage of a year by employee (tax-coverage.test.ts has its figures and scope): the company's employees.
    op: 'getCompanyTaxCoverage',
    itemKey: (r) => r.employeeId as string,
    build: async (w) => ({
      url: `${w.base}/tax_coverage?year=2027`,
      key: w.t.partner.key,
      items: w.employees,
      other: { url: `${w.fbase}/tax_coverage?year=2027`, key: w.t.foreign.key, items: [w.foreignEmployee] },
      empty: { url: `${w.ebase}/tax_coverage?year=2027`, key: w.t.partner.key },
    }),
  },
  {
    op: 'listEmployees',
    build: async (w) => ({
      url: `${w.base}/employees`,
      key: w.t.partner.key,
      items: w.employees,
      other: { url: `${w.fbase}/employees`, key: w.t.foreign.key, items: [w.foreignEmployee] },
      empty: { url: `${w.ebase}/employees`, key: w.t.partner.key },
    }),
  },
  {
    op: 'listEmployeePaystubs',
    itemKey: paystubKey,
    build: async (w) => ({
      // Approval order: the three payrolls were approved in turn; the second employee is on the first only.
      url: `${w.base}/employees/${w.employees[0]}/paystubs`,
      key: w.t.partner.key,
      items: w.payrolls.map((p) => `${p} ${w.employees[0]}`),
      other: { url: `${w.base}/employees/${w.employees[1]}/paystubs`, key: w.t.corporation.key, items: [`${w.payrolls[0]} ${w.employees[1]}`] },
      empty: { url: `${w.fbase}/employees/${w.foreignEmployee}/paystubs`, key: w.t.foreign.key },
    }),
  },
  {
    op: 'listEmployeeForms',
    without: { other: 'every employee has the same forms', empty: 'every employee has its form' },
    build: async (w) => {
      // The federal W-4, and the California DE 4 of an employee working in CA.
      const url = `${w.base}/employees/${w.employees[0]}/forms`;
      const all = await readAll(w, url);
      expect(all.map((f) => f.name)).toEqual(["Form W-4, Employee's Withholding Certificate", "Form DE 4, Employee's Withholding Allowance Certificate"]);
      return { url, key: w.t.partner.key, items: idsOf(all) };
    },
  },
  workerRow('listEmployeeBankAccounts', 'employees', 'bank_accounts', bankAccount),
  workerRow('listEmployeeNetPaySplits', 'employees', 'net_pay_splits', netPaySplit),
  {
    op: 'listContractors',
    build: async (w) => ({
      url: `${w.base}/contractors`,
      key: w.t.partner.key,
      items: w.contractors,
      other: { url: `${w.fbase}/contractors`, key: w.t.foreign.key, items: [w.foreignContractor] },
      empty: { url: `${w.ebase}/contractors`, key: w.t.partner.key },
    }),
  },
  {
    op: 'listContractorPaystubs',
    itemKey: paystubKey,
    build: async (w) => ({
      url: `${w.base}/contractors/${w.contractors[0]}/paystubs`,
      key: w.t.partner.key,
      items: w.payrolls.map((p) => `${p} ${w.contractors[0]}`),
      other: { url: `${w.base}/contractors/${w.contractors[1]}/paystubs`, key: w.t.corporation.key, items: [`${w.payrolls[0]} ${w.contractors[1]}`] },
      empty: { url: `${w.fbase}/contractors/${w.foreignContractor}/paystubs`, key: w.t.foreign.key },
    }),
  },
  {
    op: 'listContractorForms',
    without: { other: 'every contractor has the same forms', empty: 'every contractor has its form' },
    build: async (w) => {
      // One form (the federal W-9) per contractor.
      const url = `${w.base}/contractors/${w.contractors[0]}/forms`;
      const all = await readAll(w, url);
      expect(all.map((f) => f.name)).toEqual(['Form W-9, Request for Taxpayer Identification Number and Certification']);
      return { url, key: w.t.partner.key, items: idsOf(all) };
    },
  },
  workerRow('listContractorBankAccounts', 'contractors', 'bank_accounts', bankAccount),
  workerRow('listContractorNetPaySplits', 'contractors', 'net_pay_splits', netPaySplit),
  {
    op: 'listPayrolls',
    build: async (w) => {
      const other = await w.post(`${w.fbase}/payrolls`, { periodStart: '2026-01-01', periodEnd: '2026-01-31', payday: '2026-02-06', frequency: 'Monthly' }, w.t.foreign.key);
      return {
        url: `${w.base}/payrolls`,
        key: w.t.partner.key,
        items: w.payrolls,
        other: { url: `${w.fbase}/payrolls`, key: w.t.foreignCompany.key, items: [other.id] },
        empty: { url: `${w.ebase}/payrolls`, key: w.t.partner.key },
      };
    },
  },
  {
    op: 'listTimecards',
    build: async (w) => {
      const clockIn = (url: string, employeeId: string, workplaceId: string, k?: Key) => w.post(`${url}/timecards/employees/clock_in`, { employeeId, workplaceId }, k);
      const items = await three((i) => clockIn(w.base, w.employees[i], w.wp));
      const other = [(await clockIn(w.fbase, w.foreignEmployee, w.fwp, w.t.foreign.key)).id];
      return {
        url: `${w.base}/timecards/employees`,
        key: w.t.partner.key,
        items,
        other: { url: `${w.fbase}/timecards/employees`, key: w.t.foreign.key, items: other },
        empty: { url: `${w.ebase}/timecards/employees`, key: w.t.partner.key },
      };
    },
  },
  ...(['employee', 'company'] as const).map(
    (kind): Row => ({
      op: kind === 'employee' ? 'listEmployeeBenefits' : 'listCompanyBenefits',
      build: async (w) => {
        // The list needs `id`: the ids asked for include another company's benefit, which never shows.
        // Effective from 2027, so the approved payrolls of 2026 do not carry them.
        const plan = (url: string, i: number, k?: Key) => w.post(`${url}/benefits/company`, { description: `Lister plan ${i}`, effectiveStart: '2027-01-01', type: 'Medical125', employeeContributionAmount: 10 }, k);
        const enroll = async (url: string, employeeId: string, k?: Key) => w.post(`${url}/benefits/employee`, { employeeId, companyBenefitId: (await plan(url, 9, k)).id }, k);
        const make = (url: string, i: number, k?: Key) => (kind === 'company' ? plan(url, i, k) : enroll(url, i === 3 ? w.foreignEmployee : w.employees[i], k));
        const items = await three((i) => make(w.base, i));
        const other = [(await make(w.fbase, 3, w.t.foreign.key)).id];
        const query = (ids: string[]) => `?${ids.map((id) => `id=${id}`).join('&')}`;
        const url = `benefits/${kind}${query([...items, ...other])}`;
        return {
          url: `${w.base}/${url}`,
          key: w.t.partner.key,
          items,
          other: { url: `${w.fbase}/${url}`, key: w.t.foreign.key, items: other },
          empty: { url: `${w.ebase}/${url}`, key: w.t.partner.key },
        };
      },
    }),
  ),
  {
    op: 'listChildSupports',
    build: async (w) => {
      const order = (url: string, employeeId: string, i: number, k?: Key) =>
        w.post(`${url}/post_tax_deductions/child_support`, { employeeId, caseNumber: `FL-2026-00${i}`, agency: 'CA', issueDate: '2026-09-15', amount: 50, effectiveStart: '2027-01-01' }, k);
      const items = await three((i) => order(w.base, w.employees[i], i));
      const other = [(await order(w.fbase, w.foreignEmployee, 3, w.t.foreign.key)).id];
      const url = 'post_tax_deductions/child_support';
      return {
        url: `${w.base}/${url}`,
        key: w.t.partner.key,
        items,
        other: { url: `${w.fbase}/${url}`, key: w.t.foreign.key, items: other },
        empty: { url: `${w.ebase}/${url}`, key: w.t.partner.key },
      };
    },
  },
  {
    op: 'listMiscellaneousDeductions',
    build: async (w) => {
      const deduction = (url: string, employeeId: string, i: number, k?: Key) =>
        w.post(`${url}/post_tax_deductions/miscellaneous`, { employeeId, description: `Lister deduction ${i}`, amount: 10, effectiveStart: '2027-01-01' }, k);
      const items = await three((i) => deduction(w.base, w.employees[i], i));
      const other = [(await deduction(w.fbase, w.foreignEmployee, 3, w.t.foreign.key)).id];
      const url = 'post_tax_deductions/miscellaneous';
      return {
        url: `${w.base}/${url}`,
        key: w.t.partner.key,
        items,
        other: { url: `${w.fbase}/${url}`, key: w.t.foreign.key, items: other },
        empty: { url: `${w.ebase}/${url}`, key: w.t.partner.key },
      };
    },
  },
  ...(['listEvents', 'listWebhookEndpoints', 'listWebhookDeliveries'] as const).map(
    (op): Row => ({
      op,
      without: {
        listEvents: { other: 'every other partner of the database has events, and the exact list shows none of theirs' },
        listWebhookEndpoints: undefined,
        listWebhookDeliveries: { other: "the partner's other endpoints have no deliveries: they are the empty list" },
      }[op],
      build: async (w) => {
        // A partner of its own (events and endpoints are partner-wide): three endpoints, the first
        // subscribed to company.created; then three companies: three events, three deliveries to it.
        if (!feeds.has(w)) feeds.set(w, feedPartner(w));
        const f = await feeds.get(w)!;
        if (op === 'listEvents') {
          return { ...f.events, empty: { url: `/v1/events?companyId=${w.t.company.id}`, key: f.partner.key } };
        }
        if (op === 'listWebhookEndpoints') {
          return { url: '/v1/webhook_endpoints', key: f.partner.key, items: f.endpoints, other: f.otherEndpoints, empty: { url: '/v1/webhook_endpoints', key: w.t.partner.key } };
        }
        return { ...f.deliveries, empty: { url: `/v1/webhook_endpoints/${f.endpoints[1]}/deliveries`, key: f.partner.key } };
      },
    }),
  ),
  // Reports (reports.test.ts has their figures, CSV and scope): rows the service computes, keyed by what makes a row
  // unique; the foreign company has no approved payroll, so no other owner's report here.
  ...(
    [
      ['getPayrollJournalReport', (w: World) => `payroll_journal?payrollId=${w.payrolls[0]}`, (r: Item) => `${r.workerId} ${r.lineKind} ${r.code ?? r.type} ${r.side}`, 33],
      ['getTaxLiabilitiesReport', () => 'tax_liabilities?from=2026-01-01&to=2026-12-31', (r: Item) => `${r.period} ${r.code}`, 14],
      ['getCashRequirementReport', (w: World) => `cash_requirement?payrollId=${w.payrolls[0]}`, (r: Item) => `${r.paymentMethod} ${r.funding}`, 4],
      ['getTaxSummaryReport', () => 'tax_summary?year=2026', (r: Item) => String(r.employeeId ?? 'company'), 4],
      ['getContractorPaymentsReport', () => 'contractor_payments?from=2026-01-01&to=2026-12-31', (r: Item) => `${r.rowType} ${r.contractorId} ${r.payrollId ?? ''}`, 8],
    ] as const
  ).map(
    ([op, query, itemKey, count]): Row => ({
      op,
      itemKey,
      without: {
        other: 'reports of approved payrolls; the foreign company has none (reports.test.ts checks scope)',
        ...(op === 'getCashRequirementReport' || op === 'getTaxSummaryReport' ? { empty: 'a payroll always has rows; a tax summary always has its company row' } : {}),
      },
      build: async (w) => {
        const url = `${w.base}/reports/${query(w)}`;
        const all = await readAll(w, url);
        // The first payroll: 3 employees x (Regular; FIT, SS, Medicare, CA income tax, SDI; employer SS, Medicare, FUTA,
        // CA SUI) and 3 contractors x 1; 7 tax codes in January and in April; 3 Manual employees and contractors, so
        // 4 cash rows; 3 employees and the company; 5 contractor payments and 3 totals.
        expect(all).toHaveLength(count);
        const items = all.map(itemKey);
        expect(new Set(items).size).toBe(items.length);
        return { url, key: w.t.partner.key, items, empty: { url: `${w.ebase}/reports/${query(w)}`, key: w.t.partner.key } };
      },
    }),
  ),
];

/** The partner of the event and webhook rows, made once per world and shared by the three rows. */
const feeds = new WeakMap<World, ReturnType<typeof feedPartner>>();
async function feedPartner(w: World) {
  const partner = await createPartner(w.server, 'Feed Partner');
  const as = client(w.server.app, partner.key);
  const endpoint = async (n: number, eventTypes: string[], k: Key = partner.key) =>
    expectStatus(await client(w.server.app, k).post('/v1/webhook_endpoints', { url: `https://hooks.example/feed-${n}`, eventTypes }), 201).body.id as string;
  const endpoints = await threeApart(w, async (i) => ({ id: await endpoint(i + 1, i === 0 ? ['company.created'] : ['payroll.approved']) }));
  const otherEndpoints = { url: '/v1/webhook_endpoints', key: w.t.foreign.key, items: [await endpoint(4, ['payroll.approved'], w.t.foreign.key)] };
  const companies = await three((i) => createCompanyWithKey(w.server, partner.key, { legalName: `Feed ${i} LLC` }));
  const events = expectStatus(await as.get('/v1/events?pageSize=100'), 200).body.results as Item[];
  expect(events.map((e) => [e.type, e.resourceId])).toEqual(companies.map((id) => ['company.created', id]));
  expect(events).toEqual(byCreation(events));
  const eventIds = idsOf(events);
  const deliveriesUrl = `/v1/webhook_endpoints/${endpoints[0]}/deliveries`;
  const deliveries = expectStatus(await as.get(`${deliveriesUrl}?pageSize=100`), 200).body.results as Item[];
  expect(deliveries.map((d) => d.eventId)).toEqual(eventIds);
  return {
    partner,
    endpoints,
    otherEndpoints,
    events: { url: '/v1/events', key: partner.key, items: eventIds },
    deliveries: { url: deliveriesUrl, key: partner.key, items: idsOf(deliveries) },
  };
}

describe('list conformance: the table', () => {
  it('has one row per list operation of the contract, and no other', () => {
    const listed = contractListOperations();
    expect(listed.length).toBeGreaterThan(0);
    expect(ROWS.map((r) => r.op).sort()).toEqual([...listed].sort());
  });

  it('every list operation takes the shared page and pageSize parameters (page >= 1 default 1, pageSize 1..100 default 10)', () => {
    for (const op of contractListOperations()) expect({ op, params: pagingParameters(op) }).toEqual({ op, params: ['Page', 'PageSize'] });
    expect({ page: [PAGE.type, PAGE.minimum, PAGE.default], pageSize: [PAGE_SIZE.type, PAGE_SIZE.minimum, PAGE_SIZE.maximum, PAGE_SIZE.default] }).toEqual({
      page: ['integer', 1, 1],
      pageSize: ['integer', 1, 100, 10],
    });
  });
});

forEachDatabase('list conformance', (server) => {
  const fixtures = new Map<OperationId, Fixture>();
  /** The app listening once for all the reads of the checks (supertest would listen anew for each request). */
  let http: Server;
  const read = (list: Omit<List, 'items'>, path: string) => request(http).get(path).set(list.key.header, list.key.value);

  // The world of every row is a few hundred requests: under a full run's load they took more than jest's
  // default 30 s for a hook once (every test of the file failed with it), hence the longer limit.
  beforeAll(async () => {
    const w = await sharedWorld(server());
    for (const row of ROWS) fixtures.set(row.op, await row.build(w));
    http = server().app.listen(0);
  }, 120_000);
  afterAll(async () => {
    server().clock.reset();
    await new Promise((done) => http?.close(done));
  });

  const MAX = PAGE_SIZE.maximum!;
  const DEFAULT = PAGE_SIZE.default!;

  describe.each(ROWS.map((r) => [r.op, r] as const))('%s', (op, row) => {
    const f = () => fixtures.get(op)!;
    const keyOf = row.itemKey ?? ((item: Item) => item.id as string);
    const url = (list: Omit<List, 'items'>, query: string) => `${list.url}${query ? `${list.url.includes('?') ? '&' : '?'}${query}` : ''}`;
    /** One page, its envelope with the items' keys as results. */
    const get = async (list: Omit<List, 'items'>, query = '') => {
      const res = expectStatus(await read(list, url(list, query)), 200);
      return { ...res.body, results: (res.body.results as Item[]).map(keyOf) } as ReturnType<typeof envelope>;
    };

    it('the default page (page 1 of pageSize 10) and a page of the maximum size: the exact envelope, the items in the contract order', async () => {
      const { items } = f();
      expect(items.length).toBeGreaterThan(0);
      expect(await get(f())).toEqual(envelope(items, DEFAULT, 1));
      expect(await get(f(), `pageSize=${MAX}`)).toEqual(envelope(items, MAX, 1));
    });

    it('every page of two page sizes is exact, each item on one page only; a page past the end is empty with the true totals', async () => {
      const { items } = f();
      // Sizes that make a first, a middle, a last and a partial last page of the lists here (3 or 4 items; 12 deposits).
      const [small, large] = items.length <= 4 ? [1, 2] : [5, DEFAULT];
      for (const pageSize of [small, large]) {
        const totalPages = Math.ceil(items.length / pageSize);
        const seen: string[] = [];
        for (let page = 1; page <= totalPages; page++) {
          const body = await get(f(), `page=${page}&pageSize=${pageSize}`);
          expect({ pageSize, page, body }).toEqual({ pageSize, page, body: envelope(items, pageSize, page) });
          seen.push(...body.results);
        }
        expect(seen).toEqual(items);
        expect(new Set(seen).size).toBe(items.length);
      }
      // Far past the end: previousPage is the last page, not the page before the one asked for.
      expect(await get(f(), `page=50&pageSize=${small}`)).toEqual(envelope(items, small, 50));
    });

    it.each([
      [`page=0&pageSize=${MAX + 1}`, [['query.page', 'minimum'], ['query.pageSize', 'maximum']]],
      ['page=-1&pageSize=0', [['query.page', 'minimum'], ['query.pageSize', 'minimum']]],
      ['page=two&pageSize=ten', [['query.page', 'type'], ['query.pageSize', 'type']]],
    ])('%s -> 400 validation_failed naming both parameters', async (query, errors) => {
      const problem = expectProblem(await read(f(), url(f(), query)), 400, 'validation_failed');
      expect(problem.errors?.map((e) => [e.field, e.code]).sort()).toEqual(errors);
    });

    if (!row.without?.other) {
      it("another owner's list of the kind has exactly its own items, none of these (scope)", async () => {
        const other = f().other!;
        expect(await get(other)).toEqual(envelope(other.items, DEFAULT, 1));
        expect(f().items.filter((i) => other.items.includes(i))).toEqual([]);
      });
    }

    if (!row.without?.empty) {
      it('a list of the kind with nothing in it: no results, hasResources false, 0 pages; past the end too', async () => {
        const empty = f().empty!;
        expect(await get(empty)).toEqual(envelope([], DEFAULT, 1));
        expect(await get(empty, 'page=3')).toEqual(envelope([], DEFAULT, 3));
      });
    }
  });
});
