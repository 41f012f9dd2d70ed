// Hosted flows for workers (embedEmployeeOnboarding, embedContractorOnboarding, embedEmployeePaystubs;
// docs/hosted-flows.md): single-use links, the session a started link opens, and which steps a flow has.
// The steps themselves write through the same services as the API operations (http/embed/flows.ts calls
// them with the flow's caller), so validation and events are the API's own.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Schema } from '@payroll/api-types';
import type { Caller } from '../core/caller';
import { notFound, unprocessable } from '../core/errors';
import { newId } from '../core/ids';
import { findCompanyById, type CompanyRow } from '../repositories/companies';
import type { Db } from '../repositories/db';
import { findContractor, findEmployee } from '../repositories/workers';
import {
  completeWorkerFlowLink,
  findWorkerFlowLinkByHash,
  insertWorkerFlowLink,
  recordFlowSteps,
  startWorkerFlowLink,
  type WorkerFlowLinkRow,
} from '../repositories/worker-flows';
import type { BrandingService, PageBrand } from './branding';
import type { ServiceContext } from './context';
import { presentStateForms } from './forms/state-certificates';
import { isoDateTime } from './format';
import { companyTx } from './scope';

export type WorkerFlow = Schema<'WorkerFlow'>;

/** How long an issued link can be started. */
export const FLOW_LINK_TTL_MS = 60 * 60 * 1000;
/** How long a started flow's session lasts. */
export const FLOW_SESSION_TTL_MS = 60 * 60 * 1000;

/** Why a flow link or session cannot be used; the pages word each for the reader. */
export type FlowLinkProblem = 'unknown' | 'used' | 'expired' | 'company_not_active' | 'session_expired' | 'finished';

export class FlowLinkError extends Error {
  constructor(readonly problem: FlowLinkProblem) {
    super(`The flow link cannot be used: ${problem}.`);
    this.name = 'FlowLinkError';
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
      await insertWorkerFlowLink(tx, {
        id: newId('wfl'),
        companyId,
        flow,
        ...(isContractor ? { contractorId: workerId } : { employeeId: workerId }),
        tokenHash: sha256(secret),
        expiresAt,
        createdAt: now,
      });
      return { flow, url: `${this.ctx.config.publicBaseUrl}/embed/flows/${secret}`, expiresAt: isoDateTime(expiresAt)! };
    });
  }

  /** The link's view before it is started (its start page): refused once started or expired. */
  async open(linkToken: string): Promise<FlowView> {
    const { link, company } = await this.usable(this.ctx.prisma, linkToken);
    if (link.startedAt) throw new FlowLinkError('used');
    if (link.expiresAt.getTime() <= this.ctx.now().getTime()) throw new FlowLinkError('expired');
    return this.view(this.ctx.prisma, link, company);
  }

  /** Starts the flow: the link is used up, and a session secret is returned (it lives only in the page's forms). */
  async start(linkToken: string): Promise<{ view: FlowView; session: string }> {
    const { link, company } = await this.usable(this.ctx.prisma, linkToken);
    if (link.startedAt) throw new FlowLinkError('used');
    const now = this.ctx.now();
    if (link.expiresAt.getTime() <= now.getTime()) throw new FlowLinkError('expired');
    const session = token();
    const sessionExpiresAt = new Date(now.getTime() + FLOW_SESSION_TTL_MS);
    if (!(await startWorkerFlowLink(this.ctx.prisma, link.id, now, sha256(session), sessionExpiresAt))) throw new FlowLinkError('used');
    const view = await this.view(this.ctx.prisma, { ...link, startedAt: now, sessionExpiresAt }, company);
    return { view, session };
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

  private async usable(db: Db, linkToken: string): Promise<{ link: WorkerFlowLinkRow; company: CompanyRow }> {
    const link = await findWorkerFlowLinkByHash(db, sha256(linkToken));
    if (!link) throw new FlowLinkError('unknown');
    const company = await findCompanyById(db, link.companyId);
    if (!company) throw new FlowLinkError('unknown');
    if (company.status !== 'Active') throw new FlowLinkError('company_not_active');
    return { link, company };
  }

  private async view(db: Db, link: WorkerFlowLinkRow, company: CompanyRow): Promise<FlowView> {
    const flow = link.flow as WorkerFlow;
    let workerName = '';
    let steps: string[] = [];
    if (link.employeeId) {
      const employee = await findEmployee(db, company.id, link.employeeId);
      if (!employee) throw new FlowLinkError('unknown');
      workerName = employee.firstName;
      if (flow === 'EmployeeOnboarding') {
        // One step per state certificate of the employee's work states, after the federal W-4.
        const stateForms = (await presentStateForms(db, employee)).map((f) => `state:${f.id}`);
        steps = ['ssn', 'details', 'w4', ...stateForms, 'payment', 'consent', 'review'];
      }
    } else if (link.contractorId) {
      const contractor = await findContractor(db, company.id, link.contractorId);
      if (!contractor) throw new FlowLinkError('unknown');
      workerName = (contractor.type === 'Business' ? contractor.businessName : contractor.firstName) ?? '';
      steps = [...CONTRACTOR_STEPS];
    }
    return {
      linkId: link.id,
      flow,
      company: { id: company.id, legalName: company.legalName, timeZone: company.timeZone ?? DEFAULT_ZONE },
      workerName,
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

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
