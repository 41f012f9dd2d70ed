// Employees through EmployeeService, no HTTP: create with a work address (workplace) and compensation
// (wage), the defaults and the derived onboarding, the workplace and date rules (422 codes of
// services/worker-rules.ts), an inactive company, update, and the company scope (not_found outside it).
// Employees have no 409 refusals; their refusals are 422 and 404. Over HTTP: test/http/employees.test.ts.
import type { Schema } from '@payroll/api-types';
import { forEachServiceDatabase, type TestCaller } from '@payroll/test-support';
import { ADDRESS, TX_ADDRESS, companyInput, refusal } from './fixtures';

forEachServiceDatabase('employees (service tier)', (t) => {
  let partner: TestCaller & { partnerId: string };
  let foreign: TestCaller & { partnerId: string };
  let companyId: string;
  let w1: string;
  let w2: string;
  let d1: string;
  let siblingId: string;
  let siblingWorkplace: string;
  const employees = () => t().services.employees;
  const create = (input: Schema<'EmployeeCreate'>, caller = partner.caller, company = companyId) => employees().create(caller, company, input);
  const minimal = { firstName: 'Ada', lastName: 'Lovelace', startDate: '2026-02-02' };

  beforeAll(async () => {
    partner = await t().partner('Employees Partner');
    foreign = await t().partner('Foreign Partner');
    const { companies, org } = t().services;
    companyId = (await companies.create(partner.caller, companyInput())).id;
    w1 = (await org.createWorkplace(partner.caller, companyId, { name: 'Mission Street Yard', address: ADDRESS })).id;
    w2 = (await org.createWorkplace(partner.caller, companyId, { name: 'Austin Depot', address: TX_ADDRESS })).id;
    d1 = (await org.createDepartment(partner.caller, companyId, { name: 'Field Operations' })).id;
    siblingId = (await companies.create(partner.caller, companyInput({ legalName: 'Sibling LLC' }))).id;
    siblingWorkplace = (await org.createWorkplace(partner.caller, siblingId, { name: 'Sibling Yard', address: ADDRESS })).id;
  });

  it('create with a workplace and a wage: the exact employee, SSN as last four only (encrypted in its row), read back unchanged, one employee.created event', async () => {
    const input: Schema<'EmployeeCreate'> = {
      firstName: 'Maria',
      middleName: 'Elena',
      lastName: 'Lopez',
      email: 'maria.lopez@bluefern.example',
      ssn: '123-45-6789',
      primaryWorkplaceId: w1,
      workplaces: [w1],
      departmentId: d1,
      dateOfBirth: '1990-04-12',
      startDate: '2026-01-05',
      defaultPaymentMethod: 'Manual',
      formW2ElectronicConsent: true,
      residence: ADDRESS,
      wage: { rate: 25.5, period: 'Hourly', flsaOvertimeExemptionStatus: 'NonExempt', supplementalTaxMethod: 'Flat', fullTimeHours: 40 },
    };
    const created = await create(input);
    const { ssn: _ssn, workplaces: _w, departmentId: _d, ...echoed } = input;
    expect(created).toEqual({
      ...echoed,
      id: expect.stringMatching(/^emp_[0-9a-z]+$/),
      companyId,
      code: 'E0001',
      active: true,
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
    expect(await employees().get(partner.caller, companyId, created.id)).toEqual(created);
    const row = await t().db.prisma.employee.findUniqueOrThrow({ where: { id: created.id } });
    expect({ wageRate: row.wageRate?.toFixed(2), wagePeriod: row.wagePeriod, ssnLastFour: row.ssnLastFour }).toEqual({ wageRate: '25.50', wagePeriod: 'Hourly', ssnLastFour: '6789' });
    expect(JSON.stringify(row)).not.toContain('123456789');
    const events = await t().db.prisma.event.findMany({ where: { resourceId: created.id } });
    expect(events.map((e) => [e.type, e.companyId, e.partnerId, e.data])).toEqual([['employee.created', companyId, partner.partnerId, created]]);
  });

  it('create with the fewest fields: the documented defaults, the next code, and a Blocking onboarding', async () => {
    expect(await create(minimal)).toEqual({
      ...minimal,
      id: expect.any(String),
      companyId,
      code: 'E0002',
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
    // DirectDeposit without an Active bank account blocks too.
    const direct = await create({ ...minimal, primaryWorkplaceId: w1, defaultPaymentMethod: 'DirectDeposit' });
    expect(direct.onboard).toMatchObject({ status: 'Blocking', blockingSteps: ['paymentMethod'], paymentMethod: ['bankAccount'] });
  });

  it('workplaces: the primary alone makes the list, a single one becomes the primary, two keep no primary', async () => {
    const byPrimary = await create({ ...minimal, primaryWorkplaceId: w2 });
    expect([byPrimary.primaryWorkplaceId, byPrimary.workplaces]).toEqual([w2, [{ id: w2, name: 'Austin Depot' }]]);
    const bySingle = await create({ ...minimal, workplaces: [w1] });
    expect([bySingle.primaryWorkplaceId, bySingle.workplaces]).toEqual([w1, [{ id: w1, name: 'Mission Street Yard' }]]);
    const byTwo = await create({ ...minimal, workplaces: [w1, w2] });
    expect(byTwo).not.toHaveProperty('primaryWorkplaceId');
    expect(byTwo.workplaces.map((w) => w.id).sort()).toEqual([w1, w2].sort());
  });

  it.each([
    ['primary not among the workplaces', 'workplace_not_assigned', 'body.primaryWorkplaceId', { primaryWorkplaceId: '{w2}', workplaces: ['{w1}'] }],
    ['unknown workplace', 'invalid_reference', 'body.workplaces', { workplaces: ['{w1}', 'wp_unknown'] }],
    ['workplace of another company', 'invalid_reference', 'body.workplaces', { workplaces: ['{sw}'] }],
    ['primary workplace of another company', 'invalid_reference', 'body.primaryWorkplaceId', { primaryWorkplaceId: '{sw}' }],
    ['unknown department', 'invalid_reference', 'body.departmentId', { departmentId: 'dep_unknown' }],
    ['termination before start', 'invalid_date_range', 'body.terminationDate', { startDate: '2026-03-01', terminationDate: '2026-02-28' }],
  ])('create: %s -> unprocessable %s on %s, nothing written', async (_label, code, field, extra) => {
    const input = JSON.parse(JSON.stringify({ ...minimal, ...extra }).replace(/\{w1\}/g, w1).replace(/\{w2\}/g, w2).replace(/\{sw\}/g, siblingWorkplace));
    const before = await t().db.prisma.employee.count({ where: { companyId } });
    const error = await refusal(create(input), 'unprocessable', code);
    expect(error.errors?.map((e) => [e.field, e.code])).toEqual([[field, code]]);
    expect(await t().db.prisma.employee.count({ where: { companyId } })).toBe(before);
  });

  it('a Suspended or Deactivated company takes no new employees: unprocessable company_not_active', async () => {
    const dormant = (await t().services.companies.create(partner.caller, companyInput({ legalName: 'Dormant LLC' }))).id;
    for (const status of ['Suspended', 'Deactivated'] as const) {
      // No operation in scope changes a company's status; set it directly (as the HTTP tests do).
      await t().db.prisma.company.update({ where: { id: dormant }, data: { status } });
      await refusal(create(minimal, partner.caller, dormant), 'unprocessable', 'company_not_active', `Company ${dormant} is ${status}; employees can be added to Active companies only.`);
    }
    await t().db.prisma.company.update({ where: { id: dormant }, data: { status: 'Active' } });
    expect((await create(minimal, partner.caller, dormant)).code).toBe('E0001');
  });

  it('update: only the fields given change, the wage and the residence as a whole; the resulting primary must be among the workplaces', async () => {
    const e = await create({ ...minimal, primaryWorkplaceId: w1, residence: ADDRESS, wage: { rate: 52000, period: 'Annually', flsaOvertimeExemptionStatus: 'Exempt' } });
    const raised = await employees().update(partner.caller, companyId, e.id, { email: 'ada@new.example', wage: { rate: 30, period: 'Hourly' } });
    expect(raised).toEqual({ ...e, email: 'ada@new.example', wage: { rate: 30, period: 'Hourly' } });
    const error = await refusal(employees().update(partner.caller, companyId, e.id, { workplaces: [w2] }), 'unprocessable', 'workplace_not_assigned', `Primary workplace ${w1} must be one of the workplaces.`);
    expect(error.errors).toEqual([{ field: 'body.primaryWorkplaceId', message: 'not among workplaces', code: 'workplace_not_assigned' }]);
    await refusal(employees().update(partner.caller, companyId, e.id, { terminationDate: '2026-02-01' }), 'unprocessable', 'invalid_date_range', 'The end date is before the start date.');
    const moved = await employees().update(partner.caller, companyId, e.id, { workplaces: [w2], primaryWorkplaceId: w2, residence: TX_ADDRESS });
    expect(moved).toEqual({ ...raised, primaryWorkplaceId: w2, workplaces: [{ id: w2, name: 'Austin Depot' }], residence: TX_ADDRESS });
    expect(await employees().get(partner.caller, companyId, e.id)).toEqual(moved);
  });

  it('scope: another partner, or the key of a sibling company, finds neither the company nor its employees (not_found); the own company key does', async () => {
    const e = await create(minimal);
    const companyGone = `Company ${companyId} was not found.`;
    await refusal(create(minimal, foreign.caller), 'not_found', 'not_found', companyGone);
    await refusal(employees().get(foreign.caller, companyId, e.id), 'not_found', 'not_found', companyGone);
    await refusal(employees().update(foreign.caller, companyId, e.id, { lastName: 'Hijacked' }), 'not_found', 'not_found', companyGone);
    const siblingKey = await t().companyCaller(siblingId);
    await refusal(employees().get(siblingKey.caller, companyId, e.id), 'not_found', 'not_found', companyGone);
    // The employee addressed through another company of the same partner is not there either.
    await refusal(employees().get(partner.caller, siblingId, e.id), 'not_found', 'not_found', `Employee ${e.id} was not found.`);
    const own = await t().companyCaller(companyId);
    expect(await employees().get(own.caller, companyId, e.id)).toEqual(e);
    const renamed = await employees().update(own.caller, companyId, e.id, { lastName: 'Byron' });
    expect(renamed).toEqual({ ...e, lastName: 'Byron' });
    expect((await employees().list(own.caller, companyId, { id: e.id })).results).toEqual([renamed]);
  });
});
