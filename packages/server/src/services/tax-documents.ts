// Tax documents (contract: list/get/download Company-, Employee-, ContractorTaxDocument), produced from
// approved payrolls (status other than Draft) once their period has closed by the service's clock:
//   - Form 941 per calendar quarter (CompanyTax, category 941, sourceKey `941:2026:Q1`), the day after
//     the quarter's last day;
//   - Form 940 per year (CompanyTax, 940, `940:2026`), Form W-2 per employee paid in the year
//     (EmployeeTax, W2, `W2:2026:<employeeId>`) and Form 1099-NEC per contractor paid in the year
//     (ContractorTax, 1099Nec, `1099Nec:2026:<contractorId>`), on January 1 of the next year;
// for every period with at least one approved payroll paid in it.
//
// Lazily and idempotently: every list or get of a company's tax documents first produces the
// documents of the closed periods that do not have theirs yet. A closed period cannot change any
// more (a payroll is approved or reopened only before its deadline, which is before its payday), so
// a document is produced once. The year's documents are produced in one transaction with its 940,
// whose presence marks the year done; inserts skip a (companyId, kind, category, sourceKey) that
// exists, so concurrent requests produce each document once.
import type { Prisma } from '@prisma/client';
import type { Schema } from '@payroll/api-types';
import type { Caller } from '../core/caller';
import { notFound } from '../core/errors';
import { newId } from '../core/ids';
import { envelope, pageWindow, type PageQuery } from '../lib/paging';
import type { CompanyRow } from '../repositories/companies';
import type { Db } from '../repositories/db';
import { benefitContributionSums } from '../repositories/payrolls';
import { lockCompanyWork } from '../repositories/request-guards';
import { TX_LIMITS } from '../repositories/transaction-scope';
import {
  companyTaxSourceKeys,
  contractorTaxTotals,
  employeeEarningTotals,
  employeeProgramTotals,
  employeesPaidForPeriodIncluding,
  form941LiabilitiesByPayday,
  futaWagesByQuarter,
  futaWagesBySuiState,
  paidFederalDeposits,
  employeeLocalIncomeTaxTotals,
  employeeStateIncomeTaxTotals,
  employeeTaxTotals,
  findTaxDocument,
  findTaxDocumentContent,
  insertTaxDocuments,
  listTaxDocumentRows,
  quartersWithApprovedPayrolls,
  taxFormContractors,
  taxFormEmployees,
  type TaxDocumentFilters,
  type TaxKind,
} from '../repositories/tax-documents';
import {
  addressParts,
  contractorName,
  form1099NecPdf,
  form940Pdf,
  form941Pdf,
  formW2Pdf,
  form1096Pdf,
  formW3Pdf,
  fullName,
  pdfFilename,
  recipientTin,
  ssnLabel,
  type CompanyParty,
  type PersonParty,
  type DocumentFile,
  type Form940,
  type Form941,
  type FormW2,
  type FormW2State,
} from '../documents';
import type { Form1099Nec } from '../documents/tax-forms';
import { findOnboardStep } from '../repositories/onboarding';
import { latestFilingStatuses } from '../repositories/filings/filing-files';
import { externalStateIncomeTaxTotals, externalTaxTotals } from '../repositories/external-payrolls';
import { Decimal } from '../repositories/decimal';
import type { ServiceContext } from './context';
import { companyParty } from './document-parties';
import { defined, isoDateTime } from './format';
import { form1099NecThreshold, futaCreditReduction } from '@payroll/payroll-engine';
import { FEDERAL_DEPOSIT_CODE } from './pay-setup';
import { employeeSums, form1096, form1099Nec, form940, form941, formW2, formW3, W2_BOX14, W2_CODE_TP_FROM, type QuarterFacts, type YearFacts } from './tax-forms';
import { companyRead, type AdmittedCompany } from './scope';

type Kind = 'company' | 'employee' | 'contractor';
const KIND: Record<Kind, TaxKind> = { company: 'CompanyTax', employee: 'EmployeeTax', contractor: 'ContractorTax' };

const utc = (year: number, month: number, day = 1) => new Date(Date.UTC(year, month - 1, day));
const quarterStart = (year: number, quarter: number) => utc(year, (quarter - 1) * 3 + 1);
const nextQuarterStart = (year: number, quarter: number) => (quarter === 4 ? utc(year + 1, 1) : quarterStart(year, quarter + 1));



export interface TaxDocumentRow {
  id: string;
  companyId: string;
  category: string;
  label: string;
  year: number;
  quarter: number | null;
  employeeId: string | null;
  contractorId: string | null;
  createdAt: Date;
}

export function presentTaxDocument(d: TaxDocumentRow) {
  return {
    ...defined({ id: d.id, companyId: d.companyId, employeeId: d.employeeId, contractorId: d.contractorId, label: d.label, year: d.year, quarter: d.quarter }),
    category: d.category,
    createdAt: isoDateTime(d.createdAt)!,
  };
}

/** A W-2's status in the latest filing file that carries it (docs/filings.md); absent while none does. */
const withFilingStatus = <T extends object>(doc: T, status: string | undefined) => (status ? { ...doc, filingStatus: status } : doc);

type Presented<K extends Kind> = K extends 'company'
  ? Schema<'CompanyTaxDocument'>
  : K extends 'employee'
    ? Schema<'EmployeeTaxDocument'>
    : Schema<'ContractorTaxDocument'>;

export class TaxDocumentService {
  constructor(private readonly ctx: ServiceContext) {}

  list<K extends Kind>(kind: K, caller: Caller, companyId: string, query: TaxDocumentFilters & PageQuery) {
    return companyRead(this.ctx, caller, companyId, async (db, company) => {
      await this.produceDue(company);
      const window = pageWindow(query);
      const { total, rows } = await listTaxDocumentRows(db, companyId, KIND[kind], query, window.skip, window.take);
      const filing = kind === 'employee' ? await latestFilingStatuses(db, rows.map((r) => r.id)) : new Map<string, string>();
      return envelope(window, total, rows.map((r) => withFilingStatus(presentTaxDocument(r), filing.get(r.id)) as Presented<K>));
    });
  }

  get<K extends Kind>(kind: K, caller: Caller, companyId: string, documentId: string): Promise<Presented<K>> {
    return companyRead(this.ctx, caller, companyId, async (db, company) => {
      await this.produceDue(company);
      const row = await findTaxDocument(db, companyId, KIND[kind], documentId);
      if (!row) throw notFound('Document', documentId);
      const filing = kind === 'employee' ? await latestFilingStatuses(db, [row.id]) : new Map<string, string>();
      return withFilingStatus(presentTaxDocument(row), filing.get(row.id)) as Presented<K>;
    });
  }

  /** The stored PDF, named after its label. */
  download(kind: Kind, caller: Caller, companyId: string, documentId: string): Promise<DocumentFile> {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const row = await findTaxDocumentContent(db, companyId, KIND[kind], documentId);
      if (!row) throw notFound('Document', documentId);
      return { bytes: Buffer.from(row.content), filename: pdfFilename(row.label) };
    });
  }

  /**
   * Produces the documents of every closed period with approved payrolls that has none yet. Returns
   * how many documents were inserted (0 when everything due exists: two small queries).
   */
  async produceDue(company: AdmittedCompany): Promise<number> {
    const now = this.ctx.now();
    const year = now.getUTCFullYear();
    const quarter = Math.floor(now.getUTCMonth() / 3) + 1;
    const db = this.ctx.prisma;
    const [periods, existing] = await Promise.all([quartersWithApprovedPayrolls(db, company.id, quarterStart(year, quarter).toISOString().slice(0, 10)), companyTaxSourceKeys(db, company.id)]);
    const quarters = periods.filter((p) => !existing.has(`941:${p.year}:Q${p.quarter}`));
    const years = [...new Set(periods.map((p) => p.year))].filter((y) => y < year && !existing.has(`940:${y}`));
    if (!quarters.length && !years.length) return 0;
    // Under the company's work lock (services/company-work.ts), waited for: when another request is
    // producing them right now, this one waits for it to commit, then makes only what is still missing,
    // so every read after a period closes lists its documents, and each is made once.
    return this.ctx.prisma.$transaction(async (tx) => {
      await lockCompanyWork(tx, company.id);
      const made = await companyTaxSourceKeys(tx, company.id);
      return this.produce(tx, company, now, quarters.filter((q) => !made.has(`941:${q.year}:Q${q.quarter}`)), years.filter((y) => !made.has(`940:${y}`)));
    }, TX_LIMITS.heavy);
  }

  /** Makes the documents of the given periods (in period order) and inserts them; returns how many. */
  private async produce(tx: Db, company: CompanyRow, now: Date, quarters: Array<{ year: number; quarter: number }>, years: number[]): Promise<number> {
    const rows: Prisma.DocumentCreateManyInput[] = [];
    const party = companyParty(company);
    // In period order; within a batch, creation times step by a millisecond so lists keep that order.
    let made = 0;
    const at = () => new Date(now.getTime() + made++);
    for (const y of [...new Set([...quarters.map((q) => q.year), ...years])].sort((a, b) => a - b)) {
      for (const q of quarters.filter((p) => p.year === y)) rows.push(await this.quarterDocument(tx, company, party, q.year, q.quarter, at()));
      if (years.includes(y)) for (const d of await this.yearDocuments(tx, company, party, y, at)) rows.push(d);
    }
    return insertTaxDocuments(tx, rows);
  }

  private async quarterDocument(tx: Db, company: CompanyRow, party: CompanyParty, year: number, quarter: number, createdAt: Date): Promise<Prisma.DocumentCreateManyInput> {
    const from = quarterStart(year, quarter);
    const to = nextQuarterStart(year, quarter);
    const pdf = form941Pdf(party, year, quarter, await quarterForm941(tx, company.id, year, quarter));
    return {
      id: newId('doc'),
      companyId: company.id,
      kind: 'CompanyTax',
      category: '941',
      sourceKey: `941:${year}:Q${quarter}`,
      label: `Form 941 - Q${quarter} ${year}`,
      year,
      quarter,
      content: new Uint8Array(pdf),
      createdAt,
    };
  }

  /** W-2s (by employee name), the W-3, 1099-NECs (by contractor name), then the 940 that marks the year done. */
  private async yearDocuments(tx: Db, company: CompanyRow, party: CompanyParty, year: number, at: () => Date): Promise<Prisma.DocumentCreateManyInput[]> {
    const from = utc(year, 1);
    const to = utc(year + 1, 1);
    // One statement at a time: a transaction is one connection.
    const w2s = await yearW2Forms(tx, company.id, year);
    const contractorTotals = await contractorTaxTotals(tx, company.id, from, to);
    const contractors = contractorTotals.length ? await taxFormContractors(tx, company.id, contractorTotals.map((t) => t.contractorId)) : [];
    const out: Prisma.DocumentCreateManyInput[] = [];
    const push = (d: Omit<Prisma.DocumentCreateManyInput, 'id' | 'companyId' | 'year' | 'createdAt'>) =>
      out.push({ id: newId('doc'), companyId: company.id, year, createdAt: at(), ...d });

    for (const { employee: e, name, form } of w2s) {
      const person: PersonParty = { name, taxIdLabel: ssnLabel(e.ssnLastFour), address: addressParts(e) };
      const pdf = formW2Pdf(party, year, person, form);
      push({ kind: 'EmployeeTax', category: 'W2', sourceKey: `W2:${year}:${e.id}`, employeeId: e.id, label: `${year} Form W-2 - ${name}`, content: new Uint8Array(pdf) });
    }
    if (w2s.length) {
      const { filerType } = await federalSetup(tx, company.id);
      const pdf = formW3Pdf(party, year, formW3(w2s.map((w) => w.form)), filerType === 'Form944' ? '944' : filerType === 'Form941' ? '941' : undefined);
      push({ kind: 'CompanyTax', category: 'W3', sourceKey: `W3:${year}`, label: `Form W-3 - ${year}`, content: new Uint8Array(pdf) });
    }

    // Form 1099-NEC for a contractor paid at least the year's threshold (payroll-engine form1099NecThreshold:
    // $600 through 2025, $2,000 for 2026); every contractor paid in a year whose threshold is not known.
    const threshold = form1099NecThreshold(year);
    const contractorById = new Map(contractors.map((c) => [c.id, c]));
    const necs = contractorTotals
      .map((t) => ({ t, c: contractorById.get(t.contractorId)!, gross: employeeSums({ grossPay: t._sum.grossPay ?? null }).grossPay }))
      .filter((x) => x.c && (threshold === undefined || x.gross.gte(threshold.toString())))
      .map((x) => ({ ...x, name: contractorName(x.c) }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.c.id.localeCompare(b.c.id));
    const forms1099: Form1099Nec[] = [];
    for (const { c, name, gross } of necs) {
      const person: PersonParty = { name, taxIdLabel: recipientTin(c), address: addressParts(c) };
      const form = form1099Nec(gross);
      forms1099.push(form);
      const pdf = form1099NecPdf(party, year, person, form);
      push({ kind: 'ContractorTax', category: '1099Nec', sourceKey: `1099Nec:${year}:${c.id}`, contractorId: c.id, label: `${year} Form 1099-NEC - ${name}`, content: new Uint8Array(pdf) });
    }
    // Form 1096, the summary that goes with the paper Forms 1099-NEC, when there is at least one.
    if (forms1099.length) {
      const pdf = form1096Pdf(party, year, form1096(forms1099));
      push({ kind: 'CompanyTax', category: '1096', sourceKey: `1096:${year}`, label: `Form 1096 - ${year}`, content: new Uint8Array(pdf) });
    }

    const pdf = form940Pdf(party, year, await yearForm940(tx, company.id, year));
    push({ kind: 'CompanyTax', category: '940', sourceKey: `940:${year}`, label: `Form 940 - ${year}`, content: new Uint8Array(pdf) });
    return out;
  }
}

const FORM_941_CODES = ['us_fit', 'us_fica_ss', 'us_fica_medicare', 'us_fica_additional_medicare'];
const FEDERAL_CODE_OF_TAX = Object.fromEntries(Object.entries(FEDERAL_DEPOSIT_CODE).filter((e): e is [string, string] => e[1] !== undefined));
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const dec = (d: { toString(): string } | null | undefined) => new Decimal(d?.toString() ?? 0);

/** The company's federal tax setup (onboard/tax_setup): deposit schedule (Monthly when none is on file, as its deposits' due dates) and filer type. */
async function federalSetup(db: Db, companyId: string): Promise<{ schedule: string; filerType?: string }> {
  const step = await findOnboardStep(db, companyId, 'taxSetup');
  const data = step?.data as { federalDepositSchedule?: string; federalFilerType?: string } | undefined;
  return { schedule: data?.federalDepositSchedule ?? 'Monthly', ...(data?.federalFilerType ? { filerType: data.federalFilerType } : {}) };
}

/** The Form 941 of a company's quarter, from its approved payrolls and the employees' external payrolls with payday in the quarter. */
export async function quarterForm941(db: Db, companyId: string, year: number, quarter: number): Promise<Form941> {
  const totals = withExternal(await employeeTaxTotals(db, companyId, quarterStart(year, quarter), nextQuarterStart(year, quarter)), await externalTaxTotals(db, companyId, quarterStart(year, quarter), nextQuarterStart(year, quarter)));
  return form941(totals.map((t) => t.sums), await quarterFacts(db, companyId, year, quarter));
}

/** The Form 940 of a company's year (with Schedule A), from its approved payrolls and the employees' external payrolls with payday in the year. */
export async function yearForm940(db: Db, companyId: string, year: number): Promise<Form940> {
  const totals = withExternal(await employeeTaxTotals(db, companyId, utc(year, 1), utc(year + 1, 1)), await externalTaxTotals(db, companyId, utc(year, 1), utc(year + 1, 1)));
  return form940(totals.map((t) => t.sums), await yearFacts(db, companyId, year));
}

/** What the 941 of a quarter reads beside the per-employee sums (services/tax-forms.ts QuarterFacts). */
export async function quarterFacts(db: Db, companyId: string, year: number, quarter: number): Promise<QuarterFacts> {
  const from = quarterStart(year, quarter);
  const to = nextQuarterStart(year, quarter);
  const twelfth = `${year}-${String(quarter * 3).padStart(2, '0')}-12`;
  const priorFrom = quarter === 1 ? quarterStart(year - 1, 4) : quarterStart(year, quarter - 1);
  const prior = await form941LiabilitiesByPayday(db, companyId, priorFrom, from);
  return {
    employeesOnThe12th: await employeesPaidForPeriodIncluding(db, companyId, twelfth),
    socialSecurityTips: (await employeeEarningTotals(db, companyId, from, to)).reduce((sum, r) => sum.plus(r.socialSecurityTips.toString()), new Decimal(0)),
    deposits: dec(await paidFederalDeposits(db, companyId, from, to, FORM_941_CODES, FEDERAL_CODE_OF_TAX)),
    liabilities: (await form941LiabilitiesByPayday(db, companyId, from, to)).map((r) => ({ payday: isoDay(r.payday), amount: dec(r.amount) })),
    schedule: (await federalSetup(db, companyId)).schedule,
    ...(prior.length ? { priorQuarterLine12: prior.reduce((sum, r) => sum.plus(r.amount.toString()), new Decimal(0)) } : {}),
  };
}

/** What the 940 of a year reads beside the per-employee sums (services/tax-forms.ts YearFacts). */
export async function yearFacts(db: Db, companyId: string, year: number): Promise<YearFacts> {
  const from = utc(year, 1);
  const to = utc(year + 1, 1);
  const quarters = await futaWagesByQuarter(db, companyId, from, to);
  const byQuarter = [1, 2, 3, 4].map((q) => dec(quarters.find((r) => r.quarter === q)?.futaWages)) as YearFacts['futaWagesByQuarter'];
  return {
    year,
    futaWagesByState: (await futaWagesBySuiState(db, companyId, from, to)).map((r) => ({ state: r.state, futaWages: dec(r.futaWages) })),
    futaWagesByQuarter: byQuarter,
    deposits: dec(await paidFederalDeposits(db, companyId, from, to, ['us_futa'], FEDERAL_CODE_OF_TAX)),
    creditReduction: futaCreditReduction(year),
  };
}

/** One employee's Form W-2 of a year, with what the form shows of the employee (yearW2Forms). */
export interface YearW2 {
  employee: Awaited<ReturnType<typeof taxFormEmployees>>[number];
  /** First, middle and last name, as the W-2 prints it. */
  name: string;
  form: FormW2;
}

/**
 * The Forms W-2 of a company's year (boxes 1-20, from its approved payrolls and the employees' external payrolls
 * with payday in the year), one per employee paid, by last name, first name and id: the figures the W-2 PDFs
 * print and the W-3 totals, for any other writer of the year's W-2s (the SSA's EFW2 file).
 */
export async function yearW2Forms(db: Db, companyId: string, year: number): Promise<YearW2[]> {
  const from = utc(year, 1);
  const to = utc(year + 1, 1);
  // One statement at a time: a transaction is one connection.
  const employeeTotals = withExternal(await employeeTaxTotals(db, companyId, from, to), await externalTaxTotals(db, companyId, from, to));
  if (!employeeTotals.length) return [];
  const stateTotals = sumStates([...(await employeeStateIncomeTaxTotals(db, companyId, from, to)), ...(await externalStateIncomeTaxTotals(db, companyId, from, to))]);
  const benefitTotals = await benefitContributionSums(db, { companyId, from, to });
  const stateIds = await stateWithholdingAccounts(db, companyId);
  const localTotals = await employeeLocalIncomeTaxTotals(db, companyId, from, to);
  const earnings = new Map((await employeeEarningTotals(db, companyId, from, to)).map((r) => [r.employeeId, r]));
  const programs = await employeeProgramTotals(db, companyId, from, to, Object.keys(W2_BOX14));
  const employees = await taxFormEmployees(db, companyId, employeeTotals.map((t) => t.employeeId));
  const employeeById = new Map(employees.map((e) => [e.id, e]));
  // By employee, once (a company of 10,000 employees would otherwise scan every list per employee).
  const byEmployee = <T extends { employeeId: string }>(rows: T[]) => {
    const out = new Map<string, T[]>();
    for (const r of rows) {
      const list = out.get(r.employeeId);
      if (list) list.push(r);
      else out.set(r.employeeId, [r]);
    }
    return (id: string) => out.get(id) ?? [];
  };
  const [statesOf, localsOf, benefitsOf, programsOf] = [byEmployee(stateTotals), byEmployee(localTotals), byEmployee(benefitTotals), byEmployee(programs)];
  return employeeTotals
    .map((t) => ({ t, e: employeeById.get(t.employeeId)! }))
    .filter((x) => x.e)
    .sort((a, b) => a.e.lastName.localeCompare(b.e.lastName) || a.e.firstName.localeCompare(b.e.firstName) || a.e.id.localeCompare(b.e.id))
    .map(({ t, e }) => {
      // Boxes 15-17 per state withheld for, 18-20 per locality (openapi.yaml, W2 documents).
      const states = w2StateRows(statesOf(e.id), localsOf(e.id), stateIds);
      // Boxes 10 and 12 from the year's benefit contributions, 7, 12 C/TP and 14 from the earnings and program lines (services/tax-forms.ts).
      const benefits = benefitsOf(e.id);
      const x = earnings.get(e.id);
      const extras = {
        year,
        tips: dec(x?.tips),
        socialSecurityTips: dec(x?.socialSecurityTips),
        groupTermLife: dec(x?.groupTermLife),
        programs: programsOf(e.id).map((p) => ({ code: p.code, amount: dec(p.amount) })),
      };
      // Box 14b (the 2026 form on): the employee's Treasury tipped occupation codes, as on file when the W-2 is made.
      const box14b = year >= W2_CODE_TP_FROM && e.tippedOccupationCodes.length ? { box14b: e.tippedOccupationCodes } : {};
      return { employee: e, name: fullName(e.firstName, e.middleName, e.lastName), form: { ...formW2(t.sums, benefits, extras), ...box14b, states } };
    });
}

/**
 * W-2 rows of boxes 15-20: one per state withheld for, its first locality (by code) on the same row, each
 * further locality of the state on a row of its own with boxes 16 and 17 empty; a locality whose state has no
 * state income tax line gets a row with boxes 16 and 17 empty.
 */
function w2StateRows(
  states: ReadonlyArray<{ state: string; wages: { toString(): string }; amount: { toString(): string } }>,
  locals: ReadonlyArray<{ locality: string; wages: { toString(): string }; amount: { toString(): string } }>,
  stateIds: Map<string, string>,
): FormW2State[] {
  const rows: FormW2State[] = [];
  const localOf = (l: (typeof locals)[number]) => ({ box18: new Decimal(l.wages.toString()), box19: new Decimal(l.amount.toString()), box20: l.locality.slice(3) });
  const byState = new Map<string, Array<(typeof locals)[number]>>();
  for (const l of locals) byState.set(l.locality.slice(0, 2), [...(byState.get(l.locality.slice(0, 2)) ?? []), l]);
  const seen = new Set<string>();
  for (const s of states) {
    seen.add(s.state);
    const [first, ...rest] = byState.get(s.state) ?? [];
    rows.push(defined({ state: s.state, employerStateId: stateIds.get(s.state), box16: new Decimal(s.wages.toString()), box17: new Decimal(s.amount.toString()), ...(first ? localOf(first) : {}) }) as FormW2State);
    for (const l of rest) rows.push(defined({ state: s.state, employerStateId: stateIds.get(s.state), ...localOf(l) }) as FormW2State);
  }
  for (const [state, list] of byState) if (!seen.has(state)) for (const l of list) rows.push(defined({ state, employerStateId: stateIds.get(state), ...localOf(l) }) as FormW2State);
  return rows;
}

/** The company's state withholding account numbers (onboard/tax_setup `stateTaxIds`), by state: W-2 box 15. */
async function stateWithholdingAccounts(db: Db, companyId: string): Promise<Map<string, string>> {
  const step = await findOnboardStep(db, companyId, 'taxSetup');
  const ids = (step?.data as { stateTaxIds?: Array<{ state: string; withholdingAccountNumber?: string }> } | undefined)?.stateTaxIds ?? [];
  return new Map(ids.filter((s) => s.withholdingAccountNumber).map((s) => [s.state, s.withholdingAccountNumber!]));
}

type Sums = Parameters<typeof employeeSums>[0];

/**
 * The per-employee sums of the payrolls run here plus those of the employee's external payrolls of the period
 * (createEmployeeExternalPayroll): their wages are taxable wages as reported, and FUTA-subject wages are taken
 * to be their Medicare wages (line 5 of the 940 is then the wages above the FUTA base).
 */
export function withExternal(
  internal: Array<{ employeeId: string; _sum: Sums }>,
  external: Awaited<ReturnType<typeof externalTaxTotals>>,
): Array<{ employeeId: string; sums: ReturnType<typeof employeeSums> }> {
  const by = new Map(internal.map((t) => [t.employeeId, employeeSums(t._sum)]));
  for (const x of external) {
    const e = x._sum;
    const add = employeeSums({
      grossPay: e.grossPay,
      federalIncomeTax: e.federalIncomeTax,
      socialSecurityEmployee: e.socialSecurityEmployee,
      socialSecurityCompany: e.socialSecurityCompany,
      medicareEmployee: e.medicareEmployee,
      medicareCompany: e.medicareCompany,
      additionalMedicareEmployee: e.additionalMedicareEmployee,
      futaCompany: e.futaCompany,
      subjectFutaWages: e.medicareWages,
      taxableFederalIncomeTaxWages: e.federalIncomeTaxWages,
      taxableSocialSecurityWages: e.socialSecurityWages,
      taxableMedicareWages: e.medicareWages,
      taxableAdditionalMedicareWages: e.additionalMedicareWages,
      taxableFutaWages: e.futaWages,
    });
    const seen = by.get(x.employeeId);
    if (!seen) by.set(x.employeeId, add);
    else for (const k of Object.keys(add) as Array<keyof typeof add>) seen[k] = seen[k].plus(add[k]);
  }
  return [...by.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([employeeId, sums]) => ({ employeeId, sums }));
}

/** State income tax wages and amounts per employee and state, payrolls here and external ones together. */
function sumStates<T extends { employeeId: string; state: string; wages: { toString(): string }; amount: { toString(): string } }>(rows: T[]) {
  const by = new Map<string, { employeeId: string; state: string; wages: Decimal; amount: Decimal }>();
  for (const r of rows) {
    const key = `${r.employeeId}:${r.state}`;
    const seen = by.get(key) ?? { employeeId: r.employeeId, state: r.state, wages: new Decimal(0), amount: new Decimal(0) };
    seen.wages = seen.wages.plus(r.wages.toString());
    seen.amount = seen.amount.plus(r.amount.toString());
    by.set(key, seen);
  }
  return [...by.values()].sort((a, b) => (a.employeeId + a.state < b.employeeId + b.state ? -1 : 1));
}

