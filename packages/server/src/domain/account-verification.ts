// Proving accounts before money goes to them, the rules without a database (docs/ach.md, "Prenotes" and
// "Micro-deposits"): the prenote waiting period in banking days, why a live credit is held back, the
// prenote transaction codes, the micro-deposit amounts and their comparison, and the corrected data of a
// notification of change.
import { timingSafeEqual } from 'node:crypto';
import { addDays, isBusinessDay, type IsoDate } from './calendar';

/**
 * NACHA Operating Rules, Article Two, Subsection 2.6.3 (three banking days since 19 September 2014, six
 * before): an Originator that sent a prenotification to a Receiver's account may initiate live entries to
 * it "as soon as the third Banking Day following the Settlement Date of the Prenotification Entry",
 * provided no return or notification of change came back for it.
 */
export const PRENOTE_WAITING_BANKING_DAYS = 3;

/** The `n`-th bank business day after `date` (Federal Reserve calendar; n >= 1). */
export function addBusinessDays(date: IsoDate, n: number): IsoDate {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`Business days to add must be a positive integer: ${n}`);
  let d = date;
  for (let i = 0; i < n; i++) {
    d = addDays(d, 1);
    while (!isBusinessDay(d)) d = addDays(d, 1);
  }
  return d;
}

/** The first date a file carrying live credits to an account may be cut, after its prenote settled on `settlementDate`. */
export function prenoteLiveCreditsFrom(settlementDate: IsoDate): IsoDate {
  return addBusinessDays(settlementDate, PRENOTE_WAITING_BANKING_DAYS);
}

/** The contract's BankAccountVerificationStatus. */
export type AccountVerification = 'Unverified' | 'PrenoteSent' | 'Verified' | 'Failed';

/** What is stored of an account's verification (BankAccount.verification, .liveCreditsFrom). */
export interface StoredVerification {
  /** Unverified | PrenoteSent | Failed. */
  verification: string;
  liveCreditsFrom: IsoDate | null;
}

/** The account's status on `today`: a prenote whose waiting period has ended reads Verified. */
export function accountVerificationOn(account: StoredVerification, today: IsoDate): AccountVerification {
  if (account.verification === 'PrenoteSent' && account.liveCreditsFrom !== null && account.liveCreditsFrom <= today) return 'Verified';
  return account.verification as AccountVerification;
}

/** ACH_PRENOTES: `wait` (prenote new accounts, hold live credits through the waiting period) or `off` (no prenotes). */
export type PrenoteMode = 'wait' | 'off';

/** The contract's AchHeldCreditReason. */
export type HoldReason = 'AccountUnverified' | 'PrenoteWaitingPeriod' | 'AccountFailed';

/**
 * Why a live credit to the account may not go into a file created on `creationDate`, or null when it may:
 * a Failed account never takes one (until its details change); with prenotes on, an account takes one
 * from its `liveCreditsFrom` on; with ACH_PRENOTES=off, any account not Failed does.
 */
export function creditHoldReason(account: StoredVerification, creationDate: IsoDate, mode: PrenoteMode): HoldReason | null {
  if (account.verification === 'Failed') return 'AccountFailed';
  if (mode === 'off') return null;
  const status = accountVerificationOn(account, creationDate);
  if (status === 'Verified') return null;
  return status === 'PrenoteSent' ? 'PrenoteWaitingPeriod' : 'AccountUnverified';
}

/** Zero-dollar prenotification of a credit: 23 to a checking account, 33 to a savings account. */
export function prenoteTransactionCode(type: string): 23 | 33 {
  return type === 'Savings' ? 33 : 23;
}

/**
 * NACHA Micro-Entries rule (Operating Rules, Phase 1 in force since 16 September 2022): credits of less than
 * $1.00 that verify a Receiver's account, with "ACCTVERIFY" as the Company Entry Description, and offsetting
 * debits that do not exceed them in total, sent to settle at the same time.
 */
export const MICRO_ENTRY_DESCRIPTION = 'ACCTVERIFY';
/** Wrong answers a company may give before its verification is locked (docs/ach.md, "Micro-deposits"). */
export const MICRO_DEPOSIT_ATTEMPTS = 3;

/** Two micro-deposit amounts in cents, each 1 to 99, drawn with `randomInt(min, maxExclusive)` (node:crypto's in the service). */
export function drawMicroDeposits(randomInt: (min: number, maxExclusive: number) => number): [number, number] {
  const draw = () => {
    const cents = randomInt(1, 100);
    if (!Number.isInteger(cents) || cents < 1 || cents > 99) throw new RangeError(`a micro-deposit must be 1 to 99 cents, drew ${cents}`);
    return cents;
  };
  return [draw(), draw()];
}

/**
 * Whether `given` (cents, in any order) are the two amounts `expected`, compared in constant time: the
 * answer takes as long whichever amount is wrong, and by how much.
 */
export function sameMicroDeposits(expected: readonly [number, number], given: readonly number[]): boolean {
  const encode = (amounts: readonly number[]) => Buffer.from([...amounts].sort((a, b) => a - b).map((c) => String(c).padStart(3, '0')).join(','), 'utf8');
  const a = encode(expected);
  const b = encode(given.length === 2 && given.every((c) => Number.isInteger(c) && c >= 0 && c <= 999) ? given : [0, 0]);
  return timingSafeEqual(a, b) && given.length === 2;
}

/** What a notification of change corrects on an account. */
export interface AccountCorrection {
  routingNumber?: string;
  accountNumber?: string;
  type?: 'Checking' | 'Savings';
}

/** The notification of change codes that correct an account (NACHA Operating Rules, Appendix Five). */
export type ChangeCode = 'C01' | 'C02' | 'C03' | 'C05' | 'C06' | 'C07';

const typeOfCode = (code: string): 'Checking' | 'Savings' => {
  if (['22', '23', '27', '28'].includes(code)) return 'Checking';
  if (['32', '33', '37', '38'].includes(code)) return 'Savings';
  throw new RangeError(`not a checking or savings transaction code: ${JSON.stringify(code)}`);
};
const routing = (text: string) => {
  if (!/^\d{9}$/.test(text)) throw new RangeError(`not a 9-digit routing number: ${JSON.stringify(text)}`);
  return text;
};
const account = (text: string) => {
  const value = text.trim();
  if (!/^[0-9A-Za-z-]{1,17}$/.test(value)) throw new RangeError(`not an account number: ${JSON.stringify(text)}`);
  return value;
};

/**
 * The Corrected Data field (29 characters) of a notification of change's addenda record, read by its code
 * (NACHA Operating Rules, Appendix Five, "Notification of Change"): C01 account number; C02 routing
 * number; C03 routing number, 3 spaces, account number; C05 transaction code; C06 account number
 * (17), 3 spaces, transaction code; C07 routing number, account number (17), transaction code.
 * Throws a RangeError on data that does not fit its code.
 */
export function parseCorrectedData(code: ChangeCode, data: string): AccountCorrection {
  switch (code) {
    case 'C01':
      return { accountNumber: account(data.slice(0, 17)) };
    case 'C02':
      return { routingNumber: routing(data.slice(0, 9)) };
    case 'C03':
      return { routingNumber: routing(data.slice(0, 9)), accountNumber: account(data.slice(12, 29)) };
    case 'C05':
      return { type: typeOfCode(data.slice(0, 2)) };
    case 'C06':
      return { accountNumber: account(data.slice(0, 17)), type: typeOfCode(data.slice(20, 22)) };
    case 'C07':
      return { routingNumber: routing(data.slice(0, 9)), accountNumber: account(data.slice(9, 26)), type: typeOfCode(data.slice(26, 28)) };
    default:
      throw new RangeError(`not a change code that corrects an account: ${JSON.stringify(code)}`);
  }
}
