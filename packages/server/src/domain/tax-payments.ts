// Tax deposits paid by ACH credit (docs/ach.md, "Tax payments: CCD+ with a TXP addenda"): pure rules, no
// database. The agencies' accounts a deployment configures (ACH_TAX_AGENCY_ACCOUNTS, README settings), the
// Tax Payment Banking Convention's TXP segment that goes into a CCD entry's addenda record (type 05,
// payment related information, positions 4-83), and the tax period a deposit closes.
//
// TXP segment (NACHA Banker's EDI Council, with the Federation of Tax Administrators, 1990; docs/ach.md
// cites the sources): TXP*taxpayer id*tax type code*tax period end date (YYMMDD)*amount type*amount
// [*amount type*amount[*amount type*amount]][*taxpayer verification]\ -- elements separated by `*`, ended by
// `\`; amounts in cents without a decimal point (1 to 10 digits); up to three amount pairs. Elements after
// the last one written are left out (the optional verification is not written here).
import { dateParts, daysInMonth, isoDate, type IsoDate } from './calendar';
import { validRoutingNumber } from './routing-number';
import { STATE_AGENCIES } from './state-deposits';

export type StateAgencyKey = keyof typeof STATE_AGENCIES;
export type TaxAgencyKey = 'IRS' | StateAgencyKey;
/** The deposit taxes a state agency collects (contract TaxDepositTax). */
export const STATE_TAXES = ['StateIncomeTax', 'StateProgram', 'StateUnemployment', 'StateEmployerProgram'] as const;
export type StateTax = (typeof STATE_TAXES)[number];
/** The IRS returns a deposit belongs to: Form 941 or 944 (the company's `federalFilerType`), Form 940 (FUTA). */
export const IRS_RETURNS = ['Form941', 'Form944', 'Form940'] as const;
export type IrsReturn = (typeof IRS_RETURNS)[number];

/**
 * EFTPS tax type codes of the IRS returns that have one built in: 941 -> 94105, 940 -> 09405 (EFTPS
 * Financial Institution Handbook, "IRS Tax Forms and Tables"). Form 944 has none built in: a deployment
 * that pays a Form 944 filer's deposits by ACH credit gives its code (`taxTypeCodes.Form944`).
 */
export const IRS_TAX_TYPE_CODES: Readonly<Partial<Record<IrsReturn, string>>> = Object.freeze({ Form941: '94105', Form940: '09405' });

/** One agency's account, as ACH_TAX_AGENCY_ACCOUNTS gives it. */
export interface TaxAgencyAccount {
  routingNumber: string;
  accountNumber: string;
  accountType: 'Checking' | 'Savings';
  /** The receiver name written on its entries (at most 22 characters). */
  name: string;
  /** TXP tax type codes: by IRS return (IRS; IRS_TAX_TYPE_CODES by default) or by deposit tax (a state agency). */
  taxTypeCodes: Readonly<Record<string, string>>;
  /** The period the TXP tax period end date closes for a state agency's deposits (the IRS: by return). */
  period: 'Quarter' | 'Month';
}
export type TaxAgencyAccounts = Readonly<Partial<Record<TaxAgencyKey, TaxAgencyAccount>>>;

const AGENCY_KEYS: readonly string[] = ['IRS', ...Object.keys(STATE_AGENCIES)];
const AGENCY_BY_NAME = new Map<string, StateAgencyKey>(Object.entries(STATE_AGENCIES).map(([k, v]) => [v, k as StateAgencyKey]));

/** The agency key of a stored deposit (its jurisdiction and the agency's name), or undefined for an agency not known here. */
export function agencyKeyOf(jurisdiction: string, agency: string | null): TaxAgencyKey | undefined {
  if (jurisdiction === 'US') return 'IRS';
  return agency ? AGENCY_BY_NAME.get(agency) : undefined;
}

const PRINTABLE = /^[\x20-\x7e]+$/;
const CODE = /^[A-Za-z0-9]{1,5}$/;

/**
 * ACH_TAX_AGENCY_ACCOUNTS: a JSON object whose keys are agency keys (`IRS`, or a state agency's key such as
 * `CA_EDD`) and whose values give `routingNumber` (ABA, check digit verified), `accountNumber` (1 to 17
 * letters or digits), optionally `accountType` (`Checking`, the default, or `Savings`), `name` (1 to 22
 * printable characters; default: the key with spaces), `taxTypeCodes` (1 to 5 letters or digits each; for
 * the IRS by return `Form941`, `Form944`, `Form940`, over the built-in ones; for a state agency by deposit
 * tax, at least one) and, for a state agency, `period` (`Quarter`, the default, or `Month`). Unset or empty:
 * undefined (tax deposits stay records). Each problem is pushed.
 */
export function parseTaxAgencyAccounts(raw: string | undefined, problems: string[]): TaxAgencyAccounts | undefined {
  if (!raw || !raw.trim()) return undefined;
  const problem = (what: string) => problems.push(`ACH_TAX_AGENCY_ACCOUNTS: ${what}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    problem('must be a JSON object');
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || !Object.keys(parsed).length) {
    problem('must be a JSON object with at least one agency');
    return undefined;
  }
  const out: Partial<Record<TaxAgencyKey, TaxAgencyAccount>> = {};
  for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (!AGENCY_KEYS.includes(key)) {
      problem(`unknown agency ${JSON.stringify(key)} (IRS or one of ${Object.keys(STATE_AGENCIES).join(', ')})`);
      continue;
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      problem(`${key} must be an object`);
      continue;
    }
    const v = value as Record<string, unknown>;
    const irs = key === 'IRS';
    const allowed = ['routingNumber', 'accountNumber', 'accountType', 'name', 'taxTypeCodes', ...(irs ? [] : ['period'])];
    for (const extra of Object.keys(v).filter((k) => !allowed.includes(k))) problem(`${key}.${extra} is not a setting`);
    const str = (k: string) => (typeof v[k] === 'string' ? (v[k] as string) : undefined);
    const routingNumber = str('routingNumber') ?? '';
    if (!validRoutingNumber(routingNumber)) problem(`${key}.routingNumber must be a 9-digit ABA routing number with a valid check digit`);
    const accountNumber = str('accountNumber') ?? '';
    if (!/^[A-Za-z0-9]{1,17}$/.test(accountNumber)) problem(`${key}.accountNumber must be 1 to 17 letters or digits`);
    const accountType = v.accountType === undefined ? 'Checking' : v.accountType;
    if (accountType !== 'Checking' && accountType !== 'Savings') problem(`${key}.accountType must be Checking or Savings`);
    const name = v.name === undefined ? key.replace(/_/g, ' ') : str('name') ?? '';
    if (!PRINTABLE.test(name) || name.trim() === '' || name.length > 22) problem(`${key}.name must be 1 to 22 printable ASCII characters`);
    const period = v.period === undefined ? 'Quarter' : v.period;
    if (period !== 'Quarter' && period !== 'Month') problem(`${key}.period must be Quarter or Month`);
    const codes = v.taxTypeCodes === undefined ? {} : v.taxTypeCodes;
    const codeKeys: readonly string[] = irs ? IRS_RETURNS : STATE_TAXES;
    if (!codes || typeof codes !== 'object' || Array.isArray(codes)) problem(`${key}.taxTypeCodes must be an object`);
    else {
      for (const [k, c] of Object.entries(codes as Record<string, unknown>)) {
        if (!codeKeys.includes(k)) problem(`${key}.taxTypeCodes.${k} is not one of ${codeKeys.join(', ')}`);
        else if (typeof c !== 'string' || !CODE.test(c)) problem(`${key}.taxTypeCodes.${k} must be 1 to 5 letters or digits`);
      }
      if (!irs && !Object.keys(codes).length) problem(`${key}.taxTypeCodes must give the tax type code of at least one of ${STATE_TAXES.join(', ')}`);
    }
    out[key as TaxAgencyKey] = {
      routingNumber,
      accountNumber,
      accountType: accountType as TaxAgencyAccount['accountType'],
      name,
      taxTypeCodes: { ...(irs ? IRS_TAX_TYPE_CODES : {}), ...(codes as Record<string, string>) },
      period: period as TaxAgencyAccount['period'],
    };
  }
  return out;
}

// ---------- periods ----------

/** The last day of the calendar quarter of a date. */
export function quarterEnd(date: IsoDate): IsoDate {
  const { year, month } = dateParts(date);
  const last = Math.ceil(month / 3) * 3;
  return isoDate(year, last, daysInMonth(year, last));
}

export function monthEnd(date: IsoDate): IsoDate {
  const { year, month } = dateParts(date);
  return isoDate(year, month, daysInMonth(year, month));
}

export function yearEnd(date: IsoDate): IsoDate {
  return isoDate(dateParts(date).year, 12, 31);
}

// ---------- the TXP segment ----------

export interface TxpAmount {
  /** Amount type: `T` (tax), or an agency's subcategory (EFTPS Form 941: 1 social security, 2 Medicare, 3 withholding). */
  type: string;
  /** Cents, at most 10 digits. */
  cents: bigint;
}

export interface TxpInput {
  /** TXP01: 1 to 15 letters or digits (the EIN for the IRS, the state account number for a state). */
  taxpayerId: string;
  /** TXP02: 1 to 5 letters or digits. */
  taxTypeCode: string;
  /** TXP03: the tax period's last day (written YYMMDD). */
  periodEnd: IsoDate;
  /** TXP04-TXP09: one to three amount pairs. */
  amounts: TxpAmount[];
}

/** The TXP segment (at most 80 characters: it fills positions 4-83 of the addenda record). Throws on what cannot be written. */
export function txpSegment(input: TxpInput): string {
  if (!/^[A-Z0-9]{1,15}$/.test(input.taxpayerId)) throw new Error(`TXP taxpayer id must be 1 to 15 upper-case letters or digits: ${JSON.stringify(input.taxpayerId)}`);
  if (!/^[A-Z0-9]{1,5}$/.test(input.taxTypeCode)) throw new Error(`TXP tax type code must be 1 to 5 upper-case letters or digits: ${JSON.stringify(input.taxTypeCode)}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.periodEnd)) throw new Error(`not an ISO date: ${input.periodEnd}`);
  if (input.amounts.length < 1 || input.amounts.length > 3) throw new Error('TXP carries one to three amounts');
  const amounts = input.amounts.flatMap((a) => {
    if (!/^[A-Z0-9]{1,2}$/.test(a.type)) throw new Error(`TXP amount type must be 1 or 2 letters or digits: ${JSON.stringify(a.type)}`);
    if (a.cents < 0n || a.cents > 9_999_999_999n) throw new Error(`TXP amount must be 0 to 9999999999 cents: ${a.cents}`);
    return [a.type, a.cents.toString()];
  });
  const p = input.periodEnd;
  const segment = ['TXP', input.taxpayerId, input.taxTypeCode, p.slice(2, 4) + p.slice(5, 7) + p.slice(8, 10), ...amounts].join('*') + '\\';
  if (segment.length > 80) throw new Error(`TXP segment of ${segment.length} characters (at most 80)`);
  return segment;
}

/** A taxpayer id as TXP01 takes it: letters and digits only, upper case (an EIN `12-3456789` -> `123456789`); undefined when nothing or more than 15 remain. */
export function taxpayerIdOf(value: string | null | undefined): string | undefined {
  const id = (value ?? '').replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  return id && id.length <= 15 ? id : undefined;
}
