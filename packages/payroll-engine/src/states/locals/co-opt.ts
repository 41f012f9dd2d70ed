import { dec, Decimal, ZERO } from '../../money';

/**
 * Colorado occupational privilege taxes (OPT, "head taxes"): a flat amount a month, an employee part withheld and
 * an employer part charged, for an employee who works in the city during a calendar month and earns at least a
 * threshold there in that month (docs/domain-rules.md, "Local taxes").
 *
 * Per-pay rule (once a month): the month is the payday's calendar month. On a payday the employee part and the
 * employer part are each charged when (a) the payment has work in the city, (b) the gross wages for work in the
 * city paid this month so far (earlier payrolls' lines of the tax, `monthToDate`, plus this payment's) reach the
 * threshold, and (c) nothing of that part was charged earlier in the month. A weekly or biweekly employee is thus
 * charged once a month, on the first payday that brings the month's city wages to the threshold. Each line carries
 * the payment's city wages as `subjectWages` (also when its amount is zero) so later paydays of the month see them.
 *
 * - `CO-DENVER` (2026): employee OPT `denver_opt` $5.75 a month, business OPT `denver_opt_er` $4.00 a month for
 *   each taxable employee, threshold $500 of compensation for a calendar month. City and County of Denver,
 *   Department of Finance, Treasury Division, "Occupational Privilege Tax (OPT) Information"
 *   (https://www.denvergov.org/.../occupational-privilege-tax-opt-information: "individuals who perform sufficient
 *   services within Denver to receive as compensation from an employer at least five hundred dollars ($500) for a
 *   calendar month ... withheld by the employer at a rate of $5.75 per month ... business OPT at a rate of $4.00
 *   per month for each taxable employee"); Denver Revised Municipal Code ch. 53 art. V and VI. Rates unchanged
 *   since November 1, 1988 (coloradopolitics.com "Working in Denver a taxable privilege"). Transcriptions that
 *   agree: (1) PolicyEngine/policyengine-us parameters/gov/local/co/denver/tax/payroll/occupational_privilege/
 *   employee_amount.yaml (5.75 a month) and employer_amount.yaml; (2) metrodenver.org "Occupational Taxes" (Denver:
 *   $500, employer $4.00, employee $5.75); (3) legalclarity.org "What Is the Occupational Privilege Tax in Denver?"
 *   ($5.75 employee, $4.00 per employee for the business, "combined ... $9.75").
 * - `CO-AURORA`: no tax. Aurora's OPT ($2 employee + $2 employer a month, threshold $250) was repealed effective
 *   January 1, 2025 by Ordinance 2022-77: City of Aurora, "Occupational Privilege Tax"
 *   (https://auroragov.org/business_services/taxes/occupational_privilege_tax: "will be repealed effective Jan. 1,
 *   2025 ... The December 2024 and 4th quarter 2024 returns will be the last returns"); also onhavanastreet.com
 *   ("repeal ... effective Jan. 1, 2025, with the passage on final reading of Ordinance 2022-77") and
 *   denvergazette.com of November 19, 2024 (the council kept the repeal). The locality is accepted; an
 *   employee working there has no Aurora line and no warning from 2025.
 * Glendale, Greenwood Village and Sheridan also levy an OPT; they are not built in (register them).
 */
export interface ColoradoOpt {
  jurisdiction: string;
  /** Years the figures are confirmed for. */
  years: readonly number[];
  /** Gross wages for work in the city in a calendar month from which the tax is owed. */
  monthlyThreshold: string;
  employee: { code: string; amount: string };
  employer: { code: string; amount: string };
}

export const CO_OPT: readonly ColoradoOpt[] = [
  {
    jurisdiction: 'CO-DENVER',
    years: [2025, 2026],
    monthlyThreshold: '500',
    employee: { code: 'denver_opt', amount: '5.75' },
    employer: { code: 'denver_opt_er', amount: '4.00' },
  },
];

/** Colorado localities whose OPT is repealed from the year given: accepted, no tax, no warning. */
export const CO_OPT_REPEALED: ReadonlyMap<string, number> = new Map([['CO-AURORA', 2025]]);

export const CO_OPT_BY_CODE: ReadonlyMap<string, ColoradoOpt> = new Map(CO_OPT.map((t) => [t.jurisdiction, t]));

/** Month-to-date figures of one tax (earlier payrolls with a payday in the same calendar month). */
export type MonthToDate = Readonly<Record<string, { wages?: unknown; amount?: unknown }>>;

/**
 * The employee and employer OPT of one payment: `cityWages` is the payment's gross wages for work in the city.
 * Each part is its amount when the month's city wages reach the threshold and that part was not charged yet.
 */
export function coloradoOptAmounts(opt: ColoradoOpt, cityWages: Decimal, monthToDate: MonthToDate | undefined): { employee: Decimal; employer: Decimal } {
  const of = (code: string, what: 'wages' | 'amount') => {
    const key = `${opt.jurisdiction}:${code}`;
    const entry = monthToDate && Object.prototype.hasOwnProperty.call(monthToDate, key) ? monthToDate[key] : undefined;
    return dec(entry?.[what] as never, `monthToDate.${key}.${what}`);
  };
  const part = (p: { code: string; amount: string }) => {
    if (!cityWages.gt(0) || of(p.code, 'amount').gt(0)) return ZERO;
    return of(p.code, 'wages').plus(cityWages).gte(opt.monthlyThreshold) ? new Decimal(p.amount) : ZERO;
  };
  return { employee: part(opt.employee), employer: part(opt.employer) };
}
