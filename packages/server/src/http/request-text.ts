import type { RequestHandler } from 'express';
import { ApiError } from './problem';

/**
 * Text the database cannot store, refused at the door with 400 `invalid_text` (docs/security.md, "Bad
 * bytes"): PostgreSQL text holds no NUL character (U+0000), and a lone UTF-16 surrogate has no UTF-8
 * form (it would be stored as U+FFFD, silently changing what was sent). Paths, query strings and JSON
 * bodies (names and values, at any depth) are checked; a path or query whose percent-encoding does not
 * decode as UTF-8 is refused the same way.
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnstorableText(value: string): boolean {
  return UNSTORABLE.test(value);
}

const refuse = (where: string) =>
  new ApiError(400, 'invalid_text', `The request ${where} holds text that cannot be stored: a NUL character, an unpaired surrogate or malformed percent-encoding.`);

/** Decodes a percent-encoded component; undefined when it is not valid UTF-8 percent-encoding. */
function decoded(component: string): string | undefined {
  try {
    return decodeURIComponent(component.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** The first place in a parsed JSON value (iteratively, any depth) where unstorable text sits. */
export function findUnstorable(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (UNSTORABLE.test(v)) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
    } else if (v !== null && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) {
        if (UNSTORABLE.test(k)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/** Path and query string, before anything reads them. */
export const checkUrlText: RequestHandler = (req, _res, next) => {
  const url = req.originalUrl;
  // Node reads the request line as latin1, so without a percent sign (or a NUL) nothing in it can decode
  // to unstorable text: the common case needs no decoding at all.
  if (url.indexOf('%') === -1 && url.indexOf('\u0000') === -1) return next();
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  for (const segment of path.split('/')) {
    const d = decoded(segment);
    if (d === undefined || UNSTORABLE.test(d)) return next(refuse('path'));
  }
  if (q !== -1) {
    for (const pair of url.slice(q + 1).split('&')) {
      const d = decoded(pair);
      if (d === undefined || UNSTORABLE.test(d)) return next(refuse('query'));
    }
  }
  next();
};

/** The parsed JSON body. */
export const checkBodyText: RequestHandler = (req, _res, next) => {
  if (req.body !== undefined && findUnstorable(req.body)) return next(refuse('body'));
  next();
};

/**
 * The first place (as a field name: `query.page`, `body.items[0].amount`) where a number is not finite.
 * JSON and query text can spell numbers beyond any double (`1e400`), which parse to Infinity, and the
 * contract's integer checks let Infinity through (Infinity % 1 is NaN, not non-zero).
 */
export function nonFiniteAt(value: unknown, root: string): string | undefined {
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length) {
    const [v, at] = stack.pop()!;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return at;
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push([item, `${at}[${i}]`]));
    } else if (v !== null && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) stack.push([item, `${at}.${k}`]);
    }
  }
  return undefined;
}

/** 400 validation_failed naming the field whose number is not finite (query or body), after validation. */
export function refuseNonFinite(query: unknown, body: unknown): ApiError | undefined {
  const field = nonFiniteAt(query, 'query') ?? nonFiniteAt(body, 'body');
  if (!field) return undefined;
  return new ApiError(400, 'validation_failed', 'The request does not match the contract.', [{ field, message: 'must be a finite number', code: 'type' }]);
}
