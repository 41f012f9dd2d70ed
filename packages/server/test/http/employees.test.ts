// Employees: create, read, update, list with every filter (paging: list-conformance.test.ts), validation, references,
// SSN handling (write-only, last four, validation status) and the derived onboarding.
import { describeOnEveryDatabase, forEachDatabase } from '@payroll/test-support';
import { ADDRESS, TX_ADDRESS, client, createCompany, createPartner, expectFieldError, expectProblem, expectStatus, ids, issueKey } from './fixtures';

const SSN_DIGITS = ['123456789', '123-45-6789'];

forEachDatabase('employees', (server) => {
  let partner: Awaited<ReturnType<typeof createPartner>>;
  let companyId: string;
  let base: string;
  let w1: string;
  let w2: string;
  let d1: string;
  let d2: string;
  let siblingWorkplace: string;
  let siblingDepartment: string;
  const as = () => client(server().app, partner.key);

  const workplace = async (company: string, name: string, address = ADDRESS) =>
    expectStatus(await client(server().app, partner.key).post(`/v1/companies/${company}/workplaces`, { name, address }), 201).body.id as string;
  const department = async (company: string, name: string) =>
    expectStatus(await client(server().app, partner.key).post(`/v1/companies/${company}/departments`, { name }), 201).body.id as string;
  const create = async (body: Record<string, unknown>, path = base) => expectStatus(await as().post(`${path}/employees`, body), 201).body;

  beforeAll(async () => {
    partner = await createPartner(server(), 'Employees Partner');
    companyId = (await createCompany(server(), partner.key, { legalName: 'Blue Fern Landscaping LLC' })).id;
    base = `/v1/companies/${companyId}`;
    w1 = await workplace(companyId, 'Mission Street Yard');
    w2 = await workplace(companyId, 'Austin Depot', TX_ADDRESS);
    d1 = await department(companyId, 'Field Operations');
    d2 = await department(companyId, 'Office');
    const sibling = (await createCompany(server(), partner.key, { legalName: 'Sibling LLC' })).id;
    siblingWorkplace = await workplace(sibling, 'Sibling Yard');
    siblingDepartment = await department(sibling, 'Sibling Dept');
  });

  const FULL = () => ({
    firstName: 'Maria',
    middleName: 'Elena',
    lastName: 'Lopez',
    email: 'maria.lopez@bluefern.example',
    ssn: '123-45-6789',
    active: true,
    primaryWorkplaceId: w1,
    workplaces: [w1],
    departmentId: d1,
    dateOfBirth: '1990-04-12',
    startDate: '2026-01-05',
    defaultPaymentMethod: 'Manual',
    formW2ElectronicConsent: true,
    residence: ADDRESS,
    wage: { rate: 25.5, period: 'Hourly', flsaOvertimeExemptionStatus: 'NonExempt', supplementalTaxMethod: 'Flat', fullTimeHours: 40 },
  });

  const noSsnIn = (body: unknown, ...ssns: string[]) => {
    const text = JSON.stringify(body);
    for (const ssn of ssns) expect(text).not.toContain(ssn);
    expect(body).not.toHaveProperty('ssn');
  };

  describe('create and read', () => {
    it('creates an employee with every field: 201, Location, exact body, SSN as last four only', async () => {
      const res = expectStatus(await as().post(`${base}/employees`, FULL()), 201);
      expect(res.headers.location).toBe(`${base}/employees/${res.body.id}`);
      const { ssn: _ssn, workplaces: _w, departmentId: _d, ...echoed } = FULL();
      expect(res.body).toEqual({
        ...echoed,
        id: expect.stringMatching(/^emp_[0-9a-z]+$/),
        companyId,
        code: expect.stringMatching(/^[A-Z0-9]{1,16}$/),
        ssnLastFour: '6789',
        ssnValidationStatus: 'Validated',
        bankAccounts: [],
        workplaces: [{ id: w1, name: 'Mission Street Yard' }],
        department: { id: d1, name: 'Field Operations' },
        onboard: {
          status: 'NeedsAttention',
          blockingSteps: [],
          remainingSteps: ['withholdings'],
          ssn: [],
          paymentMethod: [],
          workplaces: [],
          employeeDetails: [],
          withholdings: ['federalW4'],
          companyDefinedAttributes: [],
        },
      });
      noSsnIn(res.body, ...SSN_DIGITS);
      const got = expectStatus(await as().get(res.headers.location), 200);
      expect(got.body).toEqual(res.body);
      noSsnIn(got.body, ...SSN_DIGITS);
      // Not in the list either, nor in the recorded event, nor in clear in the database.
      noSsnIn(expectStatus(await as().get(`${base}/employees?id=${res.body.id}`), 200).body, ...SSN_DIGITS);
      const event = await server().db.prisma.event.findFirst({ where: { type: 'employee.created', resourceId: res.body.id } });
      expect(event).toMatchObject({ type: 'employee.created', companyId, resourceType: 'Employee' });
      noSsnIn(event?.data, ...SSN_DIGITS);
      const row = await server().db.prisma.employee.findUnique({ where: { id: res.body.id } });
      expect(JSON.stringify(row)).not.toContain('123456789');
    });

    it('creates a minimal employee with the documented defaults and a Blocking onboarding', async () => {
      const res = expectStatus(await as().post(`${base}/employees`, { firstName: 'Ada', lastName: 'Lovelace', startDate: '2026-02-02' }), 201);
      expect(res.body).toEqual({
        id: expect.any(String),
        companyId,
        code: expect.any(String),
        firstName: 'Ada',
        lastName: 'Lovelace',
        startDate: '2026-02-02',
        ssnValidationStatus: 'Pending',
        active: true,
        formW2ElectronicConsent: false,
        defaultPaymentMethod: 'Manual',
        bankAccounts: [],
        workplaces: [],
        onboard: {
          status: 'Blocking',
          blockingSteps: ['workplaces'],
          remainingSteps: ['ssn', 'withholdings', 'workplaces', 'employeeDetails'],
          ssn: ['ssn'],
          paymentMethod: [],
          workplaces: ['workplaces', 'primaryWorkplaceId'],
          employeeDetails: ['dateOfBirth', 'residence'],
          withholdings: ['federalW4'],
          companyDefinedAttributes: [],
        },
      });
    });

    it('lists every invalid field of a body, not just the first', async () => {
      const problem = expectProblem(await as().post(`${base}/employees`, { firstName: 5, lastName: 'X', startDate: '2026-02-30' }), 400, 'validation_failed');
      expect(problem.errors!.map((e: { field: string }) => e.field).sort()).toEqual(['body.firstName', 'body.startDate']);
    });

    it('an unknown employee or company is 404 not_found', async () => {
      expectProblem(await as().get(`${base}/employees/emp_doesnotexist`), 404, 'not_found');
      expectProblem(await as().patch(`${base}/employees/emp_doesnotexist`, { firstName: 'X' }), 404, 'not_found');
      expectProblem(await as().get(`/v1/companies/com_doesnotexist/employees`), 404, 'not_found');
      expectProblem(await as().post(`/v1/companies/com_doesnotexist/employees`, { firstName: 'A', lastName: 'B', startDate: '2026-01-01' }), 404, 'not_found');
    });
  });

  // A race for the next code: on both databases (docs/testing.md).
  describeOnEveryDatabase('create and read', () => {
    it('numbers employee codes per company in order (E0001, E0002, ...), also when created at once', async () => {
      const own = await createCompany(server(), partner.key);
      const path = `/v1/companies/${own.id}/employees`;
      const first = expectStatus(await as().post(path, { firstName: 'First', lastName: 'Code', startDate: '2026-01-01' }), 201).body;
      const racing = await Promise.all(
        [0, 1, 2].map((i) => as().post(path, { firstName: `Race${i}`, lastName: 'Code', startDate: '2026-01-01' })),
      );
      expect(first.code).toBe('E0001');
      expect(racing.map((r) => r.status)).toEqual([201, 201, 201]);
      expect(racing.map((r) => r.body.code).sort()).toEqual(['E0002', 'E0003', 'E0004']);
      // A company whose first creates race: its counter is made once (the others wait on its insert), then counts on.
      const fresh = await createCompany(server(), partner.key);
      const freshPath = `/v1/companies/${fresh.id}/employees`;
      const firsts = await Promise.all([0, 1, 2, 3].map((i) => as().post(freshPath, { firstName: `First${i}`, lastName: 'Race', startDate: '2026-01-01' })));
      expect(firsts.map((r) => r.status)).toEqual([201, 201, 201, 201]);
      expect(firsts.map((r) => r.body.code).sort()).toEqual(['E0001', 'E0002', 'E0003', 'E0004']);
      expect(expectStatus(await as().post(freshPath, { firstName: 'Next', lastName: 'Race', startDate: '2026-01-01' }), 201).body.code).toBe('E0005');
    });
  });

  describe('SSN', () => {
    it.each([
      ['123-45-6789', 'Validated', '6789'],
      ['123456789', 'Validated', '6789'],
      ['666-12-3456', 'Invalid', '3456'],
      ['000-12-3456', 'Invalid', '3456'],
      ['912-34-5678', 'Invalid', '5678'],
      ['123-00-4567', 'Invalid', '4567'],
      ['123-45-0000', 'Invalid', '0000'],
    ])('%s -> %s, last four %s, never echoed', async (ssn, status, lastFour) => {
      const res = expectStatus(await as().post(`${base}/employees`, { firstName: 'S', lastName: 'N', startDate: '2026-01-01', ssn }), 201);
      expect({ status: res.body.ssnValidationStatus, lastFour: res.body.ssnLastFour, onboardSsn: res.body.onboard.ssn }).toEqual({
        status,
        lastFour,
        onboardSsn: status === 'Invalid' ? ['ssnValidation'] : [],
      });
      noSsnIn(res.body, ssn, ssn.replace(/-/g, ''));
    });

    it('rejects a malformed SSN with 400 naming body.ssn, without echoing it', async () => {
      const res = await as().post(`${base}/employees`, { firstName: 'S', lastName: 'N', startDate: '2026-01-01', ssn: '12-345-6789' });
      expectFieldError(res, 'body.ssn', 'pattern');
      expect(JSON.stringify(res.body)).not.toContain('12-345-6789');
    });

    it('a new SSN on update is validated again', async () => {
      const e = await create({ firstName: 'S', lastName: 'U', startDate: '2026-01-01', ssn: '123-45-6789' });
      const res = expectStatus(await as().patch(`${base}/employees/${e.id}`, { ssn: '666-12-3456' }), 200);
      expect(res.body).toMatchObject({ ssnLastFour: '3456', ssnValidationStatus: 'Invalid', onboard: { ssn: ['ssnValidation'], remainingSteps: expect.arrayContaining(['ssn']) } });
      noSsnIn(res.body, '666-12-3456', '666123456');
      const res2 = expectStatus(await as().patch(`${base}/employees/${e.id}`, { ssn: '234567890' }), 200);
      expect(res2.body).toMatchObject({ ssnLastFour: '7890', ssnValidationStatus: 'Validated', onboard: { ssn: [] } });
      noSsnIn(res2.body, '234567890');
    });
  });

  describe('onboarding derivation', () => {
    const minimal = { firstName: 'O', lastName: 'B', startDate: '2026-01-01' };
    it.each([
      ['nothing on file', {}, 'Blocking', ['workplaces'], ['ssn', 'withholdings', 'workplaces', 'employeeDetails'], { workplaces: ['workplaces', 'primaryWorkplaceId'] }],
      ['direct deposit without bank account', { defaultPaymentMethod: 'DirectDeposit' }, 'Blocking', ['paymentMethod', 'workplaces'], ['ssn', 'paymentMethod', 'withholdings', 'workplaces', 'employeeDetails'], { paymentMethod: ['bankAccount'] }],
      ['two workplaces, no primary', { workplaces: ['{w1}', '{w2}'] }, 'Blocking', ['workplaces'], ['ssn', 'withholdings', 'workplaces', 'employeeDetails'], { workplaces: ['primaryWorkplaceId'] }],
      ['date of birth but no residence', { dateOfBirth: '1980-01-01', workplaces: ['{w1}'] }, 'NeedsAttention', [], ['ssn', 'withholdings', 'employeeDetails'], { employeeDetails: ['residence'] }],
      ['residence without zipcode', { residence: { street1: '1 A St', city: 'Austin', state: 'TX' }, workplaces: ['{w1}'] }, 'NeedsAttention', [], ['ssn', 'withholdings', 'employeeDetails'], { employeeDetails: ['dateOfBirth', 'residence'] }],
      ['everything but the W-4', { ssn: '123-45-6789', dateOfBirth: '1980-01-01', residence: TX_ADDRESS, primaryWorkplaceId: '{w2}' }, 'NeedsAttention', [], ['withholdings'], { employeeDetails: [], workplaces: [], ssn: [] }],
    ])('%s', async (_label, extra, status, blockingSteps, remainingSteps, parts) => {
      const body = JSON.parse(JSON.stringify({ ...minimal, ...extra }).replace(/\{w1\}/g, w1).replace(/\{w2\}/g, w2));
      const e = await create(body);
      expect(e.onboard).toMatchObject({ status, blockingSteps, remainingSteps, withholdings: ['federalW4'], ...parts });
    });

    it('is derived again on update: completing the details leaves only the W-4', async () => {
      const e = await create(minimal);
      expect(e.onboard.status).toBe('Blocking');
      const res = expectStatus(
        await as().patch(`${base}/employees/${e.id}`, { ssn: '123-45-6789', dateOfBirth: '1985-05-05', residence: ADDRESS, workplaces: [w1, w2], primaryWorkplaceId: w2 }),
        200,
      );
      expect(res.body.onboard).toEqual({
        status: 'NeedsAttention',
        blockingSteps: [],
        remainingSteps: ['withholdings'],
        ssn: [],
        paymentMethod: [],
        workplaces: [],
        employeeDetails: [],
        withholdings: ['federalW4'],
        companyDefinedAttributes: [],
      });
      const res2 = expectStatus(await as().patch(`${base}/employees/${e.id}`, { defaultPaymentMethod: 'DirectDeposit' }), 200);
      expect(res2.body.onboard).toMatchObject({ status: 'Blocking', blockingSteps: ['paymentMethod'], remainingSteps: ['paymentMethod', 'withholdings'], paymentMethod: ['bankAccount'] });
    });
  });

  describe('workplaces, department and dates', () => {
    const minimal = { firstName: 'W', lastName: 'P', startDate: '2026-01-01' };
    const sortedRefs = (refs: Array<{ id: string }>) => refs.map((r) => r.id).sort();

    it('primaryWorkplaceId alone makes workplaces [primaryWorkplaceId]', async () => {
      const e = await create({ ...minimal, primaryWorkplaceId: w2 });
      expect({ primary: e.primaryWorkplaceId, workplaces: e.workplaces }).toEqual({ primary: w2, workplaces: [{ id: w2, name: 'Austin Depot' }] });
      expect(e.onboard.workplaces).toEqual([]);
    });

    it('a single workplace without primaryWorkplaceId becomes the primary one', async () => {
      const e = await create({ ...minimal, workplaces: [w1] });
      expect({ primary: e.primaryWorkplaceId, workplaces: e.workplaces }).toEqual({ primary: w1, workplaces: [{ id: w1, name: 'Mission Street Yard' }] });
    });

    it('two workplaces keep no primary until one is named', async () => {
      const e = await create({ ...minimal, workplaces: [w1, w2] });
      expect(e).not.toHaveProperty('primaryWorkplaceId');
      expect(sortedRefs(e.workplaces)).toEqual([w1, w2].sort());
    });

    it.each([
      ['primary not among the workplaces', { primaryWorkplaceId: '{w2}', workplaces: ['{w1}'] }, 422, 'workplace_not_assigned', 'body.primaryWorkplaceId'],
      ['primary with an empty workplace list', { primaryWorkplaceId: '{w1}', workplaces: [] }, 422, 'workplace_not_assigned', 'body.primaryWorkplaceId'],
      ['unknown workplace', { workplaces: ['{w1}', 'wp_unknown'] }, 422, 'invalid_reference', 'body.workplaces'],
      ['workplace of another company', { workplaces: ['{sw}'] }, 422, 'invalid_reference', 'body.workplaces'],
      ['unknown primary workplace', { primaryWorkplaceId: 'wp_unknown' }, 422, 'invalid_reference', 'body.primaryWorkplaceId'],
      ['primary workplace of another company', { primaryWorkplaceId: '{sw}' }, 422, 'invalid_reference', 'body.primaryWorkplaceId'],
      ['unknown department', { departmentId: 'dep_unknown' }, 422, 'invalid_reference', 'body.departmentId'],
      ['department of another company', { departmentId: '{sd}' }, 422, 'invalid_reference', 'body.departmentId'],
      ['termination before start', { startDate: '2026-03-01', terminationDate: '2026-02-28' }, 422, 'invalid_date_range', 'body.terminationDate'],
    ])('create: %s -> %s %s', async (_label, extra, status, code, field) => {
      const body = JSON.parse(
        JSON.stringify({ ...minimal, ...extra }).replace(/\{w1\}/g, w1).replace(/\{w2\}/g, w2).replace(/\{sw\}/g, siblingWorkplace).replace(/\{sd\}/g, siblingDepartment),
      );
      const before = (await server().db.prisma.employee.count({ where: { companyId } })) as number;
      const problem = expectProblem(await as().post(`${base}/employees`, body), status, code);
      expect(problem.errors?.map((e) => e.field)).toEqual([field]);
      expect(await server().db.prisma.employee.count({ where: { companyId } })).toBe(before);
    });

    it('termination on the start date is allowed', async () => {
      const e = await create({ ...minimal, startDate: '2026-03-01', terminationDate: '2026-03-01' });
      expect(e.terminationDate).toBe('2026-03-01');
    });

    it('a Suspended or Deactivated company takes no new employees: 422 company_not_active', async () => {
      const other = (await createCompany(server(), partner.key, { legalName: 'Dormant LLC' })).id;
      for (const status of ['Suspended', 'Deactivated'] as const) {
        // No operation in scope changes a company's status; set it directly.
        await server().db.prisma.company.update({ where: { id: other }, data: { status } });
        expectProblem(await as().post(`/v1/companies/${other}/employees`, minimal), 422, 'company_not_active');
      }
      await server().db.prisma.company.update({ where: { id: other }, data: { status: 'Active' } });
      expectStatus(await as().post(`/v1/companies/${other}/employees`, minimal), 201);
    });
  });

  describe('validation', () => {
    const minimal = { firstName: 'V', lastName: 'D', startDate: '2026-01-01' };
    const cases: Array<[string, string, string, Record<string, unknown>]> = [
      ['wrong type (number for a string)', 'body.firstName', 'type', { firstName: 7 }],
      ['wrong type (string for a boolean)', 'body.active', 'type', { active: 'yes' }],
      ['wrong type (number for a boolean)', 'body.formW2ElectronicConsent', 'type', { formW2ElectronicConsent: 1 }],
      ['wrong type (string for a number)', 'body.wage.rate', 'type', { wage: { rate: '25', period: 'Hourly' } }],
      ['wrong type (string for an array)', 'body.workplaces', 'type', { workplaces: 'wp_1' }],
      ['missing required lastName', 'body.lastName', 'required', { lastName: undefined }],
      ['missing required startDate', 'body.startDate', 'required', { startDate: undefined }],
      ['missing required wage.period', 'body.wage.period', 'required', { wage: { rate: 20 } }],
      ['unknown enum defaultPaymentMethod', 'body.defaultPaymentMethod', 'enum', { defaultPaymentMethod: 'Check' }],
      ['unknown enum wage.period', 'body.wage.period', 'enum', { wage: { rate: 20, period: 'Daily' } }],
      ['too long firstName (256)', 'body.firstName', 'maxLength', { firstName: 'n'.repeat(256) }],
      ['too long middleName (256)', 'body.middleName', 'maxLength', { middleName: 'n'.repeat(256) }],
      ['empty lastName', 'body.lastName', 'minLength', { lastName: '' }],
      ['bad date 2026-02-30', 'body.startDate', 'format', { startDate: '2026-02-30' }],
      ['bad date format', 'body.dateOfBirth', 'format', { dateOfBirth: '04/12/1990' }],
      ['bad email', 'body.email', 'format', { email: 'maria@' }],
      ['negative rate', 'body.wage.rate', 'minimum', { wage: { rate: -1, period: 'Hourly' } }],
      ['fullTimeHours over 168', 'body.wage.fullTimeHours', 'maximum', { wage: { rate: 1, period: 'Hourly', fullTimeHours: 169 } }],
      ['repeated workplaces', 'body.workplaces', 'uniqueItems', { workplaces: ['wp_a', 'wp_a'] }],
      ['bad residence state', 'body.residence.state', 'pattern', { residence: { ...ADDRESS, state: 'Calif' } }],
      ['unknown property', 'body.nickname', 'additionalProperties', { nickname: 'Mimi' }],
      ['unknown wage property', 'body.wage.bonus', 'additionalProperties', { wage: { rate: 1, period: 'Hourly', bonus: 5 } }],
      ['read-only code', 'body.code', 'additionalProperties', { code: 'E9999' }],
      ['read-only ssnLastFour', 'body.ssnLastFour', 'additionalProperties', { ssnLastFour: '1234' }],
    ];
    it.each(cases)('create: %s -> 400 naming %s (%s)', async (_label, field, keyword, extra) => {
      expectFieldError(await as().post(`${base}/employees`, { ...minimal, ...extra }), field, keyword);
    });

    it.each([
      ['empty body', 'body', 'minProperties', {}],
      ['wrong type', 'body.active', 'type', { active: 'no' }],
      ['unknown enum', 'body.defaultPaymentMethod', 'enum', { defaultPaymentMethod: 'Cash' }],
      ['too long (256)', 'body.lastName', 'maxLength', { lastName: 'l'.repeat(256) }],
      ['bad date', 'body.terminationDate', 'format', { terminationDate: '2026-13-01' }],
      ['unknown property', 'body.companyId', 'additionalProperties', { companyId: 'com_x' }],
      ['null for a non-nullable field', 'body.firstName', 'type', { firstName: null }],
    ])('update: %s -> 400 naming %s (%s)', async (_label, field, keyword, body) => {
      const e = await create(minimal);
      expectFieldError(await as().patch(`${base}/employees/${e.id}`, body), field, keyword);
      expect(expectStatus(await as().get(`${base}/employees/${e.id}`), 200).body).toEqual(e);
    });
  });

  describe('update', () => {
    it('changes only the fields sent; residence and wage are replaced as a whole', async () => {
      const e = await create(FULL());
      const res = expectStatus(await as().patch(`${base}/employees/${e.id}`, { email: 'maria@new.example', wage: { rate: 30, period: 'Hourly' } }), 200);
      expect(res.body).toEqual({ ...e, email: 'maria@new.example', wage: { rate: 30, period: 'Hourly' } });
      const res2 = expectStatus(await as().patch(`${base}/employees/${e.id}`, { residence: { street1: '9 Elm St', city: 'Austin', state: 'TX', zipcode: '78702' } }), 200);
      expect(res2.body).toEqual({ ...res.body, residence: { street1: '9 Elm St', city: 'Austin', state: 'TX', zipcode: '78702' } });
      expect(expectStatus(await as().get(`${base}/employees/${e.id}`), 200).body).toEqual(res2.body);
      noSsnIn(res2.body, ...SSN_DIGITS);
    });

    it('null clears departmentId and terminationDate', async () => {
      const e = await create({ ...FULL(), terminationDate: '2026-12-31' });
      expect(e).toMatchObject({ department: { id: d1 }, terminationDate: '2026-12-31' });
      const res = expectStatus(await as().patch(`${base}/employees/${e.id}`, { departmentId: null, terminationDate: null }), 200);
      expect(res.body).not.toHaveProperty('department');
      expect(res.body).not.toHaveProperty('terminationDate');
      const { department: _d, terminationDate: _t, ...rest } = e;
      expect(res.body).toEqual(rest);
      const res2 = expectStatus(await as().patch(`${base}/employees/${e.id}`, { departmentId: d2 }), 200);
      expect(res2.body.department).toEqual({ id: d2, name: 'Office' });
    });

    it('workplaces are replaced as a whole; the resulting primary must be among them', async () => {
      const e = await create(FULL()); // w1, primary w1
      expectProblem(await as().patch(`${base}/employees/${e.id}`, { workplaces: [w2] }), 422, 'workplace_not_assigned');
      const res = expectStatus(await as().patch(`${base}/employees/${e.id}`, { workplaces: [w2], primaryWorkplaceId: w2 }), 200);
      expect({ primary: res.body.primaryWorkplaceId, workplaces: res.body.workplaces }).toEqual({ primary: w2, workplaces: [{ id: w2, name: 'Austin Depot' }] });
      const res2 = expectStatus(await as().patch(`${base}/employees/${e.id}`, { workplaces: [w1, w2] }), 200);
      expect(res2.body.primaryWorkplaceId).toBe(w2);
      expect(res2.body.workplaces.map((w: { id: string }) => w.id).sort()).toEqual([w1, w2].sort());
      expectProblem(await as().patch(`${base}/employees/${e.id}`, { primaryWorkplaceId: siblingWorkplace }), 422, 'invalid_reference');
      expectProblem(await as().patch(`${base}/employees/${e.id}`, { workplaces: [siblingWorkplace] }), 422, 'invalid_reference');
      expectProblem(await as().patch(`${base}/employees/${e.id}`, { departmentId: siblingDepartment }), 422, 'invalid_reference');
      expect(expectStatus(await as().get(`${base}/employees/${e.id}`), 200).body).toEqual(res2.body);
    });

    it('dates: termination before the (new or kept) start date is 422 invalid_date_range', async () => {
      const e = await create({ firstName: 'D', lastName: 'R', startDate: '2026-01-10', terminationDate: '2026-06-30' });
      const p1 = expectProblem(await as().patch(`${base}/employees/${e.id}`, { terminationDate: '2026-01-09' }), 422, 'invalid_date_range');
      expect(p1.errors?.[0].field).toBe('body.terminationDate');
      expectProblem(await as().patch(`${base}/employees/${e.id}`, { startDate: '2026-07-01' }), 422, 'invalid_date_range');
      const ok = expectStatus(await as().patch(`${base}/employees/${e.id}`, { startDate: '2026-02-01', terminationDate: '2026-02-01' }), 200);
      expect(ok.body).toMatchObject({ startDate: '2026-02-01', terminationDate: '2026-02-01' });
    });
  });

  describe('list', () => {
    let company: string;
    let lw1: string;
    let lw2: string;
    let ld1: string;
    let ld2: string;
    const e: string[] = [];
    const list = async (query: string) => expectStatus(await as().get(`/v1/companies/${company}/employees?${query}`), 200);

    beforeAll(async () => {
      company = (await createCompany(server(), partner.key, { legalName: 'Lister LLC' })).id;
      lw1 = await workplace(company, 'North');
      lw2 = await workplace(company, 'South', TX_ADDRESS);
      ld1 = await department(company, 'Engines');
      ld2 = await department(company, 'Compilers');
      const path = `/v1/companies/${company}`;
      const bodies = [
        { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@engine.example', startDate: '2026-01-01', workplaces: [lw1], departmentId: ld1, residence: ADDRESS },
        { firstName: 'Grace', lastName: 'Hopper', startDate: '2026-01-01', workplaces: [lw1, lw2], primaryWorkplaceId: lw2, departmentId: ld2, residence: TX_ADDRESS },
        { firstName: 'Alan', middleName: 'Mathison', lastName: 'Turing', startDate: '2026-01-01', active: false },
        { firstName: 'Katherine', lastName: 'Johnson', email: 'kj@nasa.example', startDate: '2026-01-01', workplaces: [lw2], departmentId: ld1, residence: TX_ADDRESS },
      ];
      for (const body of bodies) e.push((await create(body, path)).id);
    });

    // Paging: list-conformance.test.ts.
    it.each([
      ['state=tx', 'query.state', 'pattern'],
      ['active=sometimes', 'query.active', 'type'],
      ['includeWorkplaceId=nope', 'query.includeWorkplaceId', 'type'],
      ['status=Active', 'query.status', undefined],
    ])('rejects %s -> 400 naming %s', async (query, field, keyword) => {
      expectFieldError(await as().get(`/v1/companies/${company}/employees?${query}`), field, keyword);
    });

    it.each([
      ['id={e1}', [1]],
      ['id={e1}&includeId=false', [0, 2, 3]],
      ['workplaceId={w1}', [0, 1]],
      ['workplaceId={w1}&includeWorkplaceId=true', [0, 1]],
      ['workplaceId={w1}&includeWorkplaceId=false', [2, 3]],
      ['workplaceId={w2}&includeWorkplaceId=false', [0, 2]],
      ['departmentId={d1}', [0, 3]],
      ['departmentId={d1}&includeDepartmentId=false', [1, 2]],
      ['state=TX', [1, 3]],
      ['state=TX&includeState=false', [0, 2]],
      ['state=NY', []],
      ['search=LOVE', [0]],
      ['search=mathison', [2]],
      ['search=nasa.example', [3]],
      ['search=hopper&includeSearch=false', [0, 2, 3]],
      ['search=a&includeSearch=true', [0, 1, 2, 3]],
      ['active=true', [0, 1, 3]],
      ['active=false', [2]],
      ['includeId=false&includeState=false', [0, 1, 2, 3]],
      ['state=TX&active=true&departmentId={d1}', [3]],
      ['workplaceId={w2}&departmentId={d2}&includeDepartmentId=false', [3]],
    ])('filter %s', async (query, expected) => {
      const q = query.replace('{e1}', e[1]).replace('{w1}', lw1).replace('{w2}', lw2).replace('{d1}', ld1).replace('{d2}', ld2);
      const res = await list(q);
      expect(ids(res)).toEqual((expected as number[]).map((i) => e[i]));
      expect(res.body.totalResources).toBe((expected as number[]).length);
    });
  });

  describe('other callers', () => {
    it('a company key creates, reads, updates and lists in its company only', async () => {
      const c = client(server().app, (await issueKey(server(), 'Company', companyId)).key);
      const created = expectStatus(await c.post(`${base}/employees`, { firstName: 'Key', lastName: 'Holder', startDate: '2026-01-01' }), 201);
      expect(expectStatus(await c.get(`${base}/employees/${created.body.id}`), 200).body).toEqual(created.body);
      expect(expectStatus(await c.patch(`${base}/employees/${created.body.id}`, { lastName: 'Keeper' }), 200).body.lastName).toBe('Keeper');
      expect(ids(expectStatus(await c.get(`${base}/employees?id=${created.body.id}`), 200))).toEqual([created.body.id]);
    });
  });
});
