// Filing files (issue 39; docs/filings.md): a company's EFW2 for a closed year, written from the same figures as its
// W-2s, read back by the independent reader of the publication (test/unit/efw2-reader.ts), totals to the cent with an
// employee above the 2026 social security wage base; SSA's reject edits stop the file (nothing stored); the status
// moves and the agency's answer move the W-2 documents; another partner is refused.
import { createHash } from 'node:crypto';
import type { Schema } from '@payroll/api-types';
import { forEachServiceDatabase } from '@payroll/test-support';
import { contractProblems } from '../../src/http/embed/contract-body';
import { companyInput, refusal } from './fixtures';
import { dollars, efw2TotalsMismatches, readEfw2 } from '../unit/efw2-reader';

const WORKPLACE_ADDRESS = { street1: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701', country: 'US' };
const HOME = { street1: '22 Oak Lane', city: 'Austin', state: 'TX', zipcode: '78702', country: 'US' };

forEachServiceDatabase('filing files: the EFW2 (service tier)', (t) => {
  afterEach(() => t().clock.reset());

  async function companyWithYear(ssns: { ana?: string; bo?: string; cy?: string } = {}) {
    t().clock.set('2026-12-07T15:00:00.000Z'); // Monday
    const s = t().services;
    const db = t().db.prisma;
    const partner = await t().partner('Filing Partner');
    const p = partner.caller;
    const companyId = (await s.companies.create(p, companyInput({ legalName: 'Blue Fern Landscaping LLC' }))).id;
    await db.company.update({ where: { id: companyId }, data: { payrollActivated: true, taxId: '94-3187265' } });
    await db.companySuiRate.create({ data: { companyId, state: 'TX', effectiveStart: new Date('2026-01-01T00:00:00Z'), rate: '2.7' } });
    const wp = (await s.org.createWorkplace(p, companyId, { name: 'Main Street', address: WORKPLACE_ADDRESS })).id;
    const hire = async (firstName: string, lastName: string, ssn: string | undefined) => {
      const input: Schema<'EmployeeCreate'> = { firstName, lastName, startDate: '2026-01-05', workplaces: [wp], primaryWorkplaceId: wp, defaultPaymentMethod: 'Manual', wage: { rate: 50, period: 'Hourly' }, residence: HOME, ...(ssn ? { ssn } : {}) };
      const id = (await s.employees.create(p, companyId, input)).id;
      await s.workerForms.onboardEmployeeWithholdings(p, companyId, id, { filingStatus: 'Single', signature: `${firstName} ${lastName}` } as Schema<'EmployeeWithholdingsSetup'>);
      return id;
    };
    const ana = await hire('Ana', 'Able', ssns.ana ?? '123-45-6789');
    const bo = await hire('Bo', 'Baker', ssns.bo ?? '234-56-7890');
    const cy = await hire('Cy', 'Cole', ssns.cy ?? '345-67-8901');
    const week = async (periodStart: string, periodEnd: string, payday: string, boBonus: number) =>
      s.payrolls.approve(
        p,
        companyId,
        (
          await s.payrolls.create(p, companyId, {
            periodStart,
            periodEnd,
            payday,
            frequency: 'Weekly',
            employeeItems: [
              { employeeId: ana, payments: [{ regularHours: 40 }] },
              { employeeId: bo, payments: [{ regularHours: 40, ...(boBonus ? { bonus: boBonus } : {}) }] },
              { employeeId: cy, payments: [{ regularHours: 20 }] },
            ],
          })
        ).id,
      );
    // Bo's bonus takes his social security wages past the 2026 wage base ($184,500) in the first payroll.
    const payrolls = [await week('2026-11-30', '2026-12-06', '2026-12-11', 190000), await week('2026-12-07', '2026-12-13', '2026-12-18', 0)];
    return { s, db, p, partner, companyId, ana, bo, cy, payrolls };
  }

  const tax = (item: Schema<'PayrollEmployeeItem'>, name: string) => item.taxes!.find((x) => x.name === name && x.payer === 'Employee')?.amount ?? 0;
  const cents = (n: number) => BigInt(Math.round(n * 100));

  it("writes the company's 2026 EFW2 after the year ends: the reader finds one RW per W-2, the wage base crossing, and RT equals the payroll items to the cent; stored with its SHA-256; the W-2 documents are linked", async () => {
    const { s, p, companyId, ana, bo, cy, payrolls } = await companyWithYear();
    t().clock.set('2027-01-12T15:00:00Z');
    const file = await s.filingFiles.create(p, companyId, { kind: 'EFW2', taxYear: 2026 });
    const { bytes, sha256 } = await s.filingFiles.download(p, companyId, file.id);
    expect(sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(file).toMatchObject({ kind: 'EFW2', taxYear: 2026, status: 'Created', sha256, byteCount: bytes.length, recordCount: 7, validation: { passed: true } });
    expect(file.validation.checks.every((c) => c.passed)).toBe(true);
    // What the service answers is the contract's FilingFile (the schema the HTTP layer validates responses with).
    expect(contractProblems('FilingFile', file)).toEqual([]);
    expect(file.validation.checks.map((c) => c.code)).toContain('medicare_wages_below_social_security_wages_and_tips');

    const f = readEfw2(bytes.toString('utf8'));
    expect(efw2TotalsMismatches(f)).toEqual([]);
    expect(f.re).toEqual({ taxYear: '2026', ein: '943187265', name: 'BLUE FERN LANDSCAPING LLC', locationAddress: 'SUITE 300', deliveryAddress: '500 MARKET STREET', city: 'SAN FRANCISCO', zip: '94105', kindOfEmployer: 'N', employmentCode: 'R' });
    expect(f.ra).toMatchObject({ bsoUserId: 'TESTUSER', ein: '000000001', resubmission: '0', wfid: '', preparerCode: 'S' });
    expect(f.rw.map((r) => [r.ssn, r.firstName, r.lastName, r.city, r.zip])).toEqual([
      ['123456789', 'ANA', 'ABLE', 'AUSTIN', '78702'],
      ['234567890', 'BO', 'BAKER', 'AUSTIN', '78702'],
      ['345678901', 'CY', 'COLE', 'AUSTIN', '78702'],
    ]);
    // Ana: 2 x 40 h x $50 = $4,000.00; social security 6.2% = 248.00, Medicare 1.45% = 58.00.
    expect([dollars(f.rw[0].wages), dollars(f.rw[0].socialSecurityWages), dollars(f.rw[0].socialSecurityTax), dollars(f.rw[0].medicareWages), dollars(f.rw[0].medicareTax)]).toEqual(['4000.00', '4000.00', '248.00', '4000.00', '58.00']);
    // Bo: $194,000.00 paid; social security wages stop at the base, 184,500.00, tax 11,439.00; Medicare on all of it, 2,813.00.
    expect([dollars(f.rw[1].wages), dollars(f.rw[1].socialSecurityWages), dollars(f.rw[1].socialSecurityTax), dollars(f.rw[1].medicareWages), dollars(f.rw[1].medicareTax)]).toEqual(['194000.00', '184500.00', '11439.00', '194000.00', '2813.00']);
    // Cy: 2 x 20 h x $50 = $2,000.00.
    expect([dollars(f.rw[2].wages), dollars(f.rw[2].socialSecurityTax), dollars(f.rw[2].medicareTax)]).toEqual(['2000.00', '124.00', '29.00']);

    // RT against the approved payroll items themselves (not the writer's sums): withholding and FICA to the cent.
    const items = payrolls.flatMap((x) => x.employeeItems!);
    const sum = (name: string) => items.reduce((acc, i) => acc + cents(tax(i, name)), 0n);
    expect(f.rt.federalIncomeTax).toBe(sum('FederalIncomeTax'));
    expect(f.rt.socialSecurityTax).toBe(sum('SocialSecurity'));
    expect(f.rt.medicareTax).toBe(sum('Medicare') + sum('AdditionalMedicare'));
    expect([dollars(f.rt.wages), dollars(f.rt.socialSecurityWages), dollars(f.rt.socialSecurityTax), dollars(f.rt.medicareWages), dollars(f.rt.medicareTax)]).toEqual(['200000.00', '190500.00', '11811.00', '200000.00', '2900.00']);
    expect(file.totals).toEqual({ w2Count: 3, wages: 200000, federalIncomeTax: Number(dollars(f.rt.federalIncomeTax)), socialSecurityWages: 190500, socialSecurityTax: 11811, medicareWages: 200000, medicareTax: 2900, socialSecurityTips: 0 });

    // Each W-2 document of the year is carried, Included.
    const w2s = await s.taxDocuments.list('employee', p, companyId, { year: 2026 });
    expect(file.documents).toEqual(
      [ana, bo, cy].sort().map((employeeId) => ({ employeeId, documentId: w2s.results!.find((d) => d.employeeId === employeeId)!.id, status: 'Included' })),
    );
    expect((await s.filingFiles.list(p, companyId, {})).results!.map((x) => x.id)).toEqual([file.id]);
  });

  it("SSA's reject edits stop the file: an employee without a valid SSN is 422 filing_validation_failed naming the W-2, and nothing is stored; a year not ended is 422 filing_year_not_closed", async () => {
    const { s, p, companyId, cy } = await companyWithYear({ cy: '900-12-3456' });
    await refusal(s.filingFiles.create(p, companyId, { kind: 'EFW2', taxYear: 2026 }), 'unprocessable', 'filing_year_not_closed');
    t().clock.set('2027-01-12T15:00:00Z');
    const error = await refusal(s.filingFiles.create(p, companyId, { kind: 'EFW2', taxYear: 2026 }), 'unprocessable', 'filing_validation_failed');
    expect(error.errors).toEqual([{ field: 'RW.ssn', code: 'ssn_format', message: expect.stringContaining(`${cy}: The SSN is missing`) }]);
    expect((await s.filingFiles.list(p, companyId, {})).totalResources).toBe(0);
    await refusal(s.filingFiles.create(p, companyId, { kind: 'EFW2', taxYear: 2030 }), 'unprocessable', 'filing_year_not_closed');
  });

  it('one original file a year; submitted, then rejected naming one W-2: the file is Rejected with the agency errors, that W-2 Rejected and the others Accepted, and a new file resubmits it with the WFID; the moves are refused out of order; another partner sees nothing', async () => {
    const { s, p, companyId, ana, bo, cy } = await companyWithYear();
    t().clock.set('2027-01-12T15:00:00Z');
    const file = await s.filingFiles.create(p, companyId, { kind: 'EFW2', taxYear: 2026 });
    await refusal(s.filingFiles.recordAcknowledgement(p, companyId, file.id, { outcome: 'Accepted' }), 'conflict', 'filing_file_not_submitted');
    // One original file of the year at SSA: a second while this one stands would report the wages twice.
    await refusal(s.filingFiles.create(p, companyId, { kind: 'EFW2', taxYear: 2026 }), 'conflict', 'filing_file_exists');

    const other = (await t().partner('Other Partner')).caller;
    await refusal(s.filingFiles.get(other, companyId, file.id), 'not_found', 'not_found');
    await refusal(s.filingFiles.download(other, companyId, file.id), 'not_found', 'not_found');
    await refusal(s.filingFiles.markSubmitted(other, companyId, file.id), 'not_found', 'not_found');
    await refusal(s.filingFiles.create(other, companyId, { kind: 'EFW2', taxYear: 2026 }), 'not_found', 'not_found');
    // The company's own key reads it.
    const own = (await t().companyCaller(companyId)).caller;
    expect((await s.filingFiles.get(own, companyId, file.id)).id).toBe(file.id);

    const submitted = await s.filingFiles.markSubmitted(p, companyId, file.id);
    expect(submitted.status).toBe('Submitted');
    expect(submitted.submittedAt).toBe('2027-01-12T15:00:00Z');
    expect(submitted.documents.map((d) => d.status)).toEqual(['Submitted', 'Submitted', 'Submitted']);
    await refusal(s.filingFiles.markSubmitted(p, companyId, file.id), 'conflict', 'filing_file_already_submitted');

    await refusal(s.filingFiles.recordAcknowledgement(p, companyId, file.id, { outcome: 'Rejected', errors: [{ code: 'X', employeeId: 'emp_nobody' }] }), 'unprocessable', 'filing_error_unknown_employee');
    await refusal(s.filingFiles.recordAcknowledgement(p, companyId, file.id, { outcome: 'Accepted', errors: [{ code: 'X' }] }), 'unprocessable', 'filing_errors_with_acceptance');
    const rejected = await s.filingFiles.recordAcknowledgement(p, companyId, file.id, { outcome: 'Rejected', agencyReference: 'AB12CD', errors: [{ code: 'RW-SSN', message: 'Invalid SSN', employeeId: bo }] });
    expect(rejected).toMatchObject({ status: 'Rejected', agencyReference: 'AB12CD', agencyErrors: [{ code: 'RW-SSN', message: 'Invalid SSN', employeeId: bo }], acknowledgedAt: '2027-01-12T15:00:00Z' });
    expect(contractProblems('FilingFile', rejected)).toEqual([]);
    const statusOf = new Map(rejected.documents.map((d) => [d.employeeId, d.status]));
    expect([statusOf.get(ana), statusOf.get(bo), statusOf.get(cy)]).toEqual(['Accepted', 'Rejected', 'Accepted']);
    // The W-2 documents show it too (listEmployeeTaxDocuments, getEmployeeTaxDocument).
    const w2s = (await s.taxDocuments.list('employee', p, companyId, { year: 2026 })).results!;
    expect(w2s.map((d) => [d.employeeId, (d as { filingStatus?: string }).filingStatus]).sort()).toEqual([[ana, 'Accepted'], [bo, 'Rejected'], [cy, 'Accepted']].sort());
    const boW2 = w2s.find((d) => d.employeeId === bo)!;
    expect((await s.taxDocuments.get('employee', p, companyId, boW2.id)).filingStatus).toBe('Rejected');
    expect(contractProblems('EmployeeTaxDocument', await s.taxDocuments.get('employee', p, companyId, boW2.id))).toEqual([]);
    await refusal(s.filingFiles.recordAcknowledgement(p, companyId, file.id, { outcome: 'Accepted' }), 'conflict', 'filing_file_already_acknowledged');
    // After the rejection a new file resubmits it: RA resubmission indicator 1 and the WFID of SSA's notice.
    t().clock.set('2027-01-20T15:00:00Z');
    const again = await s.filingFiles.create(p, companyId, { kind: 'EFW2', taxYear: 2026 });
    expect(again.status).toBe('Created');
    expect(readEfw2((await s.filingFiles.download(p, companyId, again.id)).bytes.toString('utf8')).ra).toMatchObject({ resubmission: '1', wfid: 'AB12CD' });
    expect((await s.filingFiles.list(p, companyId, {})).results!.map((x) => [x.id, x.status])).toEqual([[file.id, 'Rejected'], [again.id, 'Created']]);
    // The latest file decides: Bo's W-2 is in the new one.
    expect((await s.taxDocuments.get('employee', p, companyId, boW2.id)).filingStatus).toBe('Included');
    // Immutable: the bytes are those written.
    expect((await s.filingFiles.download(p, companyId, file.id)).sha256).toBe(file.sha256);
  });
});
