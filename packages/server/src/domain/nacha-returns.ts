// Returns and notifications of change (NOC) the ODFI hands back: the NACHA text of a return file read
// into its entries, the return reason codes and change codes with their titles, and the corrected data
// of a NOC. Pure, no database (services/money/ach-returns.ts applies them; docs/ach.md, "Returns and
// notifications of change").
//
// Source of the layouts and titles: NACHA Operating Rules, Appendix Three (record formats: Entry Detail
// Record, Addenda Record for Automated Returns, type 99, and for Notifications of Change, type 98),
// Appendix Four, Part 4.2 (Table of Return Reason Codes) and Appendix Five, Part 5.2 (Table of Change
// Codes) and Part 5.3 (Corrected Data field formats).
import { validRoutingNumber } from './routing-number';

/**
 * Return reason codes and their titles (NACHA Operating Rules, Appendix Four, Table of Return Reason
 * Codes). Codes not listed are not assigned.
 */
export const RETURN_REASONS: Readonly<Record<string, string>> = {
  R01: 'Insufficient Funds',
  R02: 'Account Closed',
  R03: 'No Account/Unable to Locate Account',
  R04: 'Invalid Account Number Structure',
  R05: 'Unauthorized Debit to Consumer Account Using Corporate SEC Code',
  R06: "Returned per ODFI's Request",
  R07: 'Authorization Revoked by Customer',
  R08: 'Payment Stopped',
  R09: 'Uncollected Funds',
  R10: "Customer Advises Originator is Not Known to Receiver and/or Originator is Not Authorized by Receiver to Debit Receiver's Account",
  R11: 'Customer Advises Entry Not in Accordance with the Terms of the Authorization',
  R12: 'Account Sold to Another DFI',
  R13: 'Invalid ACH Routing Number',
  R14: 'Representative Payee Deceased or Unable to Continue in That Capacity',
  R15: 'Beneficiary or Account Holder (Other Than a Representative Payee) Deceased',
  R16: 'Account Frozen/Entry Returned Per OFAC Instruction',
  R17: 'File Record Edit Criteria/Entry with Invalid Account Number Initiated Under Questionable Circumstances/Return of Improperly-Initiated Reversal',
  R18: 'Improper Effective Entry Date',
  R19: 'Amount Field Error',
  R20: 'Non-Transaction Account',
  R21: 'Invalid Company Identification',
  R22: 'Invalid Individual ID Number',
  R23: 'Credit Entry Refused by Receiver',
  R24: 'Duplicate Entry',
  R25: 'Addenda Error',
  R26: 'Mandatory Field Error',
  R27: 'Trace Number Error',
  R28: 'Routing Number Check Digit Error',
  R29: 'Corporate Customer Advises Not Authorized',
  R30: 'RDFI Not Participant in Check Truncation Program',
  R31: 'Permissible Return Entry (CCD and CTX only)',
  R32: 'RDFI Non-Settlement',
  R33: 'Return of XCK Entry',
  R34: 'Limited Participation DFI',
  R35: 'Return of Improper Debit Entry',
  R36: 'Return of Improper Credit Entry',
  R37: 'Source Document Presented for Payment',
  R38: 'Stop Payment on Source Document',
  R39: 'Improper Source Document/Source Document Presented for Payment',
  R40: 'Return of ENR Entry by Federal Government Agency (ENR Only)',
  R41: 'Invalid Transaction Code (ENR Only)',
  R42: 'Routing Number/Check Digit Error (ENR Only)',
  R43: 'Invalid DFI Account Number (ENR Only)',
  R44: 'Invalid Individual ID Number/Identification Number (ENR Only)',
  R45: 'Invalid Individual Name/Company Name (ENR Only)',
  R46: 'Invalid Representative Payee Indicator (ENR Only)',
  R47: 'Duplicate Enrollment (ENR Only)',
  R50: 'State Law Affecting RCK Acceptance',
  R51: 'Item Related to RCK Entry is Ineligible or RCK Entry is Improper',
  R52: 'Stop Payment on Item Related to RCK Entry',
  R53: 'Item and RCK Entry Presented for Payment',
  R61: 'Misrouted Return',
  R62: 'Return of Erroneous or Reversing Debit',
  R67: 'Duplicate Return',
  R68: 'Untimely Return',
  R69: 'Field Error(s)',
  R70: 'Permissible Return Entry Not Accepted/Return Not Requested by ODFI',
  R71: 'Misrouted Dishonored Return',
  R72: 'Untimely Dishonored Return',
  R73: 'Timely Original Return',
  R74: 'Corrected Return',
  R75: 'Return Not a Duplicate',
  R76: 'No Errors Found',
  R77: 'Non-Acceptance of R62 Dishonored Return',
  R80: 'IAT Entry Coding Error',
  R81: 'Non-Participant in IAT Program',
  R82: 'Invalid Foreign Receiving DFI Identification',
  R83: 'Foreign Receiving DFI Unable to Settle',
  R84: 'Entry Not Processed by Gateway',
  R85: 'Incorrectly Coded Outbound International Payment',
};

/** Change codes and their titles (NACHA Operating Rules, Appendix Five, Table of Change Codes). */
export const CHANGE_CODES: Readonly<Record<string, string>> = {
  C01: 'Incorrect DFI Account Number',
  C02: 'Incorrect Routing Number',
  C03: 'Incorrect Routing Number and Incorrect DFI Account Number',
  C04: 'Incorrect Individual Name/Receiving Company Name',
  C05: 'Incorrect Transaction Code',
  C06: 'Incorrect DFI Account Number and Incorrect Transaction Code',
  C07: 'Incorrect Routing Number, Incorrect DFI Account Number, and Incorrect Transaction Code',
  C08: 'Incorrect Receiving DFI Identification (IAT Only)',
  C09: 'Incorrect Individual Identification Number/Incorrect Receiver Identification Number',
  C13: 'Addenda Format Error',
  C14: 'Incorrect SEC Code for Outbound International Payment',
};

/** The change codes the service applies to the account an entry came from (docs/ach.md). */
export const APPLIED_CHANGE_CODES: ReadonlySet<string> = new Set(['C01', 'C02', 'C03', 'C05', 'C06', 'C07']);

/** `R01 Insufficient Funds`: the code and its title, or the code alone when it is not assigned. */
export function reasonOf(code: string): string {
  const title = RETURN_REASONS[code] ?? CHANGE_CODES[code];
  return title ? `${code} ${title}` : code;
}

/** One return or NOC as the bank sends it, from a return file or from JSON. */
export interface ReturnItem {
  kind: 'Return' | 'NotificationOfChange';
  /** R01..R85 or C01..C14 (as sent; not checked against the tables here). */
  code: string;
  /** The trace number of the forward entry returned or corrected (addenda positions 7-21). */
  originalTraceNumber: string;
  /** The return or NOC entry's own trace number, from the RDFI (when known). */
  traceNumber?: string;
  /** NOC: the corrected data field (addenda 98 positions 36-64), trailing spaces removed. */
  correctedData?: string;
  /** Return: the addenda information (addenda 99 positions 36-79), trimmed; absent when blank. */
  addendaInformation?: string;
  /** Return: the date of death (R14, R15), ISO, when given. */
  dateOfDeath?: string;
  /** The record number (1-based) of the entry detail record in the file, for messages. */
  record?: number;
}

/** A return file that cannot be read; `record` is the 1-based record number. */
export class ReturnFileError extends Error {
  constructor(
    message: string,
    readonly record?: number,
  ) {
    super(record ? `record ${record}: ${message}` : message);
  }
}

const digits = (s: string) => /^\d+$/.test(s);

/** YYMMDD to an ISO date (20YY), or undefined when blank or not a date. */
function isoOfYymmdd(s: string): string | undefined {
  if (!/^\d{6}$/.test(s)) return undefined;
  const iso = `20${s.slice(0, 2)}-${s.slice(2, 4)}-${s.slice(4, 6)}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? undefined : iso;
}

/**
 * The records of a NACHA file: lines of 94 characters (each ended by LF or CRLF; blank lines and a last
 * line without an end are accepted), or one unbroken stream of 94-character records.
 */
function recordsOf(text: string): string[] {
  const body = text.replace(/\r\n/g, '\n');
  const lines = body.includes('\n') ? body.split('\n') : body.length % 94 === 0 ? (body.match(/.{94}/gs) ?? []) : [body];
  const records = lines.filter((l) => l.trim() !== '');
  records.forEach((r, i) => {
    if (r.length !== 94) throw new ReturnFileError(`${r.length} characters, not 94`, i + 1);
  });
  return records;
}

/**
 * Reads the returns and NOCs of a NACHA return file: each entry detail record (type 6) with its addenda
 * (type 7), whose type code is 99 (a return: reason code, original trace number, date of death,
 * addenda information) or 98 (a NOC: change code, original trace number, corrected data). Throws
 * ReturnFileError on a file that is not one: a record of another length or type, an entry without its
 * addenda or with an addenda of another type, no file header first.
 */
export function parseReturnFile(text: string): ReturnItem[] {
  const records = recordsOf(text);
  if (records.length === 0) throw new ReturnFileError('the file has no records');
  if (records[0][0] !== '1') throw new ReturnFileError('the first record is not a file header (type 1)', 1);
  const items: ReturnItem[] = [];
  let inBatch = false;
  let ended = false;
  for (let i = 1; i < records.length; i++) {
    const r = records[i];
    const n = i + 1;
    if (ended) {
      if (r !== '9'.repeat(94)) throw new ReturnFileError('a record after the file control', n);
      continue;
    }
    switch (r[0]) {
      case '5':
        if (inBatch) throw new ReturnFileError('a batch header inside a batch', n);
        inBatch = true;
        break;
      case '8':
        if (!inBatch) throw new ReturnFileError('a batch control outside a batch', n);
        inBatch = false;
        break;
      case '9':
        if (inBatch) throw new ReturnFileError('the file control inside a batch', n);
        ended = true;
        break;
      case '6': {
        if (!inBatch) throw new ReturnFileError('an entry outside a batch', n);
        const addenda = records[i + 1];
        if (r[78] !== '1' || !addenda || addenda[0] !== '7') throw new ReturnFileError('an entry without its addenda record (a return has a type 99 addenda, a NOC a type 98 one)', n);
        const type = addenda.slice(1, 3);
        const code = addenda.slice(3, 6);
        const originalTraceNumber = addenda.slice(6, 21);
        const traceNumber = r.slice(79, 94);
        if (!digits(originalTraceNumber)) throw new ReturnFileError('the original entry trace number (addenda positions 7-21) is not 15 digits', n + 1);
        if (type === '99') {
          if (!/^R\d\d$/.test(code)) throw new ReturnFileError(`the return reason code ${JSON.stringify(code)} is not R and two digits`, n + 1);
          const info = addenda.slice(35, 79).trim();
          const death = isoOfYymmdd(addenda.slice(21, 27));
          items.push({ kind: 'Return', code, originalTraceNumber, ...(digits(traceNumber) ? { traceNumber } : {}), ...(info ? { addendaInformation: info } : {}), ...(death ? { dateOfDeath: death } : {}), record: n });
        } else if (type === '98') {
          if (!/^C\d\d$/.test(code)) throw new ReturnFileError(`the change code ${JSON.stringify(code)} is not C and two digits`, n + 1);
          items.push({ kind: 'NotificationOfChange', code, originalTraceNumber, ...(digits(traceNumber) ? { traceNumber } : {}), correctedData: addenda.slice(35, 64).trimEnd(), record: n });
        } else {
          throw new ReturnFileError(`an addenda of type ${JSON.stringify(type)}, not 99 (return) or 98 (notification of change)`, n + 1);
        }
        i++;
        break;
      }
      case '7':
        throw new ReturnFileError('an addenda record without its entry', n);
      default:
        throw new ReturnFileError(`an unknown record type ${JSON.stringify(r[0])}`, n);
    }
  }
  if (inBatch) throw new ReturnFileError('the last batch has no batch control');
  return items;
}

/** What a NOC corrects: a routing number, an account number, and/or the account type (from a transaction code). */
export interface Correction {
  routingNumber?: string;
  accountNumber?: string;
  accountType?: 'Checking' | 'Savings';
}

/** The account type a transaction code names: 2x checking (demand), 3x savings. */
function accountTypeOf(code: string): 'Checking' | 'Savings' | undefined {
  if (/^2[1-9]$/.test(code)) return 'Checking';
  if (/^3[1-9]$/.test(code)) return 'Savings';
  return undefined;
}

/**
 * The corrected data of a C01, C02, C03, C05, C06 or C07 NOC (Appendix Five, Part 5.3), each field left
 * justified in the 29 positions: C01 account number (1-17); C02 routing number (1-9); C03 routing number
 * (1-9), three blanks, account number (13-29); C05 transaction code (1-2); C06 account number (1-17),
 * three blanks, transaction code (21-22); C07 routing number (1-9), account number (10-26), transaction
 * code (27-28). Null when the data does not hold what the code says (a routing number whose check digit
 * fails, an account number that is not 4 to 17 digits, a transaction code that names no account type).
 */
export function parseCorrectedData(code: string, data: string): Correction | null {
  const d = data.padEnd(29, ' ');
  const account = (s: string) => (/^\d{4,17}$/.test(s.trim()) ? s.trim() : null);
  const routing = (s: string) => (validRoutingNumber(s.trim()) ? s.trim() : null);
  const type = (s: string) => accountTypeOf(s.trim()) ?? null;
  const all = <T extends object>(o: { [K in keyof T]: T[K] | null }): T | null => (Object.values(o).some((v) => v === null) ? null : (o as T));
  switch (code) {
    case 'C01':
      return all<Correction>({ accountNumber: account(d.slice(0, 17)) });
    case 'C02':
      return all<Correction>({ routingNumber: routing(d.slice(0, 9)) });
    case 'C03':
      return all<Correction>({ routingNumber: routing(d.slice(0, 9)), accountNumber: account(d.slice(9, 29)) });
    case 'C05':
      return all<Correction>({ accountType: type(d.slice(0, 2)) });
    case 'C06':
      return all<Correction>({ accountNumber: account(d.slice(0, 17)), accountType: type(d.slice(17, 29)) });
    case 'C07':
      return all<Correction>({ routingNumber: routing(d.slice(0, 9)), accountNumber: account(d.slice(9, 26)), accountType: type(d.slice(26, 29)) });
    default:
      return null;
  }
}
