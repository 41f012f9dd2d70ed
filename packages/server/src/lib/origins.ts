// Origins as the service accepts them in settings and in the partners' brand: PUBLIC_BASE_URL, the
// deployment's EMBED_FRAME_ANCESTORS (config.ts) and a partner's frameAncestors (services/branding.ts).
// What comes out is safe to put in a header: docs/security.md, "Hosted pages".

/**
 * `value` as a bare origin (`scheme://host[:port]`, no path, query or credentials) when it is one whose
 * scheme `allowed` accepts, else undefined. The result is URL-normalised (lower case host, no default
 * port), and only letters, digits, dots, hyphens and a port survive: safe to put in a header.
 */
export function parseOrigin(value: string, allowed: (url: URL) => boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(value.replace(/\/+$/, ''));
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash || value.includes('?') || value.includes('#')) return undefined;
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(url.hostname)) return undefined;
  return allowed(url) ? url.origin : undefined;
}

/**
 * `value` as an origin that may frame the hosted pages (CSP frame-ancestors), or undefined: an https
 * origin, or `http://localhost[:port]` outside production. The same rule for the deployment's
 * EMBED_FRAME_ANCESTORS and a partner's frameAncestors.
 */
export function frameAncestorOrigin(value: string, production: boolean): string | undefined {
  return parseOrigin(value, (url) => url.protocol === 'https:' || (!production && url.hostname === 'localhost'));
}

/** Exactly what frameAncestorOrigin returns (a bare, normalised origin): the last check before a header. */
export const SAFE_ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/;
