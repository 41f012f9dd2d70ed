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
import { addressIn, addressOut, defined, isoDate, isoDateTime } from './format';
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

export function presentCompany(row: CompanyRow): Company {
  const completed = completedCompanySteps(row);
  const implementation = row.implementationStatus as Schema<'CompanyImplementationStatus'>;
  const merchant = row.merchantOnboardingStatus;
  return {
    ...defined({
      id: row.id,
      legalName: row.legalName,
      timeZone: row.timeZone ?? undefined,
      workweekStartDay: row.workweekStartDay as Schema<'Company'>['workweekStartDay'],
      tradeName: row.tradeName,
      email: row.email,
      phone: row.phone,
      website: row.website,
      taxId: row.taxId,
      timekeepingCode: row.timekeepingCode,
      deactivationReason: row.deactivationReason,
      acceptedTerms: row.acceptedTerms,
      legalType: row.legalType,
      industry: row.industry,
      status: row.status,
      termsAcceptedAt: isoDateTime(row.termsAcceptedAt),
    }),
    created: isoDateTime(row.createdAt)!,
    address: addressOut(row),
    payrollDetails: {
      ...defined({
        onboardingStartedAt: isoDateTime(row.onboardingStartedAt),
        onboardingCompletedAt: isoDateTime(row.onboardingCompletedAt),
        startDate: isoDate(row.startDate),
        payFrequency: row.payFrequency,
      }),
      activated: row.payrollActivated,
      canBoardPayroll: row.status === 'Active' && !row.terminated,
      completedItems: completed,
      terminated: row.terminated,
      inGoodStanding: row.inGoodStanding,
      processingPeriod: row.processingPeriod,
      employeeW2DeliveryMethod: row.w2DeliveryMethod,
      contractor1099DeliveryMethod: row.contractor1099DeliveryMethod,
      onboardDetails: companyOnboardDetails(completed),
      implementationDetails: {
        ...defined({
          startedAt: implementation === 'NotStarted' ? undefined : isoDateTime(row.implementationStartedAt),
          cancelledAt: implementation === 'Cancelled' ? isoDateTime(row.implementationCancelledAt) : undefined,
          completedAt: implementation === 'Completed' ? isoDateTime(row.implementationCompletedAt) : undefined,
        }),
        status: implementation,
      },
    },
    merchantDetails: {
      ...defined({
        deliveryPolicyUrl: row.deliveryPolicyUrl,
        returnPolicyUrl: row.returnPolicyUrl,
        termsOfServiceUrl: row.termsOfServiceUrl,
        onboardingStartedAt: merchant === 'NotStarted' ? undefined : isoDateTime(row.merchantOnboardingStartedAt),
        onboardingCompletedAt: merchant === 'Completed' ? isoDateTime(row.merchantOnboardingCompletedAt) : undefined,
      }),
      activated: row.merchantActivated,
      canBoardMerchants: row.status === 'Active',
      onboardingStatus: row.merchantOnboardingStatus,
    },
  };
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
