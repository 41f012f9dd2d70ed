// The FILING_* settings of a production start in tests (docs/filings.md, "Settings"): production outside sandbox
// mode requires each of them, so every test that starts or configures the service in production gives these.
// A module of its own, without the rest of test-support: the config tests load nothing but config.ts.
export const PRODUCTION_FILING_ENV = Object.freeze({
  FILING_SUBMITTER_EIN: '981234567',
  FILING_SSA_BSO_USER_ID: 'ABCD1234',
  FILING_IRIS_TCC: 'D1234',
  FILING_SUBMITTER_NAME: 'Payroll Service Inc',
  FILING_SUBMITTER_STREET: '9 Service Rd',
  FILING_SUBMITTER_CITY: 'Denver',
  FILING_SUBMITTER_STATE: 'CO',
  FILING_SUBMITTER_ZIP: '80202',
  FILING_CONTACT_NAME: 'Dana Filer',
  FILING_CONTACT_PHONE: '303-555-0100',
  FILING_CONTACT_EMAIL: 'filings@payroll.example',
});
