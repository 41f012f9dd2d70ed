// The hosted onboarding pages behind the URLs of the embed* operations: GET /embed/onboard/:token
// shows a small HTML form, POST (application/x-www-form-urlencoded) finishes the step with the same
// effect as the API step. Not part of the JSON contract; mounted before the JSON-only middleware.
// Every value rendered is HTML-escaped; the token is never logged. Framing: only the origins of
// EMBED_FRAME_ANCESTORS may frame the pages (CSP frame-ancestors), none when it is unset (README, "Production").
import { randomBytes } from 'node:crypto';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response, type Router } from 'express';
import { DomainError } from '../core/errors';
import { toApiError } from './error-handler';
import type { Logger } from '../lib/logger';
import type { Services } from '../services';
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

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside HTML elements and double-quoted attributes. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

const TITLES: Record<EmbedStep, string> = {
  signatoryAgreements: 'Accept the service agreements',
  verificationDocuments: 'Upload a verification document',
  accountingIntegration: 'Connect your accounting system',
};

/** The page of each reason a link cannot be used (services/onboarding.ts EmbedLinkError). */
const LINK_PAGES: Record<EmbedLinkProblem, { status: number; title: string; message: string }> = {
  unknown: { status: 404, title: 'Page not found', message: 'This onboarding link is not valid.' },
  used: { status: 410, title: 'Link already used', message: 'This onboarding link was already used. Ask for a new one.' },
  expired: { status: 410, title: 'Link expired', message: 'This onboarding link has expired. Ask for a new one.' },
  company_not_active: { status: 422, title: 'Company not active', message: 'The company is not active; onboarding cannot continue.' },
};

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The frame-ancestors source list: the configured origins (validated by loadConfig as bare https
 * origins, so nothing else can enter the header), or 'none'. Kept per response (res.locals) by the router.
 */
function frameAncestors(res: Response): string[] {
  return (res.locals.embedFrameAncestors as string[] | undefined) ?? [];
}

function send(res: Response, status: number, title: string, content: string, nonce?: string): void {
  const scripts = nonce ? `script-src 'nonce-${nonce}'` : "script-src 'none'";
  const ancestors = frameAncestors(res);
  res
    .status(status)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; ${scripts}; form-action 'self'; base-uri 'none'; frame-ancestors ${ancestors.length ? ancestors.join(' ') : "'none'"}`,
      // Browsers without CSP framing rules: no frame at all unless partners are allowed.
      ...(ancestors.length ? {} : { 'X-Frame-Options': 'DENY' }),
    })
    .send(
      `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)}</title>` +
        `<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5}` +
        `.error{color:#a00}label{display:block;margin:.75rem 0 .25rem}button{margin-top:1rem}</style></head>` +
        `<body><h1>${escapeHtml(title)}</h1>\n${content}\n</body></html>\n`,
    );
}

function errorPage(res: Response, status: number, title: string, message: string): void {
  send(res, status, title, `<p class="error">${escapeHtml(message)}</p>`);
}

const options = (values: readonly string[], labels: (v: string) => string = (v) => v) =>
  values.map((v) => `<option value="${escapeHtml(v)}">${escapeHtml(labels(v))}</option>`).join('');

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

/** The form of a step's page, with the problems of a previous attempt. */
function formPage(res: Response, status: number, view: EmbedView, problems: string[] = []): void {
  const errors = problems.length ? `<ul class="error">${problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>` : '';
  const intro = `<p>Company: <strong>${escapeHtml(view.companyLegalName)}</strong>. This page works once, until ${escapeHtml(view.expiresAt.toISOString())}.</p>`;
  let fields = '';
  let nonce: string | undefined;
  switch (view.step) {
    case 'signatoryAgreements': {
      const terms = (view.terms ?? []).map((t) => escapeHtml(t)).join('\n');
      if (!view.signatories?.length) {
        send(res, status, TITLES[view.step], `${intro}${errors}<p class="error">The company has no signatory yet. Add one, then open this page again.</p>`);
        return;
      }
      const signers = view.signatories.map((s) => `<option value="${escapeHtml(s.id)}">${escapeHtml(`${s.name}, ${s.title}`)}</option>`).join('');
      fields =
        `<pre style="white-space:pre-wrap">${terms}</pre>` +
        `<label for="signatoryId">Signatory</label><select id="signatoryId" name="signatoryId" required>${signers}</select>` +
        `<label><input type="checkbox" name="accepted" value="true" required> I accept the service agreements on behalf of the company.</label>`;
      break;
    }
    case 'verificationDocuments':
      nonce = randomBytes(16).toString('base64');
      fields =
        `<label for="kind">Document</label><select id="kind" name="kind" required>${options(VERIFICATION_DOCUMENT_KINDS)}</select>` +
        `<label for="file">File (PDF, PNG or JPEG, at most 750 KB)</label><input type="file" id="file" accept="${VERIFICATION_CONTENT_TYPES.join(',')}" required>` +
        `<input type="hidden" name="fileName"><input type="hidden" name="contentType"><input type="hidden" name="base64Content">` +
        `<noscript><p class="error">This page needs JavaScript to read the file.</p></noscript>`;
      break;
    case 'accountingIntegration':
      fields = `<label for="provider">Accounting system</label><select id="provider" name="provider" required>${options(ACCOUNTING_PROVIDERS)}</select>`;
      break;
  }
  const script = nonce ? `<script nonce="${escapeHtml(nonce)}">${UPLOAD_SCRIPT}</script>` : '';
  send(res, status, TITLES[view.step], `${intro}${errors}<form id="step" method="post">${fields}<button type="submit">Submit</button></form>${script}`, nonce);
}

type Form = Record<string, string | undefined>;

function formOf(req: Request): Form {
  const out: Form = {};
  for (const [k, v] of Object.entries((req.body ?? {}) as Record<string, unknown>)) if (typeof v === 'string') out[k] = v;
  return out;
}

/** The step's API body from the form, or the problems that keep it from being one (the API schema's rules). */
function parseForm(step: EmbedStep, form: Form): { input?: StepInputs[EmbedStep]; problems: string[] } {
  const problems: string[] = [];
  const oneOf = <T extends string>(name: string, values: readonly T[]): T | undefined => {
    const v = form[name];
    if (v && (values as readonly string[]).includes(v)) return v as T;
    problems.push(`Choose a valid ${name}.`);
    return undefined;
  };
  switch (step) {
    case 'signatoryAgreements': {
      const signatoryId = form.signatoryId ?? '';
      if (!signatoryId || signatoryId.length > 64) problems.push('Choose the signatory who accepts the agreements.');
      if (form.accepted !== 'true') problems.push('The agreements must be accepted.');
      return { input: { signatoryId, accepted: true }, problems };
    }
    case 'accountingIntegration': {
      const provider = oneOf('provider', ACCOUNTING_PROVIDERS);
      return { input: provider && { provider }, problems };
    }
    case 'verificationDocuments': {
      const kind = oneOf('kind', VERIFICATION_DOCUMENT_KINDS);
      const contentType = oneOf('contentType', VERIFICATION_CONTENT_TYPES);
      const fileName = form.fileName ?? '';
      const base64Content = form.base64Content ?? '';
      if (!fileName || fileName.length > 255) problems.push('Choose a file (its name must be 1 to 255 characters).');
      if (base64Content.length < 4 || base64Content.length > 1048000 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64Content)) {
        problems.push('The file is missing, too large, or not readable.');
      }
      return { input: kind && contentType && { kind, contentType, fileName, base64Content }, problems };
    }
  }
}

/**
 * The router of /embed, given the app's services (looked up per request), logger and the origins
 * allowed to frame its pages (config.embedFrameAncestors; empty: none).
 */
export function embedPages(logger: Logger, frameAncestorOrigins: readonly string[] = []): Router {
  const router = express.Router();
  const services = (req: Request) => req.app.locals.services as Services;

  // Second line of defence behind loadConfig: only bare origins can reach the header.
  const ancestors = frameAncestorOrigins.filter((o) => /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/.test(o));
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
    if (!TOKEN.test(String(req.params.token))) return errorPage(res, 404, 'Page not found', 'This onboarding link is not valid.');
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
      formPage(res, 200, await services(req).onboarding.embedView(String(req.params.token)));
    } catch (err) {
      failed(res, err);
    }
  });

  router.post('/onboard/:token', validToken, express.urlencoded({ extended: false, limit: '2mb', parameterLimit: 20 }), async (req, res) => {
    const token = String(req.params.token);
    let view: EmbedView;
    try {
      view = await services(req).onboarding.embedView(token);
    } catch (err) {
      return failed(res, err);
    }
    const { input, problems } = parseForm(view.step, formOf(req));
    if (problems.length || !input) return formPage(res, 400, view, problems);
    try {
      await services(req).onboarding.finishEmbed(token, input);
      send(res, 200, 'Thank you', `<p>${escapeHtml(TITLES[view.step])}: done for <strong>${escapeHtml(view.companyLegalName)}</strong>. You can close this page.</p>`);
    } catch (err) {
      // A refusal of the step (domain error): the form again, with its problems, at the status the API answers.
      if (err instanceof DomainError) {
        const { error } = toApiError(err);
        return formPage(res, error.status, view, error.errors?.length ? error.errors.map((e) => e.message) : [error.detail]);
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
