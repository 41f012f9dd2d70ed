// What every page of a started worker flow shares (docs/hosted-flows.md): the page context (Ctx), the
// form's inputs, the titles of flows and steps, a step's form page with its progress, the pages of a link
// that cannot be used, and API problems placed on a page's inputs. The router is flows.ts.
import type { Request, Response } from 'express';
import type { Schema } from '@payroll/api-types';
import type { DomainError } from '../../core/errors';
import type { Services } from '../../services';
import type { FlowLinkProblem, FlowView } from '../../services/worker-flows';
import { toApiError } from '../error-handler';
import { hidden } from './fields';
import { stateName, timeInWords } from './labels';
import { errorSummary, escapeHtml, progress, sendPage } from './layout';

export type Form = Record<string, string | undefined>;
export type FormSchema = Schema<'Form'>;
export type Errors = Record<string, string>;

/** The page of each reason a link cannot be used. */
const LINK_PAGES: Record<FlowLinkProblem, { status: number; title: string; message: string }> = {
  unknown: { status: 404, title: 'Page not found', message: 'This link is not valid. Check that you copied all of it, or ask for a new one.' },
  used: { status: 410, title: 'Link already used', message: 'This link was already used. Ask your employer for a new one.' },
  expired: { status: 410, title: 'Link expired', message: 'This link has expired. Ask your employer for a new one.' },
  company_not_active: { status: 422, title: 'Not available', message: 'This company cannot use this page right now.' },
  session_expired: { status: 410, title: 'Session ended', message: 'This session has ended after 60 minutes. What you saved is kept; ask for a new link to go on.' },
  finished: { status: 410, title: 'Already finished', message: 'This flow was finished. Ask for a new link to make changes.' },
  locked: { status: 410, title: 'Link locked', message: 'This link no longer works: the answers given did not match what your employer has on file too many times. Nothing was changed. Ask your employer for a new link.' },
  revoked: { status: 410, title: 'Link revoked', message: 'Your employer has withdrawn this link. Ask your employer for a new one.' },
};

const STEP_TITLES: Record<string, string> = {
  ssn: 'Social Security number',
  details: 'Personal details',
  w4: 'Federal withholding (Form W-4)',
  w9: 'Taxpayer information (Form W-9)',
  payment: 'How you get paid',
  consent: 'Form W-2 delivery',
  review: 'Review and finish',
};

export const FLOW_TITLES: Record<string, string> = {
  EmployeeOnboarding: 'Set up your pay',
  ContractorOnboarding: 'Set up your payments',
  EmployeePaystubs: 'Your paystubs',
};

/** Everything a page of a started flow needs. */
export interface Ctx {
  req: Request;
  res: Response;
  services: Services;
  view: FlowView;
  session: string;
  token: string;
  ancestors: readonly string[];
}

export function formOf(req: Request): Form {
  const out: Form = {};
  for (const [k, v] of Object.entries((req.body ?? {}) as Record<string, unknown>)) if (typeof v === 'string') out[k] = v;
  return out;
}

export const trim = (v: string | undefined) => (v ?? '').trim();

// --- page rendering

export function linkPage(res: Response, problem: FlowLinkProblem, ancestors: readonly string[]): void {
  const page = LINK_PAGES[problem];
  sendPage(res, { status: page.status, title: page.title, body: `<h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.message)}</p>` }, ancestors);
}

function stepTitle(view: FlowView, step: string, stateForms: Map<string, FormSchema>): string {
  if (step.startsWith('state:')) {
    const form = stateForms.get(step.slice(6));
    return form ? `${stateName(form.jurisdiction)} withholding` : 'State withholding';
  }
  return STEP_TITLES[step] ?? step;
}

/** The steps with their titles, for the progress indicator. */
export async function stepList(c: Ctx): Promise<Array<{ name: string; label: string }>> {
  const states = await stateFormsOf(c);
  return c.view.steps.map((name) => ({ name, label: stepTitle(c.view, name, states) }));
}

async function stateFormsOf(c: Ctx): Promise<Map<string, FormSchema>> {
  if (!c.view.employeeId || !c.view.steps.some((s) => s.startsWith('state:'))) return new Map();
  const forms = await c.services.workerForms.listEmployeeForms(c.view.caller, c.view.company.id, c.view.employeeId, { page: 1, pageSize: 100 });
  return new Map(forms.results.filter((f) => f.jurisdiction !== 'Federal').map((f) => [f.id, f]));
}

/** A step's form page: the progress, the title, the fields and the buttons. */
export async function stepPage(c: Ctx, step: string, fieldsHtml: string, opts: { status?: number; errors?: Errors; generic?: string[]; intro?: string; submitLabel?: string; keepLabel?: string } = {}) {
  const steps = await stepList(c);
  const index = c.view.steps.indexOf(step);
  const title = steps[index]?.label ?? step;
  const back = index > 0 ? `<button type="submit" class="secondary" name="goto" value="${escapeHtml(c.view.steps[index - 1])}" formnovalidate>Back</button>` : '';
  // A step with something on file may be finished without writing (`action=keep`).
  const keep = opts.keepLabel ? `<button type="submit" class="secondary" name="action" value="keep" formnovalidate>${escapeHtml(opts.keepLabel)}</button>` : '';
  const body =
    progress(steps, step, c.view.finishedSteps) +
    `<h1>${escapeHtml(title)}</h1>` +
    errorSummary(opts.errors ?? {}, opts.generic ?? []) +
    (opts.intro ?? '') +
    `<form method="post" novalidate>${hidden('session', c.session)}${hidden('step', step)}${fieldsHtml}` +
    `<div class="actions"><button type="submit" class="primary" name="action" value="save">${escapeHtml(opts.submitLabel ?? 'Save and continue')}</button>${keep}${back}</div></form>` +
    sessionNote(c.view);
  sendPage(c.res, { status: opts.status ?? 200, title, company: c.view.company.legalName, brand: c.view.brand, body }, c.ancestors);
}

export const sessionNote = (view: FlowView) =>
  view.sessionExpiresAt ? `<p class="muted">Your progress is saved at every step. This session ends at ${escapeHtml(timeInWords(view.sessionExpiresAt, view.company.timeZone))}.</p>` : '';

/** API problems of a form submission, on the page's inputs (`body.values.x` -> `f_x`). */
export function apiErrors(err: DomainError, map: (field: string) => string | undefined): { errors: Errors; generic: string[] } {
  const { error } = toApiError(err);
  const errors: Errors = {};
  const generic: string[] = [];
  for (const e of error.errors ?? []) {
    const input = map(e.field);
    if (input) errors[input] = e.message;
    else generic.push(e.message);
  }
  if (!error.errors?.length) generic.push(error.detail ?? error.title);
  return { errors, generic };
}

