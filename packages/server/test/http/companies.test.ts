// Companies and corporations: create, read, update, list with every filter (paging: list-conformance.test.ts), input validation.
import { forEachDatabase } from '@payroll/test-support';
import {
  ADDRESS,
  TX_ADDRESS,
  client,
  companyBody,
  createCorporation,
  createPartner,
  expectFieldError,
  expectProblem,
  expectStatus,
  ids,
  issueKey,
} from './fixtures';

const FULL = {
  legalName: 'Blue Fern Landscaping LLC',
  tradeName: 'Blue Fern',
  email: 'payroll@bluefern.example',
  phone: '+14155550123',
  taxId: '12-3456789',
  legalType: 'LimitedLiabilityCompany',
  industry: 'GeneralConstructionGeneralContracting',
  address: ADDRESS,
};

/** What a new company looks like besides its input (contract: starts Active, payroll not activated, merchant NotStarted). */
const NEW_COMPANY_STATE = {
  acceptedTerms: false,
  workweekStartDay: 'Monday',
  status: 'Active',
  payrollDetails: {
    activated: false,
    canBoardPayroll: true,
    completedItems: [],
    terminated: false,
    inGoodStanding: true,
    processingPeriod: 'FourDay',
    employeeW2DeliveryMethod: 'PrintAndMailAll',
    contractor1099DeliveryMethod: 'PrintAndMailAll',
    onboardDetails: {
      status: 'Blocking',
      blockingSteps: ['signatoryAgreements', 'connectBankAccount', 'taxSetup', 'filingAuthorization'],
      remainingSteps: ['signatoryAgreements', 'employeeSetup', 'connectBankAccount', 'taxSetup', 'filingAuthorization', 'verificationDocuments', 'accountingIntegration'],
      completedSteps: [],
    },
    implementationDetails: { status: 'NotStarted' },
  },
  merchantDetails: { activated: false, canBoardMerchants: true, onboardingStatus: 'NotStarted' },
};

forEachDatabase('companies', (server) => {
  let partner: Awaited<ReturnType<typeof createPartner>>;
  let corporation: Awaited<ReturnType<typeof createCorporation>>;
  const as = () => client(server().app, partner.key);

  beforeAll(async () => {
    partner = await createPartner(server(), 'Companies Partner');
    corporation = await createCorporation(server(), partner.id, 'Companies Corp');
  });

  describe('create and read', () => {
    it('creates a company with every field: 201, Location, exact body; reads it back unchanged', async () => {
      const before = Date.now();
      const res = expectStatus(await as().post('/v1/companies', FULL), 201);
      expect(res.headers.location).toBe(`/v1/companies/${res.body.id}`);
      expect(res.body).toEqual({
        ...FULL,
        ...NEW_COMPANY_STATE,
        id: expect.stringMatching(/^com_[0-9a-z]+$/),
        timekeepingCode: expect.stringMatching(/^[0-9]{6}$/),
        created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      });
      const created = Date.parse(res.body.created);
      expect(created).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
      expect(created).toBeLessThanOrEqual(Date.now());

      const got = expectStatus(await as().get(res.headers.location), 200);
      expect(got.body).toEqual(res.body);
    });

    it('creates a minimal company: optional fields are absent, not null', async () => {
      const body = { legalName: 'Minimal Co', email: 'min@co.example', legalType: 'SoleProprietorship', address: { street1: '1 A St', city: 'Reno', state: 'NV', zipcode: '89501' } };
      const res = expectStatus(await as().post('/v1/companies', body), 201);
      expect(res.body).toEqual({ ...body, ...NEW_COMPANY_STATE, id: expect.any(String), timekeepingCode: expect.any(String), created: expect.any(String) });
      for (const field of ['tradeName', 'phone', 'website', 'taxId', 'industry', 'termsAcceptedAt', 'deactivationReason']) expect(res.body).not.toHaveProperty(field);
    });

    it('gives every company its own timekeeping code', async () => {
      const codes = new Set<string>();
      for (let i = 0; i < 3; i++) codes.add(expectStatus(await as().post('/v1/companies', companyBody({ legalName: `TK ${i}` })), 201).body.timekeepingCode);
      expect(codes.size).toBe(3);
    });

    it('draws another timekeeping code when the random one is taken (instead of failing)', async () => {
      // Two codes no company holds yet, and the Math.random() values that produce them.
      const free: Array<{ code: string; random: number }> = [];
      for (let i = 1; free.length < 2; i++) {
        const random = i / 97;
        const code = String(100000 + Math.floor(random * 900000));
        if ((await server().db.prisma.company.count({ where: { timekeepingCode: code } })) === 0) free.push({ code, random });
      }
      const spy = jest.spyOn(Math, 'random');
      try {
        spy.mockReturnValue(free[0].random);
        const a = expectStatus(await as().post('/v1/companies', companyBody({ legalName: 'Code A' })), 201).body;
        // The next company draws the taken code first, then a free one.
        spy.mockReturnValueOnce(free[0].random).mockReturnValue(free[1].random);
        const b = expectStatus(await as().post('/v1/companies', companyBody({ legalName: 'Code B' })), 201).body;
        expect([a.timekeepingCode, b.timekeepingCode]).toEqual([free[0].code, free[1].code]);
      } finally {
        spy.mockRestore();
      }
    });

    it('a partner creates inside one of its corporations; a corporation key inside its own', async () => {
      const inCorp = expectStatus(await as().post('/v1/companies', companyBody({ legalName: 'In Corp A', corporationId: corporation.id })), 201);
      const byCorp = expectStatus(await client(server().app, corporation.key).post('/v1/companies', companyBody({ legalName: 'In Corp B' })), 201);
      const byCorpExplicit = expectStatus(
        await client(server().app, corporation.key).post('/v1/companies', companyBody({ legalName: 'In Corp C', corporationId: corporation.id })),
        201,
      );
      const corp = expectStatus(await as().get(`/v1/corporations/${corporation.id}`), 200);
      expect(corp.body).toEqual({ id: corporation.id, partnerId: partner.id, name: 'Companies Corp', companyIds: [inCorp.body.id, byCorp.body.id, byCorpExplicit.body.id] });
      // The corporation's company belongs to the corporation's partner too.
      expectStatus(await as().get(`/v1/companies/${byCorp.body.id}`), 200);
      const corpSees = ids(await client(server().app, corporation.key).get('/v1/companies'));
      expect(corpSees).toEqual([inCorp.body.id, byCorp.body.id, byCorpExplicit.body.id]);
    });

    it('refuses a corporation that is not the caller\'s: 422 invalid_reference on body.corporationId', async () => {
      const other = await createPartner(server(), 'Other Partner');
      const otherCorp = await createCorporation(server(), other.id, 'Other Corp');
      const sameCorpSibling = await createCorporation(server(), partner.id, 'Sibling Corp');
      const cases = [
        { who: client(server().app, partner.key), corporationId: otherCorp.id },
        { who: client(server().app, partner.key), corporationId: 'corp_unknown' },
        { who: client(server().app, corporation.key), corporationId: sameCorpSibling.id },
      ];
      for (const c of cases) {
        const body = expectProblem(await c.who.post('/v1/companies', companyBody({ corporationId: c.corporationId })), 422, 'invalid_reference');
        expect(body.errors?.map((e) => [e.field, e.code])).toEqual([['body.corporationId', 'invalid_reference']]);
      }
      // Nothing was created by the refused requests.
      const otherCorpView = expectStatus(await client(server().app, otherCorp.key).get('/v1/companies'), 200);
      expect(otherCorpView.body.totalResources).toBe(0);
    });

    it('an unknown company is 404 not_found, for get and update', async () => {
      expectProblem(await as().get('/v1/companies/com_doesnotexist'), 404, 'not_found');
      expectProblem(await as().patch('/v1/companies/com_doesnotexist', { tradeName: 'x' }), 404, 'not_found');
    });
  });

  describe('validation', () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['wrong type (number for a string)', { legalName: 5 }, 'body.legalName', 'type'],
      ['wrong type (string for an object)', { address: '500 Market Street' }, 'body.address', 'type'],
      ['missing required legalName', { legalName: undefined }, 'body.legalName', 'required'],
      ['missing required email', { email: undefined }, 'body.email', 'required'],
      ['missing required address', { address: undefined }, 'body.address', 'required'],
      ['unknown enum legalType', { legalType: 'Cooperative' }, 'body.legalType', 'enum'],
      ['unknown enum industry', { industry: 'Mining' }, 'body.industry', 'enum'],
      ['too long legalName (256)', { legalName: 'x'.repeat(256) }, 'body.legalName', 'maxLength'],
      ['too long tradeName (256)', { tradeName: 'x'.repeat(256) }, 'body.tradeName', 'maxLength'],
      ['empty legalName', { legalName: '' }, 'body.legalName', 'minLength'],
      ['bad email', { email: 'not-an-email' }, 'body.email', 'format'],
      ['bad taxId', { taxId: '123-45-678' }, 'body.taxId', 'pattern'],
      ['bad zipcode', { address: { ...ADDRESS, zipcode: '9410' } }, 'body.address.zipcode', 'pattern'],
      ['lowercase state', { address: { ...ADDRESS, state: 'ca' } }, 'body.address.state', 'pattern'],
      ['unknown property', { nickname: 'Fern' }, 'body.nickname', 'additionalProperties'],
      ['status is not writable', { status: 'Suspended' }, 'body.status', 'additionalProperties'],
    ];
    it.each(cases.map(([label, overrides, field, keyword]) => [label, field, keyword, overrides] as const))('create: %s -> 400 naming %s (%s)', async (_label, field, keyword, overrides) => {
      const res = await as().post('/v1/companies', companyBody(overrides));
      expectFieldError(res, field, keyword);
    });

    const updateCases: Array<[string, Record<string, unknown>, string, string]> = [
      ['wrong type', { tradeName: 42 }, 'body.tradeName', 'type'],
      ['unknown enum', { legalType: 'Guild' }, 'body.legalType', 'enum'],
      ['too long (256)', { tradeName: 'y'.repeat(256) }, 'body.tradeName', 'maxLength'],
      ['bad website', { website: 'not a url' }, 'body.website', 'format'],
      ['unknown property', { partnerId: 'par_x' }, 'body.partnerId', 'additionalProperties'],
      ['status is not writable', { status: 'Deactivated' }, 'body.status', 'additionalProperties'],
      ['empty body', {}, 'body', 'minProperties'],
    ];
    it.each(updateCases.map(([label, body, field, keyword]) => [label, field, keyword, body] as const))('update: %s -> 400 naming %s (%s)', async (_label, field, keyword, body) => {
      const company = expectStatus(await as().post('/v1/companies', companyBody()), 201).body;
      const res = await as().patch(`/v1/companies/${company.id}`, body);
      expectFieldError(res, field, keyword);
      // A refused update changes nothing.
      expect(expectStatus(await as().get(`/v1/companies/${company.id}`), 200).body).toEqual(company);
    });
  });

  describe('update', () => {
    it('changes only the fields sent; the address is replaced as a whole', async () => {
      const created = expectStatus(await as().post('/v1/companies', FULL), 201).body;
      const res = expectStatus(await as().patch(`/v1/companies/${created.id}`, { tradeName: 'Fern & Co', website: 'https://www.bluefern.example' }), 200);
      expect(res.body).toEqual({ ...created, tradeName: 'Fern & Co', website: 'https://www.bluefern.example' });

      const res2 = expectStatus(await as().patch(`/v1/companies/${created.id}`, { address: TX_ADDRESS, legalType: 'SCorporation', industry: 'EducationalServices' }), 200);
      expect(res2.body).toEqual({ ...created, tradeName: 'Fern & Co', website: 'https://www.bluefern.example', address: TX_ADDRESS, legalType: 'SCorporation', industry: 'EducationalServices' });
      expect(res2.body.address).not.toHaveProperty('street2');

      const got = expectStatus(await as().get(`/v1/companies/${created.id}`), 200);
      expect(got.body).toEqual(res2.body);
    });

    it('a company key and a corporation key update their own company', async () => {
      const created = expectStatus(await as().post('/v1/companies', companyBody({ corporationId: corporation.id })), 201).body;
      const companyKey = await issueKey(server(), 'Company', created.id);
      const res = expectStatus(await client(server().app, companyKey.key).patch(`/v1/companies/${created.id}`, { phone: '+15125550100' }), 200);
      expect(res.body.phone).toBe('+15125550100');
      const res2 = expectStatus(await client(server().app, corporation.key).patch(`/v1/companies/${created.id}`, { email: 'new@bluefern.example' }), 200);
      expect(res2.body).toEqual({ ...created, phone: '+15125550100', email: 'new@bluefern.example' });
    });
  });

  describe('list', () => {
    // A partner of its own, so that the list holds exactly these five companies.
    let lister: Awaited<ReturnType<typeof createPartner>>;
    let corp: Awaited<ReturnType<typeof createCorporation>>;
    const c: string[] = [];
    const list = async (query: string) => expectStatus(await client(server().app, lister.key).get(`/v1/companies?${query}`), 200);

    beforeAll(async () => {
      lister = await createPartner(server(), 'Lister');
      corp = await createCorporation(server(), lister.id, 'Lister Corp');
      const p = client(server().app, lister.key);
      const bodies = [
        companyBody({ legalName: 'Alpha Gardens LLC', tradeName: 'Alpha', email: 'ops@alphagardens.example', corporationId: corp.id }),
        companyBody({ legalName: 'Beta Builders Inc', email: 'hello@betabuild.example' }),
        companyBody({ legalName: 'Gamma Foods', tradeName: 'GAMMA GRILL', email: 'gamma@food.example' }),
        companyBody({ legalName: 'Delta Dental', email: 'front@delta.example' }),
        companyBody({ legalName: 'Epsilon Works', email: 'alpha-fan@eps.example' }),
      ];
      for (const [i, body] of bodies.entries()) {
        // The third company is created by the corporation key (so it is in the corporation too).
        const who = i === 2 ? client(server().app, corp.key) : p;
        c.push(expectStatus(await who.post('/v1/companies', body), 201).body.id);
      }
      // No operation in scope changes a company's status; set one directly to exercise the status filter.
      await server().db.prisma.company.update({ where: { id: c[3] }, data: { status: 'Suspended' } });
    });

    // Paging (the envelope, every page, past the end, out-of-range page and pageSize): list-conformance.test.ts.
    it('lists in creation order, with each company as it is now', async () => {
      const res = await list('');
      expect(ids(res)).toEqual(c);
      expect(res.body.results[3].status).toBe('Suspended');
    });

    it.each([
      ['status=Closed', 'query.status', 'enum'],
      ['includeStatus=maybe', 'query.includeStatus', 'type'],
      ['search=' + 'x'.repeat(256), 'query.search', 'maxLength'],
      ['color=blue', 'query.color', undefined],
    ])('rejects %s -> 400 validation_failed naming %s', async (query, field, keyword) => {
      expectFieldError(await client(server().app, lister.key).get(`/v1/companies?${query}`), field, keyword);
    });

    it.each([
      // [query, expected indexes]
      ['id={1}', [1]],
      ['id={1}&includeId=true', [1]],
      ['id={1}&includeId=false', [0, 2, 3, 4]],
      ['corporationId={corp}', [0, 2]],
      ['corporationId={corp}&includeCorporationId=false', [1, 3, 4]],
      ['partnerId={partner}', [0, 1, 2, 3, 4]],
      ['partnerId={partner}&includePartnerId=false', []],
      ['partnerId=par_other', []],
      ['partnerId=par_other&includePartnerId=false', [0, 1, 2, 3, 4]],
      ['status=Suspended', [3]],
      ['status=Suspended&includeStatus=false', [0, 1, 2, 4]],
      ['status=Active', [0, 1, 2, 4]],
      ['status=Active&includeStatus=false', [3]],
      ['status=Deactivated', []],
      // search: legal name, trade name or email, case-insensitive substring
      ['search=ALPHA', [0, 4]],
      ['search=alpha&includeSearch=false', [1, 2, 3]],
      ['search=grill', [2]],
      ['search=grill&includeSearch=false', [0, 1, 3, 4]],
      ['search=betabuild', [1]],
      ['search=dental', [3]],
      ['search=nothing-matches', []],
      // include flags without their filter have no effect
      ['includeId=false&includeSearch=false&includeStatus=false', [0, 1, 2, 3, 4]],
      // filters combine
      ['status=Active&corporationId={corp}&includeCorporationId=false', [1, 4]],
      ['search=a&id={0}&includeId=false&pageSize=2', [1, 2]],
    ])('filter %s', async (query, expected) => {
      const q = query.replace(/\{(\d)\}/g, (_m, i: string) => c[Number(i)]).replace('{corp}', corp.id).replace('{partner}', lister.id);
      const res = await list(q);
      expect(ids(res)).toEqual((expected as number[]).map((i) => c[i]));
      if (!q.includes('pageSize')) expect(res.body.totalResources).toBe((expected as number[]).length);
    });
  });

  describe('corporation', () => {
    it('getCorporation answers id, partnerId, name and company ids in creation order', async () => {
      const p = await createPartner(server(), 'Corp Reader');
      const g = await createCorporation(server(), p.id, 'Reader Corp');
      const empty = expectStatus(await client(server().app, g.key).get(`/v1/corporations/${g.id}`), 200);
      expect(empty.body).toEqual({ id: g.id, partnerId: p.id, name: 'Reader Corp', companyIds: [] });
      const a = expectStatus(await client(server().app, g.key).post('/v1/companies', companyBody({ legalName: 'A' })), 201).body.id;
      expectStatus(await client(server().app, p.key).post('/v1/companies', companyBody({ legalName: 'Not in corp' })), 201);
      const b = expectStatus(await client(server().app, p.key).post('/v1/companies', companyBody({ legalName: 'B', corporationId: g.id })), 201).body.id;
      const res = expectStatus(await client(server().app, p.key).get(`/v1/corporations/${g.id}`), 200);
      expect(res.body).toEqual({ id: g.id, partnerId: p.id, name: 'Reader Corp', companyIds: [a, b] });
    });
  });
});
