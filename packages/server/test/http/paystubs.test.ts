// Paystubs of employees and contractors: one per approved payroll item, each line with its current
// and year-to-date amount (calendar year of the payday), the PDF download, scope and 404s. The
// payrolls are made and approved through the API (see paid-payrolls.ts for the figures' inputs).
//
// Expected federal figures and nets before California's taxes (2026 tables, Weekly, Single without a W-4; Maria's Medical125 $50.00 a week is
// pre-tax for FIT, FICA and FUTA):
//   P1 Maria: 40 h x $25 = 1,000.00; FIT on 950 -> (49,400 - 8,600 = 40,800 -> 1,240 + 12% x 20,900)
//      / 52 = 72.08; SS 950 x 6.2% = 58.90; Medicare 950 x 1.45% = 13.78; net 1,000 - 50 - 144.76
//      - 25 = 780.24.
//   P2 Maria: 1,000 + 4 h x 37.50 = 150 + bonus 100 = 1,250.00; FIT: regular 1,100 -> 90.08, bonus
//      flat 22% = 22.00 -> 112.08; SS 1,200 x 6.2% = 74.40; Medicare 17.40; net 1,250 - 50 - 203.88
//      - 25 + 35.50 = 1,006.62.
//   P4 Maria: 20 h = 500.00; FIT on 450 -> (14,800 -> 10% x 7,300) / 52 = 14.04; SS 27.90;
//      Medicare 6.53; net 500 - 50 - 48.47 - 25 = 376.53.
//   P1 Ava: 30 h x $30 = 900.00; FIT 66.08; SS 55.80; Medicare 13.05; net 765.07 by direct deposit.
//   Jordan: P1 10 h x $50 = 500 + 20 reimbursement = 520; P4 2 h = 100.
// California (the workplace; no DE 4: Single, 0 allowances; DE 44 Method B weekly 2026: low-income
// exemption $363, standard deduction $110; Section 125 excluded; SDI 1.3% of wages less Section 125):
//   P1 Maria: 950 - 110 = 840; over 797: 6.6% x 43 = 2.838 + 21.61 = 24.45; SDI 950 x 1.3% = 12.35;
//      employee taxes 144.76 + 36.80 = 181.56; net 780.24 - 36.80 = 743.44.
//   P2 Maria: regular 1,150 - 50 = 1,100 - 110 = 990; over 797: 6.6% x 193 = 12.738 + 21.61 = 34.35; bonus
//      100 x 10.23% = 10.23 -> CA 44.58; SDI 1,200 x 1.3% = 15.60; employee taxes 203.88 + 60.18 = 264.06;
//      net 1,006.62 - 60.18 = 946.44.
//   P4 Maria: 450 - 110 = 340; over 213: 2.2% x 127 = 2.794 + 2.34 = 5.13; SDI 450 x 1.3% = 5.85;
//      employee taxes 48.47 + 10.98 = 59.45; net 376.53 - 10.98 = 365.55.
//   P1 Ava: 900 - 110 = 790; over 505: 4.4% x 285 = 12.54 + 8.76 = 21.30; SDI 900 x 1.3% = 11.70;
//      employee taxes 134.93 + 33.00 = 167.93; net 765.07 - 33.00 = 732.07.
import { pdfText } from '../../src/documents/pdf';
import { forEachDatabase } from '@payroll/test-support';
import { client, expectFieldError, expectProblem, expectStatus, type Key } from './fixtures';
import { ACCOUNT_NUMBER, SSNS, createPaidCompany, getBinary, type PaidCompany } from './paid-payrolls';

const amount = (current: number, ytd: number) => ({ current, ytd });

forEachDatabase('paystubs', (server) => {
  let c: PaidCompany;
  const as = (k: Key = c.partner.key) => client(server().app, k);
  const employeeStubs = (employeeId: string) => `${c.base}/employees/${employeeId}/paystubs`;
  const contractorStubs = (contractorId: string) => `${c.base}/contractors/${contractorId}/paystubs`;

  beforeAll(async () => {
    c = await createPaidCompany(server());
  });
  afterEach(() => server().clock.reset());

  const header = (payrollId: string, period: [string, string, string]) => ({
    payrollId,
    companyId: c.companyId,
    periodStart: period[0],
    periodEnd: period[1],
    payday: period[2],
  });

  const mariaP1 = () => ({
    ...header(c.p1, ['2026-01-05', '2026-01-11', '2026-01-16']),
    employeeId: c.maria,
    paymentMethod: 'Manual',
    earnings: [{ type: 'Regular', description: 'Regular', hours: 40, rate: 25, amount: 1000, ytdAmount: 1000 }],
    taxes: [
      { type: 'FederalIncomeTax', jurisdiction: 'US', code: 'us_fit', description: 'Federal income tax', amount: 72.08, ytdAmount: 72.08, subjectWages: 950, taxableWages: 950 },
      { type: 'SocialSecurity', jurisdiction: 'US', code: 'us_fica_ss', description: 'Social Security', amount: 58.9, ytdAmount: 58.9, subjectWages: 950, taxableWages: 950 },
      { type: 'Medicare', jurisdiction: 'US', code: 'us_fica_medicare', description: 'Medicare', amount: 13.78, ytdAmount: 13.78, subjectWages: 950, taxableWages: 950 },
      { type: 'StateIncomeTax', jurisdiction: 'CA', code: 'ca_sit', description: 'CA income tax', amount: 24.45, ytdAmount: 24.45, subjectWages: 950, taxableWages: 950 },
      { type: 'StateProgram', jurisdiction: 'CA', code: 'ca_sdi', description: 'California SDI (employee)', amount: 12.35, ytdAmount: 12.35, subjectWages: 950, taxableWages: 950 },
    ],
    benefits: [{ type: 'Medical125', description: 'Medical (Section 125)', amount: 50, ytdAmount: 50 }],
    deductions: [{ type: 'Miscellaneous', description: 'Uniform rental', amount: 25, ytdAmount: 25 }],
    reimbursements: [],
    totals: {
      gross: amount(1000, 1000),
      employeeTaxes: amount(181.56, 181.56),
      benefits: amount(50, 50),
      deductions: amount(25, 25),
      reimbursements: amount(0, 0),
      net: amount(743.44, 743.44),
    },
  });

  const mariaP2 = () => ({
    ...header(c.p2, ['2026-01-12', '2026-01-18', '2026-01-23']),
    employeeId: c.maria,
    paymentMethod: 'Manual',
    earnings: [
      { type: 'Regular', description: 'Regular', hours: 40, rate: 25, amount: 1000, ytdAmount: 2000 },
      { type: 'Overtime', description: 'Overtime', hours: 4, rate: 37.5, amount: 150, ytdAmount: 150 },
      { type: 'Bonus', description: 'Bonus', amount: 100, ytdAmount: 100 },
    ],
    taxes: [
      { type: 'FederalIncomeTax', jurisdiction: 'US', code: 'us_fit', description: 'Federal income tax', amount: 112.08, ytdAmount: 184.16, subjectWages: 1200, taxableWages: 1200 },
      { type: 'SocialSecurity', jurisdiction: 'US', code: 'us_fica_ss', description: 'Social Security', amount: 74.4, ytdAmount: 133.3, subjectWages: 1200, taxableWages: 1200 },
      { type: 'Medicare', jurisdiction: 'US', code: 'us_fica_medicare', description: 'Medicare', amount: 17.4, ytdAmount: 31.18, subjectWages: 1200, taxableWages: 1200 },
      { type: 'StateIncomeTax', jurisdiction: 'CA', code: 'ca_sit', description: 'CA income tax', amount: 44.58, ytdAmount: 69.03, subjectWages: 1200, taxableWages: 1200 },
      { type: 'StateProgram', jurisdiction: 'CA', code: 'ca_sdi', description: 'California SDI (employee)', amount: 15.6, ytdAmount: 27.95, subjectWages: 1200, taxableWages: 1200 },
    ],
    benefits: [{ type: 'Medical125', description: 'Medical (Section 125)', amount: 50, ytdAmount: 100 }],
    deductions: [{ type: 'Miscellaneous', description: 'Uniform rental', amount: 25, ytdAmount: 50 }],
    reimbursements: [{ type: 'Reimbursement', description: 'Mileage', amount: 35.5, ytdAmount: 35.5 }],
    totals: {
      gross: amount(1250, 2250),
      employeeTaxes: amount(264.06, 445.62),
      benefits: amount(50, 100),
      deductions: amount(25, 50),
      reimbursements: amount(35.5, 35.5),
      net: amount(946.44, 1689.88),
    },
  });

  // Lines paid earlier in the year but not on P4 (overtime, bonus, mileage) show amount 0 and their YTD.
  const mariaP4 = () => ({
    ...header(c.p4, ['2026-03-30', '2026-04-05', '2026-04-10']),
    employeeId: c.maria,
    paymentMethod: 'Manual',
    earnings: [
      { type: 'Regular', description: 'Regular', hours: 20, rate: 25, amount: 500, ytdAmount: 2500 },
      { type: 'Overtime', description: 'Overtime', amount: 0, ytdAmount: 150 },
      { type: 'Bonus', description: 'Bonus', amount: 0, ytdAmount: 100 },
    ],
    taxes: [
      { type: 'FederalIncomeTax', jurisdiction: 'US', code: 'us_fit', description: 'Federal income tax', amount: 14.04, ytdAmount: 198.2, subjectWages: 450, taxableWages: 450 },
      { type: 'SocialSecurity', jurisdiction: 'US', code: 'us_fica_ss', description: 'Social Security', amount: 27.9, ytdAmount: 161.2, subjectWages: 450, taxableWages: 450 },
      { type: 'Medicare', jurisdiction: 'US', code: 'us_fica_medicare', description: 'Medicare', amount: 6.53, ytdAmount: 37.71, subjectWages: 450, taxableWages: 450 },
      { type: 'StateIncomeTax', jurisdiction: 'CA', code: 'ca_sit', description: 'CA income tax', amount: 5.13, ytdAmount: 74.16, subjectWages: 450, taxableWages: 450 },
      { type: 'StateProgram', jurisdiction: 'CA', code: 'ca_sdi', description: 'California SDI (employee)', amount: 5.85, ytdAmount: 33.8, subjectWages: 450, taxableWages: 450 },
    ],
    benefits: [{ type: 'Medical125', description: 'Medical (Section 125)', amount: 50, ytdAmount: 150 }],
    deductions: [{ type: 'Miscellaneous', description: 'Uniform rental', amount: 25, ytdAmount: 75 }],
    reimbursements: [{ type: 'Reimbursement', description: 'Mileage', amount: 0, ytdAmount: 35.5 }],
    totals: {
      gross: amount(500, 2750),
      employeeTaxes: amount(59.45, 505.07),
      benefits: amount(50, 150),
      deductions: amount(25, 75),
      reimbursements: amount(0, 35.5),
      net: amount(365.55, 2055.43),
    },
  });

  const avaP1 = () => ({
    ...header(c.p1, ['2026-01-05', '2026-01-11', '2026-01-16']),
    employeeId: c.ava,
    paymentMethod: 'DirectDeposit',
    earnings: [{ type: 'Regular', description: 'Regular', hours: 30, rate: 30, amount: 900, ytdAmount: 900 }],
    taxes: [
      { type: 'FederalIncomeTax', jurisdiction: 'US', code: 'us_fit', description: 'Federal income tax', amount: 66.08, ytdAmount: 66.08, subjectWages: 900, taxableWages: 900 },
      { type: 'SocialSecurity', jurisdiction: 'US', code: 'us_fica_ss', description: 'Social Security', amount: 55.8, ytdAmount: 55.8, subjectWages: 900, taxableWages: 900 },
      { type: 'Medicare', jurisdiction: 'US', code: 'us_fica_medicare', description: 'Medicare', amount: 13.05, ytdAmount: 13.05, subjectWages: 900, taxableWages: 900 },
      { type: 'StateIncomeTax', jurisdiction: 'CA', code: 'ca_sit', description: 'CA income tax', amount: 21.3, ytdAmount: 21.3, subjectWages: 900, taxableWages: 900 },
      { type: 'StateProgram', jurisdiction: 'CA', code: 'ca_sdi', description: 'California SDI (employee)', amount: 11.7, ytdAmount: 11.7, subjectWages: 900, taxableWages: 900 },
    ],
    benefits: [],
    deductions: [],
    reimbursements: [],
    totals: {
      gross: amount(900, 900),
      employeeTaxes: amount(167.93, 167.93),
      benefits: amount(0, 0),
      deductions: amount(0, 0),
      reimbursements: amount(0, 0),
      net: amount(732.07, 732.07),
    },
  });

  const noWithholding = { employeeTaxes: amount(0, 0), benefits: amount(0, 0), deductions: amount(0, 0) };
  const jordanP1 = () => ({
    ...header(c.p1, ['2026-01-05', '2026-01-11', '2026-01-16']),
    contractorId: c.jordan,
    paymentMethod: 'Manual',
    earnings: [{ type: 'ContractorPayment', description: 'Contractor payment', hours: 10, rate: 50, amount: 500, ytdAmount: 500 }],
    taxes: [],
    benefits: [],
    deductions: [],
    reimbursements: [{ type: 'Reimbursement', description: 'Reimbursement', amount: 20, ytdAmount: 20 }],
    totals: { gross: amount(500, 500), ...noWithholding, reimbursements: amount(20, 20), net: amount(520, 520) },
  });
  const jordanP4 = () => ({
    ...header(c.p4, ['2026-03-30', '2026-04-05', '2026-04-10']),
    contractorId: c.jordan,
    paymentMethod: 'Manual',
    earnings: [{ type: 'ContractorPayment', description: 'Contractor payment', hours: 2, rate: 50, amount: 100, ytdAmount: 600 }],
    taxes: [],
    benefits: [],
    deductions: [],
    reimbursements: [{ type: 'Reimbursement', description: 'Reimbursement', amount: 0, ytdAmount: 20 }],
    totals: { gross: amount(100, 600), ...noWithholding, reimbursements: amount(0, 20), net: amount(100, 620) },
  });

  const page = (results: unknown[], extra: Record<string, unknown> = {}) => ({
    hasResources: results.length > 0,
    totalResources: results.length,
    totalPages: results.length ? 1 : 0,
    pageSize: 10,
    currentPage: 1,
    previousPage: null,
    nextPage: null,
    results,
    ...extra,
  });

  describe('employee paystubs', () => {
    it('lists one paystub per approved payroll, in approval order, Draft payrolls left out, with exact lines and YTD', async () => {
      const res = expectStatus(await as().get(employeeStubs(c.maria)), 200);
      expect(res.body).toEqual(page([mariaP1(), mariaP2(), mariaP4()]));
      expect(expectStatus(await as().get(employeeStubs(c.ava)), 200).body).toEqual(page([avaP1()]));
    });

    it('answers the same for the corporation and company keys', async () => {
      const partnerBody = expectStatus(await as().get(employeeStubs(c.maria)), 200).body;
      expect(expectStatus(await as(c.corporation.key).get(employeeStubs(c.maria)), 200).body).toEqual(partnerBody);
      expect(expectStatus(await as(c.company.key).get(employeeStubs(c.maria)), 200).body).toEqual(partnerBody);
    });

    // Paging, and an employee without paystubs: list-conformance.test.ts.
    it('a later page still carries the year to date of every earlier paystub', async () => {
      const res = expectStatus(await as().get(`${employeeStubs(c.maria)}?pageSize=2&page=2`), 200);
      expect(res.body).toEqual({ hasResources: true, totalResources: 3, totalPages: 2, pageSize: 2, currentPage: 2, previousPage: 1, nextPage: null, results: [mariaP4()] });
    });

    it('gets the paystub of one payroll (same as in the list), for each caller kind', async () => {
      for (const k of [c.partner.key, c.corporation.key, c.company.key]) {
        expect(expectStatus(await as(k).get(`${employeeStubs(c.maria)}/${c.p2}`), 200).body).toEqual(mariaP2());
      }
      expect(expectStatus(await as().get(`${employeeStubs(c.maria)}/${c.p4}`), 200).body).toEqual(mariaP4());
      expect(expectStatus(await as().get(`${employeeStubs(c.ava)}/${c.p1}`), 200).body).toEqual(avaP1());
    });

    it('404: a Draft payroll, a payroll without the employee, an unknown payroll or employee, another company', async () => {
      expectProblem(await as().get(`${employeeStubs(c.maria)}/${c.p3}`), 404, 'not_found');
      expectProblem(await as().get(`${employeeStubs(c.maria)}/${c.p5}`), 404, 'not_found');
      expectProblem(await as().get(`${employeeStubs(c.ava)}/${c.p2}`), 404, 'not_found');
      expectProblem(await as().get(`${employeeStubs(c.maria)}/pay_unknown`), 404, 'not_found');
      expectProblem(await as().get(`${c.base}/employees/emp_unknown/paystubs`), 404, 'not_found');
      expectProblem(await as().get(`${c.base}/employees/emp_unknown/paystubs/${c.p1}`), 404, 'not_found');
      // A contractor id is not an employee.
      expectProblem(await as().get(`${c.base}/employees/${c.jordan}/paystubs/${c.p1}`), 404, 'not_found');
      // The foreign partner and the foreign company key do not see this company.
      expectProblem(await as(c.foreign.key).get(employeeStubs(c.maria)), 404, 'not_found');
      expectProblem(await as(c.foreignCompany.key).get(`${employeeStubs(c.maria)}/${c.p1}`), 404, 'not_found');
      // This company's employee under another company's path.
      expectProblem(await as(c.foreign.key).get(`/v1/companies/${c.foreignCompany.id}/employees/${c.maria}/paystubs/${c.p1}`), 404, 'not_found');
    });

    it('list: an unknown filter -> 400 naming query.year', async () => {
      expectFieldError(await as().get(`${employeeStubs(c.maria)}?year=2026`), 'query.year');
    });

    it('downloads the paystub as a PDF: company, name, period, every line with YTD, net pay, SSN last four only', async () => {
      const res = await getBinary(server(), c.company.key, `${employeeStubs(c.maria)}/${c.p2}/download`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="paystub-${c.maria}-${c.p2}.pdf"`);
      expect(res.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(res.body.toString('latin1')).toMatch(/%%EOF\n$/);
      const text = pdfText(res.body);
      // In reading order: the header blocks, then each table row by row, left to right (empty cells draw nothing).
      expect(text).toEqual(
        [
          ['Earnings Statement', 'Company One LLC', '500 Market Street, Suite 300', 'San Francisco CA 94105'],
          ['Employee', 'Maria Gonzalez', '500 Market Street, Suite 300', 'San Francisco CA 94105', `Employee ID: ${c.maria} (code E0001)`, 'SSN: XXX-XX-6789'],
          ['Pay period', 'Pay date', 'Check number', 'Payment method', 'Payroll'],
          ['2026-01-12 to 2026-01-18', '2026-01-23', '1003', 'Paper check', c.p2],
          ['Earnings', 'Rate', 'Hours', 'Current', 'YTD'],
          ['Regular', '$25.00', '40', '$1,000.00', '$2,000.00'],
          ['Overtime', '$37.50', '4', '$150.00', '$150.00'],
          ['Bonus', '$100.00', '$100.00'],
          ['Gross pay', '$1,250.00', '$2,250.00'],
          ['Taxes withheld', 'Current', 'YTD'],
          ['Federal income tax', '$112.08', '$184.16'],
          ['Social Security', '$74.40', '$133.30'],
          ['Medicare', '$17.40', '$31.18'],
          ['CA income tax', '$44.58', '$69.03'],
          ['California SDI (employee)', '$15.60', '$27.95'],
          ['Benefits (employee contributions)', 'Current', 'YTD'],
          ['Medical (Section 125)', '$50.00', '$100.00'],
          ['Post-tax deductions', 'Current', 'YTD'],
          ['Uniform rental', '$25.00', '$50.00'],
          ['Reimbursements', 'Current', 'YTD'],
          ['Mileage', '$35.50', '$35.50'],
          ['Summary', 'Current', 'YTD'],
          ['Gross pay', '$1,250.00', '$2,250.00'],
          ['Employee taxes', '$264.06', '$445.62'],
          ['Benefits', '$50.00', '$100.00'],
          ['Deductions', '$25.00', '$50.00'],
          ['Reimbursements', '$35.50', '$35.50'],
          ['Net pay', '$946.44', '$1,689.88'],
          ['Net pay distribution', 'Amount'],
          // Check numbers are the company's, issued at approval (getPayrollPaperChecks): P1 took 1001 (Maria) and
          // 1002 (Jordan), so Maria's check of P2 is No. 1003.
          ['Paper check No. 1003', '$946.44'],
          // Nothing after it: every tax of this California stub was computed, so no not-computed note.
        ].flat(),
      );
      const all = res.body.toString('latin1');
      for (const secret of [SSNS.maria, SSNS.maria.replace(/-/g, '')]) expect(all).not.toContain(secret);
    });

    it('a direct-deposit paystub names the account by its last four digits only', async () => {
      const res = await getBinary(server(), c.partner.key, `${employeeStubs(c.ava)}/${c.p1}/download`);
      expect(res.status).toBe(200);
      const text = pdfText(res.body);
      // Cells of one row are consecutive strings of the text, in column order.
      const rows = text.join('|');
      for (const row of [
        ['Ava Chen'],
        ['SSN: XXX-XX-7891'],
        ['2026-01-05 to 2026-01-11', '2026-01-16', '-', 'Direct deposit'],
        ['Net pay', '$732.07', '$732.07'],
        ['Checking account ending in 4431', '$732.07'],
      ]) {
        expect(rows).toContain(row.join('|'));
      }
      const all = res.body.toString('latin1');
      for (const secret of [ACCOUNT_NUMBER, SSNS.ava, SSNS.ava.replace(/-/g, '')]) expect(all).not.toContain(secret);
    });

    it('download 404s are problem JSON: Draft payroll, no item, another company', async () => {
      expectProblem(await as().get(`${employeeStubs(c.maria)}/${c.p3}/download`), 404, 'not_found');
      expectProblem(await as().get(`${employeeStubs(c.ava)}/${c.p4}/download`), 404, 'not_found');
      expectProblem(await as(c.foreignCompany.key).get(`${employeeStubs(c.maria)}/${c.p1}/download`), 404, 'not_found');
    });
  });

  describe('contractor paystubs', () => {
    it('lists the contractor paystubs: payment and reimbursement lines with YTD, no withholding', async () => {
      expect(expectStatus(await as().get(contractorStubs(c.jordan)), 200).body).toEqual(page([jordanP1(), jordanP4()]));
      expect(expectStatus(await as(c.company.key).get(`${contractorStubs(c.jordan)}?pageSize=1&page=2`), 200).body).toEqual({
        hasResources: true,
        totalResources: 2,
        totalPages: 2,
        pageSize: 1,
        currentPage: 2,
        previousPage: 1,
        nextPage: null,
        results: [jordanP4()],
      });
    });

    it('gets one paystub for each caller kind; 404 for a Draft payroll, a payroll without the contractor, unknown ids, another company', async () => {
      for (const k of [c.partner.key, c.corporation.key, c.company.key]) {
        expect(expectStatus(await as(k).get(`${contractorStubs(c.jordan)}/${c.p1}`), 200).body).toEqual(jordanP1());
      }
      expectProblem(await as().get(`${contractorStubs(c.jordan)}/${c.p2}`), 404, 'not_found');
      expectProblem(await as().get(`${contractorStubs(c.jordan)}/${c.p3}`), 404, 'not_found');
      expectProblem(await as().get(`${contractorStubs(c.jordan)}/pay_unknown`), 404, 'not_found');
      expectProblem(await as().get(`${c.base}/contractors/ctr_unknown/paystubs`), 404, 'not_found');
      expectProblem(await as().get(`${c.base}/contractors/${c.maria}/paystubs/${c.p1}`), 404, 'not_found');
      expectProblem(await as(c.foreign.key).get(`${contractorStubs(c.jordan)}/${c.p1}`), 404, 'not_found');
      expectProblem(await as(c.foreignCompany.key).get(contractorStubs(c.jordan)), 404, 'not_found');
    });

    it('downloads the contractor paystub as a PDF with the SSN last four and net pay', async () => {
      const res = await getBinary(server(), c.corporation.key, `${contractorStubs(c.jordan)}/${c.p4}/download`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="paystub-${c.p4}.pdf"`);
      // Cells of one row are consecutive strings of the text, in column order.
      const rows = pdfText(res.body).join('|');
      for (const row of [
        ['Earnings Statement', 'Company One LLC'],
        ['Contractor', 'Jordan Reyes'],
        ['SSN: XXX-XX-8912'],
        // P4 pays Maria and Jordan by paper check, after P1 (1001, 1002) and P2 (1003): employees are numbered
        // first, so Maria's is No. 1004 and Jordan's No. 1005.
        ['2026-03-30 to 2026-04-05', '2026-04-10', '1005', 'Paper check'],
        ['Contractor payment', '$50.00', '2', '$100.00', '$600.00'],
        ['Reimbursement', '$0.00', '$20.00'],
        ['Net pay', '$100.00', '$620.00'],
        ['Paper check No. 1005', '$100.00'],
      ]) {
        expect(rows).toContain(row.join('|'));
      }
      expect(res.body.toString('latin1')).not.toContain(SSNS.jordan);
      expectProblem(await as().get(`${contractorStubs(c.jordan)}/${c.p2}/download`), 404, 'not_found');
    });
  });

  describe('lines of the same kind', () => {
    it('are one line: hours add up, the rate stays only when every merged line has the same', async () => {
      const lee = expectStatus(
        await as().post(`${c.base}/employees`, { firstName: 'Lee', lastName: 'Park', startDate: '2026-02-02', primaryWorkplaceId: c.workplace, workplaces: [c.workplace], defaultPaymentMethod: 'Manual' }),
        201,
      ).body.id as string;
      server().clock.set('2026-05-01T12:00:00Z');
      const payroll = expectStatus(
        await as().post(`${c.base}/payrolls`, {
          periodStart: '2026-05-04',
          periodEnd: '2026-05-10',
          payday: '2026-05-15',
          frequency: 'Weekly',
          employeeItems: [
            {
              employeeId: lee,
              payments: [
                { payRate: 20, regularHours: 20, overtimeHours: 1 },
                { payRate: 30, regularHours: 10 },
                { payRate: 20, overtimeHours: 2 },
              ],
            },
          ],
        }),
        201,
      ).body.id as string;
      expectStatus(await as().post(`${c.base}/payrolls/${payroll}/approve`), 200);
      const stub = expectStatus(await as().get(`${c.base}/employees/${lee}/paystubs/${payroll}`), 200).body;
      expect(stub.earnings).toEqual([
        { type: 'Regular', description: 'Regular', hours: 30, amount: 700, ytdAmount: 700 },
        { type: 'Overtime', description: 'Overtime', hours: 3, rate: 30, amount: 90, ytdAmount: 90 },
      ]);
      expect(stub.totals.gross).toEqual(amount(790, 790));
    });
  });

  describe('reopening a payroll', () => {
    it('takes its paystubs away (a Draft again) and out of the later year to date', async () => {
      server().clock.set('2026-04-02T10:00:00Z');
      expect(expectStatus(await as().post(`${c.base}/payrolls/${c.p4}/reopen`), 200).body.status).toBe('Draft');
      expectProblem(await as().get(`${employeeStubs(c.maria)}/${c.p4}`), 404, 'not_found');
      expectProblem(await as().get(`${contractorStubs(c.jordan)}/${c.p4}/download`), 404, 'not_found');
      expect(expectStatus(await as().get(employeeStubs(c.maria)), 200).body).toEqual(page([mariaP1(), mariaP2()]));
      expect(expectStatus(await as().get(contractorStubs(c.jordan)), 200).body).toEqual(page([jordanP1()]));
    });
  });
});
