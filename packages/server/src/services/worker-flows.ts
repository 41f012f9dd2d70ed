// Hosted flows for workers (embedEmployeeOnboarding, embedContractorOnboarding, embedEmployeePaystubs;
// docs/hosted-flows.md): single-use links, the session a started link opens, and which steps a flow has.
// The steps themselves write through the same services as the API operations (http/embed/flows.ts calls
// them with the flow's caller), so validation and events are the API's own.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Schema } from '@payroll/api-types';
import type { Caller } from '../core/caller';
import { notFound, unprocessable } from '../core/errors';
import { newId } from '../core/ids';
import { findKeyById } from '../repositories/api-keys';
import { findCompanyById, type CompanyRow } from '../repositories/companies';
import type { Db } from '../repositories/db';
import { findContractor, findEmployee, type ContractorRow, type EmployeeRow } from '../repositories/workers';
import {
  claimIdentityAttempt,
  completeWorkerFlowLink,
  findCompanyWorkerFlowLink,
  findWorkerFlowLinkByHash,
  findWorkerFlowLinkById,
  insertWorkerFlowLink,
  lockWorkerFlowLink,
  recordFlowSteps,
  revokeWorkerFlowLinkRow,
  startWorkerFlowLink,
  type WorkerFlowLinkRow,
} from '../repositories/worker-flows';
import type { BrandingService, PageBrand } from './branding';
import type { ServiceContext } from './context';
import { emitCompanyEvent } from './events';
import { presentStateForms } from './forms/state-certificates';
import { defined, isoDate, isoDateTime } from './format';
import { rejectHeldChangesOfLink } from './payment-changes';
import { companyTx } from './scope';

export type WorkerFlow = Schema<'WorkerFlow'>;

/** How long an issued link can be started. */
export const FLOW_LINK_TTL_MS = 60 * 60 * 1000;
/** How long a started flow's session lasts. */
export const FLOW_SESSION_TTL_MS = 60 * 60 * 1000;

/** Answers to the identity check at Start before the link is dead (docs/hosted-flows.md, "The identity check"). */
export const FLOW_IDENTITY_ATTEMPTS = 5;

/** Why a flow link or session cannot be used; the pages word each for the reader. */
export type FlowLinkProblem = 'unknown' | 'used' | 'expired' | 'company_not_active' | 'session_expired' | 'finished' | 'locked' | 'revoked';

export class FlowLinkError extends Error {
  constructor(readonly problem: FlowLinkProblem) {
    super(`The flow link cannot be used: ${problem}.`);
    this.name = 'FlowLinkError';
  }
}

/** A question of the identity check: the date of birth, or the last four digits of the SSN (a contractor's TIN). */
export type IdentityQuestion = 'dateOfBirth' | 'lastFour';
/** The answers given at Start, as typed. */
export type IdentityAnswers = Partial<Record<IdentityQuestion, string>>;

/**
 * Start refused for the identity check: answers missing or malformed (`missing` names them; not counted
 * as an attempt), or wrong (`attemptsLeft` before the link is dead).
 */
export class IdentityCheckError extends Error {
  constructor(
    readonly view: FlowView,
    readonly missing: IdentityQuestion[],
    readonly attemptsLeft?: number,
  ) {
    super(missing.length ? 'The identity check needs answers.' : 'The identity check failed.');
    this.name = 'IdentityCheckError';
  }
}

/** The steps of each flow, in order (employee onboarding adds one step per state certificate: `state:<formId>`). */
export const CONTRACTOR_STEPS = ['w9', 'payment', 'review'] as const;

/** A link as the pages see it: who and what it is for, and what has been done. */
export interface FlowView {
  linkId: string;
  flow: WorkerFlow;
  company: { id: string; legalName: string; timeZone: string };
  /** The worker's first name (employees; contractors that are people) or business name. */
  workerName: string;
  /**
   * What Start asks (empty for a worker with nothing on file: a new hire); `lastFour` is of the SSN for
   * an employee, of the TIN (SSN or EIN) for a contractor.
   */
  identity: IdentityQuestion[];
  employeeId?: string;
  contractorId?: string;
  /** The flow's steps in order; `review` last for the onboarding flows, none for the paystub viewer. */
  steps: string[];
  finishedSteps: string[];
  expiresAt: Date;
  sessionExpiresAt?: Date;
  completed: boolean;
  brand: PageBrand;
  /** The caller the flow's steps act as: a Company caller scoped to the link's company. */
  caller: Caller;
}

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const token = () => randomBytes(24).toString('base64url');

/** The zone of the company's dates and times on the pages (its `timeZone`; Eastern when unset, as the payroll clock). */
const DEFAULT_ZONE = 'America/New_York';

export class WorkerFlowService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly branding: BrandingService,
  ) {}

  /** Issues a link to a flow for an employee or contractor of a company the caller may see. */
  createLink(caller: Caller, companyId: string, flow: WorkerFlow, workerId: string): Promise<Schema<'WorkerFlowEmbed'>> {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      if (company.status !== 'Active') {
        throw unprocessable('company_not_active', `Company ${company.id} is ${company.status}; only an Active company can do this.`);
      }
      const isContractor = flow === 'ContractorOnboarding';
      const worker = isContractor ? await findContractor(tx, companyId, workerId) : await findEmployee(tx, companyId, workerId);
      if (!worker) throw notFound(isContractor ? 'Contractor' : 'Employee', workerId);
      const secret = token();
      const now = this.ctx.now();
      const expiresAt = new Date(this.ctx.serviceNow().getTime() + FLOW_LINK_TTL_MS); // checked on the service clock (ServiceContext.serviceNow)
      const id = newId('wfl');
      await insertWorkerFlowLink(tx, {
        id,
        companyId,
        flow,
        ...(isContractor ? { contractorId: workerId } : { employeeId: workerId }),
        tokenHash: sha256(secret),
        expiresAt,
        // Revoking this key ends the link (docs/security.md, "Hosted links: the threat model").
        apiKeyId: caller.apiKeyId,
        createdAt: now,
      });
      return { id, flow, url: `${this.ctx.config.publicBaseUrl}/embed/flows/${secret}`, expiresAt: isoDateTime(expiresAt)! };
    });
  }

  /** The link's view before it is started (its start page): refused once started or expired. */
  async open(linkToken: string): Promise<FlowView> {
    const { link, company } = await this.usable(this.ctx.prisma, linkToken);
    if (link.startedAt) throw new FlowLinkError('used');
    if (link.expiresAt.getTime() <= this.ctx.now().getTime()) throw new FlowLinkError('expired');
    return this.view(this.ctx.prisma, link, company);
  }

  /**
   * Starts the flow: the link is used up, and a session secret is returned (it lives only in the page's
   * forms). For a worker with data on file the answers must match it first (docs/hosted-flows.md, "The
   * identity check"): each answer is an attempt, claimed before it is compared, so concurrent answers
   * cannot pass FLOW_IDENTITY_ATTEMPTS; the last wrong one locks the link (`worker_flow_link.locked`).
   */
  async start(linkToken: string, answers: IdentityAnswers = {}): Promise<{ view: FlowView; session: string }> {
    const { link, company } = await this.usable(this.ctx.prisma, linkToken);
    if (link.startedAt) throw new FlowLinkError('used');
    const now = this.ctx.now();
    if (link.expiresAt.getTime() <= now.getTime()) throw new FlowLinkError('expired');
    const view = await this.view(this.ctx.prisma, link, company);
    if (view.identity.length) await this.checkIdentity(link, company, view, answers, now);
    const session = token();
    const sessionExpiresAt = new Date(now.getTime() + FLOW_SESSION_TTL_MS);
    if (!(await startWorkerFlowLink(this.ctx.prisma, link.id, now, sha256(session), sessionExpiresAt))) throw await this.whyNotStartable(link.id);
    return { view: { ...view, sessionExpiresAt }, session };
  }

  private async checkIdentity(link: WorkerFlowLinkRow, company: CompanyRow, view: FlowView, answers: IdentityAnswers, now: Date): Promise<void> {
    const given = normalizeAnswers(answers);
    const missing = view.identity.filter((q) => given[q] === undefined);
    if (missing.length) throw new IdentityCheckError(view, missing);
    const attempt = await claimIdentityAttempt(this.ctx.prisma, link.id, now, FLOW_IDENTITY_ATTEMPTS);
    if (attempt === null) throw await this.whyNotStartable(link.id);
    // The worker's answers as on file, read now; compared as one digest in constant time, so neither the
    // time taken nor the answer tells which answer was wrong.
    const expected = identityOnFile(await this.worker(this.ctx.prisma, link, company));
    const key = (a: IdentityAnswers) => sha256(view.identity.map((q) => `${q}=${a[q] ?? ''}`).join('&'));
    if (sameHash(key(expected), key(given))) return;
    if (attempt < FLOW_IDENTITY_ATTEMPTS) throw new IdentityCheckError(view, [], FLOW_IDENTITY_ATTEMPTS - attempt);
    await this.ctx.prisma.$transaction(async (tx) => {
      if (await lockWorkerFlowLink(tx, link.id, now)) {
        const locked = (await findWorkerFlowLinkById(tx, link.id))!;
        await emitCompanyEvent(tx, company, 'worker_flow_link.locked', 'WorkerFlowLink', presentWorkerFlowLink(locked, null, now));
      }
    });
    throw new FlowLinkError('locked');
  }

  /** Why a link could not be claimed (by an attempt or the start): another request got there first. */
  private async whyNotStartable(linkId: string): Promise<FlowLinkError> {
    const link = await findWorkerFlowLinkById(this.ctx.prisma, linkId);
    if (!link || link.revokedAt) return new FlowLinkError(link ? 'revoked' : 'unknown');
    if (link.lockedAt || link.identityAttempts >= FLOW_IDENTITY_ATTEMPTS) return new FlowLinkError('locked');
    if (!link.startedAt && link.expiresAt.getTime() <= this.ctx.now().getTime()) return new FlowLinkError('expired');
    return new FlowLinkError('used');
  }

  /** revokeWorkerFlowLink: ends a link of the company and rejects the payment changes its flow still holds. */
  revokeLink(caller: Caller, companyId: string, linkId: string): Promise<Schema<'WorkerFlowLink'>> {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      const link = await findCompanyWorkerFlowLink(tx, companyId, linkId);
      if (!link) throw notFound('WorkerFlowLink', linkId);
      const now = this.ctx.now();
      if (await revokeWorkerFlowLinkRow(tx, link.id, now)) {
        const revoked = presentWorkerFlowLink((await findWorkerFlowLinkById(tx, link.id))!, null, now);
        await emitCompanyEvent(tx, company, 'worker_flow_link.revoked', 'WorkerFlowLink', revoked);
        await rejectHeldChangesOfLink(tx, company, link.id, now);
        return revoked;
      }
      return presentWorkerFlowLink(link, await this.keyRevokedAt(tx, link), now);
    });
  }

  /** The flow of a started link, for a request that carries its session secret. */
  async resume(linkToken: string, session: string): Promise<FlowView> {
    const { link, company } = await this.usable(this.ctx.prisma, linkToken);
    if (!link.startedAt || !link.sessionHash || !sameHash(link.sessionHash, sha256(session))) throw new FlowLinkError('used');
    if (link.completedAt) throw new FlowLinkError('finished');
    if (!link.sessionExpiresAt || link.sessionExpiresAt.getTime() <= this.ctx.now().getTime()) throw new FlowLinkError('session_expired');
    return this.view(this.ctx.prisma, link, company);
  }

  /** Records a finished step (once) and returns the finished steps. */
  async finishStep(view: FlowView, step: string): Promise<string[]> {
    if (view.finishedSteps.includes(step)) return view.finishedSteps;
    const finished = [...view.finishedSteps, step];
    await recordFlowSteps(this.ctx.prisma, view.linkId, finished);
    view.finishedSteps = finished;
    return finished;
  }

  /** Ends the flow: its session stops working. */
  async complete(view: FlowView): Promise<void> {
    if (!(await completeWorkerFlowLink(this.ctx.prisma, view.linkId, this.ctx.now()))) throw new FlowLinkError('finished');
    view.completed = true;
  }

  /** A link that still exists for a page: its company Active, neither it nor the key that issued it revoked, not locked. */
  private async usable(db: Db, linkToken: string): Promise<{ link: WorkerFlowLinkRow; company: CompanyRow }> {
    const link = await findWorkerFlowLinkByHash(db, sha256(linkToken));
    if (!link) throw new FlowLinkError('unknown');
    const company = await findCompanyById(db, link.companyId);
    if (!company) throw new FlowLinkError('unknown');
    if (link.revokedAt || (await this.keyRevokedAt(db, link))) throw new FlowLinkError('revoked');
    if (link.lockedAt) throw new FlowLinkError('locked');
    if (company.status !== 'Active') throw new FlowLinkError('company_not_active');
    return { link, company };
  }

  /** When the key that issued the link was revoked (null while it is not; a key that cannot be found counts as revoked). */
  private async keyRevokedAt(db: Db, link: WorkerFlowLinkRow): Promise<Date | null> {
    if (!link.apiKeyId) return null;
    const key = await findKeyById(db, link.apiKeyId);
    return key ? key.revokedAt : link.createdAt;
  }

  private async worker(db: Db, link: WorkerFlowLinkRow, company: CompanyRow): Promise<Worker> {
    const worker = link.employeeId
      ? ({ kind: 'employee', row: await findEmployee(db, company.id, link.employeeId) } as const)
      : ({ kind: 'contractor', row: link.contractorId ? await findContractor(db, company.id, link.contractorId) : null } as const);
    if (!worker.row) throw new FlowLinkError('unknown');
    return worker as Worker;
  }

  private async view(db: Db, link: WorkerFlowLinkRow, company: CompanyRow): Promise<FlowView> {
    const flow = link.flow as WorkerFlow;
    let workerName = '';
    let steps: string[] = [];
    const worker = await this.worker(db, link, company);
    if (worker.kind === 'employee') {
      const employee = worker.row;
      workerName = employee.firstName;
      if (flow === 'EmployeeOnboarding') {
        // One step per state certificate of the employee's work states, after the federal W-4.
        const stateForms = (await presentStateForms(db, employee)).map((f) => `state:${f.id}`);
        steps = ['ssn', 'details', 'w4', ...stateForms, 'payment', 'consent', 'review'];
      }
    } else {
      const contractor = worker.row;
      workerName = (contractor.type === 'Business' ? contractor.businessName : contractor.firstName) ?? '';
      steps = [...CONTRACTOR_STEPS];
    }
    const onFile = identityOnFile(worker);
    return {
      linkId: link.id,
      flow,
      company: { id: company.id, legalName: company.legalName, timeZone: company.timeZone ?? DEFAULT_ZONE },
      workerName,
      identity: (['dateOfBirth', 'lastFour'] as const).filter((q) => onFile[q] !== undefined),
      ...(link.employeeId ? { employeeId: link.employeeId } : {}),
      ...(link.contractorId ? { contractorId: link.contractorId } : {}),
      steps,
      finishedSteps: Array.isArray(link.finishedSteps) ? (link.finishedSteps as string[]) : [],
      expiresAt: link.expiresAt,
      ...(link.sessionExpiresAt ? { sessionExpiresAt: link.sessionExpiresAt } : {}),
      completed: !!link.completedAt,
      brand: await this.branding.pageBrand(company.partnerId),
      caller: { kind: 'Company', apiKeyId: `flow:${link.id}`, partnerId: company.partnerId, companyId: company.id, ...(company.corporationId ? { corporationId: company.corporationId } : {}) },
    };
  }
}

type Worker = { kind: 'employee'; row: EmployeeRow } | { kind: 'contractor'; row: ContractorRow };

/**
 * The answers the worker's records give (docs/hosted-flows.md, "The identity check"): the date of birth
 * when on file, and the last four digits of the SSN (a contractor: of its SSN, else of its EIN). A
 * worker with neither (a new hire) is not asked.
 */
function identityOnFile(worker: Worker): IdentityAnswers {
  const row = worker.row;
  const tin = row.ssnLastFour ?? (worker.kind === 'contractor' && worker.row.ein ? worker.row.ein.replace(/\D/g, '').slice(-4) : null);
  return defined({ dateOfBirth: row.dateOfBirth ? isoDate(row.dateOfBirth) : undefined, lastFour: tin && /^\d{4}$/.test(tin) ? tin : undefined });
}

/** The answers as typed, in the form they are compared: a date YYYY-MM-DD, four digits; anything else is no answer. */
function normalizeAnswers(answers: IdentityAnswers): IdentityAnswers {
  const date = (answers.dateOfBirth ?? '').trim();
  const digits = (answers.lastFour ?? '').replace(/[\s-]/g, '');
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);
  return defined({ dateOfBirth: validDate ? date : undefined, lastFour: /^\d{4}$/.test(digits) ? digits : undefined });
}

/** A link as the API and its events show it (WorkerFlowLink): never its secret. */
export function presentWorkerFlowLink(link: WorkerFlowLinkRow, keyRevokedAt: Date | null, now: Date): Schema<'WorkerFlowLink'> {
  const revokedAt = link.revokedAt ?? keyRevokedAt;
  const status: Schema<'WorkerFlowLinkStatus'> = revokedAt
    ? 'Revoked'
    : link.lockedAt
      ? 'Locked'
      : link.completedAt
        ? 'Completed'
        : link.startedAt
          ? link.sessionExpiresAt && link.sessionExpiresAt.getTime() > now.getTime()
            ? 'Started'
            : 'Expired'
          : link.expiresAt.getTime() > now.getTime()
            ? 'Issued'
            : 'Expired';
  return defined({
    id: link.id,
    companyId: link.companyId,
    flow: link.flow as WorkerFlow,
    employeeId: link.employeeId ?? undefined,
    contractorId: link.contractorId ?? undefined,
    status,
    createdAt: isoDateTime(link.createdAt)!,
    expiresAt: isoDateTime(link.expiresAt)!,
    startedAt: isoDateTime(link.startedAt) ?? undefined,
    completedAt: isoDateTime(link.completedAt) ?? undefined,
    lockedAt: isoDateTime(link.lockedAt) ?? undefined,
    revokedAt: isoDateTime(revokedAt) ?? undefined,
  }) as Schema<'WorkerFlowLink'>;
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
