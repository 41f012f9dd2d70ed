// Worker forms: the federal W-4 of employees (list, get, submit) and the W-9 of contractors (list,
// get, preview as PDF, submit with the copy to the contractor). Every response is checked for the
// full SSN, which must never come back.
import type request from 'supertest';
import { pdfText } from '../../src/documents/pdf';
import { forEachDatabase } from '@payroll/test-support';
import { client, createTenancy, expectProblem, expectStatus, type Key } from './fixtures';

const W4_ID = 'frm_9w4f2e6r1t3y';
const W9_ID = 'frm_w9k2p7d4x1b6';
const SSN = '512-48-6789';
const SSNS = [SSN, '512486789', '666-12-3456', '666123456'];

const W4_FIELDS = [
  { name: 'filingStatus', label: 'Step 1(c): Filing status', type: 'Select', required: true, options: ['Single', 'MarriedFilingJointly', 'HeadOfHousehold'] },
  { name: 'multipleJobs', label: 'Step 2(c): Multiple jobs or spouse works', type: 'Boolean', required: false },
  { name: 'dependentsAmount', label: 'Step 3: Claim dependent and other credits', type: 'Number', required: false, unit: 'Dollars', decimals: 2 },
  { name: 'otherIncome', label: 'Step 4(a): Other income (not from jobs)', type: 'Number', required: false, unit: 'Dollars', decimals: 2 },
  { name: 'deductions', label: 'Step 4(b): Deductions', type: 'Number', required: false, unit: 'Dollars', decimals: 2 },
  { name: 'extraWithholding', label: 'Step 4(c): Extra withholding per pay period', type: 'Number', required: false, unit: 'Dollars', decimals: 2 },
  { name: 'exempt', label: 'Exempt from withholding (written below Step 4(c))', type: 'Boolean', required: false },
];
const W4 = { id: W4_ID, name: "Form W-4, Employee's Withholding Certificate", jurisdiction: 'Federal', revision: '2026', fields: W4_FIELDS };

const W9_FIELDS = [
  { name: 'name', label: 'Line 1: Name of entity/individual', type: 'Text', required: true },
  { name: 'businessName', label: 'Line 2: Business name/disregarded entity name, if different from above', type: 'Text', required: false },
  { name: 'federalTaxClassification', label: 'Line 3a: Federal tax classification', type: 'Select', required: true, options: ['Individual', 'Business'] },
  { name: 'street1', label: 'Line 5: Address (number, street, and apt. or suite no.)', type: 'Text', required: true },
  { name: 'street2', label: 'Line 5: Address, second line', type: 'Text', required: false },
  { name: 'city', label: 'Line 6: City', type: 'Text', required: true },
  { name: 'state', label: 'Line 6: State', type: 'Text', required: true },
  { name: 'zipcode', label: 'Line 6: ZIP code', type: 'Text', required: true },
  { name: 'ssn', label: 'Part I: Social security number', type: 'Text', required: false },
  { name: 'ein', label: 'Part I: Employer identification number', type: 'Text', required: false },
];
const W9 = { id: W9_ID, name: 'Form W-9, Request for Taxpayer Identification Number and Certification', jurisdiction: 'Federal', revision: '2024', fields: W9_FIELDS };

/** The form with these values on its fields (fields not named have no value). */
const withValues = (form: { fields: Array<{ name: string }> }, values: Record<string, unknown>) => ({
  ...form,
  fields: form.fields.map((f) => (values[f.name] === undefined ? f : { ...f, value: values[f.name] })),
});

const PAGE = { hasResources: true, totalResources: 1, totalPages: 1, pageSize: 10, currentPage: 1, previousPage: null, nextPage: null };

const W4_VALUES = { filingStatus: 'MarriedFilingJointly', multipleJobs: true, dependentsAmount: 4000, otherIncome: 1200.5, deductions: 850.25, extraWithholding: 25, exempt: false };

const W9_VALUES = () => ({
  name: 'Maria L. Alvarez',
  businessName: 'Alvarez Design Studio',
  federalTaxClassification: 'Individual',
  street1: '1420 Valencia Street',
  street2: 'Apt 4',
  city: 'San Francisco',
  state: 'CA',
  zipcode: '94110',
  ssn: SSN,
});

forEachDatabase('worker forms', (server) => {
  let t: Awaited<ReturnType<typeof createTenancy>>;
  let base: string;
  let foreignBase: string;
  let foreignEmployee: string;
  let foreignContractor: string;

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
    };
  };
  const prisma = () => server().db.prisma;
  const newEmployee = async (path = base, k?: Key) =>
    expectStatus(await as(k).post(`${path}/employees`, { firstName: 'Maria', middleName: 'Elena', lastName: 'Lopez', startDate: '2026-01-05' }), 201).body;
  const newContractor = async (body: Record<string, unknown> = {}, path = base, k?: Key) =>
    expectStatus(await as(k).post(`${path}/contractors`, { firstName: 'Maria', lastName: 'Alvarez', defaultPaymentMethod: 'Manual', ...body }), 201).body;
  const events = (type: string, resourceId: string) => prisma().event.findMany({ where: { type, resourceId }, orderBy: { createdAt: 'asc' } });

  beforeAll(async () => {
    t = await createTenancy(server());
    base = `/v1/companies/${t.company.id}`;
    foreignBase = `/v1/companies/${t.foreignCompany.id}`;
    foreignEmployee = (await newEmployee(foreignBase, t.foreign.key)).id;
    foreignContractor = (await newContractor({}, foreignBase, t.foreign.key)).id;
  });

  afterEach(() => server().clock.reset());

  describe('employee forms (W-4)', () => {
    it('lists the federal W-4, without values before a submission, for every caller kind', async () => {
      const e = await newEmployee();
      for (const k of [t.partner.key, t.corporation.key, t.company.key]) {
        const res = expectStatus(await as(k).get(`${base}/employees/${e.id}/forms`), 200);
        expect(res.body).toEqual({ ...PAGE, results: [W4] });
      }
      expect(expectStatus(await as(t.company.key).get(`${base}/employees/${e.id}/forms/${W4_ID}`), 200).body).toEqual(W4);
    });

    it('submits the W-4: 200 with the values, the same record onboarding reads, employee.updated', async () => {
      const e = await newEmployee();
      expect(e.onboard.withholdings).toEqual(['federalW4']);
      const res = expectStatus(
        await as(t.corporation.key).post(`${base}/employees/${e.id}/forms/${W4_ID}`, { values: W4_VALUES, signature: 'Maria Elena Lopez', signedAt: '2026-01-05T16:42:10Z' }),
        200,
      );
      expect(res.body).toEqual(withValues(W4, W4_VALUES));
      expect(expectStatus(await as().get(`${base}/employees/${e.id}/forms/${W4_ID}`), 200).body).toEqual(withValues(W4, W4_VALUES));
      expect(expectStatus(await as().get(`${base}/employees/${e.id}/forms`), 200).body.results).toEqual([withValues(W4, W4_VALUES)]);

      const row = await prisma().employeeW4.findUnique({ where: { employeeId: e.id } });
      expect({ ...row, dependentsAmount: row?.dependentsAmount.toString(), otherIncome: row?.otherIncome.toString(), deductions: row?.deductions.toString(), extraWithholding: row?.extraWithholding.toString() }).toEqual({
        employeeId: e.id,
        filingStatus: 'MarriedFilingJointly',
        multipleJobs: true,
        dependentsAmount: '4000',
        otherIncome: '1200.5',
        deductions: '850.25',
        extraWithholding: '25',
        exempt: false,
        signature: 'Maria Elena Lopez',
        signedAt: new Date('2026-01-05T00:00:00.000Z'),
        createdAt: expect.any(Date),
        updatedAt: expect.any(Date),
      });

      const employee = expectStatus(await as().get(`${base}/employees/${e.id}`), 200).body;
      expect(employee.onboard.withholdings).toEqual([]);
      expect(employee.onboard.remainingSteps).not.toContain('withholdings');
      const updated = await events('employee.updated', e.id);
      expect(updated).toHaveLength(1);
      expect(updated[0]).toMatchObject({ companyId: t.company.id, resourceType: 'Employee', data: employee });
    });

    it('a submission replaces the previous one as a whole: fields left out go back to their defaults', async () => {
      const e = await newEmployee();
      expectStatus(await as().post(`${base}/employees/${e.id}/forms/${W4_ID}`, { values: W4_VALUES, signature: 'Maria Elena Lopez' }), 200);
      const res = expectStatus(await as().post(`${base}/employees/${e.id}/forms/${W4_ID}`, { values: { filingStatus: 'HeadOfHousehold' }, signature: 'Maria E. Lopez' }), 200);
      const defaults = { filingStatus: 'HeadOfHousehold', multipleJobs: false, dependentsAmount: 0, otherIncome: 0, deductions: 0, extraWithholding: 0, exempt: false };
      expect(res.body).toEqual(withValues(W4, defaults));
      expect(await prisma().employeeW4.findUnique({ where: { employeeId: e.id } })).toMatchObject({ filingStatus: 'HeadOfHousehold', signature: 'Maria E. Lopez' });
      expect(await events('employee.updated', e.id)).toHaveLength(2);
    });

    it('signedAt defaults to the time of the request (the service clock); a time before now is accepted', async () => {
      server().clock.set('2026-03-02T23:30:00Z');
      const e = await newEmployee();
      expectStatus(await as().post(`${base}/employees/${e.id}/forms/${W4_ID}`, { values: { filingStatus: 'Single' }, signature: 'Maria Elena Lopez' }), 200);
      expect((await prisma().employeeW4.findUnique({ where: { employeeId: e.id } }))?.signedAt).toEqual(new Date('2026-03-02T00:00:00.000Z'));
      expectStatus(
        await as().post(`${base}/employees/${e.id}/forms/${W4_ID}`, { values: { filingStatus: 'Single' }, signature: 'Maria Elena Lopez', signedAt: '2026-03-02T23:30:00Z' }),
        200,
      );
    });

    const INVALID: Array<[string, Record<string, unknown>, string[]]> = [
      ['a required field is missing', { multipleJobs: true }, ['body.values.filingStatus']],
      ['a name is not a field of the form', { filingStatus: 'Single', allowances: 2 }, ['body.values.allowances']],
      ['a Select value outside its options', { filingStatus: 'Married' }, ['body.values.filingStatus']],
      ['a Select given a number', { filingStatus: 1 }, ['body.values.filingStatus']],
      ['a Boolean given a string', { filingStatus: 'Single', multipleJobs: 'yes' }, ['body.values.multipleJobs']],
      ['a Number given a string', { filingStatus: 'Single', dependentsAmount: '2000' }, ['body.values.dependentsAmount']],
      ['a negative amount', { filingStatus: 'Single', otherIncome: -1 }, ['body.values.otherIncome']],
      ['an amount with fractions of a cent', { filingStatus: 'Single', deductions: 10.005 }, ['body.values.deductions']],
      ['an amount the record cannot hold', { filingStatus: 'Single', extraWithholding: 1e12 }, ['body.values.extraWithholding']],
      ['several problems at once', { multipleJobs: 1, bogus: 'x', dependentsAmount: true }, ['body.values.filingStatus', 'body.values.multipleJobs', 'body.values.dependentsAmount', 'body.values.bogus']],
    ];
    it.each(INVALID)('422 form_invalid when %s, nothing written', async (_label, values, fields) => {
      const e = await newEmployee();
      const problem = expectProblem(await as().post(`${base}/employees/${e.id}/forms/${W4_ID}`, { values, signature: 'Maria Elena Lopez' }), 422, 'form_invalid');
      expect(problem.errors?.map((x) => x.field)).toEqual(fields);
      expect(await prisma().employeeW4.findUnique({ where: { employeeId: e.id } })).toBeNull();
      expect(await events('employee.updated', e.id)).toHaveLength(0);
    });

    it('422 form_invalid when signedAt is in the future (by the service clock)', async () => {
      server().clock.set('2026-03-02T12:00:00Z');
      const e = await newEmployee();
      const problem = expectProblem(
        await as().post(`${base}/employees/${e.id}/forms/${W4_ID}`, { values: { filingStatus: 'Single' }, signature: 'Maria Elena Lopez', signedAt: '2026-03-02T12:00:01Z' }),
        422,
        'form_invalid',
      );
      expect(problem.errors).toEqual([{ field: 'body.signedAt', message: expect.any(String), code: 'future' }]);
      expect(await prisma().employeeW4.findUnique({ where: { employeeId: e.id } })).toBeNull();
    });

    it('400 validation_failed for a body outside the contract (no signature, no values, a null value)', async () => {
      const e = await newEmployee();
      const url = `${base}/employees/${e.id}/forms/${W4_ID}`;
      expect(expectProblem(await as().post(url, { values: { filingStatus: 'Single' } }), 400, 'validation_failed').errors?.map((x) => x.field)).toContain('body.signature');
      expect(expectProblem(await as().post(url, { values: {}, signature: 'M' }), 400, 'validation_failed').errors?.map((x) => x.field)).toContain('body.values');
      expectProblem(await as().post(url, { values: { filingStatus: null }, signature: 'M' }), 400, 'validation_failed');
    });

    it('404 for an unknown form, a contractor form, an unknown employee and anything outside the scope', async () => {
      const e = await newEmployee();
      const submit = { values: { filingStatus: 'Single' }, signature: 'Maria Elena Lopez' };
      for (const formId of ['frm_unknown', W9_ID]) {
        expectProblem(await as().get(`${base}/employees/${e.id}/forms/${formId}`), 404, 'not_found');
        expectProblem(await as().post(`${base}/employees/${e.id}/forms/${formId}`, submit), 404, 'not_found');
      }
      for (const url of [`${base}/employees/emp_unknown`, `${base}/employees/${foreignEmployee}`, `${foreignBase}/employees/${foreignEmployee}`]) {
        expectProblem(await as().get(`${url}/forms`), 404, 'not_found');
        expectProblem(await as().get(`${url}/forms/${W4_ID}`), 404, 'not_found');
        expectProblem(await as().post(`${url}/forms/${W4_ID}`, submit), 404, 'not_found');
      }
      // A company key sees its own company only.
      expectProblem(await as(t.foreignCompany.key).get(`${base}/employees/${e.id}/forms`), 404, 'not_found');
      expectProblem(await as(t.foreignCompany.key).post(`${base}/employees/${e.id}/forms/${W4_ID}`, submit), 404, 'not_found');
      expect(await prisma().employeeW4.count({ where: { employeeId: { in: [e.id, foreignEmployee] } } })).toBe(0);
    });
  });

  describe('contractor forms (W-9)', () => {
    const url = (c: string, suffix = '') => `${base}/contractors/${c}/forms/${W9_ID}${suffix}`;

    it('lists and gets the federal W-9, without values before a submission, for every caller kind', async () => {
      const c = await newContractor();
      for (const k of [t.partner.key, t.corporation.key, t.company.key]) {
        expect(expectStatus(await as(k).get(`${base}/contractors/${c.id}/forms`), 200).body).toEqual({ ...PAGE, results: [W9] });
        expect(expectStatus(await as(k).get(url(c.id)), 200).body).toEqual(W9);
      }
    });

    describe('preview', () => {
      it('answers the filled form as a base64 PDF, the SSN masked, and stores nothing', async () => {
        const c = await newContractor();
        const res = expectStatus(await as(t.company.key).post(url(c.id, '/preview'), { values: W9_VALUES(), signature: 'Maria L. Alvarez', signedAt: '2025-11-10T17:05:42Z' }), 200);
        expect(Object.keys(res.body)).toEqual(['base64Content']);
        const pdf = Buffer.from(res.body.base64Content, 'base64');
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const text = pdfText(pdf);
        expect(text).toEqual([
          'Form W-9, Request for Taxpayer Identification Number and Certification',
          'Federal form, revision 2024',
          'Line 1: Name of entity/individual: Maria L. Alvarez',
          'Line 2: Business name/disregarded entity name, if different from above: Alvarez Design Studio',
          'Line 3a: Federal tax classification: Individual',
          'Line 5: Address (number, street, and apt. or suite no.): 1420 Valencia Street',
          'Line 5: Address, second line: Apt 4',
          'Line 6: City: San Francisco',
          'Line 6: State: CA',
          'Line 6: ZIP code: 94110',
          'Part I: Social security number: ***-**-6789',
          'Part I: Employer identification number: ',
          'Signature: Maria L. Alvarez',
          'Date: 2025-11-10',
        ]);
        expect(pdf.toString('latin1')).not.toContain('512-48');
        expect(pdf.toString('latin1')).not.toContain('512486789');
        // Nothing stored, nothing changed, no event.
        expect(await prisma().contractorW9.findUnique({ where: { contractorId: c.id } })).toBeNull();
        expect(expectStatus(await as().get(`${base}/contractors/${c.id}`), 200).body).toEqual(c);
        expect(await prisma().event.count({ where: { resourceId: c.id, type: { not: 'contractor.created' } } })).toBe(0);
        expect(expectStatus(await as().get(url(c.id)), 200).body).toEqual(W9);
      });

      it('previews a partial form: fields without a value are blank, signedAt defaults to now', async () => {
        server().clock.set('2026-02-14T09:00:00Z');
        const c = await newContractor();
        const res = expectStatus(await as().post(url(c.id, '/preview'), { values: { name: 'Devon Okafor' }, signature: 'Devon Okafor' }), 200);
        const text = pdfText(Buffer.from(res.body.base64Content, 'base64'));
        expect(text).toContain('Line 1: Name of entity/individual: Devon Okafor');
        expect(text).toContain('Line 3a: Federal tax classification: ');
        expect(text).toContain('Part I: Social security number: ');
        expect(text.slice(-2)).toEqual(['Signature: Devon Okafor', 'Date: 2026-02-14']);
      });

      it.each([
        ['a name is not a field of the form', { name: 'A', dateOfBirth: '1988-04-17' }, ['body.values.dateOfBirth']],
        ['a Select value outside its options', { federalTaxClassification: 'Partnership' }, ['body.values.federalTaxClassification']],
        ['a Text field given a number', { zipcode: 94110 }, ['body.values.zipcode']],
        ['an SSN of the wrong shape', { ssn: '512-48-678' }, ['body.values.ssn']],
        ['a state that is not a two-letter code', { state: 'California' }, ['body.values.state']],
      ])('422 form_invalid when %s', async (_label, values, fields) => {
        const c = await newContractor();
        const problem = expectProblem(await as().post(url(c.id, '/preview'), { values, signature: 'Maria L. Alvarez' }), 422, 'form_invalid');
        expect(problem.errors?.map((x) => x.field)).toEqual(fields);
      });

      it('422 form_invalid when signedAt is in the future', async () => {
        server().clock.set('2026-02-14T09:00:00Z');
        const c = await newContractor();
        const problem = expectProblem(
          await as().post(url(c.id, '/preview'), { values: { name: 'Maria L. Alvarez' }, signature: 'Maria L. Alvarez', signedAt: '2026-02-15T00:00:00Z' }),
          422,
          'form_invalid',
        );
        expect(problem.errors?.map((x) => x.field)).toEqual(['body.signedAt']);
      });
    });

    describe('submit', () => {
      it('stores the W-9 and copies it to the contractor: type, SSN (last four only), business name, address; Blocking -> Completed', async () => {
        const c = await newContractor();
        expect(c.onboard).toEqual({ status: 'Blocking', blockingSteps: ['type'], remainingSteps: ['type'], type: ['type'], ssn: [], ein: [], paymentMethod: [] });
        const res = expectStatus(await as(t.corporation.key).post(url(c.id, '/submit'), { values: W9_VALUES(), signature: 'Maria L. Alvarez', signedAt: '2025-11-10T17:05:42Z' }), 200);
        const expected = {
          ...c,
          type: 'Individual',
          businessName: 'Alvarez Design Studio',
          ssnLastFour: '6789',
          ssnValidationStatus: 'Validated',
          address: { street1: '1420 Valencia Street', street2: 'Apt 4', city: 'San Francisco', state: 'CA', zipcode: '94110', country: 'US' },
          onboard: { status: 'Completed', blockingSteps: [], remainingSteps: [], type: [], ssn: [], ein: [], paymentMethod: [] },
        };
        expect(res.body).toEqual(expected);
        expect(expectStatus(await as().get(`${base}/contractors/${c.id}`), 200).body).toEqual(expected);

        // The form shows the values last submitted, never the SSN.
        const { ssn: _ssn, ...shown } = W9_VALUES();
        expect(expectStatus(await as().get(url(c.id)), 200).body).toEqual(withValues(W9, shown));
        expect(expectStatus(await as().get(`${base}/contractors/${c.id}/forms`), 200).body.results).toEqual([withValues(W9, shown)]);

        // The stored W-9 holds no SSN; the contractor holds it encrypted.
        const w9 = await prisma().contractorW9.findUnique({ where: { contractorId: c.id } });
        expect(w9).toMatchObject({ values: shown, signature: 'Maria L. Alvarez', signedAt: new Date('2025-11-10T00:00:00.000Z') });
        const row = await prisma().contractor.findUnique({ where: { id: c.id } });
        expect(row?.ssnEncrypted).toEqual(expect.any(String));
        expect(JSON.stringify(row)).not.toContain('512486789');

        const updated = await events('contractor.updated', c.id);
        expect(updated).toHaveLength(1);
        expect(updated[0]).toMatchObject({ companyId: t.company.id, resourceType: 'Contractor', data: expected });
        expect(JSON.stringify(updated[0].data)).not.toContain('512486789');
      });

      it('a Business gives its EIN; a later submission replaces the W-9 as a whole', async () => {
        const c = await newContractor();
        expectStatus(await as().post(url(c.id, '/submit'), { values: W9_VALUES(), signature: 'Maria L. Alvarez' }), 200);
        const business = {
          name: 'Alvarez Design Studio LLC',
          federalTaxClassification: 'Business',
          street1: '77 Geary Street',
          city: 'San Francisco',
          state: 'CA',
          zipcode: '94108-5723',
          ein: '12-3456789',
        };
        const res = expectStatus(await as(t.company.key).post(url(c.id, '/submit'), { values: business, signature: 'Maria L. Alvarez' }), 200);
        expect(res.body).toMatchObject({
          type: 'Business',
          ein: '12-3456789',
          address: { street1: '77 Geary Street', city: 'San Francisco', state: 'CA', zipcode: '94108-5723', country: 'US' },
          onboard: { status: 'Completed', blockingSteps: [], ein: [], ssn: [] },
        });
        expect(res.body.address).not.toHaveProperty('street2');
        expect(expectStatus(await as().get(url(c.id)), 200).body).toEqual(withValues(W9, business));
      });

      it('an invalid SSN is stored and reported (Invalid), which keeps the ssn step open', async () => {
        const c = await newContractor();
        const res = expectStatus(await as().post(url(c.id, '/submit'), { values: { ...W9_VALUES(), ssn: '666-12-3456' }, signature: 'Maria L. Alvarez' }), 200);
        expect(res.body).toMatchObject({
          ssnLastFour: '3456',
          ssnValidationStatus: 'Invalid',
          onboard: { status: 'Blocking', blockingSteps: ['ssn'], ssn: ['ssnValidation'] },
        });
      });

      const { ssn: _s, ...noSsn } = W9_VALUES();
      it.each([
        ['an Individual gives no SSN', noSsn, ['body.values.ssn']],
        ['a Business gives no EIN', { ...noSsn, federalTaxClassification: 'Business' }, ['body.values.ein']],
        ['a required field is missing', { ...W9_VALUES(), name: undefined, city: '  ' }, ['body.values.name', 'body.values.city']],
        ['the classification is missing (no taxpayer rule without it)', { ...W9_VALUES(), federalTaxClassification: undefined }, ['body.values.federalTaxClassification']],
        ['a name is not a field of the form', { ...W9_VALUES(), country: 'US' }, ['body.values.country']],
        ['a Select value outside its options', { ...W9_VALUES(), federalTaxClassification: 'SoleProprietor' }, ['body.values.federalTaxClassification']],
        ['a Text field given a boolean', { ...W9_VALUES(), street2: true }, ['body.values.street2']],
        ['a ZIP code of the wrong shape', { ...W9_VALUES(), zipcode: '9411' }, ['body.values.zipcode']],
        ['an EIN of the wrong shape', { ...W9_VALUES(), ein: '1-23' }, ['body.values.ein']],
        ['an SSN of the wrong shape', { ...W9_VALUES(), ssn: 'not-an-ssn' }, ['body.values.ssn']],
      ])('422 form_invalid when %s, nothing written', async (_label, values, fields) => {
        const c = await newContractor();
        const problem = expectProblem(await as().post(url(c.id, '/submit'), { values, signature: 'Maria L. Alvarez' }), 422, 'form_invalid');
        expect(problem.errors?.map((x) => x.field)).toEqual(fields);
        expect(JSON.stringify(problem)).not.toContain('not-an-ssn');
        expect(await prisma().contractorW9.findUnique({ where: { contractorId: c.id } })).toBeNull();
        expect(expectStatus(await as().get(`${base}/contractors/${c.id}`), 200).body).toEqual(c);
        expect(await events('contractor.updated', c.id)).toHaveLength(0);
      });

      it('422 form_invalid when signedAt is in the future', async () => {
        server().clock.set('2026-02-14T09:00:00Z');
        const c = await newContractor();
        const problem = expectProblem(await as().post(url(c.id, '/submit'), { values: W9_VALUES(), signature: 'Maria L. Alvarez', signedAt: '2026-02-14T09:00:01Z' }), 422, 'form_invalid');
        expect(problem.errors?.map((x) => x.field)).toEqual(['body.signedAt']);
        expect(await prisma().contractorW9.findUnique({ where: { contractorId: c.id } })).toBeNull();
      });
    });

    it('404 for an unknown form, an employee form, an unknown contractor and anything outside the scope', async () => {
      const c = await newContractor();
      const body = { values: W9_VALUES(), signature: 'Maria L. Alvarez' };
      for (const formId of ['frm_unknown', W4_ID]) {
        const formUrl = `${base}/contractors/${c.id}/forms/${formId}`;
        expectProblem(await as().get(formUrl), 404, 'not_found');
        expectProblem(await as().post(`${formUrl}/preview`, body), 404, 'not_found');
        expectProblem(await as().post(`${formUrl}/submit`, body), 404, 'not_found');
      }
      for (const contractorUrl of [`${base}/contractors/ctr_unknown`, `${base}/contractors/${foreignContractor}`, `${foreignBase}/contractors/${foreignContractor}`]) {
        expectProblem(await as().get(`${contractorUrl}/forms`), 404, 'not_found');
        expectProblem(await as().get(`${contractorUrl}/forms/${W9_ID}`), 404, 'not_found');
        expectProblem(await as().post(`${contractorUrl}/forms/${W9_ID}/preview`, body), 404, 'not_found');
        expectProblem(await as().post(`${contractorUrl}/forms/${W9_ID}/submit`, body), 404, 'not_found');
      }
      expectProblem(await as(t.foreignCompany.key).get(`${base}/contractors/${c.id}/forms`), 404, 'not_found');
      expectProblem(await as(t.foreignCompany.key).post(url(c.id, '/submit'), body), 404, 'not_found');
      expect(await prisma().contractorW9.count({ where: { contractorId: { in: [c.id, foreignContractor] } } })).toBe(0);
    });
  });
});
