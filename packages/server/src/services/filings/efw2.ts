// The SSA's EFW2 file of Forms W-2 Copy A (Publication 42-007, "Specifications for Filing Forms W-2
// Electronically"; docs/filings.md). Pure: figures in, the file's text and the reject edits it fails out.
//
// Positions are 1-based and inclusive, as the publication numbers them. Every field below was confirmed by two
// independent transcriptions of the publication that agree position for position (docs/filings.md, "Sources"):
// the EFW2 writer of TimeTrex Community Edition (classes/GovernmentForms/country/us/w2.class.php, _compileRA,
// _compileRE, _compileRW, _compileRT, _compileRF) and the EFW2 writer of an open-source BR! accounting suite
// (Core/Print/w2.br.brs, which labels every field with its positions, TY 2017 and later layout with code FF).
// What was not confirmed is left blank (RE 222-512 employer contact: one transcription only; RO, RS, RU, RV:
// not written) and listed in docs/filings.md.
//
// Records are 512 characters, each ended by CR LF (the BR! writer; SSA's AccuWage reads either); the order is
// RA, RE, RW..., RT, RF: one employer per file here.
import type { W2WageAndTaxBoxes } from '../../documents/tax-forms';
import { Decimal } from '../../repositories/decimal';

export const EFW2_RECORD_LENGTH = 512;
export const EFW2_LINE_END = '\r\n';

export interface Efw2Submitter {
  /** RA 3-11: the submitter's EIN (the deployment's, FILING_SUBMITTER_EIN). */
  ein: string;
  /** RA 12-19: the SSA Business Services Online user id (FILING_SSA_BSO_USER_ID), 8 characters. */
  bsoUserId: string;
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  /**
   * RA 29-35: the wage file identifier (WFID) of the file SSA rejected that this one resubmits, from SSA's notice;
   * absent for a first submission (indicator 0).
   */
  resubmissionWfid?: string;
}

export interface Efw2Employer {
  ein: string;
  name: string;
  street: string;
  /** The location address (suite, room): RE 97-118. */
  street2?: string | null;
  city: string;
  state: string;
  zip: string;
}

/** One Form W-2: boxes as decimals of dollars (box 12 by code). */
export interface Efw2Employee extends W2WageAndTaxBoxes {
  /** The service's employee id: named in the reject edits, never written. */
  ref: string;
  ssn: string;
  firstName: string;
  middleName?: string | null;
  lastName: string;
  street: string;
  /** The location address (apartment, suite): RW 66-87. */
  street2?: string | null;
  city: string;
  state: string;
  zip: string;
  box7: Decimal;
  box10: Decimal;
  box12: Array<{ code: string; amount: Decimal }>;
  /** Box 13 "Retirement plan" (RW 488). */
  retirementPlan: boolean;
}

export interface Efw2Input {
  taxYear: number;
  submitter: Efw2Submitter;
  employer: Efw2Employer;
  employees: Efw2Employee[];
  /** The year's social security wage base and employee rate (year-keyed engine data, Publication 15). */
  socialSecurity: { wageBase: Decimal; employeeRate: Decimal };
}

/** One reject edit failed: `field` names the record and box, `employeeId` the W-2. */
export interface Efw2Problem {
  code: string;
  field: string;
  message: string;
  employeeId?: string;
}

export interface Efw2Totals extends W2WageAndTaxBoxes {
  rwCount: number;
  box7: Decimal;
}

/** The checks every file passes before it is stored (the validation report names each). */
export const EFW2_CHECKS = [
  'record_length',
  'ein_format',
  'ssn_format',
  'employee_name_required',
  'amount_fits_field',
  'box12_code_supported',
  'medicare_wages_below_social_security_wages_and_tips',
  'social_security_tax_without_wages',
  'medicare_tax_without_wages',
  'social_security_wages_over_wage_base',
  'social_security_tax_over_maximum',
  'totals_equal_records',
] as const;

// RW money fields of box 12 codes, 11 characters each (start position).
const RW_BOX12: Record<string, number> = { D: 287, E: 298, F: 309, G: 320, H: 331, W: 364, Q: 386, C: 408, V: 419, Y: 430, AA: 441, BB: 452, DD: 463, FF: 474 };
// RT money fields of the same codes, 15 characters each.
const RT_BOX12: Record<string, number> = { D: 145, E: 160, F: 175, G: 190, H: 205, W: 250, Q: 280, DD: 295, C: 310, V: 340, Y: 355, AA: 370, BB: 385, FF: 400 };

const ZERO = new Decimal(0);
const digits = (s: string) => s.replace(/\D/g, '');

/** Upper case, printable ASCII only (accents dropped), blanks for the rest. */
export function efw2Text(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .toUpperCase()
    .trim();
}

/** A record being written: a 512-character line of blanks, fields placed at their 1-based positions. */
class Rec {
  private chars: string[] = Array(EFW2_RECORD_LENGTH).fill(' ');
  constructor(id: string) {
    this.text(1, 2, id);
  }
  /** Left-justified, blank-filled, cut to the field. */
  text(start: number, length: number, value: string | null | undefined): this {
    const v = efw2Text(value).slice(0, length);
    for (let i = 0; i < v.length; i++) this.chars[start - 1 + i] = v[i];
    return this;
  }
  /** Right-justified, zero-filled digits. */
  number(start: number, length: number, value: string): this {
    const v = value.padStart(length, '0');
    for (let i = 0; i < length; i++) this.chars[start - 1 + i] = v[i];
    return this;
  }
  toString(): string {
    return this.chars.join('');
  }
}

/** Dollars as whole cents, or undefined when they do not fit `length` digits (or are negative). */
function cents(amount: Decimal, length: number): string | undefined {
  const c = amount.mul(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  if (c.isNegative()) return undefined;
  const s = c.toFixed(0);
  return s.length <= length ? s : undefined;
}

/**
 * SSA's SSN rules (no area 000, 666 or 900-999; no group 00; no serial 0000): such a number was never issued.
 * A W-2 without a valid SSN is refused rather than filed with zeros.
 */
export function validSsn(ssn: string): boolean {
  if (!/^\d{9}$/.test(ssn)) return false;
  const area = ssn.slice(0, 3);
  return area !== '000' && area !== '666' && area[0] !== '9' && ssn.slice(3, 5) !== '00' && ssn.slice(5) !== '0000';
}

export function validEin(ein: string): boolean {
  return /^\d{9}$/.test(ein) && ein !== '000000000';
}

/** The reject edits of one W-2 (before anything is written). */
export function efw2EmployeeProblems(e: Efw2Employee, ss: Efw2Input['socialSecurity']): Efw2Problem[] {
  const out: Efw2Problem[] = [];
  const add = (code: string, field: string, message: string) => out.push({ code, field, message, employeeId: e.ref });
  if (!validSsn(digits(e.ssn))) add('ssn_format', 'RW.ssn', 'The SSN is missing or is not a number SSA issues (9 digits; area not 000, 666 or 9xx; group not 00; serial not 0000).');
  if (!efw2Text(e.firstName) || !efw2Text(e.lastName)) add('employee_name_required', 'RW.name', 'The employee first and last names are required.');
  for (const [box, v] of [['box1', e.box1], ['box2', e.box2], ['box3', e.box3], ['box4', e.box4], ['box5', e.box5], ['box6', e.box6], ['box7', e.box7], ['box10', e.box10]] as const) {
    if (cents(v, 11) === undefined) add('amount_fits_field', `RW.${box}`, `${box} ${v.toFixed(2)} is negative or over 11 digits of cents.`);
  }
  for (const b of e.box12) {
    if (!(b.code in RW_BOX12)) add('box12_code_supported', `RW.box12${b.code}`, `Box 12 code ${b.code} has no RW field confirmed for this file (docs/filings.md).`);
    else if (cents(b.amount, 11) === undefined) add('amount_fits_field', `RW.box12${b.code}`, `Box 12 code ${b.code} ${b.amount.toFixed(2)} is negative or over 11 digits of cents.`);
  }
  const ssWagesAndTips = e.box3.plus(e.box7);
  if (e.box5.lt(ssWagesAndTips)) add('medicare_wages_below_social_security_wages_and_tips', 'RW.box5', `Medicare wages and tips ${e.box5.toFixed(2)} are less than social security wages plus tips ${ssWagesAndTips.toFixed(2)}.`);
  if (e.box4.gt(0) && ssWagesAndTips.isZero()) add('social_security_tax_without_wages', 'RW.box4', `Social security tax ${e.box4.toFixed(2)} is reported without social security wages or tips.`);
  if (e.box6.gt(0) && e.box5.isZero()) add('medicare_tax_without_wages', 'RW.box6', `Medicare tax ${e.box6.toFixed(2)} is reported without Medicare wages and tips.`);
  if (ssWagesAndTips.gt(ss.wageBase)) add('social_security_wages_over_wage_base', 'RW.box3', `Social security wages plus tips ${ssWagesAndTips.toFixed(2)} exceed the year's wage base ${ss.wageBase.toFixed(2)}.`);
  const maxTax = ss.wageBase.mul(ss.employeeRate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  if (e.box4.gt(maxTax)) add('social_security_tax_over_maximum', 'RW.box4', `Social security tax ${e.box4.toFixed(2)} exceeds the year's maximum ${maxTax.toFixed(2)}.`);
  return out;
}

export function efw2Totals(employees: Efw2Employee[]): Efw2Totals {
  const t: Efw2Totals = { rwCount: employees.length, box1: ZERO, box2: ZERO, box3: ZERO, box4: ZERO, box5: ZERO, box6: ZERO, box7: ZERO };
  for (const e of employees) {
    t.box1 = t.box1.plus(e.box1);
    t.box2 = t.box2.plus(e.box2);
    t.box3 = t.box3.plus(e.box3);
    t.box4 = t.box4.plus(e.box4);
    t.box5 = t.box5.plus(e.box5);
    t.box6 = t.box6.plus(e.box6);
    t.box7 = t.box7.plus(e.box7);
  }
  return t;
}

function raRecord(s: Efw2Submitter, employerEin: string): string {
  return new Rec('RA')
    .number(3, 9, digits(s.ein)) // submitter's EIN
    .text(12, 8, s.bsoUserId) // BSO user id
    // 20-23 software vendor code, 24-28 blank: blank
    .text(29, 1, s.resubmissionWfid ? '1' : '0') // resubmission indicator
    .text(30, 6, s.resubmissionWfid ?? '') // the resubmitted file's WFID
    .text(36, 2, '98') // software code: in-house program
    .text(38, 57, s.name) // company name
    .text(117, 22, s.street) // delivery address (95-116 location address: blank)
    .text(139, 22, s.city)
    .text(161, 2, s.state)
    .text(163, 5, digits(s.zip).slice(0, 5))
    .text(168, 4, digits(s.zip).slice(5, 9))
    .text(217, 57, s.name) // submitter name: receives the error notices
    .text(296, 22, s.street)
    .text(318, 22, s.city)
    .text(340, 2, s.state)
    .text(342, 5, digits(s.zip).slice(0, 5))
    .text(347, 4, digits(s.zip).slice(5, 9))
    .text(396, 27, s.contactName)
    .text(423, 15, digits(s.contactPhone))
    .text(446, 40, s.contactEmail)
    // 500 preparer code: L when the employer files itself, S (service bureau) when it is filed for it
    .text(500, 1, digits(s.ein) === employerEin ? 'L' : 'S')
    .toString();
}

function reRecord(taxYear: number, e: Efw2Employer): string {
  return new Rec('RE')
    .number(3, 4, String(taxYear))
    // 7 agent indicator: blank (not a 2678/3504 agent)
    .number(8, 9, digits(e.ein))
    // 17-25 agent for EIN: blank
    .text(26, 1, '0') // terminating business: no
    // 27-30 establishment number, 31-39 other EIN: blank
    .text(40, 57, e.name)
    .text(97, 22, e.street2) // location address (suite, room)
    .text(119, 22, e.street) // delivery address
    .text(141, 22, e.city)
    .text(163, 2, e.state)
    .text(165, 5, digits(e.zip).slice(0, 5))
    .text(170, 4, digits(e.zip).slice(5, 9))
    .text(174, 1, 'N') // kind of employer: none of F, S, T, Y apply
    .text(219, 1, 'R') // employment code: regular (Form 941)
    // 220 tax jurisdiction: blank (Form W-2); 221 third-party sick pay indicator: 0
    .text(221, 1, '0')
    .toString();
}

function rwRecord(e: Efw2Employee): string {
  const r = new Rec('RW')
    .number(3, 9, digits(e.ssn))
    .text(12, 15, e.firstName)
    .text(27, 15, e.middleName ?? '')
    .text(42, 20, e.lastName)
    .text(66, 22, e.street2) // location address (apartment, suite)
    .text(88, 22, e.street) // delivery address
    .text(110, 22, e.city)
    .text(132, 2, e.state)
    .text(134, 5, digits(e.zip).slice(0, 5))
    .text(139, 4, digits(e.zip).slice(5, 9))
    .number(188, 11, cents(e.box1, 11)!)
    .number(199, 11, cents(e.box2, 11)!)
    .number(210, 11, cents(e.box3, 11)!)
    .number(221, 11, cents(e.box4, 11)!)
    .number(232, 11, cents(e.box5, 11)!)
    .number(243, 11, cents(e.box6, 11)!)
    .number(254, 11, cents(e.box7, 11)!)
    .number(276, 11, cents(e.box10, 11)!);
  // Every money field of box 12 is zero-filled; the codes reported carry their amounts.
  for (const start of Object.values(RW_BOX12)) r.number(start, 11, '0');
  for (const b of e.box12) r.number(RW_BOX12[b.code], 11, cents(b.amount, 11)!);
  // 353-363 and 375-385 nonqualified plans (box 11): not paid here, zero.
  r.number(353, 11, '0').number(375, 11, '0');
  return r
    .text(486, 1, '0') // statutory employee
    .text(488, 1, e.retirementPlan ? '1' : '0')
    .text(489, 1, '0') // third-party sick pay
    .toString();
}

function rtRecord(employees: Efw2Employee[]): string {
  const t = efw2Totals(employees);
  const r = new Rec('RT')
    .number(3, 7, String(t.rwCount))
    .number(10, 15, cents(t.box1, 15) ?? '0')
    .number(25, 15, cents(t.box2, 15) ?? '0')
    .number(40, 15, cents(t.box3, 15) ?? '0')
    .number(55, 15, cents(t.box4, 15) ?? '0')
    .number(70, 15, cents(t.box5, 15) ?? '0')
    .number(85, 15, cents(t.box6, 15) ?? '0')
    .number(100, 15, cents(t.box7, 15) ?? '0');
  const box10 = employees.reduce((s, e) => s.plus(e.box10), ZERO);
  r.number(130, 15, cents(box10, 15) ?? '0');
  for (const [code, start] of Object.entries(RT_BOX12)) {
    const sum = employees.reduce((s, e) => s.plus(e.box12.filter((b) => b.code === code).reduce((x, b) => x.plus(b.amount), ZERO)), ZERO);
    r.number(start, 15, cents(sum, 15) ?? '0');
  }
  // 235-249 and 265-279 nonqualified plans, 325-339 third-party sick pay income tax: zero.
  return r.number(235, 15, '0').number(265, 15, '0').number(325, 15, '0').toString();
}

function rfRecord(rwCount: number): string {
  return new Rec('RF').number(8, 9, String(rwCount)).toString();
}

export interface Efw2Result {
  /** The file's text (absent when any reject edit failed: such a file is never written). */
  text?: string;
  problems: Efw2Problem[];
  totals: Efw2Totals;
  recordCount: number;
}

/** Runs SSA's reject edits, then writes the file when none failed. */
export function writeEfw2(input: Efw2Input): Efw2Result {
  const problems: Efw2Problem[] = [];
  const employerEin = digits(input.employer.ein);
  if (!validEin(employerEin)) problems.push({ code: 'ein_format', field: 'RE.ein', message: "The employer's EIN is missing or is not 9 digits." });
  if (!validEin(digits(input.submitter.ein))) problems.push({ code: 'ein_format', field: 'RA.ein', message: "The submitter's EIN (FILING_SUBMITTER_EIN) is not 9 digits." });
  if (input.submitter.resubmissionWfid !== undefined && !/^[A-Z0-9]{6}$/i.test(input.submitter.resubmissionWfid)) problems.push({ code: 'wfid_format', field: 'RA.resubmissionWfid', message: 'The WFID of a resubmitted file is 6 letters or digits (from SSA\'s notice).' });
  if (efw2Text(input.submitter.bsoUserId).length !== 8) problems.push({ code: 'bso_user_id_format', field: 'RA.bsoUserId', message: 'The BSO user id (FILING_SSA_BSO_USER_ID) must be 8 characters.' });
  if (!input.employees.length) problems.push({ code: 'no_w2s', field: 'RW', message: `No employee has a Form W-2 for ${input.taxYear}.` });
  for (const e of input.employees) problems.push(...efw2EmployeeProblems(e, input.socialSecurity));
  const totals = efw2Totals(input.employees);
  for (const [box, v] of Object.entries(totals)) {
    if (box !== 'rwCount' && cents(v as Decimal, 15) === undefined) problems.push({ code: 'amount_fits_field', field: `RT.${box}`, message: `The total of ${box} does not fit 15 digits of cents.` });
  }
  if (problems.length) return { problems, totals, recordCount: 0 };
  const records = [raRecord(input.submitter, employerEin), reRecord(input.taxYear, input.employer), ...input.employees.map(rwRecord), rtRecord(input.employees), rfRecord(input.employees.length)];
  if (records.some((r) => r.length !== EFW2_RECORD_LENGTH)) throw new Error('EFW2 record length is not 512');
  // totals_equal_records, on the written text: RT's boxes 1-7 are the sums of the RWs' (an internal error otherwise).
  const rws = records.slice(2, -2);
  const rt = records[records.length - 2];
  for (let k = 0; k < 7; k++) {
    const sum = rws.reduce((acc, r) => acc + BigInt(r.slice(187 + 11 * k, 198 + 11 * k)), 0n);
    if (sum !== BigInt(rt.slice(9 + 15 * k, 24 + 15 * k))) throw new Error(`EFW2 RT box ${k + 1} is not the sum of the RW records`);
  }
  return { text: records.map((r) => r + EFW2_LINE_END).join(''), problems, totals, recordCount: records.length };
}
