// Reports (tag Reports): the payroll journal, tax liabilities, cash requirement, tax summary and contractor
// payments of the paid company (paid-payrolls.ts), as JSON pages and as CSV (Accept: text/csv), exact to the
// cent; JSON and CSV agree; 406 for an Accept that allows neither; 400 for bad queries; 404 out of scope.
// And a 10,000-item payroll's journal streamed as CSV.
//
// Figures (paystubs.test.ts and tax-documents.test.ts work out the employee ones):
//   P1 (payday 2026-01-16) Maria, Manual: Regular 40 h = 1,000.00; FIT 72.08, SS 58.90, Medicare 13.78,
//     ca_sit 24.45, ca_sdi 12.35 (employee taxes 181.56); employer SS 58.90, Medicare 13.78, FUTA 950 x 0.6%
//     = 5.70, CA SUI at the new-employer rate 3.4% of 950 (Section 125 excluded, as for SDI) = 32.30
//     (company taxes 110.68); Medical125 50.00; Uniform rental 25.00; net 743.44.
//   P1 Ava, DirectDeposit: Regular 30 h = 900.00; FIT 66.08, SS 55.80, Medicare 13.05, ca_sit 21.30, ca_sdi
//     11.70 (167.93); employer SS 55.80, Medicare 13.05, FUTA 900 x 0.6% = 5.40, CA SUI 900 x 3.4% = 30.60
//     (104.85); net 732.07.
//   P1 Jordan, Manual: 10 h x $50 = 500.00 compensation + 20.00 reimbursement = 520.00 net.
//   P2 (2026-01-23) Maria: 1,250.00; FIT 112.08, SS 74.40 x 2, Medicare 17.40 x 2, FUTA 1,200 x 0.6% = 7.20,
//     ca_sit 44.58, ca_sdi 15.60, CA SUI 1,200 x 3.4% = 40.80.
//   P4 (2026-04-10) Maria: 500.00; FIT 14.04, SS 27.90 x 2, Medicare 6.53 x 2, FUTA 450 x 0.6% = 2.70,
//     ca_sit 5.13, ca_sdi 5.85, CA SUI 450 x 3.4% = 15.30. Jordan: 2 h = 100.00.
//   Cash requirement of P1: direct deposit net 732.07 + employee taxes 167.93 + 181.56 + company taxes
//     104.85 + 110.68 = 1,297.09 (Maria's 743.44 and Jordan's 520.00 paper checks are not in it).
import { forEachDatabase } from '@payroll/test-support';
import { client, createCompany, expectFieldError, expectProblem, expectStatus, type Key } from './fixtures';
import { createPaidCompany, type PaidCompany } from './paid-payrolls';
import { journalBatches } from '../../src/repositories/reports';

type Json = Record<string, any>;

/** CSV text (RFC 4180, CRLF) as rows of cells, quoted cells unquoted. */
function parseCsv(text: string): string[][] {
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => {
      const cells: string[] = [];
      for (let i = 0; i <= line.length; ) {
        if (line[i] === '"') {
          let cell = '';
          i++;
          for (;;) {
            if (line[i] === '"' && line[i + 1] === '"') (cell += '"'), (i += 2);
            else if (line[i] === '"') break;
            else cell += line[i++];
          }
          cells.push(cell);
          i += 2;
        } else {
          const end = line.indexOf(',', i) === -1 ? line.length : line.indexOf(',', i);
          cells.push(line.slice(i, end));
          i = end + 1;
        }
      }
      return cells;
    });
}

/** A JSON row as the CSV cells of `header` (amounts with two decimals, absent values empty). */
function asCells(row: Json, header: string[], money: string[]): string[] {
  return header.map((h) => {
    const v = row[h];
    if (v === undefined || v === null) return '';
    if (money.includes(h)) return (v as number).toFixed(2);
    return Array.isArray(v) ? v.join(' ') : String(v);
  });
}

const page = (results: unknown[], pageSize = 100) => ({
  hasResources: results.length > 0,
  totalResources: results.length,
  totalPages: Math.ceil(results.length / pageSize),
  pageSize,
  currentPage: 1,
  previousPage: null,
  nextPage: null,
  results,
});

// On every database: raw SQL aggregates read through each driver adapter (docs/testing.md).
forEachDatabase('reports', (server) => {
  let c: PaidCompany;
  const as = (k: Key = c.partner.key) => client(server().app, k);
  const report = (name: string, query: string, companyId = c.companyId) => `/v1/companies/${companyId}/reports/${name}?${query}`;
  const json = async (name: string, query: string, k?: Key) => expectStatus(await as(k).get(report(name, `${query}&pageSize=100`)), 200).body;
  const csv = async (name: string, query: string, k?: Key) => {
    const res = expectStatus(await as(k).get(report(name, query)).set('Accept', 'text/csv'), 200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${name.replace(/_/g, '-')}-${c.companyId}.csv"`);
    return parseCsv(res.text);
  };
  /** The report as JSON (every row, one page) and as CSV: they agree cell for cell. */
  const both = async (name: string, query: string, money: string[]) => {
    const body = await json(name, query);
    const [header, ...rows] = await csv(name, query);
    expect(rows).toEqual(body.results.map((r: Json) => asCells(r, header, money)));
    return { body, header, rows };
  };

  beforeAll(async () => {
    c = await createPaidCompany(server());
  });
  afterEach(() => server().clock.reset());

  describe('payroll journal', () => {
    const JOURNAL_HEADER = ['payrollId', 'payday', 'workerType', 'workerId', 'workerName', 'workplaceId', 'lineKind', 'type', 'jurisdiction', 'code', 'description', 'side', 'amount'];
    const line = (workerType: string, workerId: string, workerName: string, lineKind: string, type: string, description: string, side: string, amount: number, tax?: [string, string]) => ({
      payrollId: c.p1,
      payday: '2026-01-16',
      workerType,
      workerId,
      workerName,
      workplaceId: c.workplace,
      lineKind,
      type,
      ...(tax ? { jurisdiction: tax[0], code: tax[1] } : {}),
      description,
      side,
      amount,
    });
    const p1Lines = () => {
      const maria = (...a: [string, string, string, string, number, [string, string]?]) => line('Employee', c.maria, 'Maria Gonzalez', ...a);
      const ava = (...a: [string, string, string, string, number, [string, string]?]) => line('Employee', c.ava, 'Ava Chen', ...a);
      return [
        maria('Earning', 'Regular', 'Regular', 'Employee', 1000),
        maria('Tax', 'FederalIncomeTax', 'Federal income tax', 'Employee', 72.08, ['US', 'us_fit']),
        maria('Tax', 'SocialSecurity', 'Social Security', 'Employee', 58.9, ['US', 'us_fica_ss']),
        maria('Tax', 'Medicare', 'Medicare', 'Employee', 13.78, ['US', 'us_fica_medicare']),
        maria('Tax', 'StateIncomeTax', 'CA income tax', 'Employee', 24.45, ['CA', 'ca_sit']),
        maria('Tax', 'StateProgram', 'California SDI (employee)', 'Employee', 12.35, ['CA', 'ca_sdi']),
        maria('Tax', 'SocialSecurity', 'Social Security (employer)', 'Company', 58.9, ['US', 'us_fica_ss']),
        maria('Tax', 'Medicare', 'Medicare (employer)', 'Company', 13.78, ['US', 'us_fica_medicare']),
        maria('Tax', 'Futa', 'FUTA (employer)', 'Company', 5.7, ['US', 'us_futa']),
        maria('Tax', 'StateUnemployment', 'CA unemployment insurance (employer)', 'Company', 32.3, ['CA', 'ca_sui_er']),
        maria('Benefit', 'Medical125', 'Medical (Section 125)', 'Employee', 50),
        maria('Deduction', 'Miscellaneous', 'Uniform rental', 'Employee', 25),
        ava('Earning', 'Regular', 'Regular', 'Employee', 900),
        ava('Tax', 'FederalIncomeTax', 'Federal income tax', 'Employee', 66.08, ['US', 'us_fit']),
        ava('Tax', 'SocialSecurity', 'Social Security', 'Employee', 55.8, ['US', 'us_fica_ss']),
        ava('Tax', 'Medicare', 'Medicare', 'Employee', 13.05, ['US', 'us_fica_medicare']),
        ava('Tax', 'StateIncomeTax', 'CA income tax', 'Employee', 21.3, ['CA', 'ca_sit']),
        ava('Tax', 'StateProgram', 'California SDI (employee)', 'Employee', 11.7, ['CA', 'ca_sdi']),
        ava('Tax', 'SocialSecurity', 'Social Security (employer)', 'Company', 55.8, ['US', 'us_fica_ss']),
        ava('Tax', 'Medicare', 'Medicare (employer)', 'Company', 13.05, ['US', 'us_fica_medicare']),
        ava('Tax', 'Futa', 'FUTA (employer)', 'Company', 5.4, ['US', 'us_futa']),
        ava('Tax', 'StateUnemployment', 'CA unemployment insurance (employer)', 'Company', 30.6, ['CA', 'ca_sui_er']),
        // Jordan's item has no workplace (createPaidCompany assigns him none).
        { ...line('Contractor', c.jordan, 'Jordan Reyes', 'Earning', 'ContractorPayment', 'Contractor payment', 'Employee', 500), workplaceId: undefined },
        { ...line('Contractor', c.jordan, 'Jordan Reyes', 'Reimbursement', 'Reimbursement', 'Reimbursement', 'Employee', 20), workplaceId: undefined },
      ].map((l) => JSON.parse(JSON.stringify(l)));
    };

    it("one payroll: every line of every item, in the journal's order, as JSON and as CSV", async () => {
      const { body, header } = await both('payroll_journal', `payrollId=${c.p1}`, ['amount']);
      expect(header).toEqual(JOURNAL_HEADER);
      expect(body).toEqual(page(p1Lines()));
    });

    it('a payday range: P1 and P2 (January), not the Draft P3; pages of the JSON cut the same rows', async () => {
      const { rows } = await both('payroll_journal', 'paydayFrom=2026-01-01&paydayTo=2026-01-31', ['amount']);
      // P1's 24 lines, then P2's Maria: earnings Regular 1,000, Overtime 150, Bonus 100; the Mileage reimbursement
      // 35.50; 5 employee and 4 company taxes; Medical125; Uniform rental: 15 lines.
      expect(rows).toHaveLength(24 + 15);
      expect(rows.slice(24).map((r) => `${r[0] === c.p2 ? 'P2' : r[0]} ${r[6]} ${r[7]} ${r[12]}`)).toEqual([
        'P2 Earning Regular 1000.00',
        'P2 Earning Overtime 150.00',
        'P2 Earning Bonus 100.00',
        'P2 Reimbursement Reimbursement 35.50',
        'P2 Tax FederalIncomeTax 112.08',
        'P2 Tax SocialSecurity 74.40',
        'P2 Tax Medicare 17.40',
        'P2 Tax StateIncomeTax 44.58',
        'P2 Tax StateProgram 15.60',
        'P2 Tax SocialSecurity 74.40',
        'P2 Tax Medicare 17.40',
        'P2 Tax Futa 7.20',
        'P2 Tax StateUnemployment 40.80',
        'P2 Benefit Medical125 50.00',
        'P2 Deduction Miscellaneous 25.00',
      ]);
      const second = expectStatus(await as().get(report('payroll_journal', 'paydayFrom=2026-01-01&paydayTo=2026-01-31&page=2&pageSize=20')), 200).body;
      expect({ ...second, results: second.results.length }).toEqual({ hasResources: true, totalResources: 39, totalPages: 2, pageSize: 20, currentPage: 2, previousPage: 1, nextPage: null, results: 19 });
      expect(second.results[0]).toEqual(p1Lines()[20]);
    });

    it('a Draft payroll, or a payroll of another company, has no lines', async () => {
      expect(await json('payroll_journal', `payrollId=${c.p3}`)).toEqual(page([]));
      expect(await csv('payroll_journal', `payrollId=${c.p3}`)).toEqual([JOURNAL_HEADER]);
      expect(await json('payroll_journal', 'payrollId=pay_unknown')).toEqual(page([]));
    });

    it.each([
      ['', 'query.payrollId', 'required'],
      [`payrollId=PAY&paydayFrom=2026-01-01&paydayTo=2026-01-31`, 'query.payrollId', 'not'],
      ['paydayFrom=2026-01-01', 'query.paydayTo', 'required'],
      ['paydayFrom=2026-02-01&paydayTo=2026-01-31', 'query.paydayFrom', 'range'],
      ['paydayFrom=2026-02-30&paydayTo=2026-03-31', 'query.paydayFrom', 'format'],
      ['payrollId=' + 'p'.repeat(65), 'query.payrollId', 'maxLength'],
    ])('%s -> 400 naming %s', async (query, field, keyword) => {
      expectFieldError(await as().get(report('payroll_journal', query)), field, keyword);
      expectFieldError(await as().get(report('payroll_journal', query)).set('Accept', 'text/csv'), field, keyword);
    });
  });

  describe('tax liabilities', () => {
    const HEADER = ['period', 'jurisdiction', 'code', 'liability', 'deposited', 'creditApplied', 'outstanding', 'taxDepositIds'];
    const depositIds = async (payrollIds: string[], code: string) =>
      (await server().db.prisma.taxDeposit.findMany({ where: { payrollId: { in: payrollIds }, code }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] })).map((d) => d.id);

    it('by month, jurisdiction and code: liability, deposited once the payrolls are Paid, outstanding', async () => {
      // January's payrolls paid (the clock on P2's payday; reading payrolls moves them), April's P4 not yet.
      server().clock.set('2026-01-23T12:00:00Z');
      expectStatus(await as().get(`${c.base}/payrolls`), 200);
      const jan = [c.p1, c.p2];
      // January (P1 + P2): us_fit 72.08 + 66.08 + 112.08 = 250.24; us_fica_ss 2 x (58.90 + 55.80 + 74.40) = 378.20;
      // us_fica_medicare 2 x (13.78 + 13.05 + 17.40) = 88.46; us_futa 5.70 + 5.40 + 7.20 = 18.30;
      // ca_sdi 12.35 + 11.70 + 15.60 = 39.65; ca_sit 24.45 + 21.30 + 44.58 = 90.33; ca_sui_er 32.30 + 30.60 + 40.80 = 103.70.
      // Paid in full: outstanding 0. April (P4, Pending): nothing deposited, everything outstanding:
      // us_fit 14.04; us_fica_ss 55.80; us_fica_medicare 13.06; us_futa 2.70; ca_sdi 5.85; ca_sit 5.13; ca_sui_er 15.30.
      const row = async (period: string, jurisdiction: string, code: string, liability: number, paid: boolean) => ({
        period,
        jurisdiction,
        code,
        liability,
        deposited: paid ? liability : 0,
        creditApplied: 0,
        outstanding: paid ? 0 : liability,
        taxDepositIds: await depositIds(period === '2026-01' ? jan : [c.p4], code),
      });
      const expected = [
        await row('2026-01', 'US', 'us_fica_medicare', 88.46, true),
        await row('2026-01', 'US', 'us_fica_ss', 378.2, true),
        await row('2026-01', 'US', 'us_fit', 250.24, true),
        await row('2026-01', 'US', 'us_futa', 18.3, true),
        await row('2026-01', 'CA', 'ca_sdi', 39.65, true),
        await row('2026-01', 'CA', 'ca_sit', 90.33, true),
        await row('2026-01', 'CA', 'ca_sui_er', 103.7, true),
        await row('2026-04', 'US', 'us_fica_medicare', 13.06, false),
        await row('2026-04', 'US', 'us_fica_ss', 55.8, false),
        await row('2026-04', 'US', 'us_fit', 14.04, false),
        await row('2026-04', 'US', 'us_futa', 2.7, false),
        await row('2026-04', 'CA', 'ca_sdi', 5.85, false),
        await row('2026-04', 'CA', 'ca_sit', 5.13, false),
        await row('2026-04', 'CA', 'ca_sui_er', 15.3, false),
      ];
      for (const r of expected) expect(r.taxDepositIds).toHaveLength(r.period === '2026-01' ? 2 : 1);
      const { body, header } = await both('tax_liabilities', 'from=2026-01-01&to=2026-12-31', ['liability', 'deposited', 'creditApplied', 'outstanding']);
      expect(header).toEqual(HEADER);
      expect(body).toEqual(page(expected));
      // A range of one day holds P1 only.
      const p1 = await json('tax_liabilities', 'from=2026-01-16&to=2026-01-16');
      expect(p1.results.map((r: Json) => `${r.code} ${r.liability} ${r.taxDepositIds.length}`)).toEqual([
        'us_fica_medicare 53.66',
        'us_fica_ss 229.4',
        'us_fit 138.16',
        'us_futa 11.1',
        'ca_sdi 24.05',
        'ca_sit 45.75',
        'ca_sui_er 62.9',
      ].map((s) => `${s} 1`));
    });

    it.each([
      ['from=2026-01-01', 'query.to', 'required'],
      ['from=2026-02-01&to=2026-01-31', 'query.from', 'range'],
      ['from=2026-01&to=2026-01-31', 'query.from', 'format'],
    ])('%s -> 400 naming %s', async (query, field, keyword) => {
      expectFieldError(await as().get(report('tax_liabilities', query)), field, keyword);
    });
  });

  describe('cash requirement', () => {
    it("P1's cash requirement by payment method and funding adds up to the payroll's totals.cashRequirement", async () => {
      const { body, header } = await both('cash_requirement', `payrollId=${c.p1}`, ['amount']);
      expect(header).toEqual(['paymentMethod', 'funding', 'items', 'amount', 'inCashRequirement']);
      expect(body).toEqual(
        page([
          { paymentMethod: 'DirectDeposit', funding: 'EmployeeNetPay', items: 1, amount: 732.07, inCashRequirement: true },
          { paymentMethod: 'DirectDeposit', funding: 'EmployeeTaxes', items: 1, amount: 167.93, inCashRequirement: true },
          { paymentMethod: 'DirectDeposit', funding: 'CompanyTaxes', items: 1, amount: 104.85, inCashRequirement: true },
          { paymentMethod: 'Manual', funding: 'EmployeeNetPay', items: 1, amount: 743.44, inCashRequirement: false },
          { paymentMethod: 'Manual', funding: 'ContractorNetPay', items: 1, amount: 520, inCashRequirement: false },
          { paymentMethod: 'Manual', funding: 'EmployeeTaxes', items: 1, amount: 181.56, inCashRequirement: true },
          { paymentMethod: 'Manual', funding: 'CompanyTaxes', items: 1, amount: 110.68, inCashRequirement: true },
        ]),
      );
      const payroll = expectStatus(await as().get(`${c.base}/payrolls/${c.p1}`), 200).body;
      const cents = body.results.filter((r: Json) => r.inCashRequirement).reduce((sum: number, r: Json) => sum + Math.round(r.amount * 100), 0);
      expect({ cents, total: payroll.totals.cashRequirement }).toEqual({ cents: 129709, total: 1297.09 });
    });

    it('an unknown payroll is 404; payrollId is required', async () => {
      expectProblem(await as().get(report('cash_requirement', 'payrollId=pay_unknown')), 404, 'not_found');
      expectFieldError(await as().get(report('cash_requirement', '')), 'query.payrollId', 'required');
    });
  });

  describe('tax summary', () => {
    const HEADER = ['employeeId', 'employeeName', 'grossPay', 'federalIncomeTaxWages', 'federalIncomeTax', 'socialSecurityWages', 'socialSecurityEmployee', 'socialSecurityCompany', 'medicareWages', 'medicareEmployee', 'medicareCompany', 'additionalMedicareWages', 'additionalMedicareEmployee', 'futaSubjectWages', 'futaWages', 'futaCompany'];
    const figures = (v: number[]) => Object.fromEntries(HEADER.slice(2).map((k, i) => [k, v[i]]));
    // The W-2s (tax-documents.test.ts): Maria 2,600.00 wages, 198.20 FIT, 161.20 SS, 37.71 Medicare; gross 1,000 +
    // 1,250 + 500 = 2,750 of which 150 is Section 125; FUTA 5.70 + 7.20 + 2.70 = 15.60. Ava 900.00, 66.08, 55.80,
    // 13.05; FUTA 5.40. Company: the 940's 3,650.00 payments, 3,500.00 taxable FUTA wages, 21.00 FUTA; the 941s'
    // FIT 250.24 + 14.04 = 264.28.
    const maria = () => ({ employeeId: c.maria, employeeName: 'Maria Gonzalez', ...figures([2750, 2600, 198.2, 2600, 161.2, 161.2, 2600, 37.71, 37.71, 0, 0, 2600, 2600, 15.6]) });
    const ava = () => ({ employeeId: c.ava, employeeName: 'Ava Chen', ...figures([900, 900, 66.08, 900, 55.8, 55.8, 900, 13.05, 13.05, 0, 0, 900, 900, 5.4]) });

    it('the year: per employee (by id), then the company, the figures of the W-2s and the 940', async () => {
      const { body, header } = await both('tax_summary', 'year=2026', HEADER.slice(2));
      expect(header).toEqual(HEADER);
      const employees = [maria(), ava()].sort((a, b) => (a.employeeId < b.employeeId ? -1 : 1));
      expect(body).toEqual(page([...employees, figures([3650, 3500, 264.28, 3500, 217, 217, 3500, 50.76, 50.76, 0, 0, 3500, 3500, 21])]));
    });

    it("a quarter: Q2 is P4 only, the 941's figures (450.00 wages, 14.04 FIT); a year without payrolls has the company row only", async () => {
      const q2 = [500, 450, 14.04, 450, 27.9, 27.9, 450, 6.53, 6.53, 0, 0, 450, 450, 2.7];
      expect((await both('tax_summary', 'year=2026&quarter=2', HEADER.slice(2))).body).toEqual(page([{ employeeId: c.maria, employeeName: 'Maria Gonzalez', ...figures(q2) }, figures(q2)]));
      expect(await json('tax_summary', 'year=2025')).toEqual(page([figures(Array(14).fill(0))]));
    });

    it.each([
      ['', 'query.year', 'required'],
      ['year=2026&quarter=5', 'query.quarter', 'maximum'],
      ['year=26.5', 'query.year', 'type'],
    ])('%s -> 400 naming %s', async (query, field, keyword) => {
      expectFieldError(await as().get(report('tax_summary', query)), field, keyword);
    });
  });

  describe('contractor payments', () => {
    it("Jordan's payments (P1 500.00 + 20.00, P4 100.00), then his total: 1099-NEC box 1 is 600.00", async () => {
      const { body, header } = await both('contractor_payments', 'from=2026-01-01&to=2026-12-31', ['compensation', 'reimbursement', 'netPay']);
      expect(header).toEqual(['rowType', 'contractorId', 'contractorName', 'payrollId', 'payday', 'paymentMethod', 'compensation', 'reimbursement', 'netPay']);
      const jordan = { contractorId: c.jordan, contractorName: 'Jordan Reyes' };
      expect(body).toEqual(
        page([
          { rowType: 'Payment', ...jordan, payrollId: c.p1, payday: '2026-01-16', paymentMethod: 'Manual', compensation: 500, reimbursement: 20, netPay: 520 },
          { rowType: 'Payment', ...jordan, payrollId: c.p4, payday: '2026-04-10', paymentMethod: 'Manual', compensation: 100, reimbursement: 0, netPay: 100 },
          { rowType: 'ContractorTotal', ...jordan, compensation: 600, reimbursement: 20, netPay: 620 },
        ]),
      );
      expect((await json('contractor_payments', 'from=2026-02-01&to=2026-12-31')).results.map((r: Json) => `${r.rowType} ${r.compensation}`)).toEqual(['Payment 100', 'ContractorTotal 100']);
      expect(await json('contractor_payments', 'from=2025-01-01&to=2025-12-31')).toEqual(page([]));
    });

    it('from after to -> 400', async () => {
      expectFieldError(await as().get(report('contractor_payments', 'from=2026-02-01&to=2026-01-31')), 'query.from', 'range');
    });
  });

  describe('every report', () => {
    const queries = () => [
      ['payroll_journal', `payrollId=${c.p1}`],
      ['tax_liabilities', 'from=2026-01-01&to=2026-12-31'],
      ['cash_requirement', `payrollId=${c.p1}`],
      ['tax_summary', 'year=2026'],
      ['contractor_payments', 'from=2026-01-01&to=2026-12-31'],
    ];

    it('content negotiation: CSV when Accept prefers it, JSON for */* or none, 406 when Accept allows neither', async () => {
      for (const [name, query] of queries()) {
        const url = report(name, query);
        expect((await as().get(url).set('Accept', 'application/json;q=0.5, text/csv')).headers['content-type']).toBe('text/csv; charset=utf-8');
        expect((await as().get(url).set('Accept', '*/*')).headers['content-type']).toBe('application/json; charset=utf-8');
        expect((await as().get(url)).headers['content-type']).toBe('application/json; charset=utf-8');
        expectProblem(await as().get(url).set('Accept', 'application/pdf'), 406, 'not_acceptable');
      }
    });

    it("every caller kind of the company reads them; another tenant's key, or another company's, gets 404", async () => {
      const other = await createCompany(server(), c.partner.key, { legalName: 'Other Reports LLC' });
      for (const [name, query] of queries()) {
        for (const k of [c.corporation.key, c.company.key]) expectStatus(await as(k).get(report(name, query)), 200);
        expectProblem(await as(c.foreign.key).get(report(name, query)), 404, 'not_found');
        expectProblem(await as(c.foreignCompany.key).get(report(name, query)).set('Accept', 'text/csv'), 404, 'not_found');
        expectProblem(await as(c.company.key).get(report(name, query, other.id)), 404, 'not_found');
      }
    });
  });

  // Last: it voids an item of the paid company.
  describe('tax liabilities after a void', () => {
    it("a voided item's deposited taxes make its month negative; the later payroll that takes the credit shows it as creditApplied", async () => {
      // P2 paid (the clock on its payday; reading payrolls moves it), then Maria's item voided: January loses P2's
      // taxes from its liability but keeps their Paid deposits.
      server().clock.set('2026-01-23T12:00:00Z');
      const p2 = expectStatus(await as().get(`${c.base}/payrolls/${c.p2}`), 200).body;
      expect(p2.status).toBe('Paid');
      expectStatus(await as().post(`${c.base}/payrolls/${c.p2}/items/${p2.employeeItems[0].id}/void`, { reason: 'Paid in error' }), 200);
      expect(await json('payroll_journal', `payrollId=${c.p2}`)).toEqual(page([]));
      // P6: Maria 40 h as on P1 (payday 2026-05-01; her year to date stays far below every wage base): us_fit 72.08,
      // us_fica_ss 117.80, us_fica_medicare 27.56, us_futa 5.70, ca_sdi 12.35, ca_sit 24.45, ca_sui_er 32.30. Each is
      // below P2's voided amount of its code (112.08, 148.80, 34.80, 7.20, 15.60, 44.58, 40.80), so the credits pay
      // P6's deposits whole: amount 0.00, creditApplied the liability; paid on its payday.
      server().clock.set('2026-04-20T12:00:00Z');
      const p6 = expectStatus(
        await as().post(`${c.base}/payrolls`, { periodStart: '2026-04-20', periodEnd: '2026-04-26', payday: '2026-05-01', frequency: 'Weekly', processingPeriod: 'FourDay', employeeItems: [{ employeeId: c.maria, payments: [{ regularHours: 40 }] }] }),
        201,
      ).body;
      expectStatus(await as().post(`${c.base}/payrolls/${p6.id}/approve`), 200);
      server().clock.set('2026-05-01T12:00:00Z');
      expect(expectStatus(await as().get(`${c.base}/payrolls/${p6.id}`), 200).body.status).toBe('Paid');
      const rows = (await json('tax_liabilities', 'from=2026-01-01&to=2026-05-31')).results as Json[];
      const show = (period: string) => rows.filter((r) => r.period === period).map((r) => `${r.code} ${r.liability} ${r.deposited} ${r.creditApplied} ${r.outstanding}`);
      // January: liability without P2 (P1's figures), deposits of P1 and P2 paid: outstanding = -P2's taxes.
      expect(show('2026-01')).toEqual([
        'us_fica_medicare 53.66 88.46 0 -34.8',
        'us_fica_ss 229.4 378.2 0 -148.8',
        'us_fit 138.16 250.24 0 -112.08',
        'us_futa 11.1 18.3 0 -7.2',
        'ca_sdi 24.05 39.65 0 -15.6',
        'ca_sit 45.75 90.33 0 -44.58',
        'ca_sui_er 62.9 103.7 0 -40.8',
      ]);
      expect(show('2026-05')).toEqual([
        'us_fica_medicare 27.56 0 27.56 0',
        'us_fica_ss 117.8 0 117.8 0',
        'us_fit 72.08 0 72.08 0',
        'us_futa 5.7 0 5.7 0',
        'ca_sdi 12.35 0 12.35 0',
        'ca_sit 24.45 0 24.45 0',
        'ca_sui_er 32.3 0 32.3 0',
      ]);
    });
  });

  describe('a 10,000-item payroll', () => {
    it('its journal streams as CSV: a header and 10,000 rows, first and last exact', async () => {
      const prisma = server().db.prisma;
      const company = await createCompany(server(), c.partner.key, { legalName: 'Big Crew LLC' });
      const N = 10_000;
      const payrollId = 'pay_big10000';
      // Written directly, in two statements: this test is about streaming, not about computing 10,000 items.
      // Contractor i is "Crew Member i"; item i: i + 1 hours at $20 -> compensation 20 x (i + 1); no reimbursement,
      // so one line each.
      await prisma.$executeRaw`
        INSERT INTO "Contractor" ("id", "companyId", "type", "firstName", "lastName")
        SELECT 'ctr_big' || lpad(g::text, 5, '0'), ${company.id}, 'Individual'::"ContractorType", 'Crew', 'Member ' || g
        FROM generate_series(0, ${N - 1}::int) AS g`;
      await prisma.payroll.create({
        data: {
          id: payrollId,
          companyId: company.id,
          periodStart: new Date('2026-03-02T00:00:00Z'),
          periodEnd: new Date('2026-03-08T00:00:00Z'),
          payday: new Date('2026-03-13T00:00:00Z'),
          deadline: new Date('2026-03-09T00:00:00Z'),
          status: 'Pending',
          frequency: 'Weekly',
          processingPeriod: 'FourDay',
          totals: {},
        },
      });
      await prisma.$executeRaw`
        INSERT INTO "PayrollContractorItem" ("id", "payrollId", "companyId", "contractorId", "position", "paymentMethod", "hours", "payRate", "reimbursement", "grossPay", "netPay", "splits", "warnings")
        SELECT 'pci_big' || lpad(g::text, 5, '0'), ${payrollId}, ${company.id}, 'ctr_big' || lpad(g::text, 5, '0'), g, 'Manual'::"PaymentMethod", g + 1, 20, 0, 20 * (g + 1), 20 * (g + 1), '[]'::jsonb, '[]'::jsonb
        FROM generate_series(0, ${N - 1}::int) AS g`;

      const res = expectStatus(await as().get(report('payroll_journal', `payrollId=${payrollId}`, company.id)).set('Accept', 'text/csv'), 200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = res.text.split('\r\n');
      expect(lines.pop()).toBe('');
      expect(lines).toHaveLength(1 + N);
      expect(lines[0]).toBe('payrollId,payday,workerType,workerId,workerName,workplaceId,lineKind,type,jurisdiction,code,description,side,amount');
      expect(lines[1]).toBe(`${payrollId},2026-03-13,Contractor,ctr_big00000,Crew Member 0,,Earning,ContractorPayment,,,Contractor payment,Employee,20.00`);
      expect(lines[N]).toBe(`${payrollId},2026-03-13,Contractor,ctr_big09999,Crew Member 9999,,Earning,ContractorPayment,,,Contractor payment,Employee,200000.00`);
      // In position order throughout.
      expect(lines.slice(1).every((l, i) => l.includes(`,ctr_big${String(i).padStart(5, '0')},`))).toBe(true);
      // Read from the database 500 items at a time: 20 batches of 500 lines.
      const batches: number[] = [];
      for await (const batch of journalBatches(prisma, company.id, { payrollId }, 500)) batches.push(batch.length);
      expect(batches).toEqual(Array(20).fill(500));
      // The JSON journal pages over the same rows.
      const last = expectStatus(await as().get(report('payroll_journal', `payrollId=${payrollId}&page=100&pageSize=100`, company.id)), 200).body;
      expect({ total: last.totalResources, pages: last.totalPages, lastAmount: last.results[99].amount }).toEqual({ total: N, pages: 100, lastAmount: 200000 });
    });
  });
}, 'every');
