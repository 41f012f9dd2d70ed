// Tax documents made from approved payrolls once their period has closed by the service clock:
// Form 941 per quarter, Form 940 per year, W-2 per employee and 1099-NEC per contractor per year.
// Produced lazily (on list / get) and once; figures checked on the PDFs.
//
// Figures (see paid-payrolls.ts and paystubs.test.ts for the items):
//   Q1 2026 (P1, P2): line 1 is 0 (no pay period includes March 12; June 12 likewise in Q2); FIT wages 950 + 1,200 + 900 = 3,050.00; FIT
//     72.08 + 112.08 + 66.08 = 250.24; SS and Medicare wages 3,050.00 -> x 12.4% = 378.20,
//     x 2.9% = 88.45, 5e 466.65; line 6 = 716.89. Withheld and owed per paycheck: SS 2 x (58.90 +
//     74.40 + 55.80) = 378.20, Medicare 2 x (13.78 + 17.40 + 13.05) = 88.46 -> line 7 +0.01, line
//     10 = line 12 = 716.90.
//   Q2 2026 (P4): 1 employee; 450.00; FIT 14.04; 55.80 + 13.05 = 68.85; line 6 82.89; Medicare
//     withheld 2 x 6.53 = 13.06 -> line 7 +0.01; line 10 = line 12 = 82.90.
//   940 2026: payments 1,000 + 1,250 + 500 + 900 = 3,650.00; exempt (Medical125) 3 x 50 = 150.00;
//     above $7,000: 0; taxable FUTA 3,500.00; tax 21.00.
//   W-2 Maria: boxes 1/3/5 2,600.00; box 2 198.20; box 4 161.20; box 6 37.71. W-2 Ava: 900.00,
//     66.08, 55.80, 13.05. 1099-NEC Jordan: box 1 500 + 100 + 1,400 (beforeAll) = 2,000.00, the 2026 threshold (the $20 reimbursement is not
//     compensation).
import { pdfText } from '../../src/documents/pdf';
import { COMPANY_WORK_LOCK } from '../../src/repositories/request-guards';
import { forEachDatabase, itOnEveryDatabase } from '@payroll/test-support';
import { client, expectFieldError, expectProblem, expectStatus, ids, type Key } from './fixtures';
import { SSNS, createPaidCompany, getBinary, type PaidCompany } from './paid-payrolls';
import { MONDAY, WEEK, payrollWorld, type PayrollWorld } from './payroll-fixtures';

type Kind = 'company' | 'employee' | 'contractor';

forEachDatabase('tax documents', (server) => {
  let c: PaidCompany;
  const as = (k: Key = c.partner.key) => client(server().app, k);
  const docs = (kind: Kind, companyId = c.companyId) => `/v1/companies/${companyId}/documents/${kind}_tax_documents`;
  const list = async (kind: Kind, query = '', k: Key = c.partner.key) => expectStatus(await as(k).get(`${docs(kind)}${query}`), 200).body;
  const taxDocumentRows = () =>
    server().db.prisma.document.findMany({ where: { companyId: c.companyId, kind: { in: ['CompanyTax', 'EmployeeTax', 'ContractorTax'] } }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  const download = async (kind: Kind, id: string, k: Key = c.partner.key) => {
    const res = await getBinary(server(), k, `${docs(kind)}/${id}/download`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return res;
  };
  const page = (results: unknown[]) => ({
    hasResources: results.length > 0,
    totalResources: results.length,
    totalPages: results.length ? 1 : 0,
    pageSize: 10,
    currentPage: 1,
    previousPage: null,
    nextPage: null,
    results,
  });
  const doc = (fields: Record<string, unknown>) => ({ id: expect.stringMatching(/^doc_[0-9a-z]+$/), companyId: c.companyId, ...fields });
  const q1 = () => doc({ category: '941', label: 'Form 941 - Q1 2026', year: 2026, quarter: 1, createdAt: '2026-04-01T00:00:00Z' });
  const q2 = () => doc({ category: '941', label: 'Form 941 - Q2 2026', year: 2026, quarter: 2, createdAt: '2026-07-01T00:00:00Z' });
  const f940 = () => doc({ category: '940', label: 'Form 940 - 2026', year: 2026, createdAt: '2027-01-01T00:00:00Z' });
  const w3 = () => doc({ category: 'W3', label: 'Form W-3 - 2026', year: 2026, createdAt: '2027-01-01T00:00:00Z' });
  const f1096 = () => doc({ category: '1096', label: 'Form 1096 - 2026', year: 2026, createdAt: '2027-01-01T00:00:00Z' });
  const w2Ava = () => doc({ employeeId: c.ava, category: 'W2', label: '2026 Form W-2 - Ava Chen', year: 2026, createdAt: '2027-01-01T00:00:00Z' });
  const w2Maria = () => doc({ employeeId: c.maria, category: 'W2', label: '2026 Form W-2 - Maria Gonzalez', year: 2026, createdAt: '2027-01-01T00:00:00Z' });
  const nec = () => doc({ contractorId: c.jordan, category: '1099Nec', label: '2026 Form 1099-NEC - Jordan Reyes', year: 2026, createdAt: '2027-01-01T00:00:00Z' });

  const employer = ['Name: Company One LLC', 'EIN: 12-3456789', 'Address: 500 Market Street, Suite 300, San Francisco CA 94105'];
  const footer = 'Prepared by the payroll service from the approved payrolls with payday in the period (federal figures only).';
  // The forms with state figures (W-2, W-3, a 940 with Schedule A) say nothing of federal figures only.
  const footerAll = 'Prepared by the payroll service from the approved payrolls with payday in the period.';
  // The W-2 and 1099-NEC print addresses as two lines (the test company's, and its workers', are the same).
  const companyAddress = ['500 Market Street, Suite 300', 'San Francisco CA 94105'];
  const w2Notice = ['This information is being furnished to the Internal Revenue Service.', 'Figures are federal, state and local; boxes left empty have no figure here.'];
  /** W-2 boxes without a figure from the service: drawn with their labels only. */
  const w2EmptyBoxes = [['7 Social security tips', '8 Allocated tips'], ['d Control number', '9', '10 Dependent care benefits']];
  const recipientNotice = [
    'This is important tax information and is',
    'being furnished to the IRS. If you are',
    'required to file a return, a negligence',
    'penalty or other sanction may be imposed',
    'on you if this income is taxable and the',
    'IRS determines that it has not been reported.',
  ];

  beforeAll(async () => {
    c = await createPaidCompany(server());
    // Jordan's 2026 compensation reaches the 2026 Form 1099-NEC threshold of $2,000: 600.00 + 28 h x 50 = 2,000.00.
    server().clock.set('2026-05-28T12:00:00Z');
    const p = expectStatus(await as().post(`/v1/companies/${c.companyId}/payrolls`, { periodStart: '2026-05-25', periodEnd: '2026-05-31', payday: '2026-06-05', frequency: 'Weekly', processingPeriod: 'FourDay', employeeItems: [], contractorItems: [{ contractorId: c.jordan, hours: 28 }] }), 201).body;
    expectStatus(await as().post(`/v1/companies/${c.companyId}/payrolls/${p.id}/approve`), 200);
  });
  afterAll(() => server().clock.reset());

  // The tests below run in order: the clock moves forward through 2026 and into 2027.

  it('nothing exists before a period has closed (the last day of Q1 is not over yet)', async () => {
    server().clock.set('2026-03-31T23:59:59Z');
    for (const kind of ['company', 'employee', 'contractor'] as Kind[]) expect(await list(kind)).toEqual(page([]));
    expect(await taxDocumentRows()).toEqual([]);
  });

  it('the day after the quarter the 941 of Q1 appears, once; yearly documents wait for the year', async () => {
    server().clock.set('2026-04-01T00:00:00Z');
    const first = await list('company');
    expect(first).toEqual(page([q1()]));
    expect(await list('employee')).toEqual(page([]));
    expect(await list('contractor')).toEqual(page([]));
    // Listing again, with every caller kind, produces nothing new.
    server().clock.set('2026-05-20T09:00:00Z');
    expect(await list('company', '', c.corporation.key)).toEqual(first);
    expect(await list('company', '', c.company.key)).toEqual(first);
    const rows = await taxDocumentRows();
    expect(rows.map((r) => ({ kind: r.kind, category: r.category, sourceKey: r.sourceKey, year: r.year, quarter: r.quarter }))).toEqual([
      { kind: 'CompanyTax', category: '941', sourceKey: '941:2026:Q1', year: 2026, quarter: 1 },
    ]);
  });

  it('the 941 PDF carries the quarter figures, labelled by line', async () => {
    const [id] = ids({ body: await list('company') } as never);
    const res = await download('company', id, c.company.key);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Form 941 - Q1 2026.pdf"');
    expect(pdfText(res.body)).toEqual([
      "Form 941 - Employer's Quarterly Federal Tax Return",
      'Quarter 1 of 2026 (January 1 - March 31, 2026)',
      'Employer',
      ...employer,
      'Part 1',
      // No payroll's period includes March 12 (P1 ends January 11, P2 January 18).
      'Line 1 - Employees who received wages, tips, or other compensation for the pay period including Mar. 12: 0',
      'Line 2 - Wages, tips, and other compensation: $3,050.00',
      'Line 3 - Federal income tax withheld from wages, tips, and other compensation: $250.24',
      'Line 5a - Taxable social security wages: $3,050.00 x 0.124 = $378.20',
      'Line 5b - Taxable social security tips: $0.00 x 0.124 = $0.00',
      'Line 5c - Taxable Medicare wages and tips: $3,050.00 x 0.029 = $88.45',
      'Line 5d - Taxable wages subject to Additional Medicare Tax withholding: $0.00 x 0.009 = $0.00',
      'Line 5e - Total social security and Medicare taxes: $466.65',
      'Line 6 - Total taxes before adjustments: $716.89',
      "Line 7 - Current quarter's adjustment for fractions of cents: $0.01",
      'Line 10 - Total taxes after adjustments: $716.90',
      'Line 12 - Total taxes after adjustments and nonrefundable credits: $716.90',
      // The payrolls are still Pending by the clock here (nothing has read them on their payday): nothing deposited yet.
      'Line 13 - Total deposits for this quarter: $0.00',
      'Line 14 - Balance due: $716.90',
      'Line 15 - Overpayment: $0.00',
      'Part 2 - Tell us about your deposit schedule and tax liability for this quarter',
      'Line 16 - Line 12 was less than $2,500 (this or the prior quarter): no deposit schedule.',
      footer,
    ]);
  });

  // Concurrent reads and the company's work lock: on both databases (docs/testing.md); alone there, it makes Q1 and Q2 at once.
  itOnEveryDatabase('concurrent first reads after Q2 closes produce the Q2 941 once, also while other work of the company holds its lock', async () => {
    // Q1's 941 as the earlier tests left it (alone, on the other database, this makes it now).
    server().clock.set('2026-04-01T00:00:00Z');
    await list('company');
    server().clock.set('2026-07-01T00:00:00Z');
    // On PostgreSQL the company's work lock is first held by another connection (heavy payroll work of
    // another process): the reads wait for it, then list the Q2 941 (they used to list only Q1).
    const driver = server().db.driver;
    const holder = driver.kind === 'postgres' ? await driver.pool.connect() : undefined;
    if (holder) {
      await holder.query('BEGIN');
      await holder.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [COMPANY_WORK_LOCK, c.companyId]);
    }
    let settled = false;
    const reads = Promise.all([list('company'), list('company', '', c.company.key), list('employee'), list('company', '', c.corporation.key)]).finally(() => (settled = true));
    if (holder) {
      for (let i = 0; i < 250 && !settled; i++) {
        const waiting = await holder.query("SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted");
        if (waiting.rows[0].n > 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await holder.query('COMMIT');
      holder.release();
    }
    const bodies = await reads;
    for (const body of [bodies[0], bodies[1], bodies[3]]) expect(body).toEqual(page([q1(), q2()]));
    expect(bodies[2]).toEqual(page([]));
    expect((await taxDocumentRows()).map((r) => r.sourceKey)).toEqual(['941:2026:Q1', '941:2026:Q2']);
    const [, q2Id] = ids({ body: bodies[0] } as never);
    expect(pdfText((await download('company', q2Id)).body)).toEqual(
      expect.arrayContaining([
        'Quarter 2 of 2026 (April 1 - June 30, 2026)',
        'Line 1 - Employees who received wages, tips, or other compensation for the pay period including June 12: 0',
        'Line 2 - Wages, tips, and other compensation: $450.00',
        'Line 3 - Federal income tax withheld from wages, tips, and other compensation: $14.04',
        'Line 5a - Taxable social security wages: $450.00 x 0.124 = $55.80',
        'Line 5c - Taxable Medicare wages and tips: $450.00 x 0.029 = $13.05',
        'Line 5e - Total social security and Medicare taxes: $68.85',
        'Line 6 - Total taxes before adjustments: $82.89',
        "Line 7 - Current quarter's adjustment for fractions of cents: $0.01",
        'Line 10 - Total taxes after adjustments: $82.90',
        'Line 12 - Total taxes after adjustments and nonrefundable credits: $82.90',
      ]),
    );
  });

  it('a quarter with only a Draft payroll (Q3) gets no 941', async () => {
    server().clock.set('2026-10-01T00:00:00Z');
    expect(await list('company')).toEqual(page([q1(), q2()]));
    expect(await taxDocumentRows()).toHaveLength(2);
  });

  it('on January 1 the year documents appear: the 940, a W-2 per employee paid, a 1099-NEC per contractor paid', async () => {
    server().clock.set('2026-12-31T23:59:59Z');
    expect(await list('employee')).toEqual(page([]));
    server().clock.set('2027-01-01T00:00:00Z');
    expect(await list('employee')).toEqual(page([w2Ava(), w2Maria()]));
    expect(await list('contractor')).toEqual(page([nec()]));
    expect(await list('company')).toEqual(page([q1(), q2(), w3(), f1096(), f940()]));
    const before = await taxDocumentRows();
    expect(before.map((r) => `${r.kind} ${r.sourceKey}`)).toEqual([
      'CompanyTax 941:2026:Q1',
      'CompanyTax 941:2026:Q2',
      'EmployeeTax W2:2026:' + c.ava,
      'EmployeeTax W2:2026:' + c.maria,
      'CompanyTax W3:2026',
      'ContractorTax 1099Nec:2026:' + c.jordan,
      'CompanyTax 1096:2026',
      'CompanyTax 940:2026',
    ]);
    // Idempotent: more reads, later, create nothing and change nothing.
    server().clock.set('2027-02-15T12:00:00Z');
    for (const kind of ['company', 'employee', 'contractor'] as Kind[]) await list(kind);
    expect(await taxDocumentRows()).toEqual(before);
  });

  // Paging, and a company without documents: list-conformance.test.ts.
  it('filters by year, quarter and worker', async () => {
    expect(await list('company', '?year=2026&quarter=2')).toEqual(page([q2()]));
    expect(await list('company', '?quarter=1')).toEqual(page([q1()]));
    expect(await list('company', '?year=2026')).toEqual(page([q1(), q2(), w3(), f1096(), f940()]));
    expect(await list('company', '?year=2025')).toEqual(page([]));
    expect(await list('company', '?quarter=3')).toEqual(page([]));
    expect(await list('employee', `?employeeId=${c.maria}`)).toEqual(page([w2Maria()]));
    expect(await list('employee', `?year=2026&employeeId=${c.ava}`)).toEqual(page([w2Ava()]));
    expect(await list('employee', '?quarter=4')).toEqual(page([]));
    expect(await list('employee', '?employeeId=emp_unknown')).toEqual(page([]));
    expect(await list('contractor', `?contractorId=${c.jordan}&year=2026`)).toEqual(page([nec()]));
    expect(await list('contractor', '?year=2027')).toEqual(page([]));
  });

  it.each([
    ['company', 'year below range', 'query.year', 'year=1999'],
    ['company', 'quarter out of range', 'query.quarter', 'quarter=5'],
    ['company', 'an employee filter', 'query.employeeId', `employeeId=emp_x`],
    ['contractor', 'year above range', 'query.year', 'year=2101'],
  ] as Array<[Kind, string, string, string]>)('%s list: %s -> 400 naming %s', async (kind, _label, field, q) => {
    expectFieldError(await as().get(`${docs(kind)}?${q}`), field);
  });

  it('gets each document for every caller kind; another kind, an unknown id or another company is 404', async () => {
    const all = { company: (await list('company')).results, employee: (await list('employee')).results, contractor: (await list('contractor')).results } as Record<Kind, Array<{ id: string }>>;
    for (const kind of ['company', 'employee', 'contractor'] as Kind[]) {
      for (const d of all[kind]) {
        for (const k of [c.partner.key, c.corporation.key, c.company.key]) expect(expectStatus(await as(k).get(`${docs(kind)}/${d.id}`), 200).body).toEqual(d);
      }
    }
    const w2 = all.employee[0].id;
    expectProblem(await as().get(`${docs('company')}/${w2}`), 404, 'not_found');
    expectProblem(await as().get(`${docs('contractor')}/${w2}/download`), 404, 'not_found');
    expectProblem(await as().get(`${docs('employee')}/doc_unknown`), 404, 'not_found');
    expectProblem(await as().get(`${docs('employee')}/doc_unknown/download`), 404, 'not_found');
    expectProblem(await as(c.foreign.key).get(`${docs('employee')}/${w2}`), 404, 'not_found');
    expectProblem(await as(c.foreignCompany.key).get(`${docs('employee')}/${w2}/download`), 404, 'not_found');
    expectProblem(await as(c.foreignCompany.key).get(docs('company')), 404, 'not_found');
    expectProblem(await as(c.foreign.key).get(`${docs('employee', c.foreignCompany.id)}/${w2}`), 404, 'not_found');
    // Authorization documents are not tax documents (and the other way around).
    expect(expectStatus(await as().get(`/v1/companies/${c.companyId}/documents/company_authorization_documents`), 200).body.totalResources).toBe(0);
  });

  it('state quarterly wages (getStateQuarterlyWages, issue 40): 200 in the contract\'s shape with the SSN\'s last four only; a bad state or quarter is 400; another partner\'s company 404', async () => {
    const url = (query: string, companyId = c.companyId) => `/v1/companies/${companyId}/state_wage_reports?${query}`;
    // The harness validates every response against the contract (StateQuarterlyWages).
    const body = expectStatus(await as(c.company.key).get(url('state=CA&year=2026&quarter=1')), 200).body;
    expect([body.state, body.year, body.quarter]).toEqual(['CA', 2026, 1]);
    expect(body.employees.map((e: { firstName: string; lastName: string; ssnLastFour: string }) => [e.lastName, e.firstName, e.ssnLastFour])).toEqual([
      ['Chen', 'Ava', SSNS.ava.slice(-4)],
      ['Gonzalez', 'Maria', SSNS.maria.slice(-4)],
    ]);
    expect(JSON.stringify(body)).not.toContain(SSNS.maria);
    expect(body.totals.employeeCount).toBe(2);
    expectFieldError(await as().get(url('state=CA&year=2026&quarter=5')), 'query.quarter');
    expectFieldError(await as().get(url('state=ca&year=2026&quarter=1')), 'query.state');
    expectFieldError(await as().get(url('state=ZZ&year=2026&quarter=1')), 'query.state');
    expectFieldError(await as().get(url('year=2026&quarter=1')), 'query.state');
    expectProblem(await as(c.foreign.key).get(url('state=CA&year=2026&quarter=1')), 404, 'not_found');
  });

  it('the 1096 PDF: the filer, one Form 1099-NEC, box 5 its box 1 ($2,000.00), 1099-NEC marked (issue 39)', async () => {
    const id = (await list('company', '?year=2026')).results[3].id;
    const res = await download('company', id, c.corporation.key);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Form 1096 - 2026.pdf"');
    expect(pdfText(res.body)).toEqual([
      '2026 Form 1096 - Annual Summary and Transmittal of U.S. Information Returns',
      'OMB No. 1545-0108',
      "FILER'S name, street address, city or town, state or province, country,",
      'and ZIP or foreign postal code',
      'Company One LLC',
      ...companyAddress,
      'Name of person to contact',
      'Telephone number',
      'Fax number',
      'Email address',
      '1 Employer identification no.',
      '12-3456789',
      '2 Social security number',
      '3 Total number of forms',
      '1',
      '4 Federal income tax withheld',
      '$0.00',
      '5 Total amount reported',
      '$2,000.00',
      "6 Enter an 'X' in only one box below to indicate the type of form being filed.",
      'X  1099-NEC',
      'Form 1096 Annual Summary and Transmittal of U.S. Information Returns',
      '2026',
      'Filed with the paper Forms 1099-NEC (Copy A) of the year. Electronic filers (IRIS) do not send it.',
      footer,
    ]);
  });

  it('the 940 PDF: payments, exempt payments, taxable FUTA wages and the 0.6% tax', async () => {
    const id = (await list('company', '?year=2026')).results[4].id;
    const res = await download('company', id, c.corporation.key);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Form 940 - 2026.pdf"');
    expect(pdfText(res.body)).toEqual([
      // The title is wider than the page at 16 points: it wraps rather than running off the page.
      "Form 940 - Employer's Annual Federal Unemployment (FUTA)",
      'Tax Return',
      'Calendar year 2026',
      'Employer',
      ...employer,
      'Part 1 - Tell us about your return',
      // State unemployment in California only (the San Francisco workplace).
      'Line 1a - If you had to pay state unemployment tax in one state only, the state abbreviation: CA',
      'Line 1b - If you had to pay state unemployment tax in more than one state, you are a multi-state employer: No',
      'Line 2 - If you paid wages in a state that is subject to credit reduction: not known (see Schedule A)',
      'Part 2 - Determine your FUTA tax before adjustments',
      'Line 3 - Total payments to all employees: $3,650.00',
      'Line 4 - Payments exempt from FUTA tax: $150.00',
      'Line 5 - Total of payments made to each employee in excess of $7,000: $0.00',
      'Line 6 - Subtotal (line 4 + line 5): $150.00',
      'Line 7 - Total taxable FUTA wages (line 3 - line 6): $3,500.00',
      'Line 8 - FUTA tax before adjustments (line 7 x 0.006): $21.00',
      // 2026's credit reductions are not confirmed (payroll-engine FUTA_CREDIT_REDUCTIONS): never silently zero.
      'Part 3 - Determine your adjustments',
      'Line 11 - If credit reduction applies, the total from Schedule A: not computed (see Schedule A)',
      'Part 4 - Determine your FUTA tax and balance due or overpayment',
      'Line 12 - Total FUTA tax after adjustments (without line 11, not computed): $21.00',
      'Line 13 - FUTA tax deposited for the year: $0.00',
      'Line 14 - Balance due (without line 11, not computed): $21.00',
      'Line 15 - Overpayment (without line 11, not computed): $0.00',
      'Schedule A (Form 940) - Multi-State Employer and Credit Reduction Information',
      '  CA: FUTA taxable wages $3,500.00; credit reduction not computed',
      '  Total credit reduction: not computed',
      "  The U.S. DOL's final 2026 list (published after 2026-11-10) could not be confirmed.",
      footerAll,
    ]);
  });

  it('the W-2 PDFs: boxes 1 to 6 and 15 to 17 per employee, the SSN as its last four digits', async () => {
    const [ava, maria] = ids({ body: await list('employee') } as never);
    const mariaPdf = await download('employee', maria);
    expect(mariaPdf.headers['content-disposition']).toBe('attachment; filename="2026 Form W-2 - Maria Gonzalez.pdf"');
    // Copy B's box layout, read row by row, left to right: each box's number and label, then its value.
    expect(pdfText(mariaPdf.body)).toEqual(
      [
        ["2026 Form W-2 - Copy B, to be filed with the employee's federal tax return", 'OMB No. 1545-0008'],
        ["a Employee's social security number", 'SSN: XXX-XX-6789', ...w2Notice],
        ['b Employer identification number (EIN)', '12-3456789', '1 Wages, tips, other compensation', '$2,600.00', '2 Federal income tax withheld', '$198.20'],
        ["c Employer's name, address, and ZIP code", 'Company One LLC', ...companyAddress, '3 Social security wages', '$2,600.00', '4 Social security tax withheld', '$161.20'],
        ['5 Medicare wages and tips', '$2,600.00', '6 Medicare tax withheld', '$37.71'],
        ...w2EmptyBoxes,
        ["e Employee's first name and initial      Last name      Suff.", 'Maria Gonzalez', '11 Nonqualified plans', '12a See instructions for box 12'],
        ['13 Statutory employee / Retirement', 'plan / Third-party sick pay', '12b'],
        ["f Employee's address and ZIP code", ...companyAddress, '14a Other', '12c', '12d'],
        ['14b Treasury tipped occupation code'],
        // California withheld on 950 + 1,200 + 450 (paystubs.test.ts: 24.45 + 44.58 + 5.13); no CA account on file.
        ['15 State', 'CA', "Employer's state ID number", 'not on file', '16 State wages, tips, etc.', '$2,600.00', '17 State income tax', '$74.16'],
        ['18 Local wages, tips, etc.', '19 Local income tax', '20 Locality name'],
        ['15 State', "Employer's state ID number", '16 State wages, tips, etc.', '17 State income tax', '18 Local wages, tips, etc.', '19 Local income tax', '20 Locality name'],
        ['Form W-2 Wage and Tax Statement', '2026', 'Department of the Treasury - Internal Revenue Service'],
        ["Copy B - To Be Filed With Employee's FEDERAL Tax Return. Copy C - For EMPLOYEE'S RECORDS.", footerAll],
      ].flat(),
    );
    // Each box's label followed by its value: consecutive strings of the text.
    const avaText = pdfText((await download('employee', ava, c.company.key)).body).join('|');
    for (const box of [
      ["a Employee's social security number", 'SSN: XXX-XX-7891'],
      ["e Employee's first name and initial      Last name      Suff.", 'Ava Chen'],
      ['1 Wages, tips, other compensation', '$900.00'],
      ['2 Federal income tax withheld', '$66.08'],
      ['3 Social security wages', '$900.00'],
      ['4 Social security tax withheld', '$55.80'],
      ['5 Medicare wages and tips', '$900.00'],
      ['6 Medicare tax withheld', '$13.05'],
      ['16 State wages, tips, etc.', '$900.00'],
      ['17 State income tax', '$21.30'],
    ]) {
      expect(avaText).toContain(box.join('|'));
    }
    for (const secret of [SSNS.maria, SSNS.maria.replace(/-/g, '')]) expect(mariaPdf.body.toString('latin1')).not.toContain(secret);
  });

  it('the 1099-NEC PDF: nonemployee compensation without reimbursements, no withholding', async () => {
    const [id] = ids({ body: await list('contractor') } as never);
    const res = await download('contractor', id, c.company.key);
    expect(res.headers['content-disposition']).toBe('attachment; filename="2026 Form 1099-NEC - Jordan Reyes.pdf"');
    // Copy B's box layout, read row by row, left to right: each box's label, then its value.
    expect(pdfText(res.body)).toEqual(
      [
        ["PAYER'S name, street address, city or town, state or province, country, ZIP", 'or foreign postal code, and telephone no.', 'Company One LLC', ...companyAddress],
        ['OMB No. 1545-0116', 'Form 1099-NEC', '(Rev. January 2024)', 'For calendar year', '2026', 'Nonemployee', 'Compensation'],
        ["PAYER'S TIN", '12-3456789', "RECIPIENT'S TIN", 'TIN (SSN): XXX-XX-8912', '1 Nonemployee compensation', '$2,000.00'],
        ['Copy B', 'For Recipient', ...recipientNotice],
        ["RECIPIENT'S name", 'Jordan Reyes', '2 Payer made direct sales totaling', '$5,000 or more of consumer products', 'to recipient for resale'],
        ['Street address (including apt. no.)', companyAddress[0], '3 Excess golden parachute payments'],
        ['City or town, state or province, country, and ZIP or foreign postal code', companyAddress[1], '4 Federal income tax withheld', '$0.00'],
        ['Account number (see instructions)', '5 State tax withheld', "6 State/Payer's state no.", '7 State income'],
        ['Form 1099-NEC (Rev. January 2024)', '(keep for your records)', 'Department of the Treasury - Internal Revenue Service', footer],
      ].flat(),
    );
    expect(res.body.toString('latin1')).not.toContain(SSNS.jordan);
  });
});

// W-2 boxes 10 and 12 from the year's benefit contributions (services/tax-forms.ts w2BenefitBoxes; IRS General
// Instructions for Forms W-2 and W-3, "Codes for box 12" and box 10).
//
// Figures (2026, the payroll world's Texas workplace, weekly: monthly x 12 / 52). Wes earns 40 h x 25 = 1,000.00 a
// week; his benefits per payroll: Pension401K employee 5% = 50.00 and company 65/month = 15.00 (a match: not in
// box 12); Roth401K employee 104/month = 24.00; Hsa125 employee 260/month = 60.00, company 130/month = 30.00;
// DependentCareFsa125 employee 195/month = 45.00, company 65/month = 15.00; HealthFsa125 employee 52/month =
// 12.00 (not reported). An external payroll of 2026-02-27 had Pension401K employee 100.00 (company 25.00).
// Payroll P1 (payday 2026-03-13) is paid; payroll P2 (payday 2026-03-20) is paid and its item voided.
//   Box 10: 45.00 + 15.00 = 60.00.
//   12a D: 50.00 + 100.00 (external) = 150.00; 12b W: 60.00 + 30.00 = 90.00; 12c AA: 24.00; 12d empty.
//   Box 1: 1,000 - 50 - 60 - 45 - 12 = 833.00 + 1,900.00 (external) = 2,733.00.
forEachDatabase('tax documents: W-2 boxes 10 and 12', (server) => {
  let w: PayrollWorld;
  let wes: string;
  const WEEK2 = { periodStart: '2026-03-09', periodEnd: '2026-03-15', payday: '2026-03-20' };
  const benefit = async (body: Record<string, unknown>) => expectStatus(await w.as().post(`${w.base}/benefits/employee`, { employeeId: wes, effectiveStart: '2026-01-01', ...body }), 201);
  const paid = async (period: Record<string, string>, approveAt: string) => {
    const p = expectStatus(await w.as().post(`${w.base}/payrolls`, { frequency: 'Weekly', ...period, employeeItems: [{ employeeId: wes, payments: [{ regularHours: 40 }] }] }), 201).body;
    server().clock.set(approveAt);
    expectStatus(await w.as().post(`${w.base}/payrolls/${p.id}/approve`), 200);
    server().clock.set(`${period.payday}T12:00:00Z`);
    const read = expectStatus(await w.as().get(`${w.base}/payrolls/${p.id}`), 200).body;
    expect(read.status).toBe('Paid');
    return read;
  };

  beforeAll(async () => {
    w = await payrollWorld(server());
    server().clock.set(MONDAY);
    wes = await w.employee('Wes');
    expectStatus(
      await w.as().post(`${w.base}/employees/${wes}/external_payrolls`, {
        payday: '2026-02-27',
        grossPay: 2000,
        federalIncomeTaxWages: 1900,
        benefits: [{ type: 'Pension401K', employeeAmount: 100, companyAmount: 25 }],
      }),
      201,
    );
    await benefit({ type: 'Pension401K', employeeContributionPercent: 5, companyContributionAmount: 65 });
    await benefit({ type: 'Roth401K', employeeContributionAmount: 104 });
    await benefit({ type: 'Hsa125', hsaContributionLimit: 'Family', employeeContributionAmount: 260, companyContributionAmount: 130 });
    await benefit({ type: 'DependentCareFsa125', employeeContributionAmount: 195, companyContributionAmount: 65 });
    await benefit({ type: 'HealthFsa125', employeeContributionAmount: 52 });
  });
  afterAll(() => server().clock.reset());

  it('prints box 10 and the box 12 codes D, W and AA with their amounts; a void item and health FSA do not count', async () => {
    const p1 = await paid(WEEK, '2026-03-04T10:00:00Z');
    expect(p1.employeeItems[0].benefits.map((b: Record<string, unknown>) => [b.type, b.employeeAmount, b.companyAmount])).toEqual([
      ['Pension401K', 50, 15],
      ['Roth401K', 24, 0],
      ['Hsa125', 60, 30],
      ['DependentCareFsa125', 45, 15],
      ['HealthFsa125', 12, 0],
    ]);
    const p2 = await paid(WEEK2, '2026-03-11T10:00:00Z');
    server().clock.set('2026-03-23T09:00:00Z');
    expectStatus(await w.as().post(`${w.base}/payrolls/${p2.id}/items/${p2.employeeItems[0].id}/void`, { reason: 'Paid in error' }), 200);

    server().clock.set('2027-01-01T00:00:00Z');
    const docs = `${w.base}/documents/employee_tax_documents`;
    const [doc] = expectStatus(await w.as().get(docs), 200).body.results;
    expect(doc).toMatchObject({ employeeId: wes, category: 'W2', year: 2026 });
    const res = await getBinary(server(), w.t.partner.key, `${docs}/${doc.id}/download`);
    expect(res.status).toBe(200);
    const text = pdfText(res.body);
    const at = text.indexOf('9');
    expect(text.slice(at, at + 3)).toEqual(['9', '10 Dependent care benefits', '$60.00']);
    const joined = text.join('|');
    for (const box of [
      ['1 Wages, tips, other compensation', '$2,733.00'],
      ['11 Nonqualified plans', '12a See instructions for box 12', 'D', '$150.00'],
      ['plan / Third-party sick pay', '12b', 'W', '$90.00'],
      ['14a Other', '12c', 'AA', '$24.00', '12d', '14b Treasury tipped occupation code', '15 State'],
    ]) {
      expect(joined).toContain(box.join('|'));
    }
  });

  it('prints boxes 18 to 20 from the local income tax lines: a New York City resident', async () => {
    server().clock.set(MONDAY);
    const v = await payrollWorld(server());
    const nyc = { street1: '350 Fifth Ave', city: 'New York', state: 'NY', zipcode: '10118', country: 'US' };
    const wp = expectStatus(await v.as().post(`${v.base}/workplaces`, { name: 'Midtown', address: nyc }), 201).body.id as string;
    const ny = await v.employee('Nia', { workplaces: [wp], primaryWorkplaceId: wp, residence: { ...nyc, localities: ['NY-NYC'] } });
    const p = expectStatus(await v.as().post(`${v.base}/payrolls`, { frequency: 'Weekly', ...WEEK, employeeItems: [{ employeeId: ny, payments: [{ regularHours: 40 }] }] }), 201).body;
    // 40 h x $25 = $1,000 weekly, no IT-2104: NYS-50-T-NYC Method II Single, 1,000 - 96.15 = 903.85; the 481 row:
    // 15.06 + (903.85 - 481) x 4.15% = 32.61 (payroll-engine test/states/locals.test.ts).
    const taxes = p.employeeItems[0].taxes as Array<Record<string, unknown>>;
    expect(taxes.find((t) => t.code === 'nyc_res')).toMatchObject({ jurisdiction: 'NY-NYC', amount: 32.61 });
    const nySit = taxes.find((t) => t.code === 'ny_sit')!.amount as number;
    const codes = [...new Set((p.warnings as Array<{ code: string }>).map((x) => x.code))];
    expect(codes).not.toContain('local_taxes_not_computed');
    server().clock.set('2026-03-04T10:00:00Z');
    expectStatus(await v.as().post(`${v.base}/payrolls/${p.id}/approve`, codes.length ? { acknowledgedWarnings: codes } : undefined), 200);
    server().clock.set('2027-01-01T00:00:00Z');
    const docs = `${v.base}/documents/employee_tax_documents`;
    const [doc] = expectStatus(await v.as().get(docs), 200).body.results;
    const text = pdfText((await getBinary(server(), v.t.partner.key, `${docs}/${doc.id}/download`)).body);
    const at = text.indexOf('15 State');
    const usd = (n: number) => `$${n.toFixed(2)}`;
    expect(text.slice(at, at + 14)).toEqual([
      '15 State', 'NY', "Employer's state ID number", 'not on file', '16 State wages, tips, etc.', '$1,000.00', '17 State income tax', usd(nySit),
      '18 Local wages, tips, etc.', '$1,000.00', '19 Local income tax', '$32.61', '20 Locality name', 'NYC',
    ]);
  });
});
