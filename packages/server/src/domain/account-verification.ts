// Proving accounts before money goes to them, the rules without a database (docs/ach.md, "Prenotes" and
// "Micro-deposits"): the prenote waiting period in banking days, why a live credit is held back, the
// prenote transaction codes, the micro-deposit amounts and their comparison. (The corrected data of a
// notification of change, a prenote's as any entry's, is read by domain/nacha-returns.ts parseCorrectedData.)
import { timingSafeEqual } from 'node:crypto';
import { addBusinessDays, type IsoDate } from './calendar';

/**
 * NACHA Operating Rules, Article Two, Subsection 2.6.3 (three banking days since 19 September 2014, six
 * before): an Originator that sent a prenotification to a Receiver's account may initiate live entries to
 * it "as soon as the third Banking Day following the Settlement Date of the Prenotification Entry",
 * provided no return or notification of change came back for it.
 */
export const PRENOTE_WAITING_BANKING_DAYS = 3;

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
export type HoldReason = 'AccountUnverified' | 'PrenoteWaitingPeriod' | 'AccountFailed' | 'AccountDeleted';

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
