// The hosted onboarding pages behind the URLs of the embed* operations: GET /embed/onboard/:token
// shows a small HTML form, POST (application/x-www-form-urlencoded) finishes the step with the same
// effect as the API step. Not part of the JSON contract; mounted before the JSON-only middleware.
// The pages use the shell of every hosted page (embed/layout.ts): the company's name and the partner's
// brand in the top bar, one stylesheet under the response's CSP nonce, enum values in words, times in
// the company's zone, and each error written next to its field. Every value rendered is HTML-escaped;
// the token is never logged. Framing (CSP frame-ancestors): the origins of EMBED_FRAME_ANCESTORS, and on
// a company's page those of its partner's brand (sendPage); none when both are empty (docs/security.md,
// "Hosted pages").
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response, type Router } from 'express';
import { DomainError } from '../core/errors';
import { toApiError } from './error-handler';
import { findUnstorable } from './request-text';
import type { Logger } from '../lib/logger';
import { SAFE_ORIGIN } from '../lib/origins';
import type { Services } from '../services';
import type { PageBrand } from '../services/branding';
import {
  ACCOUNTING_PROVIDERS,
  EmbedLinkError,
  VERIFICATION_CONTENT_TYPES,
  VERIFICATION_DOCUMENT_KINDS,
  type EmbedLinkProblem,
  type EmbedStep,
  type EmbedView,
  type StepInputs,
} from '../services/onboarding';
import { checkboxField, hidden, selectField } from './embed/fields';
import { enumLabel, instantInWords } from './embed/labels';
import { described, errorSummary, escapeHtml, sendPage, sentenceEnd } from './embed/layout';

// Kept importable from here: the unit tests (and older callers) reach the escaping through this file.
export { escapeHtml } from './embed/layout';

const TITLES: Record<EmbedStep, string> = {
  signatoryAgreements: 'Accept the service agreements',
  verificationDocuments: 'Upload a verification document',
  accountingIntegration: 'Connect your accounting system',
};

/** The page of each reason a link cannot be used (services/onboarding.ts EmbedLinkError). */
const LINK_PAGES: Record<EmbedLinkProblem, { status: number; title: string; message: string }> = {
  unknown: { status: 404, title: 'Page not found', message: 'This onboarding link is not valid. Check that you copied all of it, or ask for a new one.' },
  used: { status: 410, title: 'Link already used', message: 'This onboarding link was already used. Ask for a new one.' },
  expired: { status: 410, title: 'Link expired', message: 'This onboarding link has expired. Ask for a new one.' },
  company_not_active: { status: 422, title: 'Company not active', message: 'The company is not active; onboarding cannot continue.' },
};

/** How a file type is named to a person. */
const FILE_TYPES: Record<string, string> = { 'application/pdf': 'PDF document', 'image/png': 'PNG image', 'image/jpeg': 'JPEG image' };

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** A form's problems: by field (written next to it, and linked from the summary) and for the whole form. */
interface Problems {
  fields: Record<string, string>;
  generic: string[];
}

const noProblems = (): Problems => ({ fields: {}, generic: [] });
const hasProblems = (p: Problems) => Object.keys(p.fields).length > 0 || p.generic.length > 0;

/**
 * The deployment's frame-ancestors origins (validated by loadConfig as bare https origins, so nothing else
 * can enter the header); sendPage adds those of the page's partner. Kept per response (res.locals) by the router.
 */
function frameAncestors(res: Response): string[] {
  return (res.locals.embedFrameAncestors as string[] | undefined) ?? [];
}

/** A page that knows no company (the link cannot be used, or the request was not understood). */
function errorPage(res: Response, status: number, title: string, message: string): void {
  sendPage(res, { status, title, body: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>` }, frameAncestors(res));
}

/** Reads the chosen file into the hidden fields, so the form posts it as base64 like the API body. */
const UPLOAD_SCRIPT = `
document.getElementById('step').addEventListener('submit', function (event) {
  var form = this;
  var file = document.getElementById('file').files[0];
  if (!file) return;
  event.preventDefault();
  var reader = new FileReader();
  reader.onload = function () {
    var data = String(reader.result);
    form.elements.base64Content.value = data.slice(data.indexOf(',') + 1);
    form.elements.fileName.value = file.name;
    form.elements.contentType.value = file.type;
    form.submit();
  };
  reader.readAsDataURL(file);
});`;

/** What a previous attempt sent, so a refused form keeps the reader's choices. */
type Form = Record<string, string | undefined>;

function formOf(req: Request): Form {
  const out: Form = {};
  for (const [k, v] of Object.entries((req.body ?? {}) as Record<string, unknown>)) if (typeof v === 'string') out[k] = v;
  return out;
}

/** The file input, with its hint and error tied to it like every other field. */
function fileField(error: string | undefined): string {
  const d = described('file', 'A PDF, PNG or JPEG file of at most 750 KB.', error);
  return (
    `<div class="field"><label for="file">File</label>${d.hintHtml}` +
    `<input type="file" id="file" accept="${VERIFICATION_CONTENT_TYPES.join(',')}" required aria-required="true"${d.attrs}>${d.errorHtml}</div>`
  );
}

/**
 * The agreement's lines (laid out for the PDF, continuations indented) as one paragraph per numbered
 * term, so the page wraps them at its own width.
 */
function paragraphs(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    if (/^\s/.test(line) && out.length) out[out.length - 1] += ` ${line.trim()}`;
    else out.push(line.trim());
  }
  return out;
}

/** The form of a step's page, with the problems of a previous attempt. */
function formPage(res: Response, status: number, view: EmbedView, brand: PageBrand, form: Form = {}, problems: Problems = noProblems()): void {
  const title = TITLES[view.step];
  const expiry = `<p class="muted">This link works once, until ${escapeHtml(instantInWords(view.expiresAt, view.timeZone))}.</p>`;
  const errors = problems.fields;
  let intro = '';
  let fields = '';
  let submit = '';
  let script: string | undefined;
  switch (view.step) {
    case 'signatoryAgreements': {
      if (!view.signatories?.length) {
        const body =
          `<h1>${escapeHtml(title)}</h1>` +
          `<div class="notice warn" role="status">${escapeHtml(view.companyLegalName)} has no signatory yet. Add one, then open this link again.</div>` +
          expiry;
        sendPage(res, { status, title, company: view.companyLegalName, brand, body }, frameAncestors(res));
        return;
      }
      intro =
        `<p>Read the agreements below. A signatory of ${escapeHtml(view.companyLegalName)} accepts them on the company's behalf.</p>` +
        `<pre class="terms" tabindex="0" role="region" aria-label="Service agreements">${paragraphs(view.terms ?? []).map((t) => escapeHtml(t)).join('\n')}</pre>`;
      fields =
        selectField({
          name: 'signatoryId',
          label: 'Signatory',
          hint: 'The person accepting, as named on the company\'s signatory list.',
          value: form.signatoryId,
          error: errors.signatoryId,
          required: true,
          placeholder: 'Choose a signatory',
          options: view.signatories.map((s) => [s.id, `${s.name}, ${s.title}`]),
        }) +
        checkboxField({
          name: 'accepted',
          label: `I accept the service agreements on behalf of ${view.companyLegalName}.`,
          checked: form.accepted === 'true',
          error: errors.accepted,
          required: true,
        });
      submit = 'Accept the agreements';
      break;
    }
    case 'verificationDocuments':
      intro = `<p>Upload one document that shows who ${escapeHtml(view.companyLegalName)} is. You can come back with a new link to add more.</p>`;
      fields =
        selectField({
          name: 'kind',
          label: 'Kind of document',
          value: form.kind,
          error: errors.kind,
          required: true,
          placeholder: 'Choose a document',
          options: VERIFICATION_DOCUMENT_KINDS.map((k) => [k, enumLabel(k)]),
        }) +
        fileField(errors.file) +
        hidden('fileName', '') +
        hidden('contentType', '') +
        hidden('base64Content', '') +
        `<noscript><div class="notice warn">This page needs JavaScript to read the file.</div></noscript>`;
      submit = 'Upload the document';
      script = UPLOAD_SCRIPT;
      break;
    case 'accountingIntegration':
      intro = `<p>Tell us which accounting system ${escapeHtml(view.companyLegalName)} uses, so payroll can be posted to it.</p>`;
      fields = selectField({
        name: 'provider',
        label: 'Accounting system',
        value: form.provider,
        error: errors.provider,
        required: true,
        placeholder: 'Choose a system',
        options: ACCOUNTING_PROVIDERS.map((p) => [p, enumLabel(p)]),
      });
      submit = 'Save the accounting system';
      break;
  }
  // novalidate: the service checks the form and says what is wrong next to each field, in words,
  // rather than the browser's own bubbles (which differ per browser and vanish).
  const body =
    `<h1>${escapeHtml(title)}</h1>` +
    errorSummary(errors, problems.generic) +
    intro +
    `<form id="step" method="post" novalidate>${fields}<div class="actions"><button type="submit" class="primary">${escapeHtml(submit)}</button></div></form>` +
    expiry;
  sendPage(res, { status, title, company: view.companyLegalName, brand, body, script }, frameAncestors(res));
}

/** The confirmation: what was saved, in the words of the page. */
function donePage(res: Response, view: EmbedView, brand: PageBrand, input: StepInputs[EmbedStep], completedAt: Date): void {
  let saved = '';
  let notice = '';
  switch (view.step) {
    case 'signatoryAgreements': {
      const { signatoryId } = input as StepInputs['signatoryAgreements'];
      const signer = view.signatories?.find((s) => s.id === signatoryId);
      const who = signer ? `${signer.name}, ${signer.title}` : 'the chosen signatory';
      notice = 'The service agreements are accepted.';
      saved = `Service agreements accepted by ${who}, on ${instantInWords(completedAt, view.timeZone)}.`;
      break;
    }
    case 'verificationDocuments': {
      const doc = input as StepInputs['verificationDocuments'];
      notice = 'Your document was received.';
      saved = `Document received: ${enumLabel(doc.kind)}, file name ${doc.fileName}.`;
      break;
    }
    case 'accountingIntegration': {
      const { provider } = input as StepInputs['accountingIntegration'];
      notice = 'Your accounting system is saved.';
      saved = `Accounting system: ${enumLabel(provider)}.`;
      break;
    }
  }
  const body =
    `<h1>Done</h1>` +
    `<div class="notice" role="status"><strong>${escapeHtml(TITLES[view.step])}: done for ${sentenceEnd(view.companyLegalName)}</strong> ${escapeHtml(notice)}</div>` +
    `<h2>What was saved</h2><p>${escapeHtml(saved)}</p>` +
    `<p class="muted">You can close this page. This link worked once and no longer opens.</p>`;
  sendPage(res, { status: 200, title: 'Done', company: view.companyLegalName, brand, body }, frameAncestors(res));
}

/** The step's API body from the form, or the problems that keep it from being one (the API schema's rules). */
function parseForm(step: EmbedStep, form: Form): { input?: StepInputs[EmbedStep]; problems: Problems } {
  const problems = noProblems();
  const oneOf = <T extends string>(name: string, values: readonly T[], message: string): T | undefined => {
    const v = form[name];
    if (v && (values as readonly string[]).includes(v)) return v as T;
    problems.fields[name] = message;
    return undefined;
  };
  switch (step) {
    case 'signatoryAgreements': {
      const signatoryId = form.signatoryId ?? '';
      if (!signatoryId || signatoryId.length > 64) problems.fields.signatoryId = 'Choose the signatory who accepts the agreements.';
      if (form.accepted !== 'true') problems.fields.accepted = 'Tick the box to accept the service agreements.';
      return { input: { signatoryId, accepted: true }, problems };
    }
    case 'accountingIntegration': {
      const provider = oneOf('provider', ACCOUNTING_PROVIDERS, 'Choose your accounting system.');
      return { input: provider && { provider }, problems };
    }
    case 'verificationDocuments': {
      const kind = oneOf('kind', VERIFICATION_DOCUMENT_KINDS, 'Choose the kind of document.');
      const fileName = form.fileName ?? '';
      const base64Content = form.base64Content ?? '';
      const contentType = (VERIFICATION_CONTENT_TYPES as readonly string[]).includes(form.contentType ?? '')
        ? (form.contentType as (typeof VERIFICATION_CONTENT_TYPES)[number])
        : undefined;
      // One problem for the file, the first that applies: the reader can do one thing about it.
      if (!fileName && !base64Content) problems.fields.file = 'Choose the file to upload.';
      else if (!contentType) problems.fields.file = 'Choose a PDF, PNG or JPEG file.';
      else if (!fileName || fileName.length > 255) problems.fields.file = 'The file name must be 1 to 255 characters; rename the file and choose it again.';
      else if (base64Content.length < 4 || base64Content.length > 1048000 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64Content)) {
        problems.fields.file = 'The file is larger than 750 KB or could not be read; choose it again.';
      }
      return { input: kind && contentType && { kind, contentType, fileName, base64Content }, problems };
    }
  }
}

/** A refusal of the step by the service, worded for the page: next to its field when it names one. */
function domainProblems(err: DomainError, form: Form): { status: number; problems: Problems } {
  const { error } = toApiError(err);
  const problems = noProblems();
  for (const e of error.errors ?? []) {
    const field = e.field.replace(/^body\./, '');
    if (field === 'signatoryId') {
      // The list offers only the company's signatories: one removed since the page was opened.
      problems.fields.signatoryId = 'The chosen signatory is not a signatory of this company. Choose one from the list.';
    } else if (field === 'base64Content' && e.code === 'contentMediaType') {
      problems.fields.file = `The content of ${form.fileName ?? 'the file'} is not a ${FILE_TYPES[form.contentType ?? ''] ?? 'file of its type'}. Choose the file again.`;
    } else if (['fileName', 'contentType', 'base64Content'].includes(field)) {
      problems.fields.file = e.message;
    } else if (['kind', 'provider'].includes(field)) {
      problems.fields[field] = e.message;
    } else {
      problems.generic.push(e.message);
    }
  }
  if (!hasProblems(problems)) problems.generic.push(error.detail);
  return { status: error.status, problems };
}

/**
 * The router of /embed, given the app's services (looked up per request), logger and the origins
 * allowed to frame its pages (config.embedFrameAncestors; empty: none).
 */
export function embedPages(logger: Logger, frameAncestorOrigins: readonly string[] = []): Router {
  const router = express.Router();
  const services = (req: Request) => req.app.locals.services as Services;

  // Second line of defence behind loadConfig: only bare origins can reach the header.
  const ancestors = frameAncestorOrigins.filter((o) => SAFE_ORIGIN.test(o));
  router.use((_req, res, next) => {
    res.locals.embedFrameAncestors = ancestors;
    next();
  });

  // Request log without the token (it is a bearer secret until used).
  router.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () =>
      logger.info(
        { method: req.method, path: `/embed${req.path.replace(/\/onboard\/[^/]+/, '/onboard/:token')}`, status: res.statusCode, durationMs: Number(process.hrtime.bigint() - started) / 1e6 },
        'request',
      ),
    );
    next();
  });

  const validToken: RequestHandler = (req, res, next) => {
    if (!TOKEN.test(String(req.params.token))) return errorPage(res, 404, 'Page not found', LINK_PAGES.unknown.message);
    next();
  };

  const failed = (res: Response, err: unknown) => {
    if (err instanceof EmbedLinkError) {
      const page = LINK_PAGES[err.problem];
      return errorPage(res, page.status, page.title, page.message);
    }
    logger.error({ err }, 'embed page failed');
    errorPage(res, 500, 'Something went wrong', 'An unexpected error occurred. Try again later.');
  };

  router.get('/onboard/:token', validToken, async (req, res) => {
    try {
      const view = await services(req).onboarding.embedView(String(req.params.token));
      formPage(res, 200, view, await services(req).branding.pageBrand(view.partnerId));
    } catch (err) {
      failed(res, err);
    }
  });

  router.post('/onboard/:token', validToken, express.urlencoded({ extended: false, limit: '2mb', parameterLimit: 20 }), async (req, res) => {
    const token = String(req.params.token);
    let view: EmbedView;
    let brand: PageBrand;
    try {
      view = await services(req).onboarding.embedView(token);
      brand = await services(req).branding.pageBrand(view.partnerId);
    } catch (err) {
      return failed(res, err);
    }
    // Text the database cannot store (a NUL, a lone surrogate) is refused as the API refuses it (request-text.ts).
    if (findUnstorable(req.body)) {
      return sendPage(res, { status: 400, title: 'Characters that cannot be saved', company: view.companyLegalName, brand, body: '<h1>Characters that cannot be saved</h1><p>The form holds characters that cannot be saved (in the file name, for example). Go back, change them and try again.</p>' }, frameAncestors(res));
    }
    const form = formOf(req);
    const { input, problems } = parseForm(view.step, form);
    if (hasProblems(problems) || !input) return formPage(res, 400, view, brand, form, problems);
    try {
      const result = await services(req).onboarding.finishEmbed(token, input);
      donePage(res, view, brand, input, new Date(result.completedAt));
    } catch (err) {
      // A refusal of the step (domain error): the form again, with its problems, at the status the API answers.
      if (err instanceof DomainError) {
        const refused = domainProblems(err, form);
        return formPage(res, refused.status, view, brand, form, refused.problems);
      }
      failed(res, err);
    }
  });

  router.use((_req, res) => errorPage(res, 404, 'Page not found', 'There is no such page.'));

  const bodyErrors: ErrorRequestHandler = (err: { status?: number; type?: string }, _req, res, _next) => {
    if (err?.type === 'entity.too.large') return errorPage(res, 413, 'File too large', 'The file is too large; send at most 750 KB.');
    if (err?.status && err.status < 500) return errorPage(res, 400, 'Bad request', 'The form could not be read.');
    failed(res, err);
  };
  router.use(bodyErrors);
  return router;
}
