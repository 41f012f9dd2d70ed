import type { Schema } from '@payroll/api-types';
import type { Caller } from '../core/caller';
import { DomainError, badRequest, invalidReference, notFound } from '../core/errors';
import { newId } from '../core/ids';
import { envelope, pageWindow } from '../lib/paging';
import {
  findCorporation,
  insertCompany,
  listCompanyRows,
  timekeepingCodeTaken,
  updateCompanyRow,
  type CompanyFilters,
  type CompanyRow,
} from '../repositories/companies';
import type { Db } from '../repositories/db';
import { emitCompanyEvent } from './events';
import type { ServiceContext } from './context';
import { addressIn, addressOut, isoDate, isoDateTime } from './format';
import { companyRead, companyScope, companyTx, scopeIdOf } from './scope';

type Company = Schema<'Company'>;
type OnboardStep = Schema<'CompanyOnboardStep'>;

export const COMPANY_STEPS: OnboardStep[] = [
  'signatoryAgreements',
  'employeeSetup',
  'connectBankAccount',
  'taxSetup',
  'filingAuthorization',
  'verificationDocuments',
  'accountingIntegration',
];
/** Steps that block start_payroll. */
export const BLOCKING_COMPANY_STEPS: OnboardStep[] = ['signatoryAgreements', 'connectBankAccount', 'taxSetup', 'filingAuthorization'];

export function companyOnboardDetails(completed: OnboardStep[]): Schema<'CompanyOnboardDetails'> {
  const remainingSteps = COMPANY_STEPS.filter((s) => !completed.includes(s));
  const blockingSteps = BLOCKING_COMPANY_STEPS.filter((s) => !completed.includes(s));
  return {
    status: blockingSteps.length ? 'Blocking' : remainingSteps.length ? 'NeedsAttention' : 'Completed',
    blockingSteps,
    remainingSteps,
    completedSteps: COMPANY_STEPS.filter((s) => completed.includes(s)),
  };
}

/** The completed steps a company row records, in step order (unknown names left out). */
export function completedCompanySteps(row: Pick<CompanyRow, 'completedItems'>): OnboardStep[] {
  const stored = (Array.isArray(row.completedItems) ? row.completedItems : []) as unknown[];
  return COMPANY_STEPS.filter((s) => stored.includes(s));
}

/** Whether a column holds a value (the contract leaves null ones out, as `defined` does). */
const has = <T>(v: T | null | undefined): v is T => v !== null && v !== undefined;
/** An answer under construction: the contract's fields, writable and not yet all there. */
type Building<T> = { -readonly [K in keyof T]?: T[K] };

/**
 * The company as the contract shows it. Built field by field, in the contract's key order, without the
 * intermediate objects of `defined` (issue 29: the busiest answer of the API; its presenter was the largest
 * share of the GET profile after the socket and GC). Absent (null) fields are left out, as everywhere.
 */
export function presentCompany(row: CompanyRow): Company {
  const completed = completedCompanySteps(row);
  const implementation = row.implementationStatus as Schema<'CompanyImplementationStatus'>;
  const merchant = row.merchantOnboardingStatus;
  const out: Building<Company> = {};
  if (has(row.id)) out.id = row.id;
  if (has(row.legalName)) out.legalName = row.legalName;
  if (has(row.timeZone)) out.timeZone = row.timeZone;
  if (has(row.workweekStartDay)) out.workweekStartDay = row.workweekStartDay as Company['workweekStartDay'];
  if (has(row.tradeName)) out.tradeName = row.tradeName;
  if (has(row.email)) out.email = row.email;
  if (has(row.phone)) out.phone = row.phone;
  if (has(row.website)) out.website = row.website;
  if (has(row.taxId)) out.taxId = row.taxId;
  if (has(row.timekeepingCode)) out.timekeepingCode = row.timekeepingCode;
  if (has(row.deactivationReason)) out.deactivationReason = row.deactivationReason;
  if (has(row.acceptedTerms)) out.acceptedTerms = row.acceptedTerms;
  if (has(row.legalType)) out.legalType = row.legalType;
  if (has(row.industry)) out.industry = row.industry;
  if (has(row.status)) out.status = row.status;
  const termsAcceptedAt = isoDateTime(row.termsAcceptedAt);
  if (termsAcceptedAt !== undefined) out.termsAcceptedAt = termsAcceptedAt;
  out.created = isoDateTime(row.createdAt)!;
  out.address = addressOut(row);
  const payroll: Building<Company['payrollDetails']> = {};
  const onboardingStartedAt = isoDateTime(row.onboardingStartedAt);
  if (onboardingStartedAt !== undefined) payroll.onboardingStartedAt = onboardingStartedAt;
  const onboardingCompletedAt = isoDateTime(row.onboardingCompletedAt);
  if (onboardingCompletedAt !== undefined) payroll.onboardingCompletedAt = onboardingCompletedAt;
  const startDate = isoDate(row.startDate);
  if (startDate !== undefined) payroll.startDate = startDate;
  if (has(row.payFrequency)) payroll.payFrequency = row.payFrequency;
  payroll.activated = row.payrollActivated;
  payroll.canBoardPayroll = row.status === 'Active' && !row.terminated;
  payroll.completedItems = completed;
  payroll.terminated = row.terminated;
  payroll.inGoodStanding = row.inGoodStanding;
  payroll.processingPeriod = row.processingPeriod;
  payroll.employeeW2DeliveryMethod = row.w2DeliveryMethod;
  payroll.contractor1099DeliveryMethod = row.contractor1099DeliveryMethod;
  payroll.onboardDetails = companyOnboardDetails(completed);
  const implementationDetails: Building<Company['payrollDetails']['implementationDetails']> = {};
  const startedAt = implementation === 'NotStarted' ? undefined : isoDateTime(row.implementationStartedAt);
  if (startedAt !== undefined) implementationDetails.startedAt = startedAt;
  const cancelledAt = implementation === 'Cancelled' ? isoDateTime(row.implementationCancelledAt) : undefined;
  if (cancelledAt !== undefined) implementationDetails.cancelledAt = cancelledAt;
  const completedAt = implementation === 'Completed' ? isoDateTime(row.implementationCompletedAt) : undefined;
  if (completedAt !== undefined) implementationDetails.completedAt = completedAt;
  implementationDetails.status = implementation;
  payroll.implementationDetails = implementationDetails as Company['payrollDetails']['implementationDetails'];
  out.payrollDetails = payroll as Company['payrollDetails'];
  const merchantDetails: Building<Company['merchantDetails']> = {};
  if (has(row.deliveryPolicyUrl)) merchantDetails.deliveryPolicyUrl = row.deliveryPolicyUrl;
  if (has(row.returnPolicyUrl)) merchantDetails.returnPolicyUrl = row.returnPolicyUrl;
  if (has(row.termsOfServiceUrl)) merchantDetails.termsOfServiceUrl = row.termsOfServiceUrl;
  const merchantStartedAt = merchant === 'NotStarted' ? undefined : isoDateTime(row.merchantOnboardingStartedAt);
  if (merchantStartedAt !== undefined) merchantDetails.onboardingStartedAt = merchantStartedAt;
  const merchantCompletedAt = merchant === 'Completed' ? isoDateTime(row.merchantOnboardingCompletedAt) : undefined;
  if (merchantCompletedAt !== undefined) merchantDetails.onboardingCompletedAt = merchantCompletedAt;
  merchantDetails.activated = row.merchantActivated;
  merchantDetails.canBoardMerchants = row.status === 'Active';
  merchantDetails.onboardingStatus = row.merchantOnboardingStatus;
  out.merchantDetails = merchantDetails as Company['merchantDetails'];
  return out as Company;
}

/** Six-digit code employees use at time clocks; unique across the service. */
function timekeepingCode(): string {
  return String(Math.floor(100000 + Math.random() * 900000));
}

/** A code no company holds yet: a random one collides (unique violation, 500) once there are many companies. */
async function freeTimekeepingCode(tx: Db): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = timekeepingCode();
    if (!(await timekeepingCodeTaken(tx, code))) return code;
  }
  throw new Error('no free timekeeping code after 20 attempts');
}

export class CompanyService {
  constructor(private readonly ctx: ServiceContext) {}

  async create(caller: Caller, input: Schema<'CompanyCreate'>): Promise<Company> {
    // Fails closed (403) for a key without the ids of its kind; never a company without a partner.
    const partnerId = scopeIdOf(caller, 'partnerId');
    let corporationId: string | undefined;
    if (caller.kind === 'Corporation') {
      const own = scopeIdOf(caller, 'corporationId');
      if (input.corporationId !== undefined && input.corporationId !== own) {
        throw invalidReference('body.corporationId', 'A corporation key creates companies in its own corporation only.');
      }
      corporationId = own;
    } else if (input.corporationId !== undefined) {
      const corp = await findCorporation(this.ctx.prisma, input.corporationId);
      if (!corp || corp.partnerId !== partnerId) {
        throw invalidReference('body.corporationId', `Corporation ${input.corporationId} is not one of this partner's corporations.`);
      }
      corporationId = corp.id;
    }
    return this.ctx.prisma.$transaction(async (tx) => {
      const row = await insertCompany(tx, {
        id: newId('com'),
        partnerId,
        corporationId,
        legalName: input.legalName,
        tradeName: input.tradeName,
        email: input.email,
        phone: input.phone,
        taxId: input.taxId,
        legalType: input.legalType,
        industry: input.industry,
        timekeepingCode: await freeTimekeepingCode(tx),
        ...addressIn(input.address),
      });
      const company = presentCompany(row);
      await emitCompanyEvent(tx, row, 'company.created', 'Company', company);
      return company;
    });
  }

  get(caller: Caller, companyId: string): Promise<Company> {
    return companyRead(this.ctx, caller, companyId, async (_db, company) => presentCompany(company));
  }

  async list(caller: Caller, query: CompanyFilters & { page?: number; pageSize?: number }) {
    const window = pageWindow(query);
    const { total, rows } = await listCompanyRows(this.ctx.prisma, companyScope(caller), query, window.skip, window.take);
    return envelope(window, total, rows.map(presentCompany));
  }

  async update(caller: Caller, companyId: string, input: Schema<'CompanyUpdate'>): Promise<Company> {
    if (input.timeZone !== undefined && !isIanaTimeZone(input.timeZone)) {
      throw badRequest('The request does not match the contract.', [{ field: 'body.timeZone', message: 'not an IANA time zone (e.g. America/Los_Angeles)', code: 'format' }]);
    }
    return companyTx(this.ctx, caller, companyId, async (tx, current) => {
      const row = await updateCompanyRow(tx, current.id, {
        timeZone: input.timeZone,
        workweekStartDay: input.workweekStartDay,
        legalName: input.legalName,
        tradeName: input.tradeName,
        email: input.email,
        phone: input.phone,
        taxId: input.taxId,
        website: input.website,
        legalType: input.legalType,
        industry: input.industry,
        ...addressIn(input.address),
      });
      const company = presentCompany(row);
      await emitCompanyEvent(tx, row, 'company.updated', 'Company', company);
      return company;
    });
  }

  async getCorporation(caller: Caller, corporationId: string): Promise<Schema<'Corporation'>> {
    const corp = await findCorporation(this.ctx.prisma, corporationId);
    const scope = companyScope(caller);
    const visible = corp && (('partnerId' in scope && corp.partnerId === scope.partnerId) || ('corporationId' in scope && corp.id === scope.corporationId));
    if (!corp || !visible) throw notFound('Corporation', corporationId);
    return { id: corp.id, partnerId: corp.partnerId, name: corp.name, companyIds: corp.companies.map((c) => c.id) };
  }
}

/** Whether `zone` is an IANA time zone this runtime knows (Intl). */
export function isIanaTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}
