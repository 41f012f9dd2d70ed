// Worker onboarding operations: an employee's SSN and W-4 steps, a contractor's W-9 in one step,
// and an employee's company-defined attributes and reciprocity elections. Every response is checked
// for the full SSN, which must never come back.
import type request from 'supertest';
import { forEachDatabase } from '@payroll/test-support';
import { ADDRESS, client, createCompany, createTenancy, expectFieldError, expectProblem, expectStatus, type Key } from './fixtures';

const W4_ID = 'frm_9w4f2e6r1t3y';
const W9_ID = 'frm_w9k2p7d4x1b6';
const SSNS = ['123-45-6789', '123456789', '666-12-3456', '666123456', '512-48-6789', '512486789'];
const ONBOARD_ADDRESS = { street1: '1420 Valencia Street', street2: 'Apt 4', city: 'San Francisco', zipcode: '94110', state: 'CA', country: 'US' };

forEachDatabase('worker onboarding', (server) => {
  let t: Awaited<ReturnType<typeof createTenancy>>;
  let base: string;
  let foreignBase: string;
  let foreignEmployee: string;
  let foreignContractor: string;
  let workplaceId: string;

  /** Requests with a key; every response body is checked for the full SSN. */
  const as = (k: Key = t.partner.key) => {
    const c = client(server().app, k);
    const guard = (res: request.Response) => {
      const text = JSON.stringify(res.body);
      for (const ssn of SSNS) expect(text).not.toContain(ssn);
      return res;
    };
    return {
      get: async (url: string) => guard(await c.get(url)),
      post: async (url: string, body?: unknown) => guard(await c.post(url, body)),
      patch: async (url: string, body?: unknown) => guard(await c.patch(url, body)),
    };
  };
  const prisma = () => server().db.prisma;
  const events = (type: string, resourceId: string) => prisma().event.findMany({ where: { type, resourceId }, orderBy: { createdAt: 'asc' } });
  /** An employee complete but for its SSN and W-4 (Manual pay, a workplace, birth date and residence). */
  const newEmployee = async (path = base, k?: Key, extra: Record<string, unknown> = {}) =>
    expectStatus(
      await as(k).post(`${path}/employees`, {
        firstName: 'Maria',
        lastName: 'Lopez',
        startDate: '2026-01-05',
        defaultPaymentMethod: 'Manual',
        dateOfBirth: '1990-04-12',
        residence: ADDRESS,
        ...(path === base ? { primaryWorkplaceId: workplaceId, workplaces: [workplaceId] } : {}),
        ...extra,
      }),
      201,
    ).body;
  const newContractor = async (body: Record<string, unknown> = {}, path = base, k?: Key) =>
    expectStatus(await as(k).post(`${path}/contractors`, { firstName: 'Maria', middleName: 'Luisa', lastName: 'Alvarez', defaultPaymentMethod: 'Manual', ...body }), 201).body;

  beforeAll(async () => {
    t = await createTenancy(server());
    base = `/v1/companies/${t.company.id}`;
    foreignBase = `/v1/companies/${t.foreignCompany.id}`;
    workplaceId = expectStatus(await as().post(`${base}/workplaces`, { name: 'Mission Street Yard', address: ADDRESS }), 201).body.id;
    foreignEmployee = (await newEmployee(foreignBase, t.foreign.key)).id;
    foreignContractor = (await newContractor({}, foreignBase, t.foreign.key)).id;
  });

  afterEach(() => server().clock.reset());

  const send = (c: ReturnType<typeof as>, method: 'get' | 'post' | 'patch', url: string, body?: unknown) => (method === 'get' ? c.get(url) : c[method](url, body));

  /** Each operation under another company's scope, or with unknown ids, is 404 and changes nothing. */
  const scopeCases = (method: 'get' | 'post' | 'patch', suffix: string, body?: unknown, kind: 'employees' | 'contractors' = 'employees') => async () => {
    const foreignId = kind === 'employees' ? foreignEmployee : foreignContractor;
    const unknownId = kind === 'employees' ? 'emp_unknown' : 'ctr_unknown';
    for (const path of [`${base}/${kind}/${unknownId}`, `${base}/${kind}/${foreignId}`, `${foreignBase}/${kind}/${foreignId}`, `/v1/companies/com_unknown/${kind}/${foreignId}`]) {
      expectProblem(await send(as(), method, `${path}${suffix}`, body), 404, 'not_found');
    }
    // The foreign partner's company key on its own worker, through this company: 404 too.
    expectProblem(await send(as(t.foreignCompany.key), method, `${base}/${kind}/${foreignId}${suffix}`, body), 404, 'not_found');
    expect(await prisma().event.count({ where: { resourceId: foreignId, type: { not: `${kind === 'employees' ? 'employee' : 'contractor'}.created` } } })).toBe(0);
  };

  describe('onboard/ssn_setup', () => {
    it('stores the SSN encrypted, answers the last four and Validated; the ssn step is done', async () => {
      const e = await newEmployee();
      expect(e.onboard).toMatchObject({ status: 'NeedsAttention', remainingSteps: ['ssn', 'withholdings'], ssn: ['ssn'] });
      const res = expectStatus(await as(t.company.key).post(`${base}/employees/${e.id}/onboard/ssn_setup`, { ssn: '123-45-6789' }), 200);
      const expected = {
        ...e,
        ssnLastFour: '6789',
        ssnValidationStatus: 'Validated',
        onboard: { ...e.onboard, remainingSteps: ['withholdings'], ssn: [] },
      };
      expect(res.body).toEqual(expected);
      expect(expectStatus(await as().get(`${base}/employees/${e.id}`), 200).body).toEqual(expected);
      const row = await prisma().employee.findUnique({ where: { id: e.id } });
      expect(row).toMatchObject({ ssnLastFour: '6789', ssnValidationStatus: 'Validated', ssnEncrypted: expect.any(String) });
      expect(JSON.stringify(row)).not.toContain('123456789');
      const updated = await events('employee.updated', e.id);
      expect(updated).toHaveLength(1);
      expect(updated[0]).toMatchObject({ companyId: t.company.id, resourceType: 'Employee', data: expected });
    });

    it('an invalid SSN is stored and reported, not refused; repeating the call corrects it', async () => {
      const e = await newEmployee();
      const bad = expectStatus(await as(t.corporation.key).post(`${base}/employees/${e.id}/onboard/ssn_setup`, { ssn: '666123456' }), 200);
      expect(bad.body).toMatchObject({ ssnLastFour: '3456', ssnValidationStatus: 'Invalid', onboard: { remainingSteps: ['ssn', 'withholdings'], ssn: ['ssnValidation'] } });
      const good = expectStatus(await as().post(`${base}/employees/${e.id}/onboard/ssn_setup`, { ssn: '123456789' }), 200);
      expect(good.body).toMatchObject({ ssnLastFour: '6789', ssnValidationStatus: 'Validated', onboard: { remainingSteps: ['withholdings'], ssn: [] } });
      expect(await events('employee.updated', e.id)).toHaveLength(2);
    });

    it.each([
      ['an SSN of the wrong shape', { ssn: '12-345-6789' }, 'body.ssn'],
      ['no SSN', {}, 'body.ssn'],
      ['an unknown property', { ssn: '123-45-6789', lastFour: '6789' }, 'body.lastFour'],
    ])('400 validation_failed for %s', async (_label, body, field) => {
      const e = await newEmployee();
      expectFieldError(await as().post(`${base}/employees/${e.id}/onboard/ssn_setup`, body), field);
      expect((await prisma().employee.findUnique({ where: { id: e.id } }))?.ssnEncrypted).toBeNull();
    });

    it('404 for an unknown employee and outside the scope', scopeCases('post', '/onboard/ssn_setup', { ssn: '123-45-6789' }));
  });

  describe('onboard/withholdings_setup', () => {
    const W4_BODY = { filingStatus: 'Single', multipleJobs: false, dependentsAmount: 2000, otherIncome: 0, deductions: 0, extraWithholding: 15.5, signature: 'Maria Lopez', signedAt: '2026-01-05T16:42:10Z' };

    it('records the W-4: the withholdings step is done, and the W-4 form shows the same record', async () => {
      const e = await newEmployee();
      const res = expectStatus(await as().post(`${base}/employees/${e.id}/onboard/withholdings_setup`, W4_BODY), 200);
      const expected = { ...e, onboard: { ...e.onboard, remainingSteps: ['ssn'], withholdings: [] } };
      expect(res.body).toEqual(expected);
      expect(await prisma().employeeW4.findUnique({ where: { employeeId: e.id } })).toMatchObject({
        filingStatus: 'Single',
        multipleJobs: false,
        signature: 'Maria Lopez',
        signedAt: new Date('2026-01-05T00:00:00.000Z'),
      });
      const form = expectStatus(await as().get(`${base}/employees/${e.id}/forms/${W4_ID}`), 200).body;
      expect(Object.fromEntries(form.fields.map((f: { name: string; value: unknown }) => [f.name, f.value]))).toEqual({
        filingStatus: 'Single',
        multipleJobs: false,
        dependentsAmount: 2000,
        otherIncome: 0,
        deductions: 0,
        extraWithholding: 15.5,
        exempt: false,
      });
      const updated = await events('employee.updated', e.id);
      expect(updated).toHaveLength(1);
      expect(updated[0]).toMatchObject({ resourceType: 'Employee', data: expected });
    });

    it('with the SSN too, the employee is Completed; a later W-4 (form or setup) replaces the record', async () => {
      const e = await newEmployee();
      expectStatus(await as().post(`${base}/employees/${e.id}/onboard/ssn_setup`, { ssn: '123-45-6789' }), 200);
      const done = expectStatus(await as(t.company.key).post(`${base}/employees/${e.id}/onboard/withholdings_setup`, { filingStatus: 'HeadOfHousehold', signature: 'Maria Lopez' }), 200);
      expect(done.body.onboard).toEqual({
        status: 'Completed',
        blockingSteps: [],
        remainingSteps: [],
        ssn: [],
        paymentMethod: [],
        workplaces: [],
        employeeDetails: [],
        withholdings: [],
        companyDefinedAttributes: [],
      });
      expectStatus(await as().post(`${base}/employees/${e.id}/forms/${W4_ID}`, { values: { filingStatus: 'Single', deductions: 300 }, signature: 'Maria Lopez' }), 200);
      expect(await prisma().employeeW4.findUnique({ where: { employeeId: e.id } })).toMatchObject({ filingStatus: 'Single', signature: 'Maria Lopez' });
      expect((await prisma().employeeW4.findUnique({ where: { employeeId: e.id } }))?.deductions.toString()).toBe('300');
      expectStatus(await as().post(`${base}/employees/${e.id}/onboard/withholdings_setup`, { filingStatus: 'MarriedFilingJointly', signature: 'Maria Lopez' }), 200);
      const row = await prisma().employeeW4.findUnique({ where: { employeeId: e.id } });
      expect([row?.filingStatus, row?.deductions.toString()]).toEqual(['MarriedFilingJointly', '0']);
      expect(await prisma().employeeW4.count({ where: { employeeId: e.id } })).toBe(1);
    });

    it('422 form_invalid when signedAt is in the future, or an amount is too large or finer than cents', async () => {
      server().clock.set('2026-03-02T12:00:00Z');
      const e = await newEmployee();
      const url = `${base}/employees/${e.id}/onboard/withholdings_setup`;
      const future = expectProblem(await as().post(url, { ...W4_BODY, signedAt: '2026-03-03T00:00:00Z' }), 422, 'form_invalid');
      expect(future.errors?.map((x) => x.field)).toEqual(['body.signedAt']);
      const amounts = expectProblem(await as().post(url, { ...W4_BODY, dependentsAmount: 1e13, extraWithholding: 1.999 }), 422, 'form_invalid');
      expect(amounts.errors?.map((x) => x.field)).toEqual(['body.dependentsAmount', 'body.extraWithholding']);
      expect(await prisma().employeeW4.findUnique({ where: { employeeId: e.id } })).toBeNull();
      expect(await events('employee.updated', e.id)).toHaveLength(0);
    });

    it.each([
      ['an unknown filing status', { filingStatus: 'Married' }, 'body.filingStatus'],
      ['a negative amount', { otherIncome: -5 }, 'body.otherIncome'],
      ['no signature', { signature: undefined }, 'body.signature'],
      ['an unknown property', { allowances: 2 }, 'body.allowances'],
    ])('400 validation_failed for %s', async (_label, extra, field) => {
      const e = await newEmployee();
      expectFieldError(await as().post(`${base}/employees/${e.id}/onboard/withholdings_setup`, { ...W4_BODY, ...extra }), field);
    });

    it('404 for an unknown employee and outside the scope', scopeCases('post', '/onboard/withholdings_setup', W4_BODY));
  });

  describe('contractor onboard/forms', () => {
    const url = (id: string) => `${base}/contractors/${id}/onboard/forms`;

    it('an Individual: type, SSN and address set, the W-9 generated and signed today; Blocking -> Completed', async () => {
      server().clock.set('2026-02-20T18:30:00Z');
      const c = await newContractor({ businessName: 'Alvarez Design Studio' });
      expect(c.onboard).toEqual({ status: 'Blocking', blockingSteps: ['type'], remainingSteps: ['type'], type: ['type'], ssn: [], ein: [], paymentMethod: [] });
      const res = expectStatus(await as(t.company.key).post(url(c.id), { type: 'Individual', ssn: '512-48-6789', address: ONBOARD_ADDRESS, signature: 'Maria L. Alvarez' }), 200);
      const expected = {
        ...c,
        type: 'Individual',
        ssnLastFour: '6789',
        ssnValidationStatus: 'Validated',
        address: ONBOARD_ADDRESS,
        onboard: { status: 'Completed', blockingSteps: [], remainingSteps: [], type: [], ssn: [], ein: [], paymentMethod: [] },
      };
      expect(res.body).toEqual(expected);
      expect(expectStatus(await as().get(`${base}/contractors/${c.id}`), 200).body).toEqual(expected);

      const w9 = await prisma().contractorW9.findUnique({ where: { contractorId: c.id } });
      const values = {
        name: 'Maria Luisa Alvarez',
        businessName: 'Alvarez Design Studio',
        federalTaxClassification: 'Individual',
        street1: '1420 Valencia Street',
        street2: 'Apt 4',
        city: 'San Francisco',
        state: 'CA',
        zipcode: '94110',
      };
      expect(w9).toMatchObject({ values, signature: 'Maria L. Alvarez', signedAt: new Date('2026-02-20T00:00:00.000Z') });
      const form = expectStatus(await as().get(`${base}/contractors/${c.id}/forms/${W9_ID}`), 200).body;
      expect(Object.fromEntries(form.fields.filter((f: { value?: unknown }) => f.value !== undefined).map((f: { name: string; value: unknown }) => [f.name, f.value]))).toEqual(values);

      const updated = await events('contractor.updated', c.id);
      expect(updated).toHaveLength(1);
      expect(updated[0]).toMatchObject({ companyId: t.company.id, resourceType: 'Contractor', data: expected });
      expect(JSON.stringify(updated[0].data)).not.toContain('512486789');
    });

    it('a Business: EIN and business name (sent, or on file), address; the W-9 names the business', async () => {
      const c = await newContractor({ firstName: undefined, middleName: undefined, lastName: undefined, businessName: 'Okafor Irrigation LLC' });
      const res = expectStatus(await as(t.corporation.key).post(url(c.id), { type: 'Business', ein: '12-3456789', address: { street1: '1 Congress Ave', city: 'Austin', zipcode: '78701', state: 'TX' }, signature: 'Devon Okafor' }), 200);
      expect(res.body).toMatchObject({
        type: 'Business',
        ein: '12-3456789',
        businessName: 'Okafor Irrigation LLC',
        address: { street1: '1 Congress Ave', city: 'Austin', zipcode: '78701', state: 'TX', country: 'US' },
        onboard: { status: 'Completed', ein: [], ssn: [] },
      });
      expect((await prisma().contractorW9.findUnique({ where: { contractorId: c.id } }))?.values).toEqual({
        name: 'Okafor Irrigation LLC',
        federalTaxClassification: 'Business',
        street1: '1 Congress Ave',
        city: 'Austin',
        state: 'TX',
        zipcode: '78701',
        ein: '12-3456789',
      });
      const renamed = expectStatus(await as().post(url(c.id), { type: 'Business', ein: '12-3456789', businessName: 'Okafor Water Works LLC', address: ONBOARD_ADDRESS, signature: 'Devon Okafor' }), 200);
      expect(renamed.body.businessName).toBe('Okafor Water Works LLC');
      expect(await prisma().contractorW9.count({ where: { contractorId: c.id } })).toBe(1);
    });

    it.each([
      ['an Individual without ssn', { type: 'Individual' }, {}, ['body.ssn']],
      ['an Individual without a name on file', { type: 'Individual', ssn: '512-48-6789' }, { firstName: undefined, lastName: undefined, middleName: undefined }, ['contractor.firstName', 'contractor.lastName']],
      ['a Business without ein', { type: 'Business', businessName: 'X LLC' }, {}, ['body.ein']],
      ['a Business without a business name', { type: 'Business', ein: '12-3456789' }, {}, ['body.businessName']],
      ['an address without street1, city, state or zipcode', { type: 'Business', ein: '12-3456789', businessName: 'X LLC', address: { street2: 'Suite 1', country: 'US' } }, {}, ['body.address.street1', 'body.address.city', 'body.address.state', 'body.address.zipcode']],
    ])('422 form_invalid: %s; nothing changes', async (_label, body, contractor, fields) => {
      const c = await newContractor(contractor);
      const problem = expectProblem(await as().post(url(c.id), { address: ONBOARD_ADDRESS, signature: 'Maria L. Alvarez', ...body }), 422, 'form_invalid');
      expect(problem.errors?.map((x) => x.field)).toEqual(fields);
      expect(expectStatus(await as().get(`${base}/contractors/${c.id}`), 200).body).toEqual(c);
      expect(await prisma().contractorW9.findUnique({ where: { contractorId: c.id } })).toBeNull();
      expect(await events('contractor.updated', c.id)).toHaveLength(0);
    });

    it.each([
      ['no type', { type: undefined }, 'body.type'],
      ['an unknown type', { type: 'Partnership' }, 'body.type'],
      ['no address', { address: undefined }, 'body.address'],
      ['an SSN of the wrong shape', { ssn: '5124-8-6789' }, 'body.ssn'],
      ['an EIN of the wrong shape', { type: 'Business', ein: '123-456789' }, 'body.ein'],
      ['no signature', { signature: undefined }, 'body.signature'],
    ])('400 validation_failed for %s', async (_label, extra, field) => {
      const c = await newContractor();
      expectFieldError(await as().post(url(c.id), { type: 'Individual', ssn: '512-48-6789', address: ONBOARD_ADDRESS, signature: 'Maria L. Alvarez', ...extra }), field);
    });

    it(
      '404 for an unknown contractor and outside the scope',
      scopeCases('post', '/onboard/forms', { type: 'Individual', ssn: '512-48-6789', address: ONBOARD_ADDRESS, signature: 'Maria L. Alvarez' }, 'contractors'),
    );
  });

  describe('company-defined attributes', () => {
    let attrCompany: string;
    let attrBase: string;
    let attrWorkplace: string;

    beforeAll(async () => {
      attrCompany = (await createCompany(server(), t.partner.key, { legalName: 'Attribute Co LLC' })).id;
      attrBase = `/v1/companies/${attrCompany}`;
      attrWorkplace = expectStatus(await as().post(`${attrBase}/workplaces`, { name: 'Yard', address: ADDRESS }), 201).body.id;
      const definitions = [
        { name: 'badgeNumber', label: 'Badge number', type: 'Text', options: [], required: true },
        { name: 'shirtSize', label: 'Shirt size', type: 'Select', options: ['S', 'M', 'L', 'XL'], required: false },
        { name: 'unionMember', label: 'Union member', type: 'Boolean', options: [], required: true },
        { name: 'hourlyBonus', label: 'Hourly bonus', type: 'Number', options: [], required: false },
        { name: 'reviewDate', label: 'Next review', type: 'Date', options: [], required: false },
      ];
      let i = 0;
      for (const d of definitions) {
        await prisma().companyAttributeDefinition.create({ data: { id: `cad_${i}_${attrCompany}`, companyId: attrCompany, createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i++)), ...d } });
      }
    });

    const attrEmployee = async () =>
      expectStatus(
        await as().post(`${attrBase}/employees`, { firstName: 'Ana', lastName: 'Reyes', startDate: '2026-01-05', defaultPaymentMethod: 'Manual', primaryWorkplaceId: attrWorkplace }),
        201,
      ).body;
    const EMPTY = [
      { name: 'badgeNumber', label: 'Badge number', type: 'Text', value: null },
      { name: 'shirtSize', label: 'Shirt size', type: 'Select', value: null, options: ['S', 'M', 'L', 'XL'] },
      { name: 'unionMember', label: 'Union member', type: 'Boolean', value: null },
      { name: 'hourlyBonus', label: 'Hourly bonus', type: 'Number', value: null },
      { name: 'reviewDate', label: 'Next review', type: 'Date', value: null },
    ];

    it('a company without definitions: an empty list', async () => {
      const e = await newEmployee();
      for (const k of [t.partner.key, t.corporation.key, t.company.key]) {
        expect(expectStatus(await as(k).get(`${base}/employees/${e.id}/company_defined_attributes`), 200).body).toEqual({ attributes: [] });
      }
      expect(e.onboard.companyDefinedAttributes).toEqual([]);
    });

    it('lists every definition with the value (null when unset); required ones without a value show in onboard', async () => {
      const e = await attrEmployee();
      expect(e.onboard.companyDefinedAttributes).toEqual(['badgeNumber', 'unionMember']);
      expect(expectStatus(await as().get(`${attrBase}/employees/${e.id}/company_defined_attributes`), 200).body).toEqual({ attributes: EMPTY });
    });

    it('sets the values named, keeps the others, clears with null; onboard derived again; employee.updated', async () => {
      const e = await attrEmployee();
      const path = `${attrBase}/employees/${e.id}/company_defined_attributes`;
      const first = expectStatus(
        await as().patch(path, {
          attributes: [
            { name: 'badgeNumber', value: '10482' },
            { name: 'shirtSize', value: 'M' },
            { name: 'hourlyBonus', value: '1.25' },
            { name: 'reviewDate', value: '2026-07-01' },
          ],
        }),
        200,
      );
      const afterFirst = [
        { ...EMPTY[0], value: '10482' },
        { ...EMPTY[1], value: 'M' },
        EMPTY[2],
        { ...EMPTY[3], value: '1.25' },
        { ...EMPTY[4], value: '2026-07-01' },
      ];
      expect(first.body).toEqual({ attributes: afterFirst });
      let employee = expectStatus(await as().get(`${attrBase}/employees/${e.id}`), 200).body;
      expect(employee.onboard.companyDefinedAttributes).toEqual(['unionMember']);
      let updated = await events('employee.updated', e.id);
      expect(updated).toHaveLength(1);
      expect(updated[0]).toMatchObject({ companyId: attrCompany, data: employee });

      const second = expectStatus(await as().patch(path, { attributes: [{ name: 'unionMember', value: 'false' }, { name: 'shirtSize', value: null }] }), 200);
      const afterSecond = [afterFirst[0], EMPTY[1], { ...EMPTY[2], value: 'false' }, afterFirst[3], afterFirst[4]];
      expect(second.body).toEqual({ attributes: afterSecond });
      expect(expectStatus(await as().get(path), 200).body).toEqual({ attributes: afterSecond });
      employee = expectStatus(await as().get(`${attrBase}/employees/${e.id}`), 200).body;
      expect(employee.onboard.companyDefinedAttributes).toEqual([]);
      updated = await events('employee.updated', e.id);
      expect(updated).toHaveLength(2);

      // Clearing a required attribute lists it again.
      expectStatus(await as().patch(path, { attributes: [{ name: 'badgeNumber', value: null }] }), 200);
      expect(expectStatus(await as().get(`${attrBase}/employees/${e.id}`), 200).body.onboard.companyDefinedAttributes).toEqual(['badgeNumber']);
    });

    it('422 invalid_reference when a name is not defined by the company (nothing written)', async () => {
      const e = await attrEmployee();
      const path = `${attrBase}/employees/${e.id}/company_defined_attributes`;
      const problem = expectProblem(await as().patch(path, { attributes: [{ name: 'badgeNumber', value: '1' }, { name: 'favoriteColor', value: 'green' }] }), 422, 'invalid_reference');
      expect(problem.errors?.map((x) => x.field)).toEqual(['body.attributes[1].name']);
      expect(expectStatus(await as().get(path), 200).body).toEqual({ attributes: EMPTY });
      // Another company's definitions are not this company's.
      const other = await newEmployee();
      expectProblem(await as().patch(`${base}/employees/${other.id}/company_defined_attributes`, { attributes: [{ name: 'badgeNumber', value: '1' }] }), 422, 'invalid_reference');
    });

    it.each([
      ['a Number that is not a decimal', 'hourlyBonus', '1,25'],
      ['a Date that is not YYYY-MM-DD', 'reviewDate', '07/01/2026'],
      ['a Date that is not a day', 'reviewDate', '2026-02-30'],
      ['a Boolean other than true or false', 'unionMember', 'yes'],
      ['a Select value outside its options', 'shirtSize', 'XXL'],
    ])('400 validation_failed for %s', async (_label, name, value) => {
      const e = await attrEmployee();
      const path = `${attrBase}/employees/${e.id}/company_defined_attributes`;
      const problem = expectProblem(await as().patch(path, { attributes: [{ name: 'badgeNumber', value: '7' }, { name, value }] }), 400, 'validation_failed');
      expect(problem.errors?.map((x) => x.field)).toEqual(['body.attributes[1].value']);
      expect(expectStatus(await as().get(path), 200).body).toEqual({ attributes: EMPTY });
      expect(await events('employee.updated', e.id)).toHaveLength(0);
    });

    it('400 validation_failed when a name appears twice, or the body is outside the contract', async () => {
      const e = await attrEmployee();
      const path = `${attrBase}/employees/${e.id}/company_defined_attributes`;
      const twice = expectProblem(await as().patch(path, { attributes: [{ name: 'badgeNumber', value: '7' }, { name: 'badgeNumber', value: '8' }] }), 400, 'validation_failed');
      expect(twice.errors?.map((x) => x.field)).toEqual(['body.attributes[1].name']);
      expectFieldError(await as().patch(path, { attributes: [] }), 'body.attributes');
      expectFieldError(await as().patch(path, { attributes: [{ name: 'badgeNumber', value: 7 }] }), 'body.attributes[0].value');
      expectFieldError(await as().patch(path, { attributes: [{ name: 'badgeNumber' }] }), 'body.attributes[0].value');
    });

    it('404 for an unknown employee and outside the scope (get)', scopeCases('get', '/company_defined_attributes'));
    it('404 for an unknown employee and outside the scope (update)', scopeCases('patch', '/company_defined_attributes', { attributes: [{ name: 'badgeNumber', value: '1' }] }));
  });

  describe('reciprocity elections', () => {
    const path = (id: string) => `${base}/employees/${id}/reciprocity_elections`;

    it('starts empty, for every caller kind', async () => {
      const e = await newEmployee();
      for (const k of [t.partner.key, t.corporation.key, t.company.key]) {
        expect(expectStatus(await as(k).get(path(e.id)), 200).body).toEqual({ elections: [] });
      }
    });

    it('adds or replaces by (workState, residenceState), keeps elections not sent; employee.updated', async () => {
      const e = await newEmployee();
      const pa = { workState: 'PA', residenceState: 'NJ', elected: true, effectiveStart: '2026-01-01' };
      const first = expectStatus(await as(t.company.key).patch(path(e.id), { elections: [pa] }), 200);
      expect(first.body).toEqual({ elections: [pa] });
      const md = { workState: 'MD', residenceState: 'VA', elected: true, effectiveStart: '2026-02-01' };
      const paChanged = { ...pa, elected: false, effectiveStart: '2026-03-01' };
      const second = expectStatus(await as().patch(path(e.id), { elections: [paChanged, md] }), 200);
      // Listed by work state, then residence state.
      expect(second.body).toEqual({ elections: [md, paChanged] });
      const nj = { workState: 'NJ', residenceState: 'PA', elected: true, effectiveStart: '2026-01-15' };
      expect(expectStatus(await as().patch(path(e.id), { elections: [nj] }), 200).body).toEqual({ elections: [md, nj, paChanged] });
      expect(expectStatus(await as().get(path(e.id)), 200).body).toEqual({ elections: [md, nj, paChanged] });
      const updated = await events('employee.updated', e.id);
      expect(updated).toHaveLength(3);
      expect(updated[0]).toMatchObject({ companyId: t.company.id, resourceType: 'Employee', data: { id: e.id } });
    });

    it.each([
      ['workState equals residenceState', [{ workState: 'PA', residenceState: 'PA', elected: true, effectiveStart: '2026-01-01' }], ['body.elections[0].residenceState']],
      [
        'a pair appears twice',
        [
          { workState: 'PA', residenceState: 'NJ', elected: true, effectiveStart: '2026-01-01' },
          { workState: 'MD', residenceState: 'VA', elected: true, effectiveStart: '2026-01-01' },
          { workState: 'PA', residenceState: 'NJ', elected: false, effectiveStart: '2026-02-01' },
        ],
        ['body.elections[2]'],
      ],
    ])('400 validation_failed when %s; nothing written', async (_label, elections, fields) => {
      const e = await newEmployee();
      const problem = expectProblem(await as().patch(path(e.id), { elections }), 400, 'validation_failed');
      expect(problem.errors?.map((x) => x.field)).toEqual(fields);
      expect(expectStatus(await as().get(path(e.id)), 200).body).toEqual({ elections: [] });
      expect(await events('employee.updated', e.id)).toHaveLength(0);
    });

    it.each([
      ['a lower-case state', { workState: 'pa' }, 'body.elections[0].workState'],
      ['no effectiveStart', { effectiveStart: undefined }, 'body.elections[0].effectiveStart'],
      ['a bad date', { effectiveStart: '2026-13-01' }, 'body.elections[0].effectiveStart'],
      ['elected as a string', { elected: 'yes' }, 'body.elections[0].elected'],
    ])('400 validation_failed for %s', async (_label, extra, field) => {
      const e = await newEmployee();
      expectFieldError(await as().patch(path(e.id), { elections: [{ workState: 'PA', residenceState: 'NJ', elected: true, effectiveStart: '2026-01-01', ...extra }] }), field);
    });

    it('404 for an unknown employee and outside the scope (get)', scopeCases('get', '/reciprocity_elections'));
    it(
      '404 for an unknown employee and outside the scope (update)',
      scopeCases('patch', '/reciprocity_elections', { elections: [{ workState: 'PA', residenceState: 'NJ', elected: true, effectiveStart: '2026-01-01' }] }),
    );
  });
});
