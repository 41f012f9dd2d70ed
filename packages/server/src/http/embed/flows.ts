// The hosted worker flows behind the URLs of embedEmployeeOnboarding, embedContractorOnboarding and
// embedEmployeePaystubs (docs/hosted-flows.md): GET /embed/flows/:token shows the start page and changes
// nothing; POST with `action=start` uses up the link and opens the flow's session, whose secret travels
// only in the pages' forms (a hidden field: no cookie, never in a URL). Every later POST carries it.
//
// Each step builds the body of the API operation it stands for, checks it against the contract's own
// schema (contract-body.ts), and hands it to the same service method the operation's handler calls, as
// the link's company: validation, records and events are the API's.
//
// The pages live by concern: flow-page.ts (the page context, titles, a step's page, link pages),
// worker-steps.ts and form-steps.ts (the onboarding steps), paystub-pages.ts (the paystub viewer).
import express, { type ErrorRequestHandler, type Request, type Response, type Router } from 'express';
import { DomainError } from '../../core/errors';
import type { Logger } from '../../lib/logger';
import type { Services } from '../../services';
import { FLOW_IDENTITY_ATTEMPTS, FlowLinkError, type FlowView, IdentityCheckError } from '../../services/worker-flows';
import { toApiError } from '../error-handler';
import { findUnstorable } from '../request-text';
import { textField } from './fields';
import { type Ctx, type Errors, FLOW_TITLES, type Form, formOf, linkPage } from './flow-page';
import { formStepPage, saveForm } from './form-steps';
import { instantInWords } from './labels';
import { errorSummary, escapeHtml, sendPage } from './layout';
import { paystubListPage, paystubViewer } from './paystub-pages';
import { consentPage, detailsPage, donePage, paymentPage, reviewPage, saveConsent, saveDetails, savePayment, saveSsn, ssnPage } from './worker-steps';

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;
const SESSION = /^[A-Za-z0-9_-]{16,128}$/;

// --- navigation

async function showStep(c: Ctx, step: string) {
  if (step === 'ssn') return ssnPage(c);
  if (step === 'details') return detailsPage(c);
  if (step === 'w4' || step === 'w9' || step.startsWith('state:')) return formStepPage(c, step);
  if (step === 'payment') return paymentPage(c);
  if (step === 'consent') return consentPage(c);
  return reviewPage(c);
}

async function saveStep(c: Ctx, step: string, input: Form): Promise<boolean> {
  if (step === 'ssn') return saveSsn(c, input);
  if (step === 'details') return saveDetails(c, input);
  if (step === 'w4' || step === 'w9' || step.startsWith('state:')) return saveForm(c, step, input);
  if (step === 'payment') return savePayment(c, input);
  if (step === 'consent') return saveConsent(c, input);
  return false;
}

/** The first step not finished yet (review when all are). */
const nextStep = (view: FlowView, after?: string): string => {
  if (after !== undefined) {
    const i = view.steps.indexOf(after);
    if (i >= 0 && i + 1 < view.steps.length) return view.steps[i + 1];
  }
  return view.steps.find((s) => s !== 'review' && !view.finishedSteps.includes(s)) ?? 'review';
};

const IDENTITY_MESSAGES = {
  dateOfBirth: 'Enter your date of birth, for example 1990-07-19.',
  lastFour: 'Enter the last four digits: four numbers.',
} as const;

/**
 * The identity check of a worker with data on file (docs/hosted-flows.md, "The identity check"): the
 * answers are never written back into the page, not even after a refusal.
 */
function identityFields(view: FlowView, errors: Errors): string {
  if (!view.identity.length) return '';
  const lastFourLabel = view.contractorId ? 'Last four digits of your taxpayer identification number' : 'Last four digits of your Social Security number';
  const lastFourHint = view.contractorId ? 'Of the SSN or EIN you gave on your Form W-9.' : undefined;
  return (
    `<h2>Confirm it is you</h2><p>Your employer already has some of your details. To protect them, answer with what your employer has on file. After ${FLOW_IDENTITY_ATTEMPTS} wrong answers this link stops working.</p>` +
    (view.identity.includes('dateOfBirth') ? textField({ name: 'dateOfBirth', label: 'Date of birth', type: 'date', error: errors.dateOfBirth, required: true, autocomplete: 'off', hint: 'For example 1990-07-19.' }) : '') +
    (view.identity.includes('lastFour') ? textField({ name: 'lastFour', label: lastFourLabel, error: errors.lastFour, required: true, inputmode: 'numeric', autocomplete: 'off', maxlength: 4, hint: lastFourHint }) : '')
  );
}

async function startPage(res: Response, view: FlowView, ancestors: readonly string[], opts: { status?: number; errors?: Errors; generic?: string[] } = {}) {
  const what =
    view.flow === 'EmployeeOnboarding'
      ? '<p>You will give your Social Security number, date of birth and home address, fill in your federal Form W-4 (and your state withholding certificate, where your state has one), choose how you get paid, and how you receive your Form W-2. It takes about ten minutes. Have your bank account and routing numbers ready.</p>'
      : view.flow === 'ContractorOnboarding'
        ? '<p>You will fill in Form W-9 (your taxpayer identification number) and choose how you get paid. It takes about five minutes. Have your bank account and routing numbers ready.</p>'
        : '<p>See your pay statements and download them as PDF.</p>';
  const body =
    `<h1>${escapeHtml(FLOW_TITLES[view.flow])}</h1>` +
    `<p>Hello${view.workerName ? ` ${escapeHtml(view.workerName)}` : ''}. ${escapeHtml(view.company.legalName)} invites you to ${view.flow === 'EmployeePaystubs' ? 'see your paystubs' : 'set up your pay'}.</p>` +
    what +
    `<p class="muted">This link works once: start before ${escapeHtml(instantInWords(view.expiresAt, view.company.timeZone))}. After you start, you have 60 minutes; every step is saved as you go.</p>` +
    errorSummary(opts.errors ?? {}, opts.generic ?? []) +
    `<form method="post" novalidate>${identityFields(view, opts.errors ?? {})}<div class="actions"><button type="submit" class="primary" name="action" value="start">Start</button></div></form>`;
  sendPage(res, { status: opts.status ?? 200, title: FLOW_TITLES[view.flow], company: view.company.legalName, brand: view.brand, body }, ancestors);
}

/** Start refused by the identity check: the start page again, with what was missing or how many attempts are left. */
function identityRefused(res: Response, err: IdentityCheckError, ancestors: readonly string[]) {
  if (err.missing.length) {
    const errors: Errors = Object.fromEntries(err.missing.map((q) => [q, IDENTITY_MESSAGES[q]]));
    return startPage(res, err.view, ancestors, { status: 400, errors });
  }
  const left = err.attemptsLeft ?? 0;
  const generic = [`These answers do not match what your employer has on file. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`];
  return startPage(res, err.view, ancestors, { status: 422, generic });
}

/** The router of /embed/flows, given the app's logger and the origins allowed to frame the pages. */
export function flowPages(logger: Logger, frameAncestorOrigins: readonly string[] = []): Router {
  const router = express.Router();
  const servicesOf = (req: Request) => req.app.locals.services as Services;
  const ancestors = frameAncestorOrigins.filter((o) => /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/.test(o));

  const failed = (res: Response, err: unknown) => {
    if (err instanceof FlowLinkError) return linkPage(res, err.problem, ancestors);
    if (err instanceof IdentityCheckError) return identityRefused(res, err, ancestors);
    if (err instanceof DomainError) {
      // A refusal the step could not place on a field (the worker or company changed meanwhile).
      const { error } = toApiError(err);
      return sendPage(res, { status: error.status, title: 'Something went wrong', body: `<h1>Something went wrong</h1><p>${escapeHtml(error.detail ?? error.title)}</p>` }, ancestors);
    }
    logger.error({ err }, 'flow page failed');
    sendPage(res, { status: 500, title: 'Something went wrong', body: '<h1>Something went wrong</h1><p>An unexpected error occurred. What you saved is kept; try again later.</p>' }, ancestors);
  };

  // Request log without the token (a bearer secret until the flow is started).
  router.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () =>
      logger.info({ method: req.method, path: '/embed/flows/:token', status: res.statusCode, durationMs: Number(process.hrtime.bigint() - started) / 1e6 }, 'request'),
    );
    next();
  });

  router.get('/:token', async (req, res) => {
    const token = String(req.params.token);
    if (!TOKEN.test(token)) return linkPage(res, 'unknown', ancestors);
    try {
      await startPage(res, await servicesOf(req).workerFlows.open(token), ancestors);
    } catch (err) {
      failed(res, err);
    }
  });

  router.post('/:token', express.urlencoded({ extended: false, limit: '64kb', parameterLimit: 60 }), async (req, res) => {
    const token = String(req.params.token);
    if (!TOKEN.test(token)) return linkPage(res, 'unknown', ancestors);
    // Text the database cannot store (a NUL, a lone surrogate) is refused as the API refuses it (request-text.ts).
    if (findUnstorable(req.body)) {
      return sendPage(res, { status: 400, title: 'Characters that cannot be saved', body: '<h1>Characters that cannot be saved</h1><p>The form holds characters that cannot be saved. Go back, retype your answers and try again.</p>' }, ancestors);
    }
    const input = formOf(req);
    const services = servicesOf(req);
    try {
      let c: Ctx;
      if (input.action === 'start' && !input.session) {
        const { view, session } = await services.workerFlows.start(token, { dateOfBirth: input.dateOfBirth, lastFour: input.lastFour });
        c = { req, res, services, view, session, token, ancestors };
        if (view.flow === 'EmployeePaystubs') return await paystubListPage(c, 1);
        return await showStep(c, nextStep(view));
      }
      if (!input.session || !SESSION.test(input.session)) return linkPage(res, 'used', ancestors);
      const view = await services.workerFlows.resume(token, input.session);
      c = { req, res, services, view, session: input.session, token, ancestors };

      if (view.flow === 'EmployeePaystubs') return await paystubViewer(c, input);

      if (input.goto !== undefined) {
        if (!view.steps.includes(input.goto)) return await showStep(c, nextStep(view));
        return await showStep(c, input.goto);
      }
      const step = input.step ?? '';
      if (!view.steps.includes(step)) return await showStep(c, nextStep(view));
      if (step === 'review') {
        await services.workerFlows.complete(view);
        return await donePage(c);
      }
      if (!(await saveStep(c, step, input))) return;
      await services.workerFlows.finishStep(view, step);
      return await showStep(c, nextStep(view, step));
    } catch (err) {
      // The paystub of another employee, or of no payroll: the viewer's own 404.
      failed(res, err);
    }
  });

  router.use((_req, res) => linkPage(res, 'unknown', ancestors));
  const bodyErrors: ErrorRequestHandler = (err: { status?: number; type?: string }, _req, res, _next) => {
    if (err?.type === 'entity.too.large') return sendPage(res, { status: 413, title: 'Too much text', body: '<h1>Too much text</h1><p>The form sent more than this page accepts. Go back and shorten your answers.</p>' }, ancestors);
    if (err?.status && err.status < 500) return sendPage(res, { status: 400, title: 'Bad request', body: '<h1>Bad request</h1><p>The form could not be read.</p>' }, ancestors);
    failed(res, err);
  };
  router.use(bodyErrors);
  return router;
}
