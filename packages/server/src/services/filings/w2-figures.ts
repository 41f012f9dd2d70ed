// The figures of a company's Forms W-2 of a year, the forms the W-2 documents are made from (services/tax-documents.ts
// yearW2Forms: the approved payrolls' sums plus external payrolls, with the benefit, tips, group-term life and
// program boxes), for the agencies' files. Read only: the W-2 service functions are not rewritten here.
import { taxTablesFor } from '@payroll/payroll-engine';
import { Decimal } from '../../repositories/decimal';
import type { Db } from '../../repositories/db';
import { efw2Employees } from '../../repositories/filings/filing-files';
import { yearW2Forms } from '../tax-documents';
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
  // Box 7 (social security tips): absent from a W-2 without tips.
  const box7 = w2.box7 ?? ZERO;
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

/**
 * Every W-2 of the company's year (employees by last name, first name, id), with the year's social security figures:
 * the forms of services/tax-documents.ts yearW2Forms, the very figures the W-2 PDFs print and the W-3 totals (box 7
 * social security tips, box 12 C, D, TP and the rest), so the file cannot differ from the W-2s (issue 39: it was
 * written from formW2 without the tips, group-term life and program lines, so box 7 was 0 with the tips inside
 * box 3, and code C and TP were missing).
 */
export async function companyW2Figures(db: Db, cipher: FieldCipher, companyId: string, year: number): Promise<{ employees: Efw2Employee[]; socialSecurity: Efw2Input['socialSecurity'] }> {
  const w2s = await yearW2Forms(db, companyId, year);
  const rows = w2s.length ? await efw2Employees(db, companyId, w2s.map((w) => w.employee.id)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const employees = w2s
    .filter((w) => byId.has(w.employee.id))
    .map((w) => {
      const e = byId.get(w.employee.id)!;
      return efw2EmployeeOf(w.form, e, e.ssnEncrypted ? cipher.decrypt(e.ssnEncrypted) : '');
    });
  const ss = taxTablesFor(year).socialSecurity;
  return { employees, socialSecurity: { wageBase: new Decimal(ss.wageBase), employeeRate: new Decimal(ss.employeeRate) } };
}
