// The worked check of docs/domain-rules.md (the employee of the HTTP and service payroll tests): its tax lines,
// exact, with each line's wages (issue 39). Federal income tax wages are gross less the Medical125 benefit and the
// 401(k), 1,187.50 - 50.00 - 59.38 = 1,078.12; Social Security, Medicare, FUTA and Texas SUI wages less the
// Medical125 benefit only, 1,137.50 (the 401(k) stays in); nothing reaches a wage base in March.
export const WORKED_CHECK_TAXES = [
  { name: 'FederalIncomeTax', payer: 'Employee', jurisdiction: 'US', code: 'us_fit', amount: 87.45, subjectWages: 1078.12, taxableWages: 1078.12 },
  { name: 'SocialSecurity', payer: 'Employee', jurisdiction: 'US', code: 'us_fica_ss', amount: 70.53, subjectWages: 1137.5, taxableWages: 1137.5 },
  { name: 'Medicare', payer: 'Employee', jurisdiction: 'US', code: 'us_fica_medicare', amount: 16.49, subjectWages: 1137.5, taxableWages: 1137.5 },
  { name: 'SocialSecurity', payer: 'Company', jurisdiction: 'US', code: 'us_fica_ss', amount: 70.53, subjectWages: 1137.5, taxableWages: 1137.5 },
  { name: 'Medicare', payer: 'Company', jurisdiction: 'US', code: 'us_fica_medicare', amount: 16.49, subjectWages: 1137.5, taxableWages: 1137.5 },
  { name: 'Futa', payer: 'Company', jurisdiction: 'US', code: 'us_futa', amount: 6.83, subjectWages: 1137.5, taxableWages: 1137.5 },
  // Texas SUI at the company's 2.7%: 1,137.50 (gross less Section 125) x .027 = 30.7125 -> 30.71.
  { name: 'StateUnemployment', payer: 'Company', jurisdiction: 'TX', code: 'tx_sui_er', amount: 30.71, subjectWages: 1137.5, taxableWages: 1137.5 },
];
