// The page shell of every hosted page (company onboarding pages, http/embed-pages.ts; worker flows,
// http/embed/flows.ts): one stylesheet under the response's CSP nonce, the partner's brand colour and
// logo, a progress indicator, and the security headers. Every value rendered is HTML-escaped; forms post
// to the page itself. docs/hosted-flows.md.
import { randomBytes } from 'node:crypto';
import type { Response } from 'express';
import { SAFE_ORIGIN } from '../../lib/origins';
import type { PageBrand } from '../../services/branding';
import { STYLESHEET } from './style';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside HTML elements and double-quoted attributes. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/**
 * A name that ends a sentence, escaped, with the sentence's period: none added when the name ends with one
 * ("Harborview Catering Co." ends "... from Harborview Catering Co.", not "Co..").
 */
export function sentenceEnd(name: unknown): string {
  const text = String(name ?? '');
  return `${escapeHtml(text)}${text.endsWith('.') ? '' : '.'}`;
}

/** The service's own colour, used when the partner set none. */
export const DEFAULT_BRAND = '#0B5394';

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Black or white, whichever contrasts more with the colour (so a light brand colour keeps its text readable). */
export function textOn(hex: string): '#000000' | '#FFFFFF' {
  const l = luminance(hex);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#FFFFFF';
}

const HEX = /^#[0-9A-Fa-f]{6}$/;
const LOGO = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/;

export interface Page {
  status: number;
  title: string;
  /** Shown in the top bar (the company's legal name); absent on pages that know no company. */
  company?: string;
  brand?: PageBrand;
  /** The page's main content (already escaped HTML). */
  body: string;
  /** Script of the page, run under the response's nonce (the file reader of the upload page). */
  script?: string;
}

/**
 * Sends the page. The CSP allows only this response's nonce for the stylesheet (and script), images
 * inline as data: URLs (the logo), form posts to the service itself, and framing by the deployment's
 * `frameAncestors` (EMBED_FRAME_ANCESTORS) followed by those of the page's partner (its brand's
 * `frameAncestors`, set with updatePartnerBranding): a page that names no partner (no brand) gets the
 * deployment's list only (docs/security.md, "Hosted pages").
 */
export function sendPage(res: Response, page: Page, deploymentFrameAncestors: readonly string[]): void {
  // Second line of defence behind the config and the branding service: only bare origins reach the header.
  const frameAncestors = [...new Set([...deploymentFrameAncestors, ...(page.brand?.frameAncestors ?? [])])].filter((o) => SAFE_ORIGIN.test(o));
  const nonce = randomBytes(16).toString('base64');
  const brand = page.brand?.color && HEX.test(page.brand.color) ? page.brand.color.toUpperCase() : DEFAULT_BRAND;
  const logo = page.brand?.logoDataUrl && LOGO.test(page.brand.logoDataUrl) ? page.brand.logoDataUrl : undefined;
  const scripts = page.script ? `script-src 'nonce-${nonce}'` : "script-src 'none'";
  res
    .status(page.status)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'; img-src data:; ${scripts}; form-action 'self'; base-uri 'none'; frame-ancestors ${frameAncestors.length ? frameAncestors.join(' ') : "'none'"}`,
      // Browsers without CSP framing rules: no frame at all unless partners are allowed.
      ...(frameAncestors.length ? {} : { 'X-Frame-Options': 'DENY' }),
    })
    .send(
      `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(page.company ? `${page.title} - ${page.company}` : page.title)}</title>` +
        `<style nonce="${nonce}">:root{--brand:${brand};--on-brand:${textOn(brand)}}${STYLESHEET}</style></head>\n<body>` +
        `<header class="topbar"><div class="topbar-inner">${logo ? `<img src="${escapeHtml(logo)}" alt="">` : ''}` +
        `<span class="company">${escapeHtml(page.company ?? 'Payroll')}</span></div></header>\n` +
        `<main><div class="card">\n${page.body}\n</div></main>\n` +
        (page.script ? `<script nonce="${nonce}">${page.script}</script>` : '') +
        `</body></html>\n`,
    );
}

/** Progress of a multi-step page: "Step 2 of 6", a bar, and the steps by name with the current one marked. */
export function progress(steps: Array<{ name: string; label: string }>, current: string, finished: readonly string[]): string {
  const index = steps.findIndex((s) => s.name === current);
  const number = index < 0 ? steps.length : index + 1;
  const percent = Math.round(((index < 0 ? steps.length : index) / steps.length) * 100);
  const items = steps
    .map((s) => {
      const done = finished.includes(s.name) && s.name !== current;
      const attrs = s.name === current ? ' aria-current="step"' : done ? ' class="done"' : '';
      return `<li${attrs}>${done ? '<span aria-hidden="true">&#10003;</span><span class="sr-only">Done: </span>' : ''}${escapeHtml(s.label)}</li>`;
    })
    .join('');
  return (
    `<p class="progress-text">Step ${number} of ${steps.length}</p>` +
    `<div class="bar" aria-hidden="true"><span class="w${percent - (percent % 5)}"></span></div>` +
    `<nav aria-label="Progress"><ol class="progress">${items}</ol></nav>`
  );
}

/** A field's error text id, and the attributes tying an input to its hint and error. */
export function described(name: string, hint: string | undefined, error: string | undefined): { attrs: string; hintHtml: string; errorHtml: string } {
  const ids = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean);
  return {
    attrs: `${ids.length ? ` aria-describedby="${ids.join(' ')}"` : ''}${error ? ' aria-invalid="true"' : ''}`,
    hintHtml: hint ? `<span class="hint" id="${escapeHtml(name)}-hint">${escapeHtml(hint)}</span>` : '',
    errorHtml: error ? `<span class="error-text" id="${escapeHtml(name)}-error">Error: ${escapeHtml(error)}</span>` : '',
  };
}

/** The summary of a form's errors at its top, each linking to its field; announced when the page loads. */
export function errorSummary(errors: Record<string, string>, generic: string[] = []): string {
  const entries = Object.entries(errors);
  if (!entries.length && !generic.length) return '';
  const items = [
    ...generic.map((g) => `<li>${escapeHtml(g)}</li>`),
    ...entries.map(([field, message]) => `<li><a href="#${escapeHtml(field)}">${escapeHtml(message)}</a></li>`),
  ].join('');
  return `<div class="error-summary" role="alert" tabindex="-1"><h2>There is a problem</h2><ul>${items}</ul></div>`;
}
