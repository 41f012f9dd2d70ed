import type { PrismaClient } from '@prisma/client';
import type { Config } from '../config';
import { offsetClock } from '../core/clock';
import type { HostLookup } from '../lib/net-guard';
import { FieldCipher } from '../lib/secrets';
import type { SqlReader } from '../repositories/sql';
import { transactionAware } from '../repositories/transaction-scope';
import { BankAccountService } from './bank-accounts';
import { BenefitService } from './benefits';
import { CompanyService } from './companies';
import { ContractorService } from './contractors';
import type { ServiceContext } from './context';
import { DeductionService } from './deductions';
import { EmployeeService } from './employees';
import { ExternalPayrollService } from './external-payrolls';
import { EventService } from './events';
import { HealthService } from './health';
import { LocalTaxService } from './local-taxes';
import { MaintenanceService } from './maintenance';
import { OnboardingService } from './onboarding';
import { OperatorService } from './operator';
import { OrgService } from './org';
import { PaymentChangeService } from './payment-changes';
import { PaySetupService } from './pay-setup';
import { PayrollService } from './payrolls';
import { FundingService } from './payrolls/funding';
import { PaystubService } from './paystubs';
import { ReportService } from './reports';
import { SandboxService } from './sandbox';
import { TaxCoverageService } from './tax-coverage';
import { TaxDocumentService } from './tax-documents';
import { TimecardService } from './timecards';
import { WebhookDeliveryService } from './webhook-delivery';
import { WebhookService } from './webhooks';
import { AchFileService } from './money/ach-files';
import { FilingFileService } from './filings/filing-files';
import { StateWageService } from './filings/state-wages';
import { FundingAccountService } from './money/funding-accounts';
import { PositivePayService } from './money/positive-pay';
import { AchReturnService } from './money/ach-returns';
import { LedgerService } from './money/ledger';
import { WorkerFormsService } from './worker-forms';

import { BrandingService } from './branding';
import { WorkerFlowService } from './worker-flows';
import { installTaxDataDir } from '../lib/tax-data';
export interface Services {
  /** The brand of the partners' hosted pages. */
  branding: BrandingService;
  /** Hosted flows for employees and contractors (worker-flows.ts). */
  workerFlows: WorkerFlowService;
  /** Payment changes made in hosted flows, held until the partner decides (payment-changes.ts). */
  paymentChanges: PaymentChangeService;
  companies: CompanyService;
  onboarding: OnboardingService;
  employees: EmployeeService;
  externalPayrolls: ExternalPayrollService;
  contractors: ContractorService;
  org: OrgService;
  paySetup: PaySetupService;
  /** Local taxes registered by companies (local-taxes.ts). */
  localTaxes: LocalTaxService;
  payrolls: PayrollService;
  /** Funding failures of approved payrolls (payrolls/funding.ts). */
  funding: FundingService;
  /** The partners' sandbox (sandbox.ts): served in sandbox mode only. */
  sandbox: SandboxService;
  paystubs: PaystubService;
  taxDocuments: TaxDocumentService;
  /** The reports (contract tag Reports). */
  reports: ReportService;
  operator: OperatorService;
  health: HealthService;
  taxCoverage: TaxCoverageService;
  bankAccounts: BankAccountService;
  timecards: TimecardService;
  benefits: BenefitService;
  deductions: DeductionService;
  workerForms: WorkerFormsService;
  events: EventService;
  webhooks: WebhookService;
  /** NACHA files for the ODFI (docs/ach.md). */
  achFiles: AchFileService;
  /** Files for tax agencies: the SSA's EFW2 (filings/filing-files.ts, docs/filings.md). */
  filingFiles: FilingFileService;
  /** The figures of the state quarterly wage reports (filings/state-wages.ts, docs/filings.md). */
  stateWages: StateWageService;
  /** The companies' funding accounts and their micro-deposit verification (funding-accounts.ts, docs/ach.md). */
  fundingAccounts: FundingAccountService;
  /** Positive-pay files of the companies' paper checks (positive-pay.ts; docs/ach.md). */
  positivePay: PositivePayService;
  /** Returns and notifications of change of the ACH files' entries (ach-returns.ts). */
  achReturns: AchReturnService;
  ledger: LedgerService;
  /** The webhook delivery worker's work; the server runs it on an interval, tests call runOnce(). */
  webhookDelivery: WebhookDeliveryService;
  maintenance: MaintenanceService;
}

export function createServices(deps: { prisma: PrismaClient; config: Config; databaseKind: 'postgres' | 'pglite'; now: () => Date; lookup?: HostLookup; sql?: SqlReader; keyRevoked?: (apiKeyId: string) => void }): Services {
  // ctx.prisma routes to the request's transaction when there is one (repositories/transaction-scope.ts).
  // In sandbox mode the clock is the partner's own (services/sandbox.ts, per-partner clock offset).
  const ctx: ServiceContext = { ...deps, now: deps.config.sandboxMode ? offsetClock(deps.now) : deps.now, serviceNow: deps.now, prisma: transactionAware(deps.prisma), cipher: new FieldCipher(deps.config.encryptionKey, deps.config.encryptionKeysPrevious), startedAt: deps.now() };
  // TAX_DATA_DIR: the deployment's federal year files, checked (examples run) and installed in the engine
  // before any payroll computes; a refused file throws (server.ts has already refused the start for it).
  if (deps.config.taxDataDir) installTaxDataDir(deps.config.taxDataDir);
  const branding = new BrandingService(ctx);
  return {
    branding,
    workerFlows: new WorkerFlowService(ctx, branding),
    paymentChanges: new PaymentChangeService(ctx),
    companies: new CompanyService(ctx),
    onboarding: new OnboardingService(ctx),
    employees: new EmployeeService(ctx),
    externalPayrolls: new ExternalPayrollService(ctx),
    contractors: new ContractorService(ctx),
    org: new OrgService(ctx),
    paySetup: new PaySetupService(ctx),
    localTaxes: new LocalTaxService(ctx),
    payrolls: new PayrollService(ctx),
    funding: new FundingService(ctx),
    sandbox: new SandboxService(ctx),
    paystubs: new PaystubService(ctx),
    taxDocuments: new TaxDocumentService(ctx),
    reports: new ReportService(ctx),
    operator: new OperatorService(ctx),
    health: new HealthService(ctx),
    taxCoverage: new TaxCoverageService(ctx),
    bankAccounts: new BankAccountService(ctx),
    timecards: new TimecardService(ctx),
    benefits: new BenefitService(ctx),
    deductions: new DeductionService(ctx),
    workerForms: new WorkerFormsService(ctx),
    events: new EventService(ctx),
    webhooks: new WebhookService(ctx),
    achFiles: new AchFileService(ctx),
    filingFiles: new FilingFileService(ctx),
    stateWages: new StateWageService(ctx),
    fundingAccounts: new FundingAccountService(ctx),
    positivePay: new PositivePayService(ctx),
    achReturns: new AchReturnService(ctx),
    ledger: new LedgerService(ctx),
    webhookDelivery: new WebhookDeliveryService(ctx),
    maintenance: new MaintenanceService(ctx),
  };
}
