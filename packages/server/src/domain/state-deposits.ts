/**
 * State tax deposits: which agency collects a state tax line of an approved payroll, and when the
 * liability is due (pure functions, no clock, no database; dates are `YYYY-MM-DD`, domain/calendar.ts).
 *
 * A payroll owes, per state, (a) state income tax withheld (`withholding`), (b) employee-paid state
 * programs (`employeeProgram`: SDI, FLI, employee UC, ...), and (c) employer unemployment insurance and
 * the employer contributions charged with it (`unemployment`). `stateDeposit` answers for one of them;
 * `undefined` means "not built" (the caller then uses its documented fallback: due on the payday).
 *
 * Never late. A state assigns each employer a withholding schedule from amounts this service does not
 * know (the employer's own state withholding in a look-back year, an expectation for the year, a
 * notice the state mailed). Where the state ties its schedule to the federal one (CA, NC, MI, AZ) the
 * federal schedule given picks the state's most frequent schedule for it. Where the state's thresholds
 * are on its own amounts (NY, PA, IL, NJ, OH, VA, MA), any federal schedule can go with the state's most
 * frequent schedule, so that one is used; where two can each come first depending on the payday, the
 * earlier of the two due dates (PA). Each rule's text says which. A deposit made by the date returned is
 * never late; it may be earlier than the employer's own schedule needs. The $100,000 next-banking-day
 * rules (federal and several states) are not modeled, as the federal schedules here do not model them.
 *
 * Business days. Where a state moves a due date that is not a business day to the next business day
 * (each rule cites where it says so) or counts business or banking days, the Federal Reserve calendar
 * of domain/calendar.ts is used: the settlement calendar of the electronic (ACH) payments the states
 * require. For CA (EDD's holiday table) and NY (General Construction Law § 24) every Federal Reserve
 * holiday is also a state legal holiday, so the state's own calendar can only give the same date or a
 * later one. Where a state is not shown to move a due date, it is not moved (a due date on a weekend is
 * then simply that date: pay before it).
 *
 * Quarterly liabilities belong to the quarter in which the wages are paid (the payday's quarter), as
 * every agency below states ("wages paid during", "report wages for the quarter in which the wages are
 * paid").
 *
 * Sources, by state (read November 2026):
 * - CA: EDD, "Payroll Tax Deposits" (California Deposit Requirements table, the DE 88 schedule also
 *   printed in the California Employer's Guide, DE 44),
 *   https://edd.ca.gov/en/payroll_taxes/timely_payroll_tax_deposits ; EDD, "Holidays" (a due date on a
 *   legal holiday is extended to the next business day; the list includes every Federal Reserve holiday),
 *   https://edd.ca.gov/en/payroll_taxes/holidays/ ; the deposit table's own quarterly dates show a
 *   Saturday moved to the Monday (Q4 2025 UI/ETT and PIT/SDI: "February 2, 2026").
 * - NY: Tax Law § 674(a)(1)-(2), https://www.nysenate.gov/legislation/laws/TAX/674 ; Department of
 *   Taxation and Finance, "Withholding tax due dates" (NYS-1 3-day and 5-day filers; NYS-45 quarterly,
 *   "when the due date falls on a Saturday, Sunday, or legal holiday, you may file on the next business
 *   day"), https://www.tax.ny.gov/bus/wt/duedates.htm ; Publication NYS-50, Employer's Guide to
 *   Unemployment Insurance, Wage Reporting, and Withholding Tax; Department of Labor, "Annual calendar"
 *   (NYS-45 report and payment due dates), https://dol.ny.gov/annual-calendar ; General Construction Law
 *   § 24 (public holidays), https://www.nysenate.gov/legislation/laws/GCN/24 ; Workers' Compensation
 *   Law § 209(4)-(5) (DBL/PFL employee contributions),
 *   https://newyork.public.law/laws/n.y._workers'_compensation_law_section_209 .
 * - PA: 72 P.S. § 7319(a) (Tax Reform Code § 319: quarterly, monthly, semi-monthly "within three banking
 *   days after the close of the semi-monthly period", semi-weekly "the Wednesday after payday if the
 *   payday falls on a Wednesday, Thursday or Friday and ... the Friday after payday if the payday falls
 *   on a Saturday, Sunday, Monday or Tuesday"); 61 Pa. Code § 113.6 (semimonthly periods end on the 15th
 *   and the last day of the month); REV-415, Employer Withholding Information Guide; Department of Labor
 *   & Industry, "Filing Information" (UC reports and contributions, employer and employee, due the end
 *   of the month after the quarter; "If a due date falls on a Saturday, Sunday, or legal holiday, the
 *   report will become due on the next business day"),
 *   https://www.uc.pa.gov/employers-uc-services-uc-tax/filing-information/Pages/Filing%20Information.aspx
 *   and Instructions for Completing PA UC Quarterly Tax Forms (UC-2).
 * - IL: Department of Revenue, Publication 131, Withholding Income Tax Payment and Filing Requirements
 *   (semi-weekly: by Wednesday for amounts withheld the preceding Wednesday, Thursday or Friday, by
 *   Friday for amounts withheld the preceding Saturday to Tuesday; monthly: the 15th of the next month;
 *   the schedule is assigned from the employer's Illinois withholding in the look-back period, the year
 *   ending June 30 of the preceding calendar year), January 2024 revision, and Publication 131-D, its
 *   yearly due-date supplement, https://tax.illinois.gov/forms/withholding/currentyear/pub-131-d.html ;
 *   35 ILCS 5/704A; IDES, "Quarterly Filing
 *   Requirements" (UI-3/40 and contributions on or before April 30, July 31, October 31, January 31),
 *   https://ides.illinois.gov/employer-resources/taxes-reporting/quarterly-filing-requirements.html ;
 *   820 ILCS 405/1400.
 * - TX: Texas Workforce Commission, "Tax Report & Payment Due Dates" (quarterly, last day of the month
 *   after the quarter; a due date on a Saturday, Sunday or legal holiday on which TWC offices are closed
 *   is met on the following business day),
 *   https://www.twc.texas.gov/programs/unemployment-tax/tax-report-payment-due-dates .
 * - NJ: N.J.A.C. 18:35-7.3 (quarterly return on the 30th of the month after the quarter; monthly NJ-500 by
 *   the 15th; weekly payer, prior-year withholding of $10,000 or more: "on or before the Wednesday of the
 *   week following the week containing the payday"); Division of Taxation, "Employer Withholding Tax -
 *   Reporting and Remitting" (a week runs Sunday to Saturday; NJ-927 carries UI, disability, family
 *   leave and workforce contributions, due the 30th of the month after the quarter),
 *   https://www.nj.gov/treasury/taxation/njit31.shtml ; Division of Taxation, "Payment Dates for Weekly
 *   Payers, January 1, 2019 - December 31, 2019" (a Wednesday holiday moves to the Thursday: the week of
 *   Dec 15-21, 2019 is due Dec 26, the week of Dec 22-28 is due Jan 2, 2020).
 * - OH: Department of Taxation, employer withholding FAQs (filing frequency from the combined Ohio
 *   withholding of the 12 months ending June 30 of the preceding year; partial-weekly at $84,000 or more;
 *   partial-weekly periods Saturday-Tuesday and Wednesday-Friday, payment due within three banking days
 *   after the period, a bank holiday among them moving it one day: a Thursday payday is due the next
 *   Wednesday), "Can you explain the partial weekly filing requirements?",
 *   http://www.tax.ohio.gov/faq/tabid/6315/Default.aspx?QuestionID=235&AFMID=11354 ;
 *   Ohio Adm. Code 4141-11-01 (quarterly contribution reports due the last day of the month after the
 *   quarter), https://codes.ohio.gov/ohio-administrative-code/chapter-4141-11 ; ODJFS "Quarterly
 *   Reporting", https://jfs.ohio.gov/ouio/uctax/reprting.stm .
 * - NC: Department of Revenue, Form NC-5P instructions (employers withholding $2,000 or more a month on
 *   average pay "by the due date for depositing the federal taxes" on the same wages) and NC-30, Income
 *   Tax Withholding Tables and Instructions for Employers; NCDOR notice "Semiweekly Withholding Payment
 *   Vouchers (Form NC-5P) Delayed" (2016: tax withheld Jan 1, 2016 due Jan 6; Jan 2-5 due Jan 8; Jan 6-8
 *   due Jan 13), http://dornc.com/headlines/2016/nc5p_delay.html ; G.S. 96-9.15(a) (UI contributions
 *   payable when the report is due, the last day of the month after the quarter).
 * - WA: Paid Leave, "When do employers report and remit premiums?" (quarterly, by the last day of the
 *   month after the quarter; WAC 192-540-030), https://paidleave.wa.gov/when-do-i-report ; ESD employer
 *   newsletter, July 2025, Issue 64 ("Q2 unemployment, Paid Leave, WA Cares reports and payments due by
 *   July 31"), https://content.govdelivery.com/accounts/WAESD/bulletins/3e86a9a .
 * - FL: Department of Revenue, "Reemployment Tax Report and Payment Information" (electronic payments
 *   initiated by 5:00 p.m. ET on the business day prior to the due date),
 *   https://floridarevenue.com/taxes/taxesfees/Pages/rt_return_pay.aspx ; Form RT-6N, Employer's
 *   Quarterly Report Instructions (R. 07/23) (due the last day of the month after the quarter).
 * - MI: Treasury, "Filing and Payment Due Dates" (monthly and quarterly on the 20th; accelerated filers
 *   remit "on or before the day the federal payment is due"),
 *   https://www.michigan.gov/taxes/business-taxes/payroll-service-providers/filing-and-payment-due-dates ;
 *   "Accelerated EFT Filers", https://www.michigan.gov/taxes/efile/accelerated-eft-filers ; Form 4285
 *   (Rev. 03-21); UIA, Form UIA 1028 due "on or before the 25th day of the month following the end of
 *   the calendar quarter", https://www.michigan.gov/som/Government/State-License-Search/h/how-do-i-submit-my-employers-quarterly-tax-and-or-payroll-report .
 * - VA: Va. Code § 58.1-472 (quarterly; monthly on the 25th; $1,000 or more a month: "within three banking
 *   days following the close of any period for which the employer is required to deposit federal
 *   withholding tax"); Form VA-15, Employer's Voucher for Payment of Virginia Income Tax Withheld
 *   (Semi-Weekly), instructions; Virginia Tax, "Withholding Tax" (filing frequencies).
 * - AZ: Department of Revenue, Form A1-QRT instructions, "Arizona Withholding Deposit Schedules" (prior
 *   4-quarter average over $1,500: the same schedule as federal; semi-weekly table; "If the due date falls
 *   on a Saturday, Sunday, or a legal holiday, the withholding payment is timely if made on the next
 *   banking day").
 * - MA: Department of Revenue, Form M-941 instructions (Rev. 3/15: monthly for $1,201 to $25,000 a year,
 *   quarterly for $101 to $1,200, annual for $100 or less); DOR, Instructions for Bulk/Batch Filing
 *   Information Sheets, "Filing Frequency Types Specifics" (Depository Frequency, M-941D: "Payments due:
 *   by the 7th, 15th, 22nd and last day of month. Pay over within three business days").
 *
 * Not built (undefined): GA (the semi-weekly dates of O.C.G.A. § 48-2-32(f)(3) could not be read), the
 * UI of VA, AZ, MA and GA, MA PFML, and every other state.
 */
import { addDays, dateParts, daysInMonth, isBusinessDay, isoDate, weekday, type IsoDate } from './calendar';
import { taxDepositDueDate } from './deadlines';

export type StateDepositKind = 'withholding' | 'employeeProgram' | 'unemployment';

export interface StateDepositRule {
  /** The agency the liability is paid to. */
  agency: string;
  dueDate: IsoDate;
  /** One line: the rule applied and its source. */
  rule: string;
}

// ---------- agencies ----------

export const STATE_AGENCIES = {
  CA_EDD: 'California Employment Development Department (EDD)',
  NY_DTF: 'New York State Department of Taxation and Finance',
  NY_DOL: 'New York State Department of Labor, Unemployment Insurance Division (Form NYS-45)',
  PA_DOR: 'Pennsylvania Department of Revenue',
  PA_LI: 'Pennsylvania Department of Labor & Industry, Office of Unemployment Compensation Tax Services',
  IL_IDOR: 'Illinois Department of Revenue',
  IL_IDES: 'Illinois Department of Employment Security (IDES)',
  TX_TWC: 'Texas Workforce Commission (TWC)',
  NJ_DOT: 'New Jersey Division of Taxation',
  NJ_DOL: 'New Jersey Department of Labor and Workforce Development (Form NJ-927)',
  OH_DOT: 'Ohio Department of Taxation',
  OH_JFS: 'Ohio Department of Job and Family Services (ODJFS)',
  NC_DOR: 'North Carolina Department of Revenue',
  WA_ESD: 'Washington Employment Security Department (ESD)',
  WA_ESD_PAID_LEAVE: 'Washington Employment Security Department (ESD), Paid Leave and WA Cares',
  FL_DOR: 'Florida Department of Revenue (reemployment tax)',
  NC_DES: 'North Carolina Division of Employment Security (DES)',
  MI_TREASURY: 'Michigan Department of Treasury',
  MI_UIA: 'Michigan Unemployment Insurance Agency (UIA)',
  VA_TAX: 'Virginia Department of Taxation',
  AZ_DOR: 'Arizona Department of Revenue',
  MA_DOR: 'Massachusetts Department of Revenue',
} as const;

/**
 * Employee program codes whose contributions are not a state tax deposit at all, with the reason.
 * `stateDeposit` returns undefined for them; a caller should not create a tax deposit for them.
 */
export const NOT_A_STATE_DEPOSIT: Readonly<Record<string, string>> = Object.freeze({
  ny_sdi:
    'New York disability benefits (DBL) contributions are kept by the employer toward the premium of its DBL insurance policy (State Insurance Fund or a private carrier, or a self-insured plan); they are not paid to a state tax agency (Workers\' Compensation Law § 209(4)-(5)).',
  ny_pfl:
    'New York Paid Family Leave contributions are kept by the employer toward the premium of its PFL insurance policy (carried with the DBL policy); they are not paid to a state tax agency (Workers\' Compensation Law § 209(4)-(5)).',
});

// ---------- date helpers ----------

/** The date itself when a (Federal Reserve) business day, else the next business day. */
function onOrAfterBusinessDay(date: IsoDate): IsoDate {
  let d = date;
  while (!isBusinessDay(d)) d = addDays(d, 1);
  return d;
}

/** The n-th business day after `date` (n >= 1). */
function addBusinessDays(date: IsoDate, n: number): IsoDate {
  let d = date;
  for (let i = 0; i < n; i++) {
    d = addDays(d, 1);
    while (!isBusinessDay(d)) d = addDays(d, 1);
  }
  return d;
}

/** Semi-weekly, not moved: payday Wednesday-Friday -> the next Wednesday; Saturday-Tuesday -> the next Friday. */
function semiweeklyDate(payday: IsoDate): IsoDate {
  const wd = weekday(payday); // 0 Sunday .. 6 Saturday
  const target = wd >= 3 && wd <= 5 ? 3 : 5;
  let days = (target - wd + 7) % 7;
  if (days === 0) days = 7;
  return addDays(payday, days);
}

/**
 * The due date of the payday's quarter, in the month after the quarter: on `day` ('last' = the month's
 * last day), not moved.
 */
function afterQuarter(payday: IsoDate, day: number | 'last'): IsoDate {
  const { year, month } = dateParts(payday);
  const quarterEnd = Math.ceil(month / 3) * 3;
  const m = dateParts(isoDate(year, quarterEnd + 1, 1));
  return isoDate(m.year, m.month, day === 'last' ? daysInMonth(m.year, m.month) : day);
}

/** The last day of the payday's federal semi-weekly deposit period: Wednesday-Friday ends Friday, Saturday-Tuesday ends Tuesday. */
function semiweeklyPeriodEnd(payday: IsoDate): IsoDate {
  const wd = weekday(payday);
  return addDays(payday, wd >= 3 && wd <= 5 ? 5 - wd : (2 - wd + 7) % 7);
}

function earlier(a: IsoDate, b: IsoDate): IsoDate {
  return a <= b ? a : b;
}

function isSemiweekly(schedule: string): boolean {
  return schedule === 'Semiweekly';
}

function isKnownSchedule(schedule: string): boolean {
  return schedule === 'Semiweekly' || schedule === 'Monthly';
}

// ---------- states ----------

type Rule = (payday: IsoDate, federalSchedule: string, code: string) => StateDepositRule | undefined;

interface StateRules {
  withholding?: Rule;
  /** By employee program code. */
  programs?: Readonly<Record<string, Rule>>;
  /** Employer SUI (`<st>_sui_er`) and the employer contributions charged and paid with it. */
  unemployment?: Rule;
}

/** CA PIT and SDI: EDD's deposit table, keyed on the federal schedule. */
const caPitSdi =
  (what: string): Rule =>
  (payday, federalSchedule) => {
    if (!isKnownSchedule(federalSchedule)) return undefined;
    if (isSemiweekly(federalSchedule)) {
      return {
        agency: STATE_AGENCIES.CA_EDD,
        dueDate: taxDepositDueDate(payday, 'Semiweekly'),
        rule: `CA ${what}: federal semi-weekly depositor, California semi-weekly schedule (the most frequent EDD assigns it, for more than $500 of accumulated PIT): payday Wed-Fri due the following Wednesday, Sat-Tue the following Friday, a holiday moved to the next business day (EDD Payroll Tax Deposits table / DE 44; EDD Holidays).`,
      };
    }
    return {
      agency: STATE_AGENCIES.CA_EDD,
      dueDate: taxDepositDueDate(payday, 'Monthly'),
      rule: `CA ${what}: federal monthly depositor, California monthly schedule (the most frequent EDD assigns it, for $350 or more of accumulated PIT): the 15th of the following month, moved to the next business day (EDD Payroll Tax Deposits table / DE 44; EDD Holidays).`,
    };
  };

const caUi: Rule = (payday, _schedule, code) => ({
  agency: STATE_AGENCIES.CA_EDD,
  dueDate: onOrAfterBusinessDay(afterQuarter(payday, 'last')),
  rule: `CA ${code}: UI and ETT contributions are due quarterly, the last day of the month after the quarter (April 30, July 31, October 31, January 31), moved to the next business day (EDD Payroll Tax Deposits / DE 44; EDD Holidays).`,
});

const nyWithholding: Rule = (payday) => ({
  agency: STATE_AGENCIES.NY_DTF,
  dueDate: addBusinessDays(payday, 3),
  rule: 'NY withholding: the 3rd business day after the payroll (3-day filer, Form NYS-1), the earliest schedule Tax Law § 674(a)(1) assigns (5-day filers and the under-$700 quarterly carry-forward are later) (DTF Withholding tax due dates; NYS-50).',
});

const nyUi: Rule = (payday, _schedule, code) => ({
  agency: STATE_AGENCIES.NY_DOL,
  dueDate: onOrAfterBusinessDay(afterQuarter(payday, 'last')),
  rule: `NY ${code}: UI contributions are paid quarterly with Form NYS-45, due the last day of the month after the quarter, moved to the next business day (DTF Withholding tax due dates; DOL Annual calendar; NYS-50).`,
});

const paWithholding: Rule = (payday) => {
  // Semi-weekly (>= $20,000 a year) and semi-monthly ($4,000 to $20,000) are both possible whatever the
  // federal schedule (PA's thresholds are on PA withholding); either can come first, so the earlier one.
  const semiweekly = semiweeklyDate(payday);
  const { year, month, day } = dateParts(payday);
  const periodEnd = day <= 15 ? isoDate(year, month, 15) : isoDate(year, month, daysInMonth(year, month));
  const semimonthly = addBusinessDays(periodEnd, 3);
  return {
    agency: STATE_AGENCIES.PA_DOR,
    dueDate: earlier(semiweekly, semimonthly),
    rule: 'PA withholding: the earlier of the semi-weekly date (payday Wed-Fri the next Wednesday, Sat-Tue the next Friday) and the semi-monthly date (3 banking days after the 15th or the last day of the month), the two most frequent schedules PA assigns on its own withholding amounts (72 P.S. § 7319(a); 61 Pa. Code § 113.6; REV-415).',
  };
};

const paUc: Rule = (payday, _schedule, code) => ({
  agency: STATE_AGENCIES.PA_LI,
  dueDate: onOrAfterBusinessDay(afterQuarter(payday, 'last')),
  rule: `PA ${code}: UC contributions (employer and employee) are due quarterly with the UC-2 report, the last day of the month after the quarter, moved to the next business day (L&I Filing Information; UC-2 instructions).`,
});

const ilWithholding: Rule = (payday) => ({
  agency: STATE_AGENCIES.IL_IDOR,
  dueDate: semiweeklyDate(payday),
  rule: 'IL withholding: semi-weekly schedule, the most frequent IDOR assigns and possible whatever the federal schedule (it is assigned on Illinois withholding in the look-back period): withheld Wed-Fri due the following Wednesday, Sat-Tue the following Friday (IDOR Publication 131; 35 ILCS 5/704A).',
});

const ilUi: Rule = (payday, _schedule, code) => ({
  agency: STATE_AGENCIES.IL_IDES,
  dueDate: afterQuarter(payday, 'last'),
  rule: `IL ${code}: UI contributions are due quarterly with Form UI-3/40, on or before the last day of the month after the quarter; IDES states no move for weekends, so none is made (IDES Quarterly Filing Requirements; 820 ILCS 405/1400).`,
});

const txUi: Rule = (payday, _schedule, code) => ({
  agency: STATE_AGENCIES.TX_TWC,
  dueDate: onOrAfterBusinessDay(afterQuarter(payday, 'last')),
  rule: `TX ${code}: unemployment tax is due quarterly, the last day of the month after the quarter, a Saturday, Sunday or legal holiday moved to the following business day (TWC Tax Report & Payment Due Dates).`,
});

const njWithholding: Rule = (payday) => {
  // The Wednesday of the week (Sunday-Saturday) after the week containing the payday.
  const sunday = addDays(payday, -weekday(payday));
  return {
    agency: STATE_AGENCIES.NJ_DOT,
    dueDate: onOrAfterBusinessDay(addDays(sunday, 10)),
    rule: 'NJ withholding: weekly payer schedule, the most frequent NJ assigns ($10,000 or more withheld the prior year, whatever the federal schedule): the Wednesday of the week after the week (Sun-Sat) containing the payday, a holiday moved to the next business day (N.J.A.C. 18:35-7.3(c); Division of Taxation njit31 and Payment Dates for Weekly Payers).',
  };
};

const njQuarterly: Rule = (payday, _schedule, code) => ({
  agency: STATE_AGENCIES.NJ_DOL,
  dueDate: afterQuarter(payday, 30),
  rule: `NJ ${code}: paid quarterly with Form NJ-927 on or before the 30th day of the month after the quarter; no move for weekends is stated, so none is made (Division of Taxation njit31; N.J.A.C. 18:35-7.3(a)). A private DI/FLI plan is paid to its carrier instead.`,
});

const ohWithholding: Rule = (payday) => {
  // Partial-weekly periods: Saturday-Tuesday and Wednesday-Friday; due 3 banking days after the period's end.
  return {
    agency: STATE_AGENCIES.OH_DOT,
    dueDate: addBusinessDays(semiweeklyPeriodEnd(payday), 3),
    rule: 'OH withholding: partial-weekly schedule, the most frequent Ohio assigns ($84,000 or more of Ohio withholding in the look-back year, whatever the federal schedule): 3 banking days after the end of the Sat-Tue or Wed-Fri period of the payday (Ohio Department of Taxation, employer withholding FAQ). The $100,000 next-banking-day rule is not modeled.',
  };
};

const ohUi: Rule = (payday, _schedule, code) => ({
  agency: STATE_AGENCIES.OH_JFS,
  dueDate: afterQuarter(payday, 'last'),
  rule: `OH ${code}: unemployment contributions are due quarterly, the last day of the month after the quarter; ODJFS moves the report, not stated for the payment, so the date is not moved (Ohio Adm. Code 4141-11-01; ODJFS Quarterly Reporting).`,
});

const ncWithholding: Rule = (payday, federalSchedule) => {
  if (!isKnownSchedule(federalSchedule)) return undefined;
  return {
    agency: STATE_AGENCIES.NC_DOR,
    dueDate: taxDepositDueDate(payday, federalSchedule),
    rule: `NC withholding: semiweekly filers ($2,000 or more a month on average), the most frequent schedule, pay on the federal deposit due date of the same wages (here ${federalSchedule === 'Semiweekly' ? 'semi-weekly: Wed-Fri payday the next Wednesday, Sat-Tue the next Friday' : 'monthly: the 15th of the next month'}, moved like the federal date); monthly filers are due the 15th, never earlier (NCDOR Form NC-5P instructions; NC-30).`,
  };
};

const waUi: Rule = (payday, _schedule, code) => ({
  agency: STATE_AGENCIES.WA_ESD,
  dueDate: afterQuarter(payday, 'last'),
  rule: `WA ${code}: unemployment tax reports and payments are due quarterly, by the last day of the month after the quarter; no move is stated for the payment, so none is made (ESD employer newsletter, July 2025, Issue 64).`,
});

const waPaidLeave: Rule = (payday, _schedule, code) => ({
  agency: STATE_AGENCIES.WA_ESD_PAID_LEAVE,
  dueDate: afterQuarter(payday, 'last'),
  rule: `WA ${code}: Paid Leave and WA Cares premiums are reported and remitted quarterly, by the last day of the month after the quarter (WAC 192-540-030; the report, not stated for the payment, moves past a weekend or holiday, so the date is not moved) (paidleave.wa.gov, When do employers report and remit premiums?).`,
});

const flRt: Rule = (payday, _schedule, code) => ({
  agency: STATE_AGENCIES.FL_DOR,
  dueDate: afterQuarter(payday, 'last'),
  rule: `FL ${code}: reemployment tax is due quarterly with Form RT-6, the last day of the month after the quarter, not moved; an electronic payment must be initiated by 5:00 p.m. ET on the business day before the due date (Florida DOR, Reemployment Tax Report and Payment Information; RT-6N).`,
});

const ncUi: Rule = (payday, _schedule, code) => ({
  agency: STATE_AGENCIES.NC_DES,
  dueDate: afterQuarter(payday, 'last'),
  rule: `NC ${code}: contributions are payable when the quarterly report (NCUI 101) is due, the last day of the month after the quarter in which the wages are paid; no move is stated, so none is made (G.S. 96-9.15(a)).`,
});

const miWithholding: Rule = (payday, federalSchedule) => {
  if (!isKnownSchedule(federalSchedule)) return undefined;
  return {
    agency: STATE_AGENCIES.MI_TREASURY,
    dueDate: taxDepositDueDate(payday, federalSchedule),
    rule: 'MI withholding: accelerated schedule, the most frequent Treasury assigns: the same day the federal deposit of the same wages is due (monthly and quarterly filers are due the 20th, later) (Michigan Treasury, Filing and Payment Due Dates; Accelerated EFT Filers; Form 4285; MCL 205.19).',
  };
};

const miUi: Rule = (payday, _schedule, code) => ({
  agency: STATE_AGENCIES.MI_UIA,
  dueDate: afterQuarter(payday, 25),
  rule: `MI ${code}: the Employer's Quarterly Wage/Tax Report (UIA 1028) and its tax are due on or before the 25th of the month after the quarter; no move is stated, so none is made (Michigan UIA, How do I submit my Employer's Quarterly Tax and/or Payroll Report?).`,
});

const vaWithholding: Rule = (payday, federalSchedule) => {
  if (!isKnownSchedule(federalSchedule)) return undefined;
  // Semi-weekly filers pay within 3 banking days after the close of the federal deposit period:
  // a semi-weekly period (Wed-Fri, Sat-Tue) for a federal semi-weekly depositor, the month for a monthly one.
  const { year, month } = dateParts(payday);
  const periodEnd = isSemiweekly(federalSchedule) ? semiweeklyPeriodEnd(payday) : isoDate(year, month, daysInMonth(year, month));
  return {
    agency: STATE_AGENCIES.VA_TAX,
    dueDate: addBusinessDays(periodEnd, 3),
    rule: `VA withholding: semi-weekly filer schedule, the most frequent Virginia assigns ($1,000 or more a month on average, whatever the federal schedule): within 3 banking days after the close of the federal deposit period (${isSemiweekly(federalSchedule) ? 'semi-weekly: Wed-Fri or Sat-Tue' : 'monthly: the calendar month'}) (Va. Code § 58.1-472(3); Form VA-15 instructions). Monthly filers are due the 25th, later.`,
  };
};

const azWithholding: Rule = (payday, federalSchedule) => {
  if (!isKnownSchedule(federalSchedule)) return undefined;
  return {
    agency: STATE_AGENCIES.AZ_DOR,
    dueDate: taxDepositDueDate(payday, federalSchedule),
    rule: 'AZ withholding: an employer whose prior-4-quarter average exceeds $1,500, the most frequent schedule, pays at the same time as its federal deposit (semi-weekly: Wed-Fri payday the following Wednesday, Sat-Tue the following Friday; monthly: the 15th), a weekend or holiday moved to the next banking day (Arizona Form A1-QRT instructions, Arizona Withholding Deposit Schedules).',
  };
};

const maWithholding: Rule = (payday) => {
  // Quarter-monthly periods end on the 7th, 15th, 22nd and last day of the month; pay within 3 business days.
  const { year, month, day } = dateParts(payday);
  const end = day <= 7 ? 7 : day <= 15 ? 15 : day <= 22 ? 22 : daysInMonth(year, month);
  return {
    agency: STATE_AGENCIES.MA_DOR,
    dueDate: addBusinessDays(isoDate(year, month, end), 3),
    rule: "MA withholding: depository schedule, the most frequent DOR assigns (above the $25,000-a-year ceiling of monthly filing, whatever the federal schedule): within 3 business days after the 7th, 15th, 22nd or last day of the month closing the payday's period (Massachusetts DOR, Instructions for Bulk/Batch Filing, Depository Frequency, M-941D; Form M-941 instructions). Monthly filers are due the 15th, later.",
  };
};

const STATES: Readonly<Record<string, StateRules>> = {
  CA: { withholding: caPitSdi('PIT'), programs: { ca_sdi: caPitSdi('SDI') }, unemployment: caUi },
  NY: { withholding: nyWithholding, unemployment: nyUi },
  PA: { withholding: paWithholding, programs: { pa_sui_ee: paUc }, unemployment: paUc },
  IL: { withholding: ilWithholding, unemployment: ilUi },
  TX: { unemployment: txUi },
  NJ: { withholding: njWithholding, programs: { nj_ui_ee: njQuarterly, nj_di_ee: njQuarterly, nj_fli: njQuarterly }, unemployment: njQuarterly },
  OH: { withholding: ohWithholding, unemployment: ohUi },
  NC: { withholding: ncWithholding, unemployment: ncUi },
  MI: { withholding: miWithholding, unemployment: miUi },
  VA: { withholding: vaWithholding },
  AZ: { withholding: azWithholding },
  MA: { withholding: maWithholding },
  WA: { programs: { wa_pfml_ee: waPaidLeave, wa_cares: waPaidLeave }, unemployment: waUi },
  FL: { unemployment: flRt },
};

/** The states with at least one built rule. */
export const STATE_DEPOSIT_STATES: readonly string[] = Object.freeze(Object.keys(STATES).sort());

/**
 * The agency collecting `kind` for `state` (and for programs the `code`, e.g. 'ny_pfl', 'ca_sdi'),
 * and the due date of the liability of a payroll paid on `payday`, given the company's federal deposit
 * schedule ('Monthly' | 'Semiweekly'). Undefined when the state's rule is not built (the caller then
 * uses a documented fallback), and for the codes of NOT_A_STATE_DEPOSIT (no state deposit exists).
 * `unemployment` covers the state's employer SUI and any employer contribution paid with it.
 * Throws RangeError for a payday that is not a calendar date.
 */
export function stateDeposit(state: string, kind: StateDepositKind, code: string, payday: IsoDate, federalSchedule: string): StateDepositRule | undefined {
  dateParts(payday); // validates
  const rules = Object.prototype.hasOwnProperty.call(STATES, state) ? STATES[state] : undefined;
  if (!rules) return undefined;
  let rule: Rule | undefined;
  if (kind === 'withholding') rule = rules.withholding;
  else if (kind === 'unemployment') rule = rules.unemployment;
  else if (rules.programs && Object.prototype.hasOwnProperty.call(rules.programs, code)) rule = rules.programs[code];
  return rule?.(payday, federalSchedule, code);
}
