// State withholding certificates as employee forms (docs/domain-rules.md, "State and local taxes"): Form
// DE 4 (CA), IT-2104 (NY) and IL-W-4 (IL) through listEmployeeForms, getEmployeeForm and submitEmployeeForm;
// field names and values are those the payroll-engine modules read (packages/payroll-engine/src/states).
import { forEachDatabase } from '@payroll/test-support';
import { CA_DE4, IL_W4, NY_IT2104, STATE_CERTIFICATE_FORMS } from '../../src/services/forms/definitions';
import { MD_FORM } from '../../src/services/forms/state-forms/md';
import { engineProblems } from '../../src/services/forms/state-certificates';
import { ADDRESS, client, createTenancy, expectProblem, expectStatus, type Key } from './fixtures';

const W4_ID = 'frm_9w4f2e6r1t3y';
const DE4_ID = 'frm_ca4d8e2k6w1q';
const IT2104_ID = 'frm_ny2104h7m3p5';
const ILW4_ID = 'frm_ilw4r8t2v6n9';

const DE4 = {
  id: DE4_ID,
  name: "Form DE 4, Employee's Withholding Allowance Certificate",
  jurisdiction: 'CA',
  revision: '2026',
  fields: [
    {
      name: 'filingStatus',
      label: 'Filing status: Single or Married (with two or more incomes), Married (one income), or Head of household',
      type: 'Select',
      required: true,
      options: ['Single', 'Married', 'HeadOfHousehold'],
    },
    { name: 'regularAllowances', label: 'Line 1a: Number of regular withholding allowances (Worksheet A)', type: 'Number', required: false, unit: 'Count', decimals: 0 },
    { name: 'estimatedDeductionAllowances', label: 'Line 1b: Number of allowances from the Estimated Deductions (Worksheet B)', type: 'Number', required: false, unit: 'Count', decimals: 0 },
    { name: 'additionalAmount', label: 'Line 2: Additional amount of state income tax to be withheld each pay period (Worksheet C)', type: 'Number', required: false, unit: 'Dollars', decimals: 2 },
    { name: 'exempt', label: 'Lines 3-4: Exemption from withholding claimed', type: 'Boolean', required: false },
  ],
};
const IT2104 = {
  id: IT2104_ID,
  name: "Form IT-2104, Employee's Withholding Allowance Certificate",
  jurisdiction: 'NY',
  revision: '2026',
  fields: [
    {
      name: 'filingStatus',
      label: 'Filing status: Single or Head of household, Married, or Married but withhold at higher single rate',
      type: 'Select',
      required: true,
      options: ['Single', 'HeadOfHousehold', 'Married', 'MarriedWithholdAtHigherSingleRate'],
    },
    { name: 'allowances', label: 'Line 1: Total number of allowances you are claiming for New York State', type: 'Number', required: false, unit: 'Count', decimals: 0 },
    { name: 'additionalWithholding', label: 'Line 3: New York State amount (additional withholding each pay period)', type: 'Number', required: false, unit: 'Dollars', decimals: 2 },
    { name: 'exempt', label: 'Form IT-2104-E: Certificate of exemption from withholding filed', type: 'Boolean', required: false },
  ],
};
const ILW4 = {
  id: ILW4_ID,
  name: "Form IL-W-4, Employee's and other Payee's Illinois Withholding Allowance Certificate",
  jurisdiction: 'IL',
  revision: '2026',
  fields: [
    { name: 'basicAllowances', label: 'Line 1: Number of basic allowances', type: 'Number', required: false, unit: 'Count', decimals: 0 },
    { name: 'additionalAllowances', label: 'Line 2: Number of additional allowances', type: 'Number', required: false, unit: 'Count', decimals: 0 },
    { name: 'additionalWithholding', label: 'Line 3: Additional amount to withhold from each pay', type: 'Number', required: false, unit: 'Dollars', decimals: 2 },
    { name: 'exempt', label: 'Exempt from federal and Illinois income tax withholding', type: 'Boolean', required: false },
  ],
};

const withValues = (form: { fields: Array<{ name: string }> }, values: Record<string, unknown>) => ({
  ...form,
  fields: form.fields.map((f) => (values[f.name] === undefined ? f : { ...f, value: values[f.name] })),
});

const SUBMISSIONS: Array<[string, string, typeof DE4, Record<string, unknown>]> = [
  ['CA', DE4_ID, DE4, { filingStatus: 'Married', regularAllowances: 2, estimatedDeductionAllowances: 1, additionalAmount: 15.5, exempt: false }],
  ['NY', IT2104_ID, IT2104, { filingStatus: 'MarriedWithholdAtHigherSingleRate', allowances: 3, additionalWithholding: 20.25, exempt: false }],
  ['IL', ILW4_ID, ILW4, { basicAllowances: 1, additionalAllowances: 2, additionalWithholding: 7, exempt: true }],
];

describe('engineProblems: the engine module reads what the form accepts', () => {
  it('maps the module InvalidEngineInputError to the named field, and passes values it reads', () => {
    expect(engineProblems(CA_DE4, { filingStatus: 'Married', regularAllowances: 1.5 }, 'body.values.')).toEqual([
      { field: 'body.values.regularAllowances', message: expect.stringContaining('certificate.regularAllowances'), code: 'invalid' },
    ]);
    expect(engineProblems(NY_IT2104, { allowances: 1 }, 'body.values.').map((p) => p.field)).toEqual(['body.values.filingStatus']);
    expect(engineProblems(IL_W4, { exempt: 'yes' }, 'body.values.').map((p) => p.field)).toEqual(['body.values.exempt']);
    expect(engineProblems(IL_W4, {}, 'body.values.')).toEqual([]);
    expect(engineProblems(NY_IT2104, { filingStatus: 'HeadOfHousehold', allowances: 999, additionalWithholding: 999_999_999.99 }, 'body.values.')).toEqual([]);
  });

  it('every state form: a unique id, its state module, and every option and bound it accepts read by the module', () => {
    expect(new Set(STATE_CERTIFICATE_FORMS.map((f) => f.id)).size).toBe(STATE_CERTIFICATE_FORMS.length);
    for (const form of STATE_CERTIFICATE_FORMS) {
      expect(form.id).toMatch(/^frm_[a-z0-9]{12}$/);
      const largest: Record<string, string | number | boolean> = {};
      for (const f of form.fields) {
        if (f.type === 'Number') largest[f.name] = f.maximum!;
        if (f.type === 'Boolean') largest[f.name] = false;
        if (f.type === 'Select') largest[f.name] = f.options![0];
      }
      expect([form.jurisdiction, engineProblems(form, largest, 'body.values.')]).toEqual([form.jurisdiction, []]);
      for (const f of form.fields.filter((x) => x.type === 'Select')) {
        for (const option of f.options!) expect([form.jurisdiction, option, engineProblems(form, { ...largest, [f.name]: option }, 'body.values.')]).toEqual([form.jurisdiction, option, []]);
      }
    }
  });

  it('MW507 (MD): the module reads its fields and refuses what it cannot read on the field', () => {
    expect(engineProblems(MD_FORM, { filingStatus: 'MarriedWithholdAtSingleRate', exemptions: 3, additionalWithholding: 12.5, exempt: false }, 'body.values.')).toEqual([]);
    expect(engineProblems(MD_FORM, { filingStatus: 'HeadOfHousehold' }, 'body.values.')).toEqual([
      { field: 'body.values.filingStatus', message: expect.stringContaining('Single, Married, MarriedWithholdAtSingleRate'), code: 'invalid' },
    ]);
    expect(engineProblems(MD_FORM, { exemptions: 2.5 }, 'body.values.').map((p) => p.field)).toEqual(['body.values.exemptions']);
  });
});

forEachDatabase('state withholding certificates', (server) => {
  let t: Awaited<ReturnType<typeof createTenancy>>;
  let base: string;
  let foreignBase: string;
  let foreignEmployee: string;
  /** Works in CA, NY and IL. */
  let worker: string;

  const as = (k: Key = t.partner.key) => client(server().app, k);
  const prisma = () => server().db.prisma;
  const url = (employeeId: string, formId?: string) => `${base}/employees/${employeeId}/forms${formId ? `/${formId}` : ''}`;
  const newEmployee = async (path = base, k?: Key) =>
    expectStatus(await as(k).post(`${path}/employees`, { firstName: 'Maria', middleName: 'Elena', lastName: 'Lopez', startDate: '2026-01-05' }), 201).body.id as string;
  const events = (employeeId: string) => prisma().event.count({ where: { type: 'employee.updated', resourceId: employeeId } });
  const row = (employeeId: string, state: string) => prisma().employeeStateCertificate.findUnique({ where: { employeeId_state: { employeeId, state } } });

  beforeAll(async () => {
    t = await createTenancy(server());
    base = `/v1/companies/${t.company.id}`;
    foreignBase = `/v1/companies/${t.foreignCompany.id}`;
    foreignEmployee = await newEmployee(foreignBase, t.foreign.key);
    const workplaces: string[] = [];
    for (const [name, address] of [
      ['Office', ADDRESS],
      ['Manhattan', { street1: '350 Fifth Avenue', city: 'New York', zipcode: '10118', state: 'NY', country: 'US' }],
      ['Chicago', { street1: '233 S Wacker Dr', city: 'Chicago', zipcode: '60606', state: 'IL', country: 'US' }],
    ] as const) {
      workplaces.push(expectStatus(await as().post(`${base}/workplaces`, { name, address }), 201).body.id);
    }
    worker = await newEmployee();
    expectStatus(await as().patch(`${base}/employees/${worker}`, { workplaces: [workplaces[2], workplaces[1], workplaces[0]], primaryWorkplaceId: workplaces[0] }), 200);
  });

  afterEach(() => server().clock.reset());

  it('lists the W-4 and the certificates of the work states, exact fields; any certificate can be read by id', async () => {
    const list = expectStatus(await as(t.company.key).get(url(worker)), 200).body;
    expect(list.totalResources).toBe(4);
    expect(list.results.map((f: { id: string }) => f.id)).toEqual([W4_ID, DE4_ID, IT2104_ID, ILW4_ID]);
    expect(list.results.slice(1)).toEqual([DE4, IT2104, ILW4]);
    // No workplace in a certificate state: the W-4 alone is listed, the certificates are still there by id.
    const elsewhere = await newEmployee();
    expect(expectStatus(await as().get(url(elsewhere)), 200).body.results.map((f: { id: string }) => f.id)).toEqual([W4_ID]);
    expect(expectStatus(await as(t.corporation.key).get(url(elsewhere, ILW4_ID)), 200).body).toEqual(ILW4);
  });

  it.each(SUBMISSIONS)('submits the %s certificate: 200 with the values, stored as sent, listed, employee.updated', async (state, formId, form, values) => {
    const before = await events(worker);
    const res = expectStatus(await as(t.corporation.key).post(url(worker, formId), { values, signature: 'Maria Elena Lopez', signedAt: '2026-01-05T16:42:10Z' }), 200);
    expect(res.body).toEqual(withValues(form, values));
    expect(await row(worker, state)).toEqual({
      employeeId: worker,
      state,
      values,
      signature: 'Maria Elena Lopez',
      signedAt: new Date('2026-01-05T00:00:00.000Z'),
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
    expect(expectStatus(await as().get(url(worker, formId)), 200).body).toEqual(withValues(form, values));
    const listed = expectStatus(await as().get(url(worker)), 200).body.results.find((f: { id: string }) => f.id === formId);
    expect(listed).toEqual(withValues(form, values));
    expect(await events(worker)).toBe(before + 1);
    const employee = expectStatus(await as().get(`${base}/employees/${worker}`), 200).body;
    const last = await prisma().event.findFirst({ where: { type: 'employee.updated', resourceId: worker }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    expect(last).toMatchObject({ companyId: t.company.id, resourceType: 'Employee', data: employee });
  });

  it('a resubmission replaces the previous one as a whole; a certificate on file is listed whatever the workplaces', async () => {
    server().clock.set('2026-03-02T23:30:00Z');
    const e = await newEmployee();
    const full = { filingStatus: 'HeadOfHousehold', regularAllowances: 4, estimatedDeductionAllowances: 2, additionalAmount: 10, exempt: true };
    expectStatus(await as().post(url(e, DE4_ID), { values: full, signature: 'Maria Elena Lopez', signedAt: '2026-02-01T09:00:00Z' }), 200);
    const res = expectStatus(await as().post(url(e, DE4_ID), { values: { filingStatus: 'Single' }, signature: 'Maria E. Lopez' }), 200);
    expect(res.body).toEqual(withValues(DE4, { filingStatus: 'Single' }));
    expect(await row(e, 'CA')).toMatchObject({ values: { filingStatus: 'Single' }, signature: 'Maria E. Lopez', signedAt: new Date('2026-03-02T00:00:00.000Z') });
    expect(await prisma().employeeStateCertificate.count({ where: { employeeId: e } })).toBe(1);
    expect(expectStatus(await as().get(url(e)), 200).body.results.map((f: { id: string }) => f.id)).toEqual([W4_ID, DE4_ID]);
    expect(await events(e)).toBe(2);
    // The W-4 and the onboarding are untouched by a state certificate.
    expect(await prisma().employeeW4.count({ where: { employeeId: e } })).toBe(0);
    expect(expectStatus(await as().get(`${base}/employees/${e}`), 200).body.onboard.withholdings).toEqual(['federalW4']);
  });

  const INVALID: Array<[string, string, Record<string, unknown>, string[]]> = [
    ['an unknown field', DE4_ID, { filingStatus: 'Single', allowances: 1 }, ['body.values.allowances']],
    ['a negative allowance', DE4_ID, { filingStatus: 'Single', regularAllowances: -1 }, ['body.values.regularAllowances']],
    ['a fractional allowance', IT2104_ID, { filingStatus: 'Single', allowances: 1.5 }, ['body.values.allowances']],
    ['a fractional allowance (IL)', ILW4_ID, { additionalAllowances: 1.5 }, ['body.values.additionalAllowances']],
    ['a filing status not in the options', IT2104_ID, { filingStatus: 'MarriedFilingJointly' }, ['body.values.filingStatus']],
    ['a W-4 filing status on the DE 4', DE4_ID, { filingStatus: 'MarriedFilingJointly' }, ['body.values.filingStatus']],
    ['a Boolean given a string', DE4_ID, { filingStatus: 'Single', exempt: 'no' }, ['body.values.exempt']],
    ['an amount with three decimals', ILW4_ID, { additionalWithholding: 10.005 }, ['body.values.additionalWithholding']],
    ['a missing filing status', DE4_ID, { regularAllowances: 1 }, ['body.values.filingStatus']],
  ];
  it.each(INVALID)('422 form_invalid for %s, nothing written', async (_label, formId, values, fields) => {
    const e = await newEmployee();
    const problem = expectProblem(await as().post(url(e, formId), { values, signature: 'Maria Elena Lopez' }), 422, 'form_invalid');
    expect(problem.errors?.map((x) => x.field)).toEqual(fields);
    expect(await prisma().employeeStateCertificate.count({ where: { employeeId: e } })).toBe(0);
    expect(await events(e)).toBe(0);
  });

  it('404 outside the scope: another partner, another company', async () => {
    const submit = { values: { filingStatus: 'Single' }, signature: 'Maria Elena Lopez' };
    for (const path of [`${base}/employees/${foreignEmployee}`, `${foreignBase}/employees/${foreignEmployee}`]) {
      expectProblem(await as().get(`${path}/forms/${DE4_ID}`), 404, 'not_found');
      expectProblem(await as().post(`${path}/forms/${DE4_ID}`, submit), 404, 'not_found');
    }
    expectProblem(await as(t.foreign.key).post(url(worker, IT2104_ID), submit), 404, 'not_found');
    expectProblem(await as(t.foreignCompany.key).get(url(worker, IT2104_ID)), 404, 'not_found');
    expect(await prisma().employeeStateCertificate.count({ where: { employeeId: foreignEmployee } })).toBe(0);
  });
});
