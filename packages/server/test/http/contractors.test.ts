// Contractors: create, read, update, list with every filter (paging: list-conformance.test.ts), validation, references,
// SSN and EIN handling and the derived onboarding.
import { forEachDatabase } from '@payroll/test-support';
import { ADDRESS, TX_ADDRESS, client, createCompany, createPartner, expectFieldError, expectProblem, expectStatus, ids, issueKey } from './fixtures';

forEachDatabase('contractors', (server) => {
  let partner: Awaited<ReturnType<typeof createPartner>>;
  let companyId: string;
  let base: string;
  let w1: string;
  let w2: string;
  let d1: string;
  let siblingWorkplace: string;
  let siblingDepartment: string;
  const as = () => client(server().app, partner.key);

  const workplace = async (company: string, name: string, address = ADDRESS) =>
    expectStatus(await as().post(`/v1/companies/${company}/workplaces`, { name, address }), 201).body.id as string;
  const department = async (company: string, name: string) => expectStatus(await as().post(`/v1/companies/${company}/departments`, { name }), 201).body.id as string;
  const create = async (body: Record<string, unknown>, path = base) => expectStatus(await as().post(`${path}/contractors`, body), 201).body;

  beforeAll(async () => {
    partner = await createPartner(server(), 'Contractors Partner');
    companyId = (await createCompany(server(), partner.key)).id;
    base = `/v1/companies/${companyId}`;
    w1 = await workplace(companyId, 'Mission Street Yard');
    w2 = await workplace(companyId, 'Austin Depot', TX_ADDRESS);
    d1 = await department(companyId, 'Landscape Design');
    const sibling = (await createCompany(server(), partner.key, { legalName: 'Sibling LLC' })).id;
    siblingWorkplace = await workplace(sibling, 'Sibling Yard');
    siblingDepartment = await department(sibling, 'Sibling Dept');
  });

  const FULL = () => ({
    firstName: 'Maria',
    middleName: 'Luisa',
    lastName: 'Alvarez',
    businessName: 'Alvarez Design Studio',
    email: 'maria@alvarezdesign.example',
    ssn: '512-48-6789',
    type: 'Individual',
    departmentId: d1,
    primaryWorkplaceId: w1,
    workplaces: [w1],
    dateOfBirth: '1988-04-17',
    startDate: '2025-11-10',
    defaultPaymentMethod: 'DirectDeposit',
    form1099ElectronicConsent: true,
    active: true,
    address: ADDRESS,
    wage: { rate: 65.5, period: 'Hourly' },
  });

  const noSsnIn = (body: unknown, ...ssns: string[]) => {
    const text = JSON.stringify(body);
    for (const ssn of ssns) expect(text).not.toContain(ssn);
    expect(body).not.toHaveProperty('ssn');
  };

  describe('create and read', () => {
    it('creates a contractor with every field: 201, Location, exact body, SSN as last four only', async () => {
      const res = expectStatus(await as().post(`${base}/contractors`, FULL()), 201);
      expect(res.headers.location).toBe(`${base}/contractors/${res.body.id}`);
      const { ssn: _s, workplaces: _w, departmentId: _d, primaryWorkplaceId: _p, ...echoed } = FULL();
      expect(res.body).toEqual({
        ...echoed,
        id: expect.stringMatching(/^ctr_[0-9a-z]+$/),
        companyId,
        ssnLastFour: '6789',
        ssnValidationStatus: 'Validated',
        bankAccounts: [],
        primaryWorkplace: w1,
        workplaces: [{ id: w1, name: 'Mission Street Yard' }],
        department: { id: d1, name: 'Landscape Design' },
        // DirectDeposit without an Active bank account blocks.
        onboard: { status: 'Blocking', blockingSteps: ['paymentMethod'], remainingSteps: ['paymentMethod'], type: [], ssn: [], ein: [], paymentMethod: ['bankAccount'] },
      });
      noSsnIn(res.body, '512-48-6789', '512486789');
      const got = expectStatus(await as().get(res.headers.location), 200);
      expect(got.body).toEqual(res.body);
      noSsnIn(expectStatus(await as().get(`${base}/contractors?id=${res.body.id}`), 200).body, '512486789', '512-48-6789');
      const event = await server().db.prisma.event.findFirst({ where: { type: 'contractor.created', resourceId: res.body.id } });
      expect(event).toMatchObject({ type: 'contractor.created', companyId, resourceType: 'Contractor' });
      noSsnIn(event?.data, '512486789', '512-48-6789');
    });

    it('applies the documented defaults: active, DirectDeposit, no 1099 consent, SSN Pending', async () => {
      const res = expectStatus(await as().post(`${base}/contractors`, { type: 'Individual', firstName: 'Devon', lastName: 'Okafor' }), 201);
      expect(res.body).toEqual({
        id: expect.any(String),
        companyId,
        firstName: 'Devon',
        lastName: 'Okafor',
        type: 'Individual',
        ssnValidationStatus: 'Pending',
        defaultPaymentMethod: 'DirectDeposit',
        bankAccounts: [],
        workplaces: [],
        onboard: { status: 'Blocking', blockingSteps: ['ssn', 'paymentMethod'], remainingSteps: ['ssn', 'paymentMethod'], type: [], ssn: ['ssn'], ein: [], paymentMethod: ['bankAccount'] },
        form1099ElectronicConsent: false,
        active: true,
      });
    });

    it('no field is required: an empty body creates a contractor', async () => {
      const res = expectStatus(await as().post(`${base}/contractors`, {}), 201);
      expect(res.body).toMatchObject({ companyId, ssnValidationStatus: 'Pending', defaultPaymentMethod: 'DirectDeposit', active: true, form1099ElectronicConsent: false, workplaces: [] });
      expect(res.body.onboard.status).toBe('Blocking');
    });

    it('returns the EIN as given, with or without its dash', async () => {
      const a = await create({ type: 'Business', businessName: 'Okafor Irrigation LLC', ein: '12-3456789', defaultPaymentMethod: 'Manual' });
      const b = await create({ type: 'Business', businessName: 'Dashless LLC', ein: '876543219', defaultPaymentMethod: 'Manual' });
      expect([a.ein, b.ein]).toEqual(['12-3456789', '876543219']);
      expect(expectStatus(await as().get(`${base}/contractors/${b.id}`), 200).body.ein).toBe('876543219');
    });

    it('an unknown contractor is 404 not_found', async () => {
      expectProblem(await as().get(`${base}/contractors/ctr_doesnotexist`), 404, 'not_found');
      expectProblem(await as().patch(`${base}/contractors/ctr_doesnotexist`, { firstName: 'X' }), 404, 'not_found');
    });
  });

  describe('onboarding derivation', () => {
    it.each([
      ['Individual, valid SSN, Manual', { type: 'Individual', ssn: '123-45-6789', defaultPaymentMethod: 'Manual' }, 'Completed', [], { ssn: [], ein: [], paymentMethod: [] }],
      ['Individual, no SSN, Manual', { type: 'Individual', defaultPaymentMethod: 'Manual' }, 'Blocking', ['ssn'], { ssn: ['ssn'] }],
      ['Individual, invalid SSN, Manual', { type: 'Individual', ssn: '666-12-3456', defaultPaymentMethod: 'Manual' }, 'Blocking', ['ssn'], { ssn: ['ssnValidation'] }],
      ['Individual, valid SSN, DirectDeposit', { type: 'Individual', ssn: '123-45-6789' }, 'Blocking', ['paymentMethod'], { paymentMethod: ['bankAccount'] }],
      ['Business, EIN, Manual', { type: 'Business', ein: '12-3456789', defaultPaymentMethod: 'Manual' }, 'Completed', [], { ein: [] }],
      ['Business, no EIN (SSN not evaluated)', { type: 'Business', defaultPaymentMethod: 'Manual' }, 'Blocking', ['ein'], { ein: ['ein'], ssn: [] }],
      ['Business, no EIN, DirectDeposit', { type: 'Business' }, 'Blocking', ['ein', 'paymentMethod'], { ein: ['ein'], paymentMethod: ['bankAccount'] }],
    ])('%s', async (_label, body, status, steps, parts) => {
      const c = await create(body);
      // Every contractor step blocks: remainingSteps equals blockingSteps.
      expect(c.onboard).toEqual(expect.objectContaining({ status, blockingSteps: steps, remainingSteps: steps, type: [], ...parts }));
    });

    it.each([
      ['666-12-3456', 'Invalid', '3456'],
      ['000-12-3456', 'Invalid', '3456'],
      ['987-65-4321', 'Invalid', '4321'],
      ['123-00-4567', 'Invalid', '4567'],
      ['123-45-0000', 'Invalid', '0000'],
      ['123-45-6789', 'Validated', '6789'],
      ['123456789', 'Validated', '6789'],
    ])('SSN %s -> %s (last four %s), never echoed', async (ssn, status, lastFour) => {
      const c = await create({ type: 'Individual', ssn });
      expect([c.ssnValidationStatus, c.ssnLastFour]).toEqual([status, lastFour]);
      noSsnIn(c, ssn, ssn.replace(/-/g, ''));
    });

    it('waits for the type: without one only the type step (and payment method) is missing', async () => {
      const c = await create({ firstName: 'No', lastName: 'Type', ssn: '123-45-6789' });
      expect(c.type).toBeUndefined();
      expect(c.onboard).toEqual({ status: 'Blocking', blockingSteps: ['type', 'paymentMethod'], remainingSteps: ['type', 'paymentMethod'], type: ['type'], ssn: [], ein: [], paymentMethod: ['bankAccount'] });
      const r = expectStatus(await as().patch(`${base}/contractors/${c.id}`, { type: 'Individual', defaultPaymentMethod: 'Manual' }), 200);
      expect(r.body.onboard).toEqual({ status: 'Completed', blockingSteps: [], remainingSteps: [], type: [], ssn: [], ein: [], paymentMethod: [] });
    });

    it('is derived again on update: switching type, adding the EIN, paying manually', async () => {
      const c = await create({ type: 'Individual' });
      const r1 = expectStatus(await as().patch(`${base}/contractors/${c.id}`, { type: 'Business' }), 200);
      expect(r1.body.onboard).toEqual({ status: 'Blocking', blockingSteps: ['ein', 'paymentMethod'], remainingSteps: ['ein', 'paymentMethod'], type: [], ssn: [], ein: ['ein'], paymentMethod: ['bankAccount'] });
      const r2 = expectStatus(await as().patch(`${base}/contractors/${c.id}`, { ein: '12-3456789', defaultPaymentMethod: 'Manual' }), 200);
      expect(r2.body.onboard).toEqual({ status: 'Completed', blockingSteps: [], remainingSteps: [], type: [], ssn: [], ein: [], paymentMethod: [] });
      const r3 = expectStatus(await as().patch(`${base}/contractors/${c.id}`, { type: 'Individual', ssn: '666-12-3456' }), 200);
      expect(r3.body).toMatchObject({ ssnValidationStatus: 'Invalid', ssnLastFour: '3456', onboard: { status: 'Blocking', blockingSteps: ['ssn'], ssn: ['ssnValidation'], ein: [] } });
      noSsnIn(r3.body, '666-12-3456', '666123456');
    });
  });

  describe('workplaces, department and dates', () => {
    it('the primary workplace is answered as primaryWorkplace and added to the workplaces', async () => {
      const c = await create({ primaryWorkplaceId: w2, workplaces: [w1] });
      expect(c.primaryWorkplace).toBe(w2);
      expect(c.workplaces.map((w: { id: string }) => w.id).sort()).toEqual([w1, w2].sort());
      const only = await create({ primaryWorkplaceId: w2 });
      expect({ primary: only.primaryWorkplace, workplaces: only.workplaces }).toEqual({ primary: w2, workplaces: [{ id: w2, name: 'Austin Depot' }] });
    });

    it.each([
      ['unknown workplace', { workplaces: ['wp_unknown'] }, 'invalid_reference', 'body.workplaces'],
      ['workplace of another company', { workplaces: ['{sw}'] }, 'invalid_reference', 'body.workplaces'],
      ['unknown primary workplace', { primaryWorkplaceId: 'wp_unknown' }, 'invalid_reference', 'body.primaryWorkplaceId'],
      ['primary workplace of another company', { primaryWorkplaceId: '{sw}', workplaces: ['{w1}'] }, 'invalid_reference', 'body.primaryWorkplaceId'],
      ['unknown department', { departmentId: 'dep_unknown' }, 'invalid_reference', 'body.departmentId'],
      ['department of another company', { departmentId: '{sd}' }, 'invalid_reference', 'body.departmentId'],
      ['termination before start', { startDate: '2026-05-01', terminationDate: '2026-04-30' }, 'invalid_date_range', 'body.terminationDate'],
    ])('create: %s -> 422 %s', async (_label, extra, code, field) => {
      const body = JSON.parse(JSON.stringify(extra).replace(/\{w1\}/g, w1).replace(/\{sw\}/g, siblingWorkplace).replace(/\{sd\}/g, siblingDepartment));
      const before = await server().db.prisma.contractor.count({ where: { companyId } });
      const problem = expectProblem(await as().post(`${base}/contractors`, body), 422, code);
      expect(problem.errors?.map((e) => e.field)).toEqual([field]);
      expect(await server().db.prisma.contractor.count({ where: { companyId } })).toBe(before);
    });
  });

  describe('validation', () => {
    const cases: Array<[string, string, string, Record<string, unknown>]> = [
      ['wrong type (number for a string)', 'body.businessName', 'type', { businessName: 12 }],
      ['wrong type (string for a boolean)', 'body.active', 'type', { active: 'true' }],
      ['wrong type (object for a string)', 'body.email', 'type', { email: { address: 'a@b.example' } }],
      ['missing required wage.rate', 'body.wage.rate', 'required', { wage: { period: 'Hourly' } }],
      ['unknown enum type', 'body.type', 'enum', { type: 'Corporation' }],
      ['unknown enum defaultPaymentMethod', 'body.defaultPaymentMethod', 'enum', { defaultPaymentMethod: 'Paypal' }],
      ['too long businessName (256)', 'body.businessName', 'maxLength', { businessName: 'b'.repeat(256) }],
      ['too long address.street1 (256)', 'body.address.street1', 'maxLength', { address: { ...ADDRESS, street1: 's'.repeat(256) } }],
      ['empty firstName', 'body.firstName', 'minLength', { firstName: '' }],
      ['bad date 2026-02-30', 'body.startDate', 'format', { startDate: '2026-02-30' }],
      ['bad date of birth', 'body.dateOfBirth', 'format', { dateOfBirth: '1988-4-17' }],
      ['bad EIN', 'body.ein', 'pattern', { ein: '12-345678' }],
      ['bad SSN', 'body.ssn', 'pattern', { ssn: '123-45-678' }],
      ['negative rate', 'body.wage.rate', 'minimum', { wage: { rate: -0.01, period: 'Hourly' } }],
      ['unknown wage property', 'body.wage.currency', 'additionalProperties', { wage: { rate: 1, period: 'Hourly', currency: 'USD' } }],
      ['unknown property', 'body.nickname', 'additionalProperties', { nickname: 'Lu' }],
      ['read-only primaryWorkplace', 'body.primaryWorkplace', 'additionalProperties', { primaryWorkplace: 'wp_x' }],
    ];
    it.each(cases)('create: %s -> 400 naming %s (%s)', async (_label, field, keyword, body) => {
      expectFieldError(await as().post(`${base}/contractors`, body), field, keyword);
    });

    it.each([
      ['empty body', 'body', 'minProperties', {}],
      ['wrong type', 'body.form1099ElectronicConsent', 'type', { form1099ElectronicConsent: 'yes' }],
      ['unknown enum', 'body.type', 'enum', { type: 'Partnership' }],
      ['too long (256)', 'body.email', 'maxLength', { email: `${'e'.repeat(250)}@x.example` }],
      ['bad date', 'body.terminationDate', 'format', { terminationDate: '2026-02-29' }],
      ['unknown property', 'body.companyId', 'additionalProperties', { companyId: 'com_other' }],
    ])('update: %s -> 400 naming %s (%s)', async (_label, field, keyword, body) => {
      const c = await create({ type: 'Individual', firstName: 'Up', lastName: 'Date' });
      expectFieldError(await as().patch(`${base}/contractors/${c.id}`, body), field, keyword);
      expect(expectStatus(await as().get(`${base}/contractors/${c.id}`), 200).body).toEqual(c);
    });
  });

  describe('update', () => {
    it('changes only the fields sent', async () => {
      const c = await create(FULL());
      const res = expectStatus(await as().patch(`${base}/contractors/${c.id}`, { email: 'maria.alvarez@alvarezdesign.example', wage: { rate: 72.25, period: 'Hourly' }, form1099ElectronicConsent: false }), 200);
      expect(res.body).toEqual({ ...c, email: 'maria.alvarez@alvarezdesign.example', wage: { rate: 72.25, period: 'Hourly' }, form1099ElectronicConsent: false });
      const res2 = expectStatus(await as().patch(`${base}/contractors/${c.id}`, { address: TX_ADDRESS, active: false }), 200);
      expect(res2.body).toEqual({ ...res.body, address: TX_ADDRESS, active: false });
      expect(expectStatus(await as().get(`${base}/contractors/${c.id}`), 200).body).toEqual(res2.body);
      noSsnIn(res2.body, '512486789', '512-48-6789');
    });

    it('workplaces replace the list, with the primary workplace added', async () => {
      const c = await create({ primaryWorkplaceId: w1 });
      const res = expectStatus(await as().patch(`${base}/contractors/${c.id}`, { workplaces: [w2] }), 200);
      expect(res.body.primaryWorkplace).toBe(w1);
      expect(res.body.workplaces.map((w: { id: string }) => w.id).sort()).toEqual([w1, w2].sort());
      const res2 = expectStatus(await as().patch(`${base}/contractors/${c.id}`, { workplaces: [w2], primaryWorkplaceId: w2 }), 200);
      expect({ primary: res2.body.primaryWorkplace, workplaces: res2.body.workplaces }).toEqual({ primary: w2, workplaces: [{ id: w2, name: 'Austin Depot' }] });
      expectProblem(await as().patch(`${base}/contractors/${c.id}`, { workplaces: [siblingWorkplace] }), 422, 'invalid_reference');
      expectProblem(await as().patch(`${base}/contractors/${c.id}`, { departmentId: siblingDepartment }), 422, 'invalid_reference');
      expect(expectStatus(await as().get(`${base}/contractors/${c.id}`), 200).body).toEqual(res2.body);
    });

    it('termination before the (new or kept) start date is 422 invalid_date_range', async () => {
      const c = await create({ startDate: '2026-01-10' });
      expectProblem(await as().patch(`${base}/contractors/${c.id}`, { terminationDate: '2026-01-09' }), 422, 'invalid_date_range');
      const ok = expectStatus(await as().patch(`${base}/contractors/${c.id}`, { terminationDate: '2026-03-31' }), 200);
      expect(ok.body).toMatchObject({ startDate: '2026-01-10', terminationDate: '2026-03-31' });
      expectProblem(await as().patch(`${base}/contractors/${c.id}`, { startDate: '2026-04-01' }), 422, 'invalid_date_range');
    });
  });

  describe('list', () => {
    let company: string;
    let lw1: string;
    let lw2: string;
    let ld1: string;
    const c: string[] = [];
    const list = async (query: string) => expectStatus(await as().get(`/v1/companies/${company}/contractors?${query}`), 200);

    beforeAll(async () => {
      company = (await createCompany(server(), partner.key, { legalName: 'Contractor Lister LLC' })).id;
      lw1 = await workplace(company, 'North');
      lw2 = await workplace(company, 'South', TX_ADDRESS);
      ld1 = await department(company, 'Design');
      const path = `/v1/companies/${company}`;
      const bodies = [
        { type: 'Individual', firstName: 'Maria', lastName: 'Alvarez', email: 'maria@alvarez.example', workplaces: [lw1], departmentId: ld1, address: ADDRESS },
        { type: 'Business', businessName: 'Okafor Irrigation LLC', email: 'devon@okafor.example', workplaces: [lw2], address: TX_ADDRESS },
        { type: 'Individual', firstName: 'Lee', middleName: 'Quinn', lastName: 'Park', active: false },
        { type: 'Business', businessName: 'Hill Country Fencing', primaryWorkplaceId: lw2, workplaces: [lw1], departmentId: ld1, address: TX_ADDRESS },
      ];
      for (const body of bodies) c.push((await create(body, path)).id);
    });

    // Paging: list-conformance.test.ts.
    it.each([
      ['state=Texas', 'query.state', 'pattern'],
      ['active=2', 'query.active', 'type'],
    ])('rejects %s -> 400 naming %s', async (query, field, keyword) => {
      expectFieldError(await as().get(`/v1/companies/${company}/contractors?${query}`), field, keyword);
    });

    it.each([
      ['id={c0}', [0]],
      ['id={c0}&includeId=false', [1, 2, 3]],
      ['workplaceId={w1}', [0, 3]],
      ['workplaceId={w1}&includeWorkplaceId=false', [1, 2]],
      ['workplaceId={w2}&includeWorkplaceId=true', [1, 3]],
      ['departmentId={d1}', [0, 3]],
      ['departmentId={d1}&includeDepartmentId=false', [1, 2]],
      ['state=TX&includeState=true', [1, 3]],
      ['state=TX&includeState=false', [0, 2]],
      ['id={c0}&includeId=true', [0]],
      ['departmentId={d1}&includeDepartmentId=true', [0, 3]],
      ['search=IRRIGATION&includeSearch=true', [1]],
      ['search=quinn', [2]],
      ['search=alvarez.example', [0]],
      ['search=okafor&includeSearch=false', [0, 2, 3]],
      ['search=llc&includeSearch=false', [0, 2, 3]],
      ['active=false', [2]],
      ['active=true', [0, 1, 3]],
      ['state=TX&workplaceId={w1}&includeWorkplaceId=false', [1]],
    ])('filter %s', async (query, expected) => {
      const q = query.replace('{c0}', c[0]).replace('{w1}', lw1).replace('{w2}', lw2).replace('{d1}', ld1);
      const res = await list(q);
      expect(ids(res)).toEqual((expected as number[]).map((i) => c[i]));
      expect(res.body.totalResources).toBe((expected as number[]).length);
    });
  });

  it('a company key creates, reads, updates and lists in its company', async () => {
    const k = client(server().app, (await issueKey(server(), 'Company', companyId)).key);
    const created = expectStatus(await k.post(`${base}/contractors`, { type: 'Business', businessName: 'Key LLC' }), 201);
    expect(expectStatus(await k.get(`${base}/contractors/${created.body.id}`), 200).body).toEqual(created.body);
    expect(expectStatus(await k.patch(`${base}/contractors/${created.body.id}`, { businessName: 'Key Holdings LLC' }), 200).body.businessName).toBe('Key Holdings LLC');
    expect(ids(expectStatus(await k.get(`${base}/contractors?id=${created.body.id}`), 200))).toEqual([created.body.id]);
  });
});
