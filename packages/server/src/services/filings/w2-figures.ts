// The figures of a company's Forms W-2 of a year, read the way the W-2 documents are made (services/tax-documents.ts
// yearDocuments: the approved payrolls' sums plus external payrolls, services/tax-forms.ts formW2 with the benefit
// boxes), for the agencies' files. Read only: the W-2 service functions are not rewritten here.
import { taxTablesFor } from '@payroll/payroll-engine';
import { Decimal } from '../../repositories/decimal';
import type { Db } from '../../repositories/db';
import { externalTaxTotals } from '../../repositories/external-payrolls';
import { benefitContributionSums } from '../../repositories/payrolls';
import { employeeTaxTotals } from '../../repositories/tax-documents';
import { efw2Employees } from '../../repositories/filings/filing-files';
import { withExternal } from '../tax-documents';
import { formW2 } from '../tax-forms';
import type { FormW2 } from '../../documents/tax-forms';
import type { FieldCipher } from '../../lib/secrets';
import type { Efw2Employee, Efw2Input } from './efw2';

const ZERO = new Decimal(0);
/** Box 12 codes of elective deferrals to a retirement plan: box 13 "Retirement plan" is checked with them. */
const RETIREMENT_CODES = new Set(['D', 'E', 'F', 'G', 'H', 'AA', 'BB', 'EE']);

/** One employee's W-2 as the EFW2 RW record takes it. */
export function efw2EmployeeOf(
  w2: FormW2,
  e: { id: string; firstName: string; middleName: string | null; lastName: string; street1: string | null; street2: string | null; city: string | null; state: string | null; zipcode: string | null },
  ssn: string,
): Efw2Employee {
  // Box 7 (social security tips) when the W-2 figures carry it (issue 39, the W-2 helper), else none.
  const box7 = (w2 as FormW2 & { box7?: Decimal }).box7 ?? ZERO;
  const box12 = (w2.box12 ?? []).map((b) => ({ code: b.code, amount: new Decimal(b.amount.toString()) }));
  return {
    ref: e.id,
    ssn,
    firstName: e.firstName,
    middleName: e.middleName,
    lastName: e.lastName,
    street: e.street1 ?? '',
    street2: e.street2,
    city: e.city ?? '',
    state: e.state ?? '',
    zip: e.zipcode ?? '',
    box1: w2.box1,
    box2: w2.box2,
    box3: w2.box3,
    box4: w2.box4,
    box5: w2.box5,
    box6: w2.box6,
    box7: new Decimal(box7.toString()),
    box10: w2.box10 ?? ZERO,
    box12,
    retirementPlan: box12.some((b) => RETIREMENT_CODES.has(b.code) && b.amount.gt(0)),
  };
}

/** Every W-2 of the company's year (employees by last name, first name, id), with the year's social security figures. */
export async function companyW2Figures(db: Db, cipher: FieldCipher, companyId: string, year: number): Promise<{ employees: Efw2Employee[]; socialSecurity: Efw2Input['socialSecurity'] }> {
  const from = new Date(Date.UTC(year, 0, 1));
  const to = new Date(Date.UTC(year + 1, 0, 1));
  const totals = withExternal(await employeeTaxTotals(db, companyId, from, to), await externalTaxTotals(db, companyId, from, to));
  const benefits = await benefitContributionSums(db, { companyId, from, to });
  const rows = totals.length ? await efw2Employees(db, companyId, totals.map((t) => t.employeeId)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const employees = totals
    .filter((t) => byId.has(t.employeeId))
    .map((t) => {
      const e = byId.get(t.employeeId)!;
      const ssn = e.ssnEncrypted ? cipher.decrypt(e.ssnEncrypted) : '';
      return efw2EmployeeOf(formW2(t.sums, benefits.filter((b) => b.employeeId === e.id)), e, ssn);
    })
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.ref.localeCompare(b.ref));
  const ss = taxTablesFor(year).socialSecurity;
  return { employees, socialSecurity: { wageBase: new Decimal(ss.wageBase), employeeRate: new Decimal(ss.employeeRate) } };
}
