import { createHash, randomBytes } from 'node:crypto';
import type { Prisma } from '@prisma/client';
import type { Schema } from '@payroll/api-types';
import type { Caller } from '../core/caller';
import { badRequest, conflict, invalidReference, notFound, unprocessable } from '../core/errors';
import { newId } from '../core/ids';
import { checkRoutingNumber } from './routing-number';
import { envelope, pageWindow, type PageQuery } from '../lib/paging';
import { findCompanyById, updateCompanyRow, type CompanyRow } from '../repositories/companies';
import type { Db } from '../repositories/db';
import {
  claimOnboardEmbed,
  completedStepNames,
  findAuthorizationDocument,
  findAuthorizationDocumentContent,
  findOnboardEmbedByHash,
  findOnboardStep,
  findSignatory,
  insertOnboardEmbed,
  insertSignatory,
  insertVerificationDocument,
  listAuthorizationDocumentRows,
  listSignatoryRows,
  lockCompany,
  upsertAuthorizationDocument,
  upsertOnboardStep,
  upsertSuiRates,
  type DocumentFilters,
} from '../repositories/onboarding';
import { SIGNATORY_AGREEMENT_TERMS, achDebitAuthorizationPdf, filingAuthorizationPdf, pdfFilename, signatoryAgreementPdf, type DocumentFile, type Signer } from '../documents';
import { LABELS, presentAuthorizationDocument } from './authorization-documents';
import { COMPANY_STEPS, companyOnboardDetails, presentCompany } from './companies';
import type { ServiceContext } from './context';
import { companyParty, signerParty } from './document-parties';
import { emitCompanyEvent } from './events';
import { dayOf, isoDateTime, parseDate } from './format';
import { companyRead, companyTx } from './scope';

type Step = Schema<'CompanyOnboardStep'>;
type StepResult = Schema<'OnboardStepResult'>;

/** The body of each step, as the API (or its hosted page) sends it. */
export interface StepInputs {
  signatoryAgreements: Schema<'CompanyOnboardSignatoryAgreements'>;
  employeeSetup: Schema<'CompanyOnboardEmployeeSetup'>;
  connectBankAccount: Schema<'CompanyOnboardBankAccount'>;
  taxSetup: Schema<'CompanyOnboardTaxSetup'>;
  filingAuthorization: Schema<'CompanyOnboardFilingAuthorization'>;
  verificationDocuments: Schema<'CompanyOnboardVerificationDocument'>;
  accountingIntegration: Schema<'CompanyOnboardAccountingIntegration'>;
}

/** Steps that have a hosted page. */
export type EmbedStep = 'signatoryAgreements' | 'verificationDocuments' | 'accountingIntegration';

export const VERIFICATION_DOCUMENT_KINDS = [
  'EinConfirmationLetter',
  'VoidedCheck',
  'BankStatement',
  'ArticlesOfIncorporation',
  'BusinessLicense',
  'SignatoryPhotoId',
] as const satisfies ReadonlyArray<Schema<'CompanyOnboardVerificationDocument'>['kind']>;
export const VERIFICATION_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const satisfies ReadonlyArray<
  Schema<'CompanyOnboardVerificationDocument'>['contentType']
>;
export const ACCOUNTING_PROVIDERS = ['QuickBooksOnline', 'Xero', 'NetSuite', 'SageIntacct'] as const satisfies ReadonlyArray<
  Schema<'CompanyOnboardAccountingIntegration'>['provider']
>;

/** How long a hosted page URL works. */
export const EMBED_TTL_MS = 15 * 60 * 1000;

/** Why a hosted page's link cannot be used: no such link (or its company is gone), used up, expired, or its company is not Active. */
export type EmbedLinkProblem = 'unknown' | 'used' | 'expired' | 'company_not_active';

/** A hosted page link that cannot be shown or finished; the embed pages (http/embed-pages.ts) word it for the reader. */
export class EmbedLinkError extends Error {
  constructor(readonly problem: EmbedLinkProblem) {
    super(`The onboarding link cannot be used: ${problem}.`);
    this.name = 'EmbedLinkError';
  }
}

/** What a hosted page shows. */
export interface EmbedView {
  step: EmbedStep;
  companyLegalName: string;
  /** The zone the page writes dates and times in: the company's `timeZone`, Eastern when unset (as the payroll clock). */
  timeZone: string;
  /** Whose brand the page shows (BrandingService.pageBrand). */
  partnerId: string;
  expiresAt: Date;
  /** signatoryAgreements: who may accept, and what. */
  signatories?: Array<{ id: string; name: string; title: string }>;
  terms?: string[];
}

const SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  'application/pdf': (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
};

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const quarterOf = (d: Date) => Math.floor(d.getUTCMonth() / 3) + 1;

function requireActive(company: CompanyRow): void {
  if (company.status !== 'Active') {
    throw unprocessable('company_not_active', `Company ${company.id} is ${company.status}; only an Active company can do this.`);
  }
}

const presentSignatory = (s: { id: string; companyId: string; firstName: string; lastName: string; title: string; email: string }): Schema<'Signatory'> => ({
  id: s.id,
  companyId: s.companyId,
  firstName: s.firstName,
  lastName: s.lastName,
  title: s.title,
  email: s.email,
});

/** Checks of a step's body that the contract's schema cannot express (400, before anything is read). */
function checkStepInput<S extends Step>(step: S, input: StepInputs[S]): void {
  if (step === 'connectBankAccount') {
    checkRoutingNumber((input as StepInputs['connectBankAccount']).routingNumber);
  } else if (step === 'taxSetup') {
    const seen = new Set<string>();
    (input as StepInputs['taxSetup']).stateTaxIds?.forEach((s, i) => {
      if (seen.has(s.state)) {
        const message = `State ${s.state} appears more than once; send one entry per state.`;
        throw badRequest('The request does not match the contract.', [{ field: `body.stateTaxIds[${i}].state`, message, code: 'uniqueItems' }]);
      }
      if (s.unemploymentRateEffectiveDate !== undefined && s.unemploymentRate === undefined) {
        const message = 'unemploymentRateEffectiveDate is the date an unemploymentRate takes effect; send it with an unemploymentRate.';
        throw badRequest('The request does not match the contract.', [{ field: `body.stateTaxIds[${i}].unemploymentRateEffectiveDate`, message, code: 'dependentRequired' }]);
      }
      seen.add(s.state);
    });
  } else if (step === 'verificationDocuments') {
    const doc = input as StepInputs['verificationDocuments'];
    const bytes = Buffer.from(doc.base64Content, 'base64');
    if (!SIGNATURES[doc.contentType]?.(bytes)) {
      const message = `base64Content does not decode to a ${doc.contentType} file.`;
      throw badRequest('The request does not match the contract.', [{ field: 'body.base64Content', message, code: 'contentMediaType' }]);
    }
  }
}

/** Company onboarding: signatories, the onboard/* steps and their hosted pages, start_payroll, implementation, authorization documents. */
export class OnboardingService {
  constructor(private readonly ctx: ServiceContext) {}

  // --- signatories

  listSignatories(caller: Caller, companyId: string, query: PageQuery) {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const window = pageWindow(query);
      const { total, rows } = await listSignatoryRows(db, companyId, window.skip, window.take);
      return envelope(window, total, rows.map(presentSignatory));
    });
  }

  createSignatory(caller: Caller, companyId: string, input: Schema<'SignatoryCreate'>) {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      const row = await insertSignatory(tx, {
        id: newId('sig'),
        companyId: company.id,
        firstName: input.firstName,
        lastName: input.lastName,
        title: input.title,
        email: input.email,
        createdAt: this.ctx.now(),
      });
      const signatory = presentSignatory(row);
      await emitCompanyEvent(tx, company, 'signatory.created', 'Signatory', signatory);
      return signatory;
    });
  }

  // --- steps

  /** Completes one onboarding step of a company the caller may see. */
  completeStep<S extends Step>(caller: Caller, companyId: string, step: S, input: StepInputs[S]): Promise<StepResult> {
    checkStepInput(step, input);
    return companyTx(this.ctx, caller, companyId, async (tx) => {
      return this.applyStep(tx, companyId, step, input);
    });
  }

  /**
   * When the step counts as completed. A funding account's verification belongs to its connection, found
   * by the step's completedAt (repositories/money/account-verification.ts): a new connection always gets a
   * later instant than the one it replaces, even within one millisecond of it, so that it never inherits the
   * verification of the account before it (docs/ach.md, "Micro-deposits"). The company's row lock
   * (lockCompany) serialises the connections of a company.
   */
  private async stepInstant(tx: Db, companyId: string, step: Step, now: Date): Promise<Date> {
    if (step !== 'connectBankAccount') return now;
    const previous = await findOnboardStep(tx, companyId, step);
    return previous && previous.completedAt.getTime() >= now.getTime() ? new Date(previous.completedAt.getTime() + 1) : now;
  }

  private async applyStep<S extends Step>(tx: Db, companyId: string, step: S, input: StepInputs[S]): Promise<StepResult> {
    const now = this.ctx.now();
    const company = await lockCompany(tx, companyId, now);
    requireActive(company);
    const { data, changes } = await this.stepEffect(tx, company, step, input, now);
    await upsertOnboardStep(tx, companyId, step, data, await this.stepInstant(tx, companyId, step, now));
    const names = await completedStepNames(tx, companyId);
    const completed = COMPANY_STEPS.filter((s) => names.includes(s));
    const details = companyOnboardDetails(completed);
    const row = await updateCompanyRow(tx, companyId, {
      ...changes,
      completedItems: completed,
      onboardingStartedAt: company.onboardingStartedAt ?? now,
      onboardingCompletedAt: company.onboardingCompletedAt ?? (details.status === 'Completed' ? now : null),
    });
    const result: StepResult = {
      companyId,
      step,
      status: 'Completed',
      completedAt: isoDateTime(now)!,
      onboardStatus: details.status,
      blockingSteps: details.blockingSteps,
      remainingSteps: details.remainingSteps,
    };
    await emitCompanyEvent(tx, row, 'company.onboard_step_completed', 'Company', { id: companyId, ...result });
    return result;
  }

  private async signer(tx: Db, companyId: string, signatoryId: string): Promise<Signer & { id: string }> {
    const signatory = await findSignatory(tx, companyId, signatoryId);
    if (!signatory) throw invalidReference('body.signatoryId', `Signatory ${signatoryId} is not a signatory of this company.`);
    return signatory;
  }

  private async writeDocument(tx: Db, company: CompanyRow, category: keyof typeof LABELS, step: Step, content: Buffer, now: Date, signer?: Signer) {
    const doc = await upsertAuthorizationDocument(
      tx,
      { companyId: company.id, category, sourceKey: step },
      { id: newId('doc'), label: LABELS[category](signer), year: now.getUTCFullYear(), quarter: quarterOf(now), content: new Uint8Array(content), createdAt: now },
    );
    return doc.id;
  }

  /** What a step records (its data, kept in CompanyOnboardStep) and changes on the company. */
  private async stepEffect<S extends Step>(
    tx: Db,
    company: CompanyRow,
    step: S,
    body: StepInputs[S],
    now: Date,
  ): Promise<{ data: Prisma.InputJsonObject; changes: Prisma.CompanyUncheckedUpdateInput }> {
    switch (step) {
      case 'signatoryAgreements': {
        const input = body as StepInputs['signatoryAgreements'];
        const signer = await this.signer(tx, company.id, input.signatoryId);
        const documentId = await this.writeDocument(tx, company, 'SignatoryAgreement', step, signatoryAgreementPdf(companyParty(company), signerParty(signer), now), now, signer);
        return { data: { signatoryId: signer.id, accepted: true, documentId }, changes: { acceptedTerms: true, termsAcceptedAt: now } };
      }
      case 'employeeSetup': {
        const input = body as StepInputs['employeeSetup'];
        return {
          data: JSON.parse(JSON.stringify(input)) as Prisma.InputJsonObject,
          changes: {
            startDate: parseDate(input.startDate),
            payFrequency: input.payFrequency,
            processingPeriod: input.processingPeriod,
            w2DeliveryMethod: input.employeeW2DeliveryMethod,
            contractor1099DeliveryMethod: input.contractor1099DeliveryMethod,
          },
        };
      }
      case 'connectBankAccount': {
        const input = body as StepInputs['connectBankAccount'];
        const account = { routingNumber: input.routingNumber, type: input.type, accountNumberLastFour: input.accountNumber.slice(-4) };
        // The ACH authorization names the signatory who accepted the service agreements, when one has.
        const agreement = await findOnboardStep(tx, company.id, 'signatoryAgreements');
        const signatoryId = (agreement?.data as { signatoryId?: string } | undefined)?.signatoryId;
        const signer = signatoryId ? ((await findSignatory(tx, company.id, signatoryId)) ?? undefined) : undefined;
        const pdf = achDebitAuthorizationPdf(companyParty(company), account, signer && signerParty(signer), now);
        const documentId = await this.writeDocument(tx, company, 'AchDebitAuthorization', step, pdf, now);
        return { data: { ...account, accountNumberEncrypted: this.ctx.cipher.encrypt(input.accountNumber), documentId }, changes: {} };
      }
      case 'taxSetup': {
        const input = body as StepInputs['taxSetup'];
        // SUI rates are effective-dated history (openapi.yaml, onboardTaxSetup): each one given is recorded
        // from its effective date (default January 1 of this year), replacing one of the same state and date.
        const yearStart = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
        const rates = (input.stateTaxIds ?? [])
          .filter((s) => s.unemploymentRate !== undefined)
          .map((s) => ({ state: s.state, rate: String(s.unemploymentRate), effectiveStart: s.unemploymentRateEffectiveDate ? new Date(`${s.unemploymentRateEffectiveDate}T00:00:00Z`) : yearStart }));
        await upsertSuiRates(tx, company.id, rates);
        return {
          data: { federalFilerType: input.federalFilerType, federalDepositSchedule: input.federalDepositSchedule, stateTaxIds: JSON.parse(JSON.stringify(input.stateTaxIds ?? [])) },
          changes: {},
        };
      }
      case 'filingAuthorization': {
        const input = body as StepInputs['filingAuthorization'];
        const signer = await this.signer(tx, company.id, input.signatoryId);
        const documentId = await this.writeDocument(tx, company, 'FilingAuthorization8655', step, filingAuthorizationPdf(companyParty(company), signerParty(signer), now), now, signer);
        return { data: { signatoryId: signer.id, authorized: true, documentId }, changes: {} };
      }
      case 'verificationDocuments': {
        const input = body as StepInputs['verificationDocuments'];
        const row = await insertVerificationDocument(tx, {
          id: newId('vdoc'),
          companyId: company.id,
          kind: input.kind,
          fileName: input.fileName,
          contentType: input.contentType,
          content: Buffer.from(input.base64Content, 'base64'),
          createdAt: now,
        });
        // Uploads are kept beside each other: the step lists every one.
        const previous = await findOnboardStep(tx, company.id, step);
        const documents = ((previous?.data as { documents?: Prisma.InputJsonObject[] } | undefined)?.documents ?? []).concat({
          id: row.id,
          kind: row.kind,
          fileName: row.fileName,
          contentType: row.contentType,
          uploadedAt: isoDateTime(now)!,
        });
        return { data: { documents }, changes: {} };
      }
      case 'accountingIntegration': {
        const input = body as StepInputs['accountingIntegration'];
        return { data: { provider: input.provider }, changes: {} };
      }
      default:
        throw new Error(`unknown onboarding step ${String(step)}`);
    }
  }

  // --- hosted pages

  /**
   * Issues a new single-use URL of the step's hosted page (only its hash is stored), always on
   * PUBLIC_BASE_URL (config.publicBaseUrl), never on the request's Host (README, "Production").
   */
  createEmbed(caller: Caller, companyId: string, step: EmbedStep): Promise<Schema<'CompanyOnboardEmbed'>> {
    return companyRead(this.ctx, caller, companyId, async (db, company) => {
      requireActive(company);
      const now = this.ctx.now();
      const token = randomBytes(32).toString('base64url');
      // The page checks the link on the service clock (no key, so no partner's sandbox clock): its life is measured there.
      const expiresAt = new Date(this.ctx.serviceNow().getTime() + EMBED_TTL_MS);
      await insertOnboardEmbed(db, { id: newId('emb'), companyId, step, tokenHash: sha256(token), expiresAt, createdAt: now });
      return { step, url: `${this.ctx.config.publicBaseUrl}/embed/onboard/${token}`, expiresAt: isoDateTime(expiresAt)! };
    });
  }

  private async usableEmbed(db: Db, token: string) {
    const embed = await findOnboardEmbedByHash(db, sha256(token));
    if (!embed) throw new EmbedLinkError('unknown');
    if (embed.completedAt) throw new EmbedLinkError('used');
    if (embed.expiresAt.getTime() <= this.ctx.now().getTime()) {
      throw new EmbedLinkError('expired');
    }
    const company = await findCompanyById(db, embed.companyId);
    if (!company) throw new EmbedLinkError('unknown');
    if (company.status !== 'Active') throw new EmbedLinkError('company_not_active');
    return { embed, company };
  }

  /** What the hosted page of a token shows. */
  async embedView(token: string): Promise<EmbedView> {
    const { embed, company } = await this.usableEmbed(this.ctx.prisma, token);
    const view: EmbedView = {
      step: embed.step as EmbedStep,
      companyLegalName: company.legalName,
      timeZone: company.timeZone ?? 'America/New_York',
      partnerId: company.partnerId,
      expiresAt: embed.expiresAt,
    };
    if (embed.step === 'signatoryAgreements') {
      const { rows } = await listSignatoryRows(this.ctx.prisma, company.id, 0, 100);
      view.signatories = rows.map((s) => ({ id: s.id, name: `${s.firstName} ${s.lastName}`, title: s.title }));
      view.terms = SIGNATORY_AGREEMENT_TERMS;
    }
    return view;
  }

  /** Finishes a hosted page: the step's effect, and the URL is used up (both or neither). */
  async finishEmbed<S extends EmbedStep>(token: string, input: StepInputs[S]): Promise<StepResult> {
    return this.ctx.prisma.$transaction(async (tx) => {
      const { embed } = await this.usableEmbed(tx, token);
      const step = embed.step as S;
      checkStepInput(step, input);
      if (!(await claimOnboardEmbed(tx, embed.id, this.ctx.now()))) {
        throw new EmbedLinkError('used');
      }
      return this.applyStep(tx, embed.companyId, step, input);
    });
  }

  // --- payroll start and implementation

  private companyWrite(caller: Caller, companyId: string, fn: (tx: Db, company: CompanyRow, now: Date) => Promise<Schema<'Company'>>) {
    return companyTx(this.ctx, caller, companyId, async (tx) => {
      const now = this.ctx.now();
      return fn(tx, await lockCompany(tx, companyId, now), now);
    });
  }

  startPayroll(caller: Caller, companyId: string) {
    return this.companyWrite(caller, companyId, async (tx, company, now) => {
      requireActive(company);
      if (company.payrollActivated) throw conflict('payroll_already_started', `Payroll of company ${companyId} was already started.`);
      const { blockingSteps } = presentCompany(company).payrollDetails.onboardDetails;
      if (blockingSteps.length) {
        throw conflict('onboarding_incomplete', `Payroll cannot start while onboarding steps block it: ${blockingSteps.join(', ')}.`);
      }
      const row = await updateCompanyRow(tx, companyId, {
        payrollActivated: true,
        startDate: company.startDate ?? dayOf(now),
        ...(company.implementationStatus === 'InProgress' ? { implementationStatus: 'Completed', implementationCompletedAt: now } : {}),
      });
      const result = presentCompany(row);
      await emitCompanyEvent(tx, row, 'company.payroll_started', 'Company', result);
      return result;
    });
  }

  startImplementation(caller: Caller, companyId: string) {
    return this.companyWrite(caller, companyId, async (tx, company, now) => {
      requireActive(company);
      if (company.implementationStatus === 'InProgress') {
        throw conflict('implementation_already_started', `The implementation of company ${companyId} is already in progress.`);
      }
      if (company.implementationStatus === 'Completed' || company.payrollActivated) {
        throw conflict('payroll_already_started', `Payroll of company ${companyId} was already started; there is nothing left to implement.`);
      }
      const row = await updateCompanyRow(tx, companyId, {
        implementationStatus: 'InProgress',
        implementationStartedAt: now,
        implementationCancelledAt: null,
        implementationCompletedAt: null,
      });
      const result = presentCompany(row);
      await emitCompanyEvent(tx, row, 'company.implementation_started', 'Company', result);
      return result;
    });
  }

  cancelImplementation(caller: Caller, companyId: string) {
    return this.companyWrite(caller, companyId, async (tx, company, now) => {
      if (company.implementationStatus === 'Completed') {
        throw conflict('payroll_already_started', `The implementation of company ${companyId} was completed when payroll started.`);
      }
      if (company.implementationStatus !== 'InProgress') {
        throw conflict('implementation_not_started', `The implementation of company ${companyId} is not in progress (${company.implementationStatus}).`);
      }
      const row = await updateCompanyRow(tx, companyId, { implementationStatus: 'Cancelled', implementationCancelledAt: now });
      const result = presentCompany(row);
      await emitCompanyEvent(tx, row, 'company.implementation_cancelled', 'Company', result);
      return result;
    });
  }

  // --- authorization documents

  listAuthorizationDocuments(caller: Caller, companyId: string, query: DocumentFilters & PageQuery) {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const window = pageWindow(query);
      const { total, rows } = await listAuthorizationDocumentRows(db, companyId, query, window.skip, window.take);
      return envelope(window, total, rows.map(presentAuthorizationDocument));
    });
  }

  getAuthorizationDocument(caller: Caller, companyId: string, documentId: string) {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const row = await findAuthorizationDocument(db, companyId, documentId);
      if (!row) throw notFound('Document', documentId);
      return presentAuthorizationDocument(row);
    });
  }

  /** The stored PDF, named after its label. */
  downloadAuthorizationDocument(caller: Caller, companyId: string, documentId: string): Promise<DocumentFile> {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const row = await findAuthorizationDocumentContent(db, companyId, documentId);
      if (!row) throw notFound('Document', documentId);
      return { bytes: Buffer.from(row.content), filename: pdfFilename(row.label) };
    });
  }
}
