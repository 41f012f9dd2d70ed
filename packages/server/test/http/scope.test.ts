// Who may call what (openapi.yaml "Authentication and scope", docs/domain-rules.md, "Tenancy and scope"): every operation in
// scope against every kind of caller, then the isolation of one partner's data from another's.
import { forEachDatabase } from '@payroll/test-support';
import {
  ADDRESS,
  client,
  createCompanyWithKey,
  createCorporation,
  createPartner,
  createTenancy,
  expectProblem,
  expectStatus,
  ids,
  issueKey,
  key,
  operatorKey,
  revokeKey,
  type Key,
} from './fixtures';

type CallerName = 'partner' | 'corporation' | 'company' | 'foreignPartner' | 'noKey' | 'revokedKey' | 'unknownKey' | 'operator' | 'twoKeys';
const CALLERS: CallerName[] = ['partner', 'corporation', 'company', 'foreignPartner', 'noKey', 'revokedKey', 'unknownKey', 'operator', 'twoKeys'];
type Outcome = number | [number, string];

interface Op {
  operationId: string;
  method: 'get' | 'post' | 'patch' | 'delete';
  path: () => string;
  body?: (caller: CallerName) => unknown;
  expected: Record<CallerName, Outcome>;
}

const UNAUTHENTICATED: Outcome = [401, 'unauthenticated'];
const INVALID_KEY: Outcome = [401, 'invalid_api_key'];
const FORBIDDEN: Outcome = [403, 'forbidden'];
const NOT_FOUND: Outcome = [404, 'not_found'];
const TWO_KEYS: Outcome = [400, 'multiple_api_keys'];

/** The outcome of an operation that Partner, Corporation and Company keys may call, on the tenancy's company. */
const companyScoped = (ok: number, foreignPartner: Outcome = NOT_FOUND): Record<CallerName, Outcome> => ({
  partner: ok,
  corporation: ok,
  company: ok,
  foreignPartner,
  noKey: UNAUTHENTICATED,
  revokedKey: INVALID_KEY,
  unknownKey: INVALID_KEY,
  operator: FORBIDDEN,
  twoKeys: TWO_KEYS,
});

const operatorOnly = (ok: number): Record<CallerName, Outcome> => ({
  partner: FORBIDDEN,
  corporation: FORBIDDEN,
  company: FORBIDDEN,
  foreignPartner: FORBIDDEN,
  noKey: UNAUTHENTICATED,
  revokedKey: INVALID_KEY,
  unknownKey: INVALID_KEY,
  operator: ok,
  twoKeys: TWO_KEYS,
});

forEachDatabase('scope matrix', (server) => {
  let t: Awaited<ReturnType<typeof createTenancy>>;
  let revoked: Key;
  let spareKeyId: string;
  let employeeId: string;
  let contractorId: string;
  let departmentId: string;
  let workplaceId: string;
  const keyOf = (caller: CallerName): Key[] => {
    switch (caller) {
      case 'partner':
        return [t.partner.key];
      case 'corporation':
        return [t.corporation.key];
      case 'company':
        return [t.company.key];
      case 'foreignPartner':
        return [t.foreign.key];
      case 'noKey':
        return [];
      case 'revokedKey':
        return [revoked];
      case 'unknownKey':
        return [key('Partner', 'pk_live_ThisKeyWasNeverIssued000000000')];
      case 'operator':
        return [operatorKey];
      case 'twoKeys':
        return [t.partner.key, t.company.key];
    }
  };

  beforeAll(async () => {
    t = await createTenancy(server());
    // A company key of the tenancy's company, revoked: it had access, and must have none now.
    const issued = await issueKey(server(), 'Company', t.company.id);
    await revokeKey(server(), issued.id);
    revoked = issued.key;
    spareKeyId = (await issueKey(server(), 'Partner', t.partner.id)).id;
    const as = client(server().app, t.partner.key);
    const base = `/v1/companies/${t.company.id}`;
    workplaceId = expectStatus(await as.post(`${base}/workplaces`, { name: 'Yard', address: ADDRESS }), 201).body.id;
    departmentId = expectStatus(await as.post(`${base}/departments`, { name: 'Field' }), 201).body.id;
    employeeId = expectStatus(await as.post(`${base}/employees`, { firstName: 'Ada', lastName: 'Lovelace', startDate: '2026-01-05' }), 201).body.id;
    contractorId = expectStatus(await as.post(`${base}/contractors`, { firstName: 'Alan', lastName: 'Turing' }), 201).body.id;
  });

  const company = () => `/v1/companies/${t.company.id}`;
  const ops: Op[] = [
    { operationId: 'getHealth', method: 'get', path: () => '/health', expected: { ...operatorOnly(200), partner: 200, corporation: 200, company: 200, foreignPartner: 200, noKey: 200, revokedKey: 200, unknownKey: 200 } },
    // Tax coverage (issue 37): the year's for every key kind but none; a company's like its other reads.
    {
      operationId: 'getTaxCoverage',
      method: 'get',
      path: () => '/v1/tax_coverage?year=2027',
      expected: { ...operatorOnly(200), partner: 200, corporation: 200, company: 200, foreignPartner: 200 },
    },
    { operationId: 'getCompanyTaxCoverage', method: 'get', path: () => `${company()}/tax_coverage?year=2027`, expected: companyScoped(200) },
    { operationId: 'operatorCreatePartner', method: 'post', path: () => '/v1/operator/partners', body: () => ({ name: 'Another Partner' }), expected: operatorOnly(201) },
    { operationId: 'operatorCreateCorporation', method: 'post', path: () => '/v1/operator/corporations', body: () => ({ partnerId: t.partner.id, name: 'Another Corp' }), expected: operatorOnly(201) },
    { operationId: 'operatorCreateApiKey', method: 'post', path: () => '/v1/operator/api_keys', body: () => ({ kind: 'Company', ownerId: t.company.id }), expected: operatorOnly(201) },
    { operationId: 'operatorRevokeApiKey', method: 'delete', path: () => `/v1/operator/api_keys/${spareKeyId}`, expected: operatorOnly(204) },
    {
      operationId: 'createCompany',
      method: 'post',
      path: () => '/v1/companies',
      body: () => ({ legalName: 'Scoped Co', email: 'scoped@co.example', legalType: 'CCorporation', address: ADDRESS }),
      // A foreign partner creates a company of its own; a company key may not create companies.
      expected: { ...companyScoped(201, 201), company: FORBIDDEN },
    },
    // Lists answer each caller with its own scope; a foreign partner gets its own (different) page.
    { operationId: 'listCompanies', method: 'get', path: () => '/v1/companies', expected: companyScoped(200, 200) },
    { operationId: 'getCompany', method: 'get', path: company, expected: companyScoped(200) },
    { operationId: 'updateCompany', method: 'patch', path: company, body: () => ({ tradeName: 'Scoped' }), expected: companyScoped(200) },
    { operationId: 'getCorporation', method: 'get', path: () => `/v1/corporations/${t.corporation.id}`, expected: { ...companyScoped(200), company: FORBIDDEN } },
    { operationId: 'createEmployee', method: 'post', path: () => `${company()}/employees`, body: () => ({ firstName: 'E', lastName: 'Mp', startDate: '2026-01-05' }), expected: companyScoped(201) },
    { operationId: 'listEmployees', method: 'get', path: () => `${company()}/employees`, expected: companyScoped(200) },
    { operationId: 'getEmployee', method: 'get', path: () => `${company()}/employees/${employeeId}`, expected: companyScoped(200) },
    { operationId: 'updateEmployee', method: 'patch', path: () => `${company()}/employees/${employeeId}`, body: () => ({ middleName: 'Q' }), expected: companyScoped(200) },
    { operationId: 'createContractor', method: 'post', path: () => `${company()}/contractors`, body: () => ({ firstName: 'C', lastName: 'Tr' }), expected: companyScoped(201) },
    { operationId: 'listContractors', method: 'get', path: () => `${company()}/contractors`, expected: companyScoped(200) },
    { operationId: 'getContractor', method: 'get', path: () => `${company()}/contractors/${contractorId}`, expected: companyScoped(200) },
    { operationId: 'updateContractor', method: 'patch', path: () => `${company()}/contractors/${contractorId}`, body: () => ({ middleName: 'Q' }), expected: companyScoped(200) },
    { operationId: 'createDepartment', method: 'post', path: () => `${company()}/departments`, body: () => ({ name: 'Dept' }), expected: companyScoped(201) },
    { operationId: 'listDepartments', method: 'get', path: () => `${company()}/departments`, expected: companyScoped(200) },
    { operationId: 'getDepartment', method: 'get', path: () => `${company()}/departments/${departmentId}`, expected: companyScoped(200) },
    { operationId: 'updateDepartment', method: 'patch', path: () => `${company()}/departments/${departmentId}`, body: () => ({ name: 'Field Ops' }), expected: companyScoped(200) },
    { operationId: 'createWorkplace', method: 'post', path: () => `${company()}/workplaces`, body: () => ({ name: 'Depot', address: ADDRESS }), expected: companyScoped(201) },
    { operationId: 'listWorkplaces', method: 'get', path: () => `${company()}/workplaces`, expected: companyScoped(200) },
    { operationId: 'getWorkplace', method: 'get', path: () => `${company()}/workplaces/${workplaceId}`, expected: companyScoped(200) },
    { operationId: 'updateWorkplace', method: 'patch', path: () => `${company()}/workplaces/${workplaceId}`, body: () => ({ name: 'Main Yard' }), expected: companyScoped(200) },
  ];

  const cases = ops.flatMap((op) => CALLERS.map((caller) => ({ op, caller, outcome: op.expected[caller] })));
  it.each(cases.map((c) => [c.op.operationId, c.caller, Array.isArray(c.outcome) ? c.outcome.join(' ') : String(c.outcome), c]))(
    '%s as %s -> %s',
    async (_id, _caller, _label, { op, caller, outcome }) => {
      let req = client(server().app)[op.method](op.path(), op.body?.(caller));
      for (const k of keyOf(caller)) req = req.set(k.header, k.value);
      const res = await req;
      if (Array.isArray(outcome)) {
        expectProblem(res, outcome[0], outcome[1]);
      } else {
        expectStatus(res, outcome);
      }
    },
  );

  describe('isolation', () => {
    it('each caller lists exactly the companies of its scope', async () => {
      const sibling = await createCompanyWithKey(server(), t.partner.key, { legalName: 'Sibling Co' }); // same partner, no corporation
      const partnerView = ids(await client(server().app, t.partner.key).get('/v1/companies?pageSize=100'));
      expect(partnerView).toEqual(expect.arrayContaining([t.company.id, sibling.id]));
      expect(partnerView).not.toContain(t.foreignCompany.id);

      const corpView = await client(server().app, t.corporation.key).get('/v1/companies?pageSize=100');
      expect(corpView.status).toBe(200);
      // Only companies of the corporation; the companies created by the corporation key in the matrix are in it too.
      expect(ids(corpView)).toContain(t.company.id);
      expect(ids(corpView)).not.toContain(sibling.id);
      const corp = await client(server().app, t.corporation.key).get(`/v1/corporations/${t.corporation.id}`);
      expect(ids(corpView).sort()).toEqual([...corp.body.companyIds].sort());

      const companyView = await client(server().app, t.company.key).get('/v1/companies');
      expect(ids(companyView)).toEqual([t.company.id]);
      expect(companyView.body.totalResources).toBe(1);

      const foreignView = ids(await client(server().app, t.foreign.key).get('/v1/companies?pageSize=100'));
      expect(foreignView).toContain(t.foreignCompany.id);
      expect(foreignView).not.toContain(t.company.id);
      expect(foreignView).not.toContain(sibling.id);
    });

    it('filters cannot reach out of scope', async () => {
      const foreign = client(server().app, t.foreign.key);
      for (const q of [`id=${t.company.id}`, `partnerId=${t.partner.id}`, `corporationId=${t.corporation.id}`, 'search=Company%20One']) {
        const res = expectStatus(await foreign.get(`/v1/companies?${q}`), 200);
        expect({ q, total: res.body.totalResources, results: res.body.results }).toEqual({ q, total: 0, results: [] });
      }
      const own = client(server().app, t.company.key);
      const res = await own.get(`/v1/companies?id=${t.foreignCompany.id}`);
      expect(res.body.totalResources).toBe(0);
    });

    it('a company key sees no sibling company, a second corporation sees none of the first', async () => {
      const sibling = await createCompanyWithKey(server(), t.partner.key, { legalName: 'Sibling Two' });
      expectProblem(await client(server().app, t.company.key).get(`/v1/companies/${sibling.id}`), 404, 'not_found');
      expectProblem(await client(server().app, t.company.key).get(`/v1/companies/${sibling.id}/employees`), 404, 'not_found');
      expectProblem(await client(server().app, t.corporation.key).get(`/v1/companies/${sibling.id}`), 404, 'not_found');
      expectProblem(await client(server().app, t.company.key).get(`/v1/companies/${t.foreignCompany.id}`), 404, 'not_found');
      expectProblem(await client(server().app, t.company.key).patch(`/v1/companies/${t.foreignCompany.id}`, { tradeName: 'x' }), 404, 'not_found');
      expectProblem(await client(server().app, t.foreignCompany.key).get(`/v1/companies/${t.company.id}/workplaces`), 404, 'not_found');

      const other = await createCorporation(server(), t.partner.id, 'Second Corp');
      const as = client(server().app, other.key);
      expectProblem(await as.get(`/v1/companies/${t.company.id}`), 404, 'not_found');
      expectProblem(await as.get(`/v1/corporations/${t.corporation.id}`), 404, 'not_found');
      expectProblem(await as.patch(`/v1/companies/${t.company.id}`, { tradeName: 'x' }), 404, 'not_found');
      const list = expectStatus(await as.get('/v1/companies'), 200);
      expect(list.body).toMatchObject({ totalResources: 0, results: [] });
      // The foreign partner's corporation view: 404 for the first partner's corporation.
      expectProblem(await client(server().app, t.foreign.key).get(`/v1/corporations/${t.corporation.id}`), 404, 'not_found');
      expectProblem(await client(server().app, t.partner.key).get('/v1/corporations/corp_doesnotexist'), 404, 'not_found');
    });

    it('a resource of one company is not found through another company, even the caller\'s own', async () => {
      const foreign = client(server().app, t.foreign.key);
      const own = `/v1/companies/${t.foreignCompany.id}`;
      for (const path of [`employees/${employeeId}`, `contractors/${contractorId}`, `departments/${departmentId}`, `workplaces/${workplaceId}`]) {
        expectProblem(await foreign.get(`${own}/${path}`), 404, 'not_found');
        const patchBody = path.startsWith('departments') || path.startsWith('workplaces') ? { name: 'Stolen' } : { middleName: 'Stolen' };
        expectProblem(await foreign.patch(`${own}/${path}`, patchBody), 404, 'not_found');
      }
      for (const path of ['employees', 'contractors', 'departments', 'workplaces']) {
        const res = expectStatus(await foreign.get(`${own}/${path}`), 200);
        expect({ path, total: res.body.totalResources }).toEqual({ path, total: 0 });
      }
      // Nothing changed on the real records.
      const employee = await client(server().app, t.partner.key).get(`/v1/companies/${t.company.id}/employees/${employeeId}`);
      expect(employee.body.middleName).toBe('Q');
    });

    it('a key sent in the header of another kind is not valid', async () => {
      const res = await client(server().app).get('/v1/companies').set('G-API-key', t.partner.key.value);
      expectProblem(res, 401, 'invalid_api_key');
      const res2 = await client(server().app).get('/v1/companies').set('C-API-key', t.corporation.key.value);
      expectProblem(res2, 401, 'invalid_api_key');
    });

    it('two key headers are refused whatever they are, even the same key twice in two headers', async () => {
      const res = await client(server().app).get('/v1/companies').set('X-API-key', t.partner.key.value).set('O-API-key', operatorKey.value);
      expectProblem(res, 400, 'multiple_api_keys');
      const res2 = await client(server().app).get('/v1/companies').set('C-API-key', t.company.key.value).set('G-API-key', t.corporation.key.value);
      expectProblem(res2, 400, 'multiple_api_keys');
    });
  });

  describe('operator endpoints', () => {
    it('creates a partner whose key is shown once and works', async () => {
      const res = expectStatus(await client(server().app, operatorKey).post('/v1/operator/partners', { name: 'Evergreen Payroll Partners' }), 201);
      expect(res.body).toEqual({ id: expect.stringMatching(/^par_/), name: 'Evergreen Payroll Partners', apiKey: expect.stringMatching(/^pk_/) });
      expect(res.headers.location).toBe(`/v1/operator/partners/${res.body.id}`);
      const list = expectStatus(await client(server().app, key('Partner', res.body.apiKey)).get('/v1/companies'), 200);
      expect(list.body).toMatchObject({ hasResources: false, totalResources: 0, totalPages: 0, results: [] });
      // The key is stored hashed only.
      const row = await server().db.prisma.apiKey.findFirst({ where: { ownerId: res.body.id } });
      expect(row?.hash).not.toBe(res.body.apiKey);
      expect(JSON.stringify(row)).not.toContain(res.body.apiKey);
    });

    it('creates a corporation under a partner; an unknown partner is 422 invalid_reference', async () => {
      const res = expectStatus(await client(server().app, operatorKey).post('/v1/operator/corporations', { partnerId: t.partner.id, name: 'Harborview' }), 201);
      expect(res.body).toEqual({ id: expect.stringMatching(/^corp_/), partnerId: t.partner.id, name: 'Harborview', apiKey: expect.stringMatching(/^gk_/) });
      expect(res.headers.location).toBe(`/v1/corporations/${res.body.id}`);
      const corp = expectStatus(await client(server().app, key('Corporation', res.body.apiKey)).get(`/v1/corporations/${res.body.id}`), 200);
      expect(corp.body).toEqual({ id: res.body.id, partnerId: t.partner.id, name: 'Harborview', companyIds: [] });

      const bad = await client(server().app, operatorKey).post('/v1/operator/corporations', { partnerId: 'par_unknown', name: 'X' });
      expect(expectProblem(bad, 422, 'invalid_reference').errors?.[0].field).toBe('body.partnerId');
    });

    it('issues keys of each kind (rotation: old and new both work) and refuses owners of another kind', async () => {
      const partnerKey = await issueKey(server(), 'Partner', t.partner.id);
      expect(partnerKey.key.value).toMatch(/^pk_/);
      const a = ids(await client(server().app, partnerKey.key).get('/v1/companies?pageSize=100'));
      const b = ids(await client(server().app, t.partner.key).get('/v1/companies?pageSize=100'));
      expect(a).toEqual(b);
      const corpKey = await issueKey(server(), 'Corporation', t.corporation.id);
      expect(corpKey.key.value).toMatch(/^gk_/);
      expectStatus(await client(server().app, corpKey.key).get(`/v1/corporations/${t.corporation.id}`), 200);
      const companyKey = await issueKey(server(), 'Company', t.company.id);
      expect(companyKey.key.value).toMatch(/^ck_/);
      expect(ids(await client(server().app, companyKey.key).get('/v1/companies'))).toEqual([t.company.id]);

      const res = expectStatus(await client(server().app, operatorKey).post('/v1/operator/api_keys', { kind: 'Company', ownerId: t.company.id }), 201);
      expect(res.body).toEqual({ id: expect.stringMatching(/^key_/), kind: 'Company', ownerId: t.company.id, apiKey: expect.stringMatching(/^ck_/) });
      expect(res.headers.location).toBe(`/v1/operator/api_keys/${res.body.id}`);

      for (const [kind, ownerId] of [
        ['Partner', t.company.id],
        ['Corporation', t.partner.id],
        ['Company', t.corporation.id],
        ['Company', 'com_unknown'],
      ]) {
        const bad = await client(server().app, operatorKey).post('/v1/operator/api_keys', { kind, ownerId });
        expect(expectProblem(bad, 422, 'invalid_reference').errors?.[0].field).toBe('body.ownerId');
      }
      expectProblem(await client(server().app, operatorKey).post('/v1/operator/api_keys', { kind: 'Robot', ownerId: t.company.id }), 400, 'validation_failed');
    });

    it('revokes a key at once; revoking again is 409 api_key_revoked, an unknown key 404', async () => {
      const issued = await issueKey(server(), 'Partner', t.partner.id);
      expectStatus(await client(server().app, issued.key).get('/v1/companies'), 200);
      const del = await client(server().app, operatorKey).delete(`/v1/operator/api_keys/${issued.id}`);
      expect(del.status).toBe(204);
      expect(del.text).toBe('');
      expectProblem(await client(server().app, issued.key).get('/v1/companies'), 401, 'invalid_api_key');
      expectProblem(await client(server().app, operatorKey).delete(`/v1/operator/api_keys/${issued.id}`), 409, 'api_key_revoked');
      expectProblem(await client(server().app, operatorKey).delete('/v1/operator/api_keys/key_unknown'), 404, 'not_found');
      // The other keys of the partner keep working.
      expectStatus(await client(server().app, t.partner.key).get('/v1/companies'), 200);
    });

    it('a wrong operator key is 401 invalid_api_key; operator bodies are validated', async () => {
      expectProblem(await client(server().app, key('Operator', 'op_wrong')).post('/v1/operator/partners', { name: 'X' }), 401, 'invalid_api_key');
      const res = await client(server().app, operatorKey).post('/v1/operator/partners', { name: '' });
      expect(expectProblem(res, 400, 'validation_failed').errors?.map((e) => [e.field, e.code])).toEqual([['body.name', 'minLength']]);
      const res2 = await client(server().app, operatorKey).post('/v1/operator/corporations', { name: 'No partner' });
      expect(expectProblem(res2, 400, 'validation_failed').errors?.map((e) => [e.field, e.code])).toEqual([['body.partnerId', 'required']]);
    });
  });
});
