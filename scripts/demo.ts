/**
 * `npm run demo`: loads a realistic sample into a running server through its public API only (the generated
 * client over HTTP), then prints the keys, the main ids and a few ready-to-paste curl requests.
 *
 *   npm start                 # in one terminal (SANDBOX_MODE=true npm start to try the sandbox operations too)
 *   npm run demo              # in another
 *
 * Server: DEMO_BASE_URL (default http://localhost:$PORT/v1, PORT 3000). Operator key: OPERATOR_API_KEY, or the
 * development key the server generated beside its embedded database (data/.dev-OPERATOR_API_KEY, or the folder
 * of DATABASE_URL=file:<folder>/<name>), as `npm run operator` reads it.
 *
 * What it makes: a partner and a corporation (each with its key), two companies of the corporation (each with
 * its own key) walked through every onboarding step and started; workplaces, departments, earning codes, a
 * weekly payment schedule, company benefits (Medical125, Dental125, Pension401K); a registered local tax (a Pennsylvania
 * municipality's earned income tax); 16 employees (in California, New York City, Philadelphia, Baltimore City and
 * that Pennsylvania municipality, one a New Jersey resident with a reciprocity election) and 3
 * contractors with onboarding Completed (SSN, W-4, bank accounts, W-9, date of birth, residence), employee
 * benefits and a child support order; a week's worth of shifts on the timecards (clocked, then corrected to real
 * hours of the pay period); a previewed Draft payroll paying hourly staff from those timecards
 * (the first company) and an approved one (the second company), both for the schedule's last ended pay period
 * whose approval deadline is still ahead (else the next period still open for approval). When the service has no
 * federal tax tables for that payday's year it makes no payroll and says so. When the server writes ACH files
 * (ACH_ENABLED=true and the ACH_* settings: README, "Sample data"), a first file carries the micro-deposits that
 * prove the catering company's funding account (verified before its approval), and the approved payroll is cut
 * into the partner's next NACHA file (createAchFile); the demo prints where to download it; otherwise it says how
 * to turn them on.
 *
 * Every run creates a new partner, so it can be run again against the same server.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createPayrollClient, type PayrollClient, type components } from '../packages/client/src';

type Schemas = components['schemas'];
/** An address; on a workplace or a residence, with its local tax localities (docs/domain-rules.md, "Local taxes"). */
type Address = Schemas['LocalizedAddress'];
type Payday = Schemas['Payday'];
type Payroll = Schemas['Payroll'];

const baseUrl = (process.env.DEMO_BASE_URL ?? `http://localhost:${process.env.PORT ?? 3000}/v1`).replace(/\/+$/, '');

/** The operator key the way the operator command line finds it: the environment, else the server's development file. */
function operatorKey(): string {
  if (process.env.OPERATOR_API_KEY) return process.env.OPERATOR_API_KEY;
  const databaseUrl = process.env.DATABASE_URL || 'file:./data/payroll';
  const folder = databaseUrl.startsWith('file:') ? dirname(resolve(databaseUrl.slice(5))) : resolve('data');
  const file = join(folder, '.dev-OPERATOR_API_KEY');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  throw new Error(`Set OPERATOR_API_KEY (or start the server once with its embedded database so that it generates ${file}).`);
}

class StepFailed extends Error {}

/** Awaits one API call and returns its body; a non-2xx answer stops the demo with the problem the server gave. */
async function must<T>(what: string, call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok || data === undefined) {
    throw new StepFailed(`${what}: HTTP ${response.status} ${JSON.stringify(error ?? null, null, 2)}`);
  }
  return data;
}

// ---------------------------------------------------------------- dates (UTC, YYYY-MM-DD)

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ms = (date: string) => Date.parse(`${date}T00:00:00Z`);
const addDays = (date: string, days: number) => iso(ms(date) + days * DAY);
const weekday = (date: string) => new Date(ms(date)).getUTCDay(); // 0 Sunday .. 6 Saturday

// ---------------------------------------------------------------- the sample

interface EmployeeSpec {
  first: string;
  last: string;
  title: string;
  department: string;
  workplace: string;
  /** Extra workplaces the employee also works at. */
  alsoAt?: string[];
  wage: { rate: number; period: 'Hourly' | 'Annually' };
  dob: string;
  start: string;
  ssn: string;
  /** true: SSN sent with createEmployee; false: through onboard/ssn_setup afterwards. */
  ssnOnCreate: boolean;
  residence: Address;
  w4: Schemas['EmployeeWithholdingsSetup']['filingStatus'];
  w4Extra?: Partial<Schemas['EmployeeWithholdingsSetup']>;
  /** Paper check instead of direct deposit. */
  paperCheck?: boolean;
  routing?: string;
  benefits: Array<'Medical125' | 'Dental125' | 'Pension401K'>;
  /** Hours worked in the paid week (hourly) and extras. */
  pay?: Omit<Schemas['PaymentInput'], 'earningCodeEarnings'> & { tips?: number };
  reimbursement?: { amount: number; description: string };
  /** A reciprocity election (work state, residence state) in force from the start date. */
  reciprocity?: { workState: string; residenceState: string };
}

interface ContractorSpec {
  type: 'Individual' | 'Business';
  first: string;
  last: string;
  businessName?: string;
  ssn?: string;
  ein?: string;
  email: string;
  address: Address;
  rate: number;
  start: string;
  routing?: string;
  hours: number;
  reimbursement?: number;
}

interface CompanySpec {
  legalName: string;
  tradeName: string;
  email: string;
  phone: string;
  taxId: string;
  industry: Schemas['Industry'];
  address: Address;
  signatory: Schemas['SignatoryCreate'];
  workplaces: Array<{ name: string; address: Address }>;
  /** Local taxes the company registers (createCompanyLocalTax) before its workplaces name their localities. */
  localTaxes?: Array<Schemas['LocalTaxCreate']>;
  departments: Array<{ name: string; parent?: string }>;
  earningCodes: Array<{ name: string; type: Schemas['EarningCodeType'] }>;
  /** Plans in effect since January 1 (of the year two months ago, so that they cover the payrolls made). */
  companyBenefits: Array<Omit<Schemas['CompanyBenefitCreate'], 'effectiveStart'> & { type: 'Medical125' | 'Dental125' | 'Pension401K' }>;
  employees: EmployeeSpec[];
  contractors: ContractorSpec[];
}

const ca = (street1: string, city: string, zipcode: string, street2?: string): Address => ({ street1, ...(street2 ? { street2 } : {}), city, state: 'CA', zipcode, country: 'US' });
/** An address in another state (the catering company also works events in New York and Philadelphia). */
const at = (state: string, street1: string, city: string, zipcode: string, localities?: string[]): Address => ({ street1, city, state, zipcode, country: 'US', ...(localities ? { localities } : {}) });

/** Valid ABA routing numbers (check digit: 3(d1+d4+d7) + 7(d2+d5+d8) + (d3+d6+d9) is a multiple of 10). */
const ROUTING = { bankOfAmericaCa: '121000358', wellsFargoCa: '121042882', chaseCa: '322271627', chaseNy: '021000021' };

const BISTRO: CompanySpec = {
  legalName: 'Harborview Bistro LLC',
  tradeName: 'Harborview Bistro',
  email: 'payroll@harborviewbistro.example',
  phone: '+14155550142',
  taxId: '94-3187265',
  industry: 'FoodAndBeverageRetailAndWholesale',
  address: ca('1 Ferry Building', 'San Francisco', '94111', 'Suite 48'),
  signatory: { firstName: 'Catherine', lastName: 'Lowell', title: 'Managing Member', email: 'catherine.lowell@harborviewgroup.example' },
  workplaces: [
    { name: 'Embarcadero Dining Room', address: ca('1 Ferry Building', 'San Francisco', '94111', 'Suite 48') },
    { name: 'Mission Bay Commissary Kitchen', address: ca('1150 Illinois Street', 'San Francisco', '94107') },
  ],
  departments: [{ name: 'Management' }, { name: 'Front of House' }, { name: 'Kitchen' }, { name: 'Prep & Commissary', parent: 'Kitchen' }],
  earningCodes: [
    { name: 'Card tips', type: 'PaycheckTips' },
    { name: 'Cash tips declared', type: 'CashTips' },
  ],
  companyBenefits: [
    { type: 'Medical125', description: 'Kaiser Permanente HMO (Section 125)', employeeContributionAmount: 185, companyContributionAmount: 420 },
    { type: 'Dental125', description: 'Delta Dental PPO (Section 125)', employeeContributionAmount: 24, companyContributionAmount: 18 },
    { type: 'Pension401K', description: '401(k) with 3% match', employeeContributionPercent: 5, companyContributionPercent: 3 },
  ],
  employees: [
    {
      first: 'Maria', last: 'Gonzalez', title: 'General Manager', department: 'Management', workplace: 'Embarcadero Dining Room', alsoAt: ['Mission Bay Commissary Kitchen'],
      wage: { rate: 78000, period: 'Annually' }, dob: '1984-03-17', start: '2022-04-04', ssn: '512-48-6731', ssnOnCreate: true,
      residence: ca('2150 Lombard Street', 'San Francisco', '94123', 'Apt 5'), w4: 'MarriedFilingJointly', w4Extra: { dependentsAmount: 4000 },
      routing: ROUTING.bankOfAmericaCa, benefits: ['Medical125', 'Dental125', 'Pension401K'],
    },
    {
      first: 'James', last: 'Whitaker', title: 'Executive Chef', department: 'Kitchen', workplace: 'Embarcadero Dining Room', alsoAt: ['Mission Bay Commissary Kitchen'],
      wage: { rate: 92000, period: 'Annually' }, dob: '1979-11-02', start: '2021-09-13', ssn: '523-61-4408', ssnOnCreate: true,
      residence: ca('845 Clement Street', 'San Francisco', '94118', 'Apt 3'), w4: 'Single',
      routing: ROUTING.wellsFargoCa, benefits: ['Medical125', 'Pension401K'],
    },
    {
      first: 'Aisha', last: 'Thompson', title: 'Server', department: 'Front of House', workplace: 'Embarcadero Dining Room',
      wage: { rate: 18.5, period: 'Hourly' }, dob: '1997-06-25', start: '2024-02-19', ssn: '548-20-1937', ssnOnCreate: false,
      residence: ca('1370 Valencia Street', 'San Francisco', '94110'), w4: 'Single',
      routing: ROUTING.chaseCa, benefits: ['Medical125'], pay: { regularHours: 34, tips: 412.35 },
    },
    {
      first: 'Daniel', last: 'Kim', title: 'Line Cook', department: 'Kitchen', workplace: 'Embarcadero Dining Room',
      wage: { rate: 24, period: 'Hourly' }, dob: '1991-01-30', start: '2023-05-08', ssn: '561-37-2290', ssnOnCreate: true,
      residence: ca('65 Westlake Avenue', 'Daly City', '94014'), w4: 'HeadOfHousehold', w4Extra: { dependentsAmount: 2000 },
      routing: ROUTING.bankOfAmericaCa, benefits: ['Medical125', 'Dental125', 'Pension401K'], pay: { regularHours: 40, overtimeHours: 4.5 },
    },
    {
      first: 'Sofia', last: 'Rossi', title: 'Host', department: 'Front of House', workplace: 'Embarcadero Dining Room',
      wage: { rate: 19.75, period: 'Hourly' }, dob: '2001-09-12', start: '2025-03-03', ssn: '574-09-6612', ssnOnCreate: false,
      residence: ca('2701 Judah Street', 'San Francisco', '94122'), w4: 'Single',
      routing: ROUTING.wellsFargoCa, benefits: [], pay: { regularHours: 28 },
    },
    {
      first: 'Marcus', last: 'Johnson', title: 'Dishwasher', department: 'Kitchen', workplace: 'Embarcadero Dining Room',
      wage: { rate: 19, period: 'Hourly' }, dob: '1988-12-08', start: '2023-10-16', ssn: '585-72-3049', ssnOnCreate: true,
      residence: ca('156 Baden Street', 'San Francisco', '94131'), w4: 'Single', paperCheck: true,
      benefits: ['Dental125'], pay: { regularHours: 38 },
    },
    {
      first: 'Priya', last: 'Patel', title: 'Bartender', department: 'Front of House', workplace: 'Embarcadero Dining Room',
      wage: { rate: 20.5, period: 'Hourly' }, dob: '1994-04-21', start: '2022-11-28', ssn: '602-15-8874', ssnOnCreate: false,
      residence: ca('3901 Mission Street', 'San Francisco', '94112'), w4: 'Single', w4Extra: { extraWithholding: 15 },
      routing: ROUTING.chaseNy, benefits: ['Medical125', 'Pension401K'], pay: { regularHours: 36, tips: 538.1 },
    },
    {
      first: 'Luis', last: 'Hernandez', title: 'Prep Cook', department: 'Prep & Commissary', workplace: 'Mission Bay Commissary Kitchen', alsoAt: ['Embarcadero Dining Room'],
      wage: { rate: 21, period: 'Hourly' }, dob: '1986-07-14', start: '2024-06-10', ssn: '613-44-0526', ssnOnCreate: true,
      residence: ca('1455 Park Street', 'Alameda', '94501'), w4: 'MarriedFilingJointly',
      routing: ROUTING.bankOfAmericaCa, benefits: ['Medical125', 'Dental125'], pay: { regularHours: 40, overtimeHours: 2 },
      reimbursement: { amount: 36.4, description: 'Mileage: supplier pickups' },
    },
  ],
  contractors: [
    {
      type: 'Business', first: 'Ray', last: 'Delgado', businessName: 'Bay Area Hood Cleaning LLC', ein: '94-2716530', email: 'billing@bayareahood.example',
      address: ca('2250 Jerrold Avenue', 'San Francisco', '94124'), rate: 95, start: '2023-01-09', hours: 6,
    },
    {
      type: 'Individual', first: 'Elena', last: 'Vasquez', ssn: '624-30-7715', email: 'elena@vasquezpastry.example',
      address: ca('480 Grand Avenue', 'Oakland', '94610', 'Unit 2'), rate: 65, start: '2025-08-04', routing: ROUTING.chaseCa, hours: 12, reimbursement: 84.25,
    },
  ],
};

const CATERING: CompanySpec = {
  legalName: 'Harborview Catering Co.',
  tradeName: 'Harborview Events',
  email: 'payroll@harborviewcatering.example',
  phone: '+15105550178',
  taxId: '94-3550918',
  industry: 'HospitalityAccommodation',
  address: ca('700 Alice Street', 'Oakland', '94607'),
  signatory: { firstName: 'Catherine', lastName: 'Lowell', title: 'President', email: 'catherine.lowell@harborviewgroup.example' },
  workplaces: [
    { name: 'Jack London Event Kitchen', address: ca('700 Alice Street', 'Oakland', '94607') },
    { name: 'Hudson Yards Event Space', address: at('NY', '20 Hudson Yards', 'New York', '10001', ['NY-NYC']) },
    { name: 'Navy Yard Event Hall', address: at('PA', '4747 S Broad Street', 'Philadelphia', '19112', ['PA-PHILADELPHIA']) },
    { name: 'Inner Harbor Event Pavilion', address: at('MD', '401 Light Street', 'Baltimore', '21202') },
    { name: 'Lancaster Event Barn', address: at('PA', '25 S Queen Street', 'Lancaster', '17603', ['PA-360501']) },
  ],
  // The earned income tax of the Lancaster event barn's municipality (its PSD code), registered by the company:
  // the engine has no built-in figures for Pennsylvania's municipalities. Illustrative rates; a company registers
  // the ones its tax collector publishes.
  localTaxes: [
    { jurisdiction: 'PA-360501', code: 'pa_eit', agency: 'Lancaster County Tax Collection Bureau', payer: 'Employee', residentRate: 1.1, nonresidentRate: 1, rule: 'HighestOf', effectiveStart: '2026-01-01' },
  ],
  departments: [{ name: 'Events' }, { name: 'Logistics' }],
  earningCodes: [{ name: 'Event gratuity', type: 'PaycheckTips' }],
  companyBenefits: [
    { type: 'Medical125', description: 'Blue Shield PPO (Section 125)', employeeContributionAmount: 160, companyContributionAmount: 390 },
    { type: 'Pension401K', description: '401(k) with 4% match', employeeContributionPercent: 4, companyContributionPercent: 4 },
  ],
  employees: [
    {
      first: 'Emily', last: 'Carter', title: 'Catering Manager', department: 'Events', workplace: 'Jack London Event Kitchen',
      wage: { rate: 68000, period: 'Annually' }, dob: '1989-02-05', start: '2022-08-01', ssn: '631-52-9083', ssnOnCreate: true,
      residence: ca('3320 Telegraph Avenue', 'Oakland', '94609'), w4: 'Single',
      routing: ROUTING.wellsFargoCa, benefits: ['Medical125', 'Pension401K'],
    },
    {
      first: 'Kevin', last: 'Nguyen', title: 'Event Chef', department: 'Events', workplace: 'Jack London Event Kitchen',
      wage: { rate: 27.5, period: 'Hourly' }, dob: '1990-10-19', start: '2023-03-20', ssn: '642-18-3356', ssnOnCreate: false,
      residence: ca('1912 Shattuck Avenue', 'Berkeley', '94704', 'Apt 12'), w4: 'MarriedFilingJointly', w4Extra: { dependentsAmount: 2000 },
      routing: ROUTING.bankOfAmericaCa, benefits: ['Medical125', 'Pension401K'], pay: { regularHours: 40, overtimeHours: 6 },
    },
    {
      first: 'Grace', last: "O'Brien", title: 'Event Server', department: 'Events', workplace: 'Jack London Event Kitchen',
      wage: { rate: 19.25, period: 'Hourly' }, dob: '1999-05-30', start: '2025-05-12', ssn: '653-27-4461', ssnOnCreate: true,
      residence: ca('221 Lenox Avenue', 'Oakland', '94610'), w4: 'Single',
      routing: ROUTING.chaseCa, benefits: [], pay: { regularHours: 26, tips: 310 },
    },
    {
      first: 'Samuel', last: 'Brooks', title: 'Driver', department: 'Logistics', workplace: 'Jack London Event Kitchen',
      wage: { rate: 22, period: 'Hourly' }, dob: '1982-08-23', start: '2024-01-08', ssn: '664-90-1128', ssnOnCreate: true,
      residence: ca('2604 Fruitvale Avenue', 'Oakland', '94601'), w4: 'HeadOfHousehold',
      routing: ROUTING.wellsFargoCa, benefits: ['Pension401K'], pay: { regularHours: 35 },
      reimbursement: { amount: 58.6, description: 'Bridge tolls and parking' },
    },
    // Work in New York City (the city's resident tax, from the residence's locality), and a New Jersey resident
    // working in Philadelphia with a reciprocity election: New Jersey, not Pennsylvania, withholds her income tax;
    // Philadelphia's wage tax is the city's (built-in figures for paydays to June 30, 2026; a later payday warns
    // local_taxes_not_computed naming PA-PHILADELPHIA until the next year's figures are built).
    {
      first: 'Daniel', last: 'Okafor', title: 'Event Captain', department: 'Events', workplace: 'Hudson Yards Event Space',
      wage: { rate: 31, period: 'Hourly' }, dob: '1987-12-02', start: '2025-09-15', ssn: '671-24-5590', ssnOnCreate: true,
      residence: at('NY', '310 W 43rd Street', 'New York', '10036', ['NY-NYC']), w4: 'Single',
      routing: ROUTING.chaseNy, benefits: [], pay: { regularHours: 32 },
    },
    {
      first: 'Rachel', last: 'Kim', title: 'Event Coordinator', department: 'Logistics', workplace: 'Navy Yard Event Hall',
      wage: { rate: 26, period: 'Hourly' }, dob: '1994-06-14', start: '2025-10-06', ssn: '672-31-8804', ssnOnCreate: true,
      residence: at('NJ', '12 Kings Highway E', 'Haddonfield', '08033'), w4: 'Single',
      routing: ROUTING.wellsFargoCa, benefits: [], pay: { regularHours: 30 },
      reciprocity: { workState: 'PA', residenceState: 'NJ' },
    },
    // A Baltimore City resident working in Maryland (state tax and the city's county rate), and a Lancaster
    // resident working there (Pennsylvania's tax and the registered earned income tax).
    {
      first: 'Tanya', last: 'Brooks', title: 'Event Server', department: 'Events', workplace: 'Inner Harbor Event Pavilion',
      wage: { rate: 21, period: 'Hourly' }, dob: '1996-03-11', start: '2025-11-03', ssn: '673-45-1207', ssnOnCreate: true,
      residence: at('MD', '1120 S Charles Street', 'Baltimore', '21230', ['MD-BALTIMORE_CITY']), w4: 'Single',
      routing: ROUTING.wellsFargoCa, benefits: [], pay: { regularHours: 28 },
    },
    {
      first: 'Owen', last: 'Miller', title: 'Event Setup Lead', department: 'Logistics', workplace: 'Lancaster Event Barn',
      wage: { rate: 24, period: 'Hourly' }, dob: '1991-09-27', start: '2025-11-03', ssn: '674-52-3318', ssnOnCreate: true,
      residence: at('PA', '310 N Duke Street', 'Lancaster', '17602', ['PA-360501']), w4: 'Single',
      routing: ROUTING.wellsFargoCa, benefits: [], pay: { regularHours: 36 },
    },
  ],
  contractors: [
    {
      type: 'Individual', first: 'Nina', last: 'Alvarez', businessName: 'Nina Alvarez Floral Design', ssn: '675-03-2294', email: 'nina@alvarezfloral.example',
      address: ca('1108 Solano Avenue', 'Albany', '94706'), rate: 55, start: '2024-09-02', routing: ROUTING.bankOfAmericaCa, hours: 9,
    },
  ],
};

/** The SUI rate (percent) the demo companies were assigned in each state they work in. */
const DEMO_SUI_RATES: Record<string, number> = { CA: 3.4, NY: 4.1, PA: 3.5, MD: 2.6 };

/** A small but well-formed PDF: the EIN confirmation letter uploaded as a verification document. */
function einLetterPdf(legalName: string, ein: string): string {
  const text = `(IRS CP 575 - EIN ${ein} assigned to ${legalName.replace(/[()\\]/g, '')}) Tj`;
  const stream = `BT /F1 12 Tf 72 720 Td ${text} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1').toString('base64');
}

// ---------------------------------------------------------------- loading

const counts = {
  partners: 0, corporations: 0, companies: 0, apiKeys: 0, signatories: 0, onboardingSteps: 0, workplaces: 0, departments: 0,
  earningCodes: 0, paymentSchedules: 0, companyBenefits: 0, employees: 0, contractors: 0, bankAccounts: 0, w4s: 0, w9s: 0,
  employeeBenefits: 0, childSupportOrders: 0, timecards: 0, breaks: 0, corrections: 0, payrolls: 0, localTaxes: 0,
};

interface LoadedWorker {
  id: string;
  name: string;
  spec: EmployeeSpec;
}

interface LoadedCompany {
  id: string;
  spec: CompanySpec;
  key: string;
  api: PayrollClient;
  workplaces: Map<string, string>;
  employees: LoadedWorker[];
  contractors: Array<{ id: string; name: string; spec: ContractorSpec }>;
  earningCodes: Map<string, string>;
  scheduleId: string;
}

let accountSeq = 0;
/** A distinct, plausible checking account number per account (write-only: the service keeps the last four). */
const accountNumber = () => `${4_400_000_000 + 7_919 * ++accountSeq * 13}`;

async function loadCompany(operator: PayrollClient, partnerApi: PayrollClient, corporationId: string, spec: CompanySpec, today: string): Promise<LoadedCompany> {
  const company = await must(
    `create company ${spec.legalName}`,
    partnerApi.POST('/companies', {
      body: { legalName: spec.legalName, tradeName: spec.tradeName, email: spec.email, phone: spec.phone, taxId: spec.taxId, legalType: 'LimitedLiabilityCompany', industry: spec.industry, address: spec.address, corporationId },
    }),
  );
  counts.companies++;
  const issued = await must(`issue a company key for ${spec.legalName}`, operator.POST('/operator/api_keys', { body: { kind: 'Company', ownerId: company.id } }));
  counts.apiKeys++;
  // From here on the company's own key does the work (each key has its own rate-limit window).
  const api = createPayrollClient({ baseUrl, apiKey: { kind: 'Company', key: issued.apiKey } });
  const companyId = company.id;
  const path = { companyId };

  // Registered local taxes (a locality must be built in or registered before an address names it), workplaces and
  // departments.
  for (const tax of spec.localTaxes ?? []) {
    await must(`local tax ${tax.jurisdiction} ${tax.code}`, api.POST('/companies/{companyId}/local_taxes', { params: { path }, body: tax }));
    counts.localTaxes++;
  }
  const workplaces = new Map<string, string>();
  for (const w of spec.workplaces) {
    const made = await must(`workplace ${w.name}`, api.POST('/companies/{companyId}/workplaces', { params: { path }, body: { name: w.name, address: w.address as Schemas['WorkplaceAddress'] } }));
    workplaces.set(w.name, made.id);
    counts.workplaces++;
  }
  const departments = new Map<string, string>();
  for (const d of spec.departments) {
    const parentId = d.parent ? departments.get(d.parent) : undefined;
    const made = await must(`department ${d.name}`, api.POST('/companies/{companyId}/departments', { params: { path }, body: { name: d.name, ...(parentId ? { parentId } : {}) } }));
    departments.set(d.name, made.id);
    counts.departments++;
  }

  // Company onboarding: a signatory, every onboard step, then start_payroll.
  const signatory = await must('signatory', api.POST('/companies/{companyId}/signatories', { params: { path }, body: spec.signatory }));
  counts.signatories++;
  const signatoryId = signatory.id;
  const signer = `${spec.signatory.firstName} ${spec.signatory.lastName}`;
  await must('onboard signatory_agreements', api.POST('/companies/{companyId}/onboard/signatory_agreements', { params: { path }, body: { signatoryId, accepted: true } }));
  await must(
    'onboard employee_setup',
    api.POST('/companies/{companyId}/onboard/employee_setup', {
      params: { path },
      body: { acknowledged: true, payFrequency: 'Weekly', processingPeriod: 'FourDay', employeeW2DeliveryMethod: 'ElectronicWithPrintFallback', contractor1099DeliveryMethod: 'Electronic' },
    }),
  );
  await must('onboard connect_bank_account', api.POST('/companies/{companyId}/onboard/connect_bank_account', { params: { path }, body: { routingNumber: ROUTING.bankOfAmericaCa, accountNumber: accountNumber(), type: 'Checking' } }));
  await must(
    'onboard tax_setup',
    api.POST('/companies/{companyId}/onboard/tax_setup', {
      params: { path },
      // One state account per state the company works in, each with the SUI rate the state assigned it.
      body: {
        federalFilerType: 'Form941',
        federalDepositSchedule: 'Semiweekly',
        stateTaxIds: [...new Set(spec.workplaces.map((w) => w.address.state as string))].map((state) => ({
          state,
          withholdingAccountNumber: `${spec.taxId.replace('-', '').slice(0, 3)}-${spec.taxId.slice(-4)}-2`,
          unemploymentAccountNumber: `${spec.taxId.slice(-4)}-0917`,
          unemploymentRate: DEMO_SUI_RATES[state] ?? 3.4,
        })),
      },
    }),
  );
  await must('onboard filing_authorization', api.POST('/companies/{companyId}/onboard/filing_authorization', { params: { path }, body: { signatoryId, authorized: true } }));
  await must(
    'onboard verification_documents',
    api.POST('/companies/{companyId}/onboard/verification_documents', {
      params: { path },
      body: { kind: 'EinConfirmationLetter', fileName: 'cp575-ein-confirmation.pdf', contentType: 'application/pdf', base64Content: einLetterPdf(spec.legalName, spec.taxId) },
    }),
  );
  await must('onboard accounting_integration', api.POST('/companies/{companyId}/onboard/accounting_integration', { params: { path }, body: { provider: 'QuickBooksOnline' } }));
  counts.onboardingSteps += 7;
  await must('start_payroll', api.POST('/companies/{companyId}/start_payroll', { params: { path } }));

  // Earning codes and the weekly schedule: Monday..Sunday periods, paid on the second Friday after the period ends
  // (12 days later), so the approval deadline (4 business days before payday) comes after the next period ends.
  const earningCodes = new Map<string, string>();
  for (const c of spec.earningCodes) {
    const made = await must(`earning code ${c.name}`, api.POST('/companies/{companyId}/earning_codes', { params: { path }, body: c }));
    earningCodes.set(c.name, made.id);
    counts.earningCodes++;
  }
  const lastSunday = addDays(today, -((weekday(today) + 7) % 7 || 7)); // the Sunday before today
  const firstPeriodEnd = addDays(lastSunday, -7 * 8);
  const schedule = await must(
    'payment schedule',
    api.POST('/companies/{companyId}/payment_schedules', { params: { path }, body: { name: 'Weekly (Mon-Sun, paid the 2nd Friday after)', payFrequency: 'Weekly', firstPeriodEnd, firstPayday: addDays(firstPeriodEnd, 12) } }),
  );
  counts.paymentSchedules++;

  // Company benefit plans.
  const plans = new Map<string, Schemas['CompanyBenefit']>();
  for (const b of spec.companyBenefits) {
    const effectiveStart = `${addDays(today, -60).slice(0, 4)}-01-01`;
    plans.set(b.type, await must(`company benefit ${b.type}`, api.POST('/companies/{companyId}/benefits/company', { params: { path }, body: { ...b, effectiveStart } })));
    counts.companyBenefits++;
  }

  // Employees, onboarding Completed.
  const employees: LoadedWorker[] = [];
  for (const e of spec.employees) {
    const name = `${e.first} ${e.last}`;
    const wp = workplaces.get(e.workplace)!;
    const created = await must(
      `employee ${name}`,
      api.POST('/companies/{companyId}/employees', {
        params: { path },
        body: {
          firstName: e.first,
          lastName: e.last,
          email: `${e.first}.${e.last}`.toLowerCase().replace(/[^a-z.]/g, '') + `@${spec.email.split('@')[1]}`,
          ...(e.ssnOnCreate ? { ssn: e.ssn } : {}),
          dateOfBirth: e.dob,
          startDate: e.start,
          residence: e.residence,
          departmentId: departments.get(e.department),
          workplaces: [wp, ...(e.alsoAt ?? []).map((n) => workplaces.get(n)!)],
          primaryWorkplaceId: wp,
          defaultPaymentMethod: e.paperCheck ? 'Manual' : 'DirectDeposit',
          formW2ElectronicConsent: !e.paperCheck,
          wage: {
            rate: e.wage.rate,
            period: e.wage.period,
            flsaOvertimeExemptionStatus: e.wage.period === 'Annually' ? 'Exempt' : 'NonExempt',
            supplementalTaxMethod: 'Flat',
          },
        },
      }),
    );
    counts.employees++;
    const epath = { companyId, employeeId: created.id };
    if (!e.ssnOnCreate) await must(`SSN of ${name}`, api.POST('/companies/{companyId}/employees/{employeeId}/onboard/ssn_setup', { params: { path: epath }, body: { ssn: e.ssn } }));
    if (!e.paperCheck) {
      await must(`bank account of ${name}`, api.POST('/companies/{companyId}/employees/{employeeId}/bank_accounts', { params: { path: epath }, body: { routingNumber: e.routing!, accountNumber: accountNumber(), type: 'Checking' } }));
      counts.bankAccounts++;
    }
    const done = await must(
      `W-4 of ${name}`,
      api.POST('/companies/{companyId}/employees/{employeeId}/onboard/withholdings_setup', {
        params: { path: epath },
        body: { filingStatus: e.w4, multipleJobs: false, ...e.w4Extra, signature: name, signedAt: `${e.start}T16:30:00Z` },
      }),
    );
    counts.w4s++;
    if (e.reciprocity) {
      await must(
        `reciprocity election of ${name}`,
        api.PATCH('/companies/{companyId}/employees/{employeeId}/reciprocity_elections', {
          params: { path: epath },
          body: { elections: [{ ...e.reciprocity, elected: true, effectiveStart: e.start }] },
        }),
      );
    }
    if (done.onboard.status !== 'Completed') throw new StepFailed(`employee ${name}: onboarding is ${done.onboard.status}, remaining ${done.onboard.remainingSteps.join(', ')}`);
    for (const type of e.benefits) {
      const plan = plans.get(type)!;
      await must(
        `${type} of ${name}`,
        api.POST('/companies/{companyId}/benefits/employee', {
          params: { path },
          body: {
            employeeId: created.id,
            companyBenefitId: plan.id,
            description: plan.description ?? type,
            employeeContributionAmount: plan.employeeContributionAmount ?? null,
            employeeContributionPercent: plan.employeeContributionPercent ?? null,
            companyContributionAmount: plan.companyContributionAmount ?? null,
            companyContributionPercent: plan.companyContributionPercent ?? null,
          },
        }),
      );
      counts.employeeBenefits++;
    }
    employees.push({ id: created.id, name, spec: e });
  }

  // Contractors, onboarding Completed: W-9 through onboard/forms, direct deposit or paper check.
  const contractors: LoadedCompany['contractors'] = [];
  for (const c of spec.contractors) {
    const name = c.businessName && c.type === 'Business' ? c.businessName : `${c.first} ${c.last}`;
    const created = await must(
      `contractor ${name}`,
      api.POST('/companies/{companyId}/contractors', {
        params: { path },
        body: {
          firstName: c.first,
          lastName: c.last,
          ...(c.businessName ? { businessName: c.businessName } : {}),
          email: c.email,
          startDate: c.start,
          workplaces: [workplaces.get(spec.workplaces[0].name)!],
          primaryWorkplaceId: workplaces.get(spec.workplaces[0].name)!,
          defaultPaymentMethod: c.routing ? 'DirectDeposit' : 'Manual',
          form1099ElectronicConsent: true,
          wage: { rate: c.rate, period: 'Hourly' },
        },
      }),
    );
    counts.contractors++;
    const cpath = { companyId, contractorId: created.id };
    if (c.routing) {
      await must(`bank account of ${name}`, api.POST('/companies/{companyId}/contractors/{contractorId}/bank_accounts', { params: { path: cpath }, body: { routingNumber: c.routing, accountNumber: accountNumber(), type: 'Checking' } }));
      counts.bankAccounts++;
    }
    const done = await must(
      `W-9 of ${name}`,
      api.POST('/companies/{companyId}/contractors/{contractorId}/onboard/forms', {
        params: { path: cpath },
        body: { type: c.type, ...(c.ssn ? { ssn: c.ssn } : {}), ...(c.ein ? { ein: c.ein } : {}), address: c.address, signature: `${c.first} ${c.last}` },
      }),
    );
    counts.w9s++;
    if (done.onboard.status !== 'Completed') throw new StepFailed(`contractor ${name}: onboarding is ${done.onboard.status}, remaining ${done.onboard.remainingSteps.join(', ')}`);
    contractors.push({ id: created.id, name, spec: c });
  }

  return { id: companyId, spec, key: issued.apiKey, api, workplaces, employees, contractors, earningCodes, scheduleId: schedule.id };
}

/** The UTC instant of `hh:mm` on `date` in the IANA time zone `zone` (the demo's shifts are in the company's own hours). */
function zonedInstant(date: string, hh: number, mm: number, zone: string): string {
  const guess = Date.parse(`${date}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(new Date(guess))
      .map((p) => [p.type, p.value]),
  );
  const shown = Date.parse(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00Z`);
  return new Date(guess - (shown - guess)).toISOString();
}

/** The company's timekeeping zone: its workdays (and daily overtime) start at its midnight. */
const DEMO_TIME_ZONE = 'America/Los_Angeles';

/**
 * A week of shifts on the timecards of the company's hourly employees, in the pay period the payrolls pay. The
 * service stamps clock-in, breaks and clock-out with its own clock (the time it receives each request), so each
 * shift is clocked now, in seconds; the company then corrects it (correctTimecard, with a reason) to the hours
 * worked on its day of the period: 09:00 to 17:30 in the company's zone, with a 30-minute unpaid lunch on the
 * 1st, 3rd and 5th day (8 hours) and a paid 15-minute rest break on the 2nd and 4th (8.5 hours): 41 hours in
 * the week. The last employee clocks in for today and stays clocked in.
 */
async function workTheWeek(c: LoadedCompany, period: Payday | null, today: string): Promise<void> {
  const hourly = c.employees.filter((e) => e.spec.wage.period === 'Hourly');
  const path = { companyId: c.id };
  await must('company time zone', c.api.PATCH('/companies/{companyId}', { params: { path }, body: { timeZone: DEMO_TIME_ZONE } }));
  const clockIn = async (e: LoadedWorker, note: string) => {
    const body = { employeeId: e.id, workplaceId: c.workplaces.get(e.spec.workplace)!, note };
    const timecard = await must(`clock in ${e.name}`, c.api.POST('/companies/{companyId}/timecards/employees/clock_in', { params: { path }, body }));
    counts.timecards++;
    return { companyId: c.id, timecardId: timecard.id };
  };
  for (const e of hourly) {
    for (const [d, day] of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].entries()) {
      const tpath = await clockIn(e, `${day} shift`);
      const type = d % 2 ? 'PaidRestBreak' : 'UnpaidMealBreak';
      await must(`break ${e.name}`, c.api.POST('/companies/{companyId}/timecards/employees/{timecardId}/start_break', { params: { path: tpath }, body: { type, note: d % 2 ? 'Rest break' : 'Lunch' } }));
      const ended = await must(`end break ${e.name}`, c.api.POST('/companies/{companyId}/timecards/employees/{timecardId}/end_break', { params: { path: tpath }, body: {} }));
      counts.breaks++;
      await must(`clock out ${e.name}`, c.api.POST('/companies/{companyId}/timecards/employees/{timecardId}/clock_out', { params: { path: tpath }, body: { note: 'Station closed' } }));
      const date = period ? addDays(period.periodStart, d) : null;
      if (!date || date >= today) continue; // only days that have passed can be worked
      const at = (hh: number, mm: number) => zonedInstant(date, hh, mm, DEMO_TIME_ZONE);
      const [breakStart, breakEnd] = d % 2 ? [at(10, 30), at(10, 45)] : [at(12, 0), at(12, 30)];
      await must(
        `correct ${e.name}'s ${day} timecard`,
        c.api.POST('/companies/{companyId}/timecards/employees/{timecardId}/correct', {
          params: { path: tpath },
          body: { clockIn: at(9, 0), clockOut: at(17, 30), breaks: [{ id: ended.id, breakStart, breakEnd }], reason: 'Entered from the paper timesheet' },
        }),
      );
      counts.corrections++;
    }
  }
  // Someone is on shift right now: the last hourly employee clocked in for today and has not clocked out.
  if (hourly.length) await clockIn(hourly[hourly.length - 1], 'Today\'s shift');
}

/** The schedule's last pay period that has ended whose approval deadline is today or later (else the next period still open for approval). */
async function payPeriod(c: LoadedCompany, today: string): Promise<Payday> {
  const page = await must(
    'paydays',
    c.api.GET('/companies/{companyId}/payment_schedules/{paymentScheduleId}/paydays', {
      params: { path: { companyId: c.id, paymentScheduleId: c.scheduleId }, query: { startDate: addDays(today, -35), endDate: addDays(today, 35), pageSize: 100 } },
    }),
  );
  const open = (page.results ?? []).filter((p) => p.deadline >= today);
  const ended = open.filter((p) => p.periodEnd < today);
  const chosen = ended.length ? ended[ended.length - 1] : open[0];
  if (!chosen) throw new StepFailed(`no payday of the schedule between ${addDays(today, -35)} and ${addDays(today, 35)} is still open for approval`);
  return chosen;
}

/** Thrown when the service has no federal tax tables for the payday's year (422 unsupported_tax_year). */
class NoTaxTables extends Error {}

/**
 * A payroll of every worker for the period. With `fromTimecards`, hourly employees without tips are sent without
 * payments, so their hours (and overtime) come from their timecards of the period (createPayroll timecardHours);
 * everyone else's pay is entered.
 */
async function createPayroll(c: LoadedCompany, period: Payday, fromTimecards = false): Promise<Payroll> {
  const tipCode = c.earningCodes.values().next().value; // the first code is the company's tips code
  const employeeItems: Schemas['PayrollEmployeeItemInput'][] = c.employees.map((e) => {
    if (fromTimecards && e.spec.wage.period === 'Hourly' && !e.spec.pay?.tips) return { employeeId: e.id };
    const { tips, ...hours } = e.spec.pay ?? {};
    const payment: Schemas['PaymentInput'] = { ...hours, ...(tips && tipCode ? { earningCodeEarnings: [{ earningCodeId: tipCode, value: tips }] } : {}) };
    return { employeeId: e.id, payments: [payment], ...(e.spec.reimbursement ? { reimbursements: [e.spec.reimbursement] } : {}) };
  });
  const contractorItems: Schemas['PayrollContractorItemInput'][] = c.contractors.map((k) => ({ contractorId: k.id, hours: k.spec.hours, ...(k.spec.reimbursement ? { reimbursement: k.spec.reimbursement } : {}) }));
  const call = c.api.POST('/companies/{companyId}/payrolls', {
    params: { path: { companyId: c.id } },
    body: { paymentScheduleId: c.scheduleId, periodStart: period.periodStart, periodEnd: period.periodEnd, payday: period.payday, timecardHours: fromTimecards, employeeItems, contractorItems },
  });
  const { error, response } = await call;
  if (response.status === 422 && error?.code === 'unsupported_tax_year') throw new NoTaxTables(error.detail ?? `no federal tax tables for ${period.payday.slice(0, 4)}`);
  const payroll = await must('create payroll', call);
  counts.payrolls++;
  return payroll;
}

const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The partner's NACHA file carrying the approved payroll (docs/ach.md): cut for the first date from today to the
 * payday that the service accepts as its settlement date (a bank business day on or after the payroll's, which is
 * the payday less the server's ACH_SETTLEMENT_OFFSET_DAYS bank days). Undefined when the server does not write ACH
 * files (422 ach_not_enabled).
 */
async function cutAchFile(partnerApi: PayrollClient, today: string, payday: string): Promise<Schemas['AchFile'] | undefined> {
  for (let date = today; date <= payday; date = addDays(date, 1)) {
    const call = partnerApi.POST('/ach_files', { body: { settlementDate: date } });
    const { data, error, response } = await call;
    if (response.ok && data) return data;
    if (error?.code === 'ach_not_enabled') return undefined;
    // A weekend or a bank holiday, or a date before the payroll's settlement date: the next day.
    if (error?.code === 'invalid_settlement_date' || error?.code === 'ach_nothing_to_file') continue;
    await must(`ACH file for ${date}`, call);
  }
  throw new StepFailed(`no settlement date from ${today} to the payday ${payday} took the approved payroll into an ACH file`);
}

/**
 * Outside sandbox mode a company's funding account is proven by micro-deposits before its payroll is approved
 * (docs/ach.md, "Micro-deposits"): the partner's first file carries them (the first date from today the service
 * accepts), and the company sends back the two amounts. A company reads them from its bank statement; the demo,
 * which has no bank, reads them from the file. Undefined when the server does not write ACH files.
 */
async function proveFundingAccount(partnerApi: PayrollClient, company: LoadedCompany, today: string): Promise<Schemas['AchFile'] | undefined> {
  for (let date = today, tries = 0; tries < 10; date = addDays(date, 1), tries++) {
    const call = partnerApi.POST('/ach_files', { body: { settlementDate: date } });
    const { data, error, response } = await call;
    if (error?.code === 'ach_not_enabled') return undefined;
    if (error?.code === 'invalid_settlement_date') continue;
    if (!response.ok || !data) await must(`ACH file proving the accounts for ${date}`, call);
    const amounts = (data!.entries ?? []).filter((e) => e.kind === 'MicroDeposit' && e.companyId === company.id).map((e) => e.amount);
    await must('verify the funding account', company.api.POST('/companies/{companyId}/funding_account/verify', { params: { path: { companyId: company.id } }, body: { amounts } }));
    return data;
  }
  throw new StepFailed(`no bank business day from ${today} on took the micro-deposits into an ACH file`);
}

/** One curl command line, with the URL quoted (it may hold `?` and `&`). */
function curl(header: string, key: string, path: string, output?: string): string {
  return `curl -sS${output ? ` -o ${output}` : ''} -H "${header}: ${key}" "${baseUrl}${path}"`;
}

async function main(): Promise<void> {
  const started = performance.now();

  // Reach the server first, so that a server that is not running is said plainly.
  let serverDate: string | null;
  try {
    const res = await fetch(`${baseUrl.replace(/\/v1$/, '')}/health`);
    serverDate = res.headers.get('date');
  } catch {
    throw new StepFailed(`cannot reach the server at ${baseUrl}: start it first (npm start), or set DEMO_BASE_URL or PORT.`);
  }
  // "Today" as the service sees it (its UTC date); the HTTP Date header is the server's clock.
  const today = iso(serverDate ? Date.parse(serverDate) : Date.now());
  const operator = createPayrollClient({ baseUrl, apiKey: { kind: 'Operator', key: operatorKey() } });

  const partner = await must('create partner (operator key)', operator.POST('/operator/partners', { body: { name: 'Harborview Demo Partners' } }));
  counts.partners++;
  const corporation = await must('create corporation', operator.POST('/operator/corporations', { body: { partnerId: partner.id, name: 'Harborview Hospitality Group' } }));
  counts.corporations++;
  const partnerApi = createPayrollClient({ baseUrl, apiKey: { kind: 'Partner', key: partner.apiKey } });

  const bistro = await loadCompany(operator, partnerApi, corporation.id, BISTRO, today);
  const catering = await loadCompany(operator, partnerApi, corporation.id, CATERING, today);

  // Child support: a county order withheld from the dishwasher's pay.
  const marcus = bistro.employees.find((e) => e.spec.last === 'Johnson')!;
  await must(
    'child support order',
    bistro.api.POST('/companies/{companyId}/post_tax_deductions/child_support', {
      params: { path: { companyId: bistro.id } },
      body: { employeeId: marcus.id, description: 'San Francisco DCSS order', caseNumber: 'CS-2024-0618273', agency: 'CA', issueDate: '2024-09-16', amount: 125, maxPercent: 50, effectiveStart: '2024-10-01' },
    }),
  );
  counts.childSupportOrders++;

  // The pay periods the payrolls pay: each schedule's last ended pay period that can still be approved. The week's
  // shifts are worked in them.
  const period = await payPeriod(bistro, today);
  const approvedPeriod = await payPeriod(catering, today);
  await workTheWeek(bistro, period, today);
  await workTheWeek(catering, approvedPeriod, today);

  // The payrolls: the bistro's previewed (left in Draft, for you to approve), its hourly staff paid the hours of
  // their timecards; the catering company's, with hours entered, previewed and approved.
  let payrolls: { period: Payday; draft: Payroll; preview: Payroll; approvedPeriod: Payday; approved: Payroll } | undefined;
  let payrollNote = '';
  let achFile: Schemas['AchFile'] | undefined;
  let provingFile: Schemas['AchFile'] | undefined;
  try {
    const draft = await createPayroll(bistro, period, true);
    const preview = await must('preview payroll', bistro.api.GET('/companies/{companyId}/payrolls/{payrollId}/preview', { params: { path: { companyId: bistro.id, payrollId: draft.id } } }));
    const toApprove = await createPayroll(catering, approvedPeriod);
    const cpath = { companyId: catering.id, payrollId: toApprove.id };
    await must('preview payroll', catering.api.GET('/companies/{companyId}/payrolls/{payrollId}/preview', { params: { path: cpath } }));
    provingFile = await proveFundingAccount(partnerApi, catering, today);
    // New York City, Baltimore City and the registered Lancaster earned income tax are computed; Philadelphia's
    // wage tax only for paydays to June 30, 2026. Where the preview says a local tax is not computed, the approval
    // acknowledges it explicitly (approvePayroll, "No silent under-withholding"); any other tax not computed
    // refuses it (422), and with nothing to acknowledge none is sent.
    const checked = await must('preview payroll', catering.api.GET('/companies/{companyId}/payrolls/{payrollId}/preview', { params: { path: cpath } }));
    const localNotComputed = checked.warnings.some((w) => w.code === 'local_taxes_not_computed');
    const approved = await must(
      'approve payroll',
      catering.api.POST('/companies/{companyId}/payrolls/{payrollId}/approve', { params: { path: cpath }, ...(localNotComputed ? { body: { acknowledgedWarnings: ['local_taxes_not_computed'] } } : {}) }),
    );
    payrolls = { period, draft, preview, approvedPeriod, approved };
    achFile = await cutAchFile(partnerApi, today, approvedPeriod.payday);
  } catch (err) {
    if (!(err instanceof NoTaxTables)) throw err;
    payrollNote = `No payroll was made: ${err.message} The service needs that year's federal tax tables (packages/payroll-engine/src/tables).`;
  }

  // The hosted pages a person opens (docs/hosted-flows.md): the partner's brand colour, a new hire of the bistro
  // and a new contractor who onboard themselves, and a paystub viewer for an employee who was paid.
  await must('partner brand', partnerApi.PUT('/branding', { body: { brandColor: '#1F6F5C' } }));
  const bistroPath = { companyId: bistro.id };
  const firstWorkplace = bistro.workplaces.get(BISTRO.workplaces[0].name)!;
  const newHire = await must(
    'new hire (onboards through the hosted flow)',
    bistro.api.POST('/companies/{companyId}/employees', {
      params: { path: bistroPath },
      body: { firstName: 'Rosa', lastName: 'Delgado', startDate: today, workplaces: [firstWorkplace], primaryWorkplaceId: firstWorkplace, wage: { rate: 22, period: 'Hourly' } },
    }),
  );
  const newContractor = await must(
    'new contractor (onboards through the hosted flow)',
    bistro.api.POST('/companies/{companyId}/contractors', {
      params: { path: bistroPath },
      body: { type: 'Individual', firstName: 'Theo', lastName: 'Marsh', startDate: today, workplaces: [firstWorkplace], primaryWorkplaceId: firstWorkplace, wage: { rate: 60, period: 'Hourly' } },
    }),
  );
  const paidEmployee = catering.employees.find((e) => e.spec.last === 'Nguyen')!;
  const flows = [
    ['Employee onboarding for Rosa Delgado, a new hire of the bistro', await must('employee onboarding link', bistro.api.POST('/companies/{companyId}/employees/{employeeId}/onboard/embed', { params: { path: { ...bistroPath, employeeId: newHire.id } } }))],
    ['Contractor onboarding for Theo Marsh', await must('contractor onboarding link', bistro.api.POST('/companies/{companyId}/contractors/{contractorId}/onboard/embed', { params: { path: { ...bistroPath, contractorId: newContractor.id } } }))],
    [
      `Paystub viewer for ${paidEmployee.name} of the catering company (Start asks for what is on file: date of birth ${paidEmployee.spec.dob}, SSN last four ${paidEmployee.spec.ssn.slice(-4)})`,
      await must('paystub viewer link', catering.api.POST('/companies/{companyId}/employees/{employeeId}/paystubs/embed', { params: { path: { companyId: catering.id, employeeId: paidEmployee.id } } })),
    ],
  ] as const;

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const kevin = catering.employees.find((e) => e.spec.last === 'Nguyen')!;
  const aisha = bistro.employees.find((e) => e.spec.last === 'Thompson')!;
  const hourlyCount = (c: LoadedCompany) => c.employees.filter((e) => e.spec.wage.period === 'Hourly').length;
  const pad = (s: string, n: number) => s.padEnd(n);
  const totals = (t: Schemas['PayrollTotals']) =>
    `gross ${money(t.employeeGross)}, employee net ${money(t.employeeNet)}, contractors ${money(t.contractorNet)}, liability ${money(t.liability)}, cash requirement ${money(t.cashRequirement)}`;

  const out: string[] = [];
  let timecardLine = '';
  out.push(`Payroll demo loaded into ${baseUrl} in ${seconds} s (today, by the server's clock: ${today}).`);
  out.push('');
  out.push('Keys (shown only now; keep them):');
  out.push(`  Partner      ${pad(partner.name, 30)} ${pad(partner.id, 26)} X-API-key: ${partner.apiKey}`);
  out.push(`  Corporation  ${pad(corporation.name, 30)} ${pad(corporation.id, 26)} G-API-key: ${corporation.apiKey}`);
  for (const c of [bistro, catering]) out.push(`  Company      ${pad(c.spec.legalName, 30)} ${pad(c.id, 26)} C-API-key: ${c.key}`);
  out.push('');
  out.push('Ids:');
  for (const c of [bistro, catering]) {
    out.push(`  ${c.spec.legalName}:`);
    out.push(`    employees    ${c.employees.map((e) => `${e.name} ${e.id}`).join(', ')}`);
    out.push(`    contractors  ${c.contractors.map((k) => `${k.name} ${k.id}`).join(', ')}`);
    out.push(`    schedule     ${c.scheduleId} (weekly, Monday to Sunday, paid the second Friday after)`);
  }
  if (payrolls) {
    const { period, draft, preview, approvedPeriod, approved } = payrolls;
    out.push(`  payroll ${draft.id} of ${BISTRO.legalName}: Draft, previewed; period ${period.periodStart}..${period.periodEnd}, payday ${period.payday}, approve by ${period.deadline}.`);
    out.push(`    preview: ${totals(preview.totals)}.`);
    // One item paid from its timecards: the hours the service made of them.
    const fromCards = preview.employeeItems.find((i) => i.timecardIds?.length);
    const who = fromCards && bistro.employees.find((e) => e.id === fromCards.employeeId);
    if (fromCards && who) {
      const hours = fromCards.payments.reduce((h, p) => ({ regular: h.regular + (p.regularHours ?? 0), overtime: h.overtime + (p.overtimeHours ?? 0), double: h.double + (p.doubleOvertimeHours ?? 0) }), { regular: 0, overtime: 0, double: 0 });
      timecardLine = `For example, ${who.name} is paid from ${fromCards.timecardIds!.length} timecards: ${hours.regular} regular, ${hours.overtime} overtime and ${hours.double} double-time hours (preview of ${draft.id}).`;
    }
    out.push(`  payroll ${approved.id} of ${CATERING.legalName}: ${approved.status}, approved; period ${approvedPeriod.periodStart}..${approvedPeriod.periodEnd}, payday ${approvedPeriod.payday}.`);
    out.push(`    ${totals(approved.totals)}.`);
    // Taxes by jurisdiction (employee and company together), then what the service says of the state taxes it
    // does not compute (docs/domain-rules.md, "State and local taxes").
    const byJurisdiction = (approved.totals.taxesByJurisdiction ?? []).map((j) => `${j.jurisdiction} ${money(j.employeeTaxes + j.companyTaxes)}`);
    out.push(`    taxes by jurisdiction: ${byJurisdiction.join(', ')}.`);
    // The local tax lines (locality, tax code, amount), summed over the items in whole cents.
    const localCents = new Map<string, number>();
    for (const t of approved.employeeItems.flatMap((i) => i.taxes).filter((t) => t.jurisdiction.includes('-'))) {
      const key = `${t.jurisdiction} ${t.code}`;
      localCents.set(key, (localCents.get(key) ?? 0) + Math.round(t.amount * 100));
    }
    if (localCents.size) out.push(`    local taxes: ${[...localCents].sort(([a], [b]) => a.localeCompare(b)).map(([k, c]) => `${k} ${money(c / 100)}`).join(', ')}.`);
    const stateNotes = [...new Set(approved.warnings.filter((w) => w.code.endsWith('taxes_not_computed')).map((w) => `${w.code} (${/\b[A-Z]{2}\b/.exec(w.message)?.[0] ?? '?'})`))];
    if (stateNotes.length) out.push(`    warnings: ${stateNotes.join(', ')}.`);
    if (provingFile) {
      out.push(`  ACH file ${provingFile.id}: the micro-deposits proving the companies' funding accounts (${CATERING.legalName}'s verified with its two amounts, read here from the file; a company reads them from its bank statement).`);
    }
    if (achFile) {
      const kinds = (kind: string) => (achFile!.entries ?? []).filter((e) => e.kind === kind).length;
      out.push(
        `  ACH file ${achFile.id} (NACHA, for the partner's bank): settlement date ${achFile.settlementDate}, payroll ${approved.id}; ${achFile.entryCount} entries in ${achFile.batchCount} batches ` +
          `(${kinds('EmployeeNetPay') + kinds('ContractorNetPay')} net pay credits, ${kinds('CompanyDebit')} funding debit, ${kinds('TaxPayment')} tax payments with a TXP addenda); ` +
          `debits ${money(achFile.totalDebit)}, credits ${money(achFile.totalCredit)}. Download it with the request below; then POST /v1/ach_files/${achFile.id}/mark_sent.`,
      );
    } else {
      out.push('  ACH files: this server does not write them (ACH_ENABLED is not true). Start it with the ACH settings of the README ("Sample data") to see this payroll cut into a NACHA file.');
    }
  } else {
    out.push(`  ${payrollNote}`);
  }
  out.push('');
  out.push('Hosted pages (open in a browser; each link works once and must be started within 60 minutes):');
  for (const [title, link] of flows) out.push(`  ${title}:\n    ${link.url}`);
  out.push('  A payment change made in an onboarding flow is held until the partner confirms it (GET /companies/{companyId}/payment_changes, then .../confirm) or for 3 days.');
  out.push('');
  out.push('Try these (ready to paste):');
  const requests: Array<[string, string]> = [
    ["The partner's companies", curl('X-API-key', partner.apiKey, '/companies')],
    [`An employee (${aisha.name}), with the bistro's company key`, curl('C-API-key', bistro.key, `/companies/${bistro.id}/employees/${aisha.id}`)],
    ["The bistro's timecards (this week's shifts)", curl('C-API-key', bistro.key, `/companies/${bistro.id}/timecards/employees?pageSize=10`)],
  ];
  if (payrolls) {
    requests.push(
      ["Preview of the bistro's Draft payroll (repeatable, stores nothing; approve it with POST .../approve)", curl('C-API-key', bistro.key, `/companies/${bistro.id}/payrolls/${payrolls.draft.id}/preview`)],
      ['The approved payroll, with the corporation key', curl('G-API-key', corporation.apiKey, `/companies/${catering.id}/payrolls/${payrolls.approved.id}`)],
      [`${kevin.name}'s paystub of that payroll, as a PDF`, curl('C-API-key', catering.key, `/companies/${catering.id}/employees/${kevin.id}/paystubs/${payrolls.approved.id}/download`, 'paystub.pdf')],
      ["The corporation's payroll.approved events", curl('G-API-key', corporation.apiKey, '/events?type=payroll.approved')],
    );
    if (achFile) requests.push(["The approved payroll's NACHA file for the partner's bank (the exact bytes; X-Content-SHA256 is their hash)", curl('X-API-key', partner.apiKey, `/ach_files/${achFile.id}/download`, 'payroll.ach')]);
  } else {
    requests.push(["The corporation's events", curl('G-API-key', corporation.apiKey, '/events?pageSize=20')]);
  }
  requests.push([
    "The catering company's paydays and approval deadlines",
    curl('C-API-key', catering.key, `/companies/${catering.id}/payment_schedules/${catering.scheduleId}/paydays?startDate=${addDays(today, -14)}&pageSize=5`),
  ]);
  for (const [title, command] of requests) {
    out.push(`# ${title}`);
    out.push(command);
  }
  out.push('');
  out.push(
    `Created: ${counts.partners} partner, ${counts.corporations} corporation, ${counts.companies} companies (every onboarding step done, payroll started; ${counts.apiKeys} company keys), ` +
      `${counts.signatories} signatories, ${counts.localTaxes} registered local tax, ${counts.workplaces} workplaces, ${counts.departments} departments, ${counts.earningCodes} earning codes, ${counts.paymentSchedules} weekly payment schedules, ` +
      `${counts.companyBenefits} company benefits, ${counts.employees} employees and ${counts.contractors} contractors (onboarding Completed: ${counts.w4s} W-4s, ${counts.w9s} W-9s, ${counts.bankAccounts} bank accounts), ` +
      `${counts.employeeBenefits} employee benefits, ${counts.childSupportOrders} child support order, ${counts.timecards} timecards (${counts.breaks} breaks), ` +
      (payrolls ? `${counts.payrolls} payrolls (1 previewed Draft, 1 approved).` : 'no payroll.') +
      ' Also a new hire and a new contractor of the bistro, waiting to onboard through the hosted flows above.',
  );
  out.push(
    `About the timecards: the service stamps clock-in, breaks and clock-out with its own clock, so the week's shifts ` +
      `(Monday to Friday for each of the ${hourlyCount(bistro) + hourlyCount(catering)} hourly employees) were clocked just now, one after the other, and then ` +
      `corrected by the company to the hours worked on the first five days of the pay period (${counts.corrections} corrections, each with its reason in the timecard's changes; ` +
      `days not yet past are left as clocked): 09:00 to 17:30 in ${DEMO_TIME_ZONE}, a 30-minute unpaid lunch or a paid 15-minute rest break. One employee per company is still clocked in. ` +
      `The bistro's Draft payroll pays its hourly staff without tips the hours of those timecards (overtime determined by the service; each item lists its timecardIds); ` +
      `the other pay is entered on the payrolls.` +
      (timecardLine ? `\n${timecardLine}` : ''),
  );
  console.log(out.join('\n'));
}

main().catch((err: unknown) => {
  console.error(`demo failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
