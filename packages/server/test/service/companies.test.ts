// Companies through CompanyService, no HTTP: create, get, update and list within the caller's scope,
// corporations, and the scope rule of services/scope.ts (a company outside the scope is not_found,
// a caller without its scope id is forbidden). The same behaviour over HTTP: test/http/companies.test.ts.
import type { Schema } from '@payroll/api-types';
import { forEachServiceDatabase, type TestCaller } from '@payroll/test-support';
import { ADDRESS, TX_ADDRESS, companyInput, refusal } from './fixtures';

const FULL: Schema<'CompanyCreate'> = {
  legalName: 'Blue Fern Landscaping LLC',
  tradeName: 'Blue Fern',
  email: 'payroll@bluefern.example',
  phone: '+14155550123',
  taxId: '12-3456789',
  legalType: 'LimitedLiabilityCompany',
  industry: 'GeneralConstructionGeneralContracting',
  address: ADDRESS,
};

/** A new company besides its input (contract: starts Active, payroll not activated, merchant NotStarted). */
const NEW_COMPANY_STATE = {
  workweekStartDay: 'Monday',
  acceptedTerms: false,
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

forEachServiceDatabase('companies (service tier)', (t) => {
  let partner: TestCaller & { partnerId: string };
  let foreign: TestCaller & { partnerId: string };
  let corporation: TestCaller & { corporationId: string };
  const companies = () => t().services.companies;

  beforeAll(async () => {
    partner = await t().partner('Companies Partner');
    foreign = await t().partner('Foreign Partner');
    corporation = await t().corporation(partner.partnerId, 'Companies Corp');
  });

  it('create: the whole new company, read back unchanged by the partner and by its own company key; one company.created event', async () => {
    const created = await companies().create(partner.caller, FULL);
    expect(created).toEqual({
      ...FULL,
      ...NEW_COMPANY_STATE,
      id: expect.stringMatching(/^com_[0-9a-z]+$/),
      timekeepingCode: expect.stringMatching(/^[0-9]{6}$/),
      created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
    });
    expect(await companies().get(partner.caller, created.id)).toEqual(created);
    const own = await t().companyCaller(created.id);
    expect(own.caller).toEqual({ kind: 'Company', apiKeyId: own.apiKeyId, partnerId: partner.partnerId, corporationId: undefined, companyId: created.id });
    expect(await companies().get(own.caller, created.id)).toEqual(created);
    const events = await t().db.prisma.event.findMany({ where: { resourceId: created.id } });
    expect(events.map((e) => ({ type: e.type, companyId: e.companyId, partnerId: e.partnerId, resourceType: e.resourceType, data: e.data }))).toEqual([
      { type: 'company.created', companyId: created.id, partnerId: partner.partnerId, resourceType: 'Company', data: created },
    ]);
  });

  it('create inside a corporation: the partner names one of its own, a corporation key uses its own; any other is unprocessable invalid_reference', async () => {
    const byPartner = await companies().create(partner.caller, companyInput({ legalName: 'In Corp A', corporationId: corporation.corporationId }));
    const byCorporation = await companies().create(corporation.caller, companyInput({ legalName: 'In Corp B' }));
    expect(await companies().getCorporation(partner.caller, corporation.corporationId)).toEqual({
      id: corporation.corporationId,
      partnerId: partner.partnerId,
      name: 'Companies Corp',
      companyIds: [byPartner.id, byCorporation.id],
    });
    const sibling = await t().corporation(partner.partnerId, 'Sibling Corp');
    const foreignCorp = await t().corporation(foreign.partnerId, 'Foreign Corp');
    const count = () => t().db.prisma.company.count();
    const before = await count();
    const refused = [
      await refusal(companies().create(partner.caller, companyInput({ corporationId: foreignCorp.corporationId })), 'unprocessable', 'invalid_reference', `Corporation ${foreignCorp.corporationId} is not one of this partner's corporations.`),
      await refusal(companies().create(partner.caller, companyInput({ corporationId: 'corp_unknown' })), 'unprocessable', 'invalid_reference', "Corporation corp_unknown is not one of this partner's corporations."),
      await refusal(companies().create(corporation.caller, companyInput({ corporationId: sibling.corporationId })), 'unprocessable', 'invalid_reference', 'A corporation key creates companies in its own corporation only.'),
    ];
    expect(refused.map((e) => e.errors?.map((p) => [p.field, p.code]))).toEqual(Array(3).fill([['body.corporationId', 'invalid_reference']]));
    expect(await count()).toBe(before);
  });

  it('update: only the fields given change, the address as a whole; the company key and the corporation key update their own', async () => {
    const created = await companies().create(partner.caller, { ...FULL, corporationId: corporation.corporationId });
    const renamed = await companies().update(partner.caller, created.id, { tradeName: 'Fern & Co', website: 'https://www.bluefern.example' });
    expect(renamed).toEqual({ ...created, tradeName: 'Fern & Co', website: 'https://www.bluefern.example' });
    const moved = await companies().update((await t().companyCaller(created.id)).caller, created.id, { address: TX_ADDRESS, legalType: 'SCorporation' });
    expect(moved).toEqual({ ...renamed, address: TX_ADDRESS, legalType: 'SCorporation' });
    const reached = await companies().update(corporation.caller, created.id, { email: 'new@bluefern.example' });
    expect(reached).toEqual({ ...moved, email: 'new@bluefern.example' });
    expect(await companies().get(partner.caller, created.id)).toEqual(reached);
    const updates = await t().db.prisma.event.findMany({ where: { resourceId: created.id, type: 'company.updated' }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    expect(updates.map((e) => e.data)).toEqual([renamed, moved, reached]);
  });

  it("another partner's company is not_found for get and update, and stays unchanged", async () => {
    const theirs = await companies().create(foreign.caller, companyInput({ legalName: 'Foreign Company LLC' }));
    const detail = `Company ${theirs.id} was not found.`;
    await refusal(companies().get(partner.caller, theirs.id), 'not_found', 'not_found', detail);
    await refusal(companies().update(partner.caller, theirs.id, { tradeName: 'Hijacked' }), 'not_found', 'not_found', detail);
    await refusal(companies().get(corporation.caller, theirs.id), 'not_found', 'not_found', detail);
    await refusal(companies().get(partner.caller, 'com_unknown'), 'not_found', 'not_found', 'Company com_unknown was not found.');
    expect(await companies().get(foreign.caller, theirs.id)).toEqual(theirs);
    expect(await t().db.prisma.event.count({ where: { resourceId: theirs.id, type: 'company.updated' } })).toBe(0);
  });

  it("a company key sees its own company only; a corporation key the companies of its corporation only", async () => {
    const outside = await companies().create(partner.caller, companyInput({ legalName: 'Outside Corp LLC' }));
    const inside = await companies().create(corporation.caller, companyInput({ legalName: 'Inside Corp LLC' }));
    const own = await t().companyCaller(inside.id);
    expect(own.caller).toMatchObject({ kind: 'Company', partnerId: partner.partnerId, corporationId: corporation.corporationId, companyId: inside.id });
    await refusal(companies().get(own.caller, outside.id), 'not_found', 'not_found', `Company ${outside.id} was not found.`);
    await refusal(companies().get(corporation.caller, outside.id), 'not_found', 'not_found', `Company ${outside.id} was not found.`);
    expect((await companies().list(own.caller, {})).results.map((c) => c.id)).toEqual([inside.id]);
    expect((await companies().get(corporation.caller, inside.id)).id).toBe(inside.id);
    await refusal(companies().getCorporation(foreign.caller, corporation.corporationId), 'not_found', 'not_found', `Corporation ${corporation.corporationId} was not found.`);
  });

  it('list: a partner sees its own companies, in creation order, with the true totals', async () => {
    const lister = await t().partner('Lister');
    const a = await companies().create(lister.caller, companyInput({ legalName: 'Alpha Gardens LLC' }));
    const b = await companies().create(lister.caller, companyInput({ legalName: 'Beta Builders Inc' }));
    const c = await companies().create(lister.caller, companyInput({ legalName: 'Gamma Foods' }));
    const page = await companies().list(lister.caller, { page: 1, pageSize: 2 });
    expect({ ...page, results: page.results.map((r) => r.id) }).toEqual({
      hasResources: true,
      totalResources: 3,
      totalPages: 2,
      pageSize: 2,
      currentPage: 1,
      previousPage: null,
      nextPage: 2,
      results: [a.id, b.id],
    });
    expect((await companies().list(lister.caller, { page: 2, pageSize: 2 })).results.map((r) => r.id)).toEqual([c.id]);
  });

  it('a caller without the scope id of its kind, or an operator, is forbidden, never shown every company', async () => {
    const detail = 'This partner key has no company scope.';
    await refusal(companies().list({ kind: 'Partner', apiKeyId: partner.apiKeyId }, {}), 'forbidden', 'forbidden', detail);
    await refusal(companies().create({ kind: 'Partner', apiKeyId: partner.apiKeyId, partnerId: '' }, companyInput()), 'forbidden', 'forbidden', detail);
    await refusal(companies().list({ kind: 'Operator', apiKeyId: 'operator' }, {}), 'forbidden', 'forbidden', 'This operator key has no company scope.');
  });
});
