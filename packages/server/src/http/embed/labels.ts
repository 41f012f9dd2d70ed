// Words for the hosted pages: a human label for every enum value a page shows, dates and times in words in
// the company's time zone, and money as money. docs/hosted-flows.md, "Labels".
import { usd } from '../../documents/text';

/** Labels of enum values, by the value (values are unique across the enums the pages show). */
export const ENUM_LABELS: Record<string, string> = {
  // Company verification documents (onboardVerificationDocuments kind)
  EinConfirmationLetter: 'EIN confirmation letter (CP 575 or 147C)',
  VoidedCheck: 'Voided check',
  BankStatement: 'Bank statement',
  ArticlesOfIncorporation: 'Articles of incorporation',
  BusinessLicense: 'Business license',
  SignatoryPhotoId: "Signatory's photo ID",
  // Accounting systems
  QuickBooksOnline: 'QuickBooks Online',
  Xero: 'Xero',
  NetSuite: 'Oracle NetSuite',
  SageIntacct: 'Sage Intacct',
  // Bank accounts and payment methods
  Checking: 'Checking',
  Savings: 'Savings',
  DirectDeposit: 'Direct deposit',
  Manual: 'Paper check',
  // Federal W-4 Step 1(c) and state filing statuses
  Single: 'Single',
  MarriedFilingJointly: 'Married filing jointly (or qualifying surviving spouse)',
  HeadOfHousehold: 'Head of household',
  Married: 'Married',
  MarriedWithholdAtHigherSingleRate: 'Married, but withhold at the higher Single rate',
  MarriedWithholdAtSingleRate: 'Married, but withhold at the Single rate',
  MarriedFilingSeparateOrBothWorking: 'Married filing separately, or married filing jointly with both spouses working',
  MarriedFilingJointOneWorking: 'Married filing jointly with one spouse working',
  MarriedFilingSeparately: 'Married filing separately',
  MarriedCivilUnionJoint: 'Married or civil union couple, filing jointly',
  MarriedCivilUnionSeparate: 'Married or civil union partner, filing separately',
  QualifyingWidower: 'Qualifying widow(er) or surviving civil union partner',
  Other: 'Other (single, married filing separately, or married withholding as single)',
  MarriedSpouseNotEmployed: 'Married, spouse not employed',
  MarriedSpouseEmployed: 'Married, spouse employed',
  HeadOfFamily: 'Head of family',
  NoDeduction: '0: No standard deduction',
  SingleOrMarriedFilingSeparately: '1: Single or married filing separately',
  MarriedFilingJointlyOrHeadOfHousehold: '2: Married filing jointly, qualifying surviving spouse or head of household',
  MarriedSpouseWorks: 'Married, spouse works',
  MarriedSpouseDoesNotWork: 'Married, spouse does not work',
  Joint: 'Joint (married, spouse without income)',
  NoExemption: '0: No personal exemption',
  // W-9 line 3a
  Individual: 'Individual or sole proprietor',
  Business: 'Business (corporation, partnership, LLC or other entity)',
  // Arizona A-4 withholding percentages
  '0.5': '0.5% of gross wages',
  '1.0': '1.0% of gross wages',
  '1.5': '1.5% of gross wages',
  '2.0': '2.0% of gross wages',
  '2.5': '2.5% of gross wages',
  '3.0': '3.0% of gross wages',
  '3.5': '3.5% of gross wages',
  // New Jersey NJ-W4 rate tables
  A: 'Rate table A',
  B: 'Rate table B',
  C: 'Rate table C',
  D: 'Rate table D',
  E: 'Rate table E',
  // Connecticut CT-W4 withholding codes
  CodeA: 'Code A: married filing separately, or jointly with an employed spouse and combined income up to $100,500',
  CodeB: 'Code B: head of household',
  CodeC: 'Code C: married filing jointly, spouse not employed',
  CodeD: 'Code D: significant nonwage income, or married filing jointly with combined income over $100,500',
  CodeE: 'Code E: no withholding necessary (income at or below the exemption, or MSRRA)',
  CodeF: 'Code F: single',
  // Onboarding statuses
  Blocking: 'Blocking payroll',
  NeedsAttention: 'Needs attention',
  Completed: 'Completed',
};

/** The label of an enum value; a value without one is shown as it is (a unit test keeps the list complete). */
export const enumLabel = (value: string): string => ENUM_LABELS[value] ?? value;

export const US_STATES: Array<[string, string]> = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'], ['CT', 'Connecticut'],
  ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'],
  ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'],
  ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'],
  ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'],
  ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'],
  ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
];
export const stateName = (code: string): string => US_STATES.find(([c]) => c === code)?.[1] ?? code;

/** `Wednesday, November 4, 2026 at 1:15 PM EST`: an instant in words, in the company's zone. */
export function instantInWords(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(at) + ` ${zoneAbbreviation(at, timeZone)}`;
}

function zoneAbbreviation(at: Date, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** `1:15 PM EST`: the time of an instant, in the company's zone. */
export function timeInWords(at: Date, timeZone: string): string {
  return `${new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone }).format(at)} ${zoneAbbreviation(at, timeZone)}`;
}

/** `March 13, 2026`: a calendar day (`YYYY-MM-DD`, or the UTC date of a Date) in words. */
export function dayInWords(day: string | Date): string {
  const iso = typeof day === 'string' ? day : day.toISOString().slice(0, 10);
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

/** Money as money: `$1,234.56`. */
export const money = (amount: number | string): string => usd(typeof amount === 'number' ? amount.toFixed(2) : amount);
