/** The IRS annual limits of one calendar year that the engine enforces on benefit contributions (src/benefit-limits.ts). */
export interface BenefitLimitFigures {
  year: number;
  /** IRC § 402(g)(1): elective deferrals (pre-tax and Roth 401(k) together) of one employee in the year. */
  elective401k: string;
  /** IRC § 414(v)(2)(B)(i): additional catch-up deferrals of an employee who attains age 50 by the end of the year. */
  catchUp401k: string;
  /**
   * IRC § 414(v)(2)(E)(i) (SECURE 2.0 Act § 109): the catch-up limit, in place of `catchUp401k`, of an employee who
   * attains age 60, 61, 62 or 63 in the year.
   */
  catchUp401kAge60To63: string;
  /** IRC § 223(b)(2): HSA contributions (employee and employer together), self-only and family HDHP coverage. */
  hsaSelfOnly: string;
  hsaFamily: string;
  /** IRC § 223(b)(3)(B): additional HSA contribution of an account holder who attains age 55 by the end of the year. */
  hsaCatchUp: string;
  /** IRC § 125(i): health FSA salary reductions of one employee in the (calendar) plan year. */
  healthFsa: string;
  /** IRC § 129(a)(2)(A): dependent care assistance (salary reductions and employer amounts together) in the year. */
  dependentCare: string;
  sources: readonly string[];
}
