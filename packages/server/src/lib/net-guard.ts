// Where the service may send webhook requests (server-side request forgery guard). The rules are
// documented in README.md (WEBHOOK_ALLOW_PRIVATE_TARGETS) and in openapi.yaml (WebhookEndpointCreate.url,
// createWebhookEndpoint); keep the three in step.
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has. The system resolver by default; tests inject their own. */
export type HostLookup = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemLookup: HostLookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

/**
 * What an address is, after IANA's special-purpose registries (RFC 6890 and its updates):
 * `public` is the only kind always allowed; `loopback` and `private` only with
 * WEBHOOK_ALLOW_PRIVATE_TARGETS outside production; every other kind never.
 */
export type AddressKind =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'metadata'
  | 'shared'
  | 'unspecified'
  | 'multicast'
  | 'broadcast'
  | 'documentation'
  | 'benchmarking'
  | 'reserved'
  | 'ipv4-mapped'
  | 'invalid';

const KIND_WORDS: Record<AddressKind, string> = {
  public: 'a public address',
  loopback: 'a loopback address',
  private: 'a private address',
  'link-local': 'a link-local address',
  metadata: 'a cloud metadata address',
  shared: 'a carrier-grade NAT address (100.64.0.0/10)',
  unspecified: 'an unspecified address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
  documentation: 'a documentation address',
  benchmarking: 'a benchmarking address',
  reserved: 'a reserved address',
  'ipv4-mapped': 'an IPv4-mapped IPv6 address',
  invalid: 'not an IP address',
};

export const describeKind = (kind: AddressKind) => KIND_WORDS[kind];

const DOTTED_QUAD = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** A canonical dotted-quad IPv4 address as a 32-bit number; anything else (octal, hex, short forms) is null. */
function ipv4Number(address: string): number | null {
  if (!DOTTED_QUAD.test(address)) return null;
  return address.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

/** The 8 groups of an IPv6 address (a zone `%eth0` is ignored); null when it is not one. */
export function ipv6Groups(address: string): number[] | null {
  const plain = address.replace(/%.*$/, '');
  if (isIP(plain) !== 6) return null;
  let text = plain.toLowerCase();
  // A trailing dotted quad (::ffff:1.2.3.4) becomes two groups.
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (quad) {
    const n = ipv4Number(quad[1]);
    if (n === null) return null;
    text = text.slice(0, -quad[1].length) + `${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? left.length !== 8 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

const V4_RANGES: Array<[string, number, AddressKind]> = [
  ['169.254.169.254', 32, 'metadata'], // cloud instance metadata (AWS, GCP, Azure, ...)
  ['255.255.255.255', 32, 'broadcast'], // limited broadcast (RFC 919)
  ['0.0.0.0', 8, 'unspecified'], // "this network" (RFC 791)
  ['10.0.0.0', 8, 'private'], // RFC 1918
  ['100.64.0.0', 10, 'shared'], // carrier-grade NAT (RFC 6598)
  ['127.0.0.0', 8, 'loopback'], // RFC 1122
  ['169.254.0.0', 16, 'link-local'], // RFC 3927
  ['172.16.0.0', 12, 'private'], // RFC 1918
  ['192.0.0.0', 24, 'reserved'], // IETF protocol assignments (RFC 6890)
  ['192.0.2.0', 24, 'documentation'], // TEST-NET-1 (RFC 5737)
  ['192.31.196.0', 24, 'reserved'], // AS112-v4 (RFC 7535)
  ['192.52.193.0', 24, 'reserved'], // AMT (RFC 7450)
  ['192.88.99.0', 24, 'reserved'], // 6to4 relay anycast, deprecated (RFC 7526)
  ['192.168.0.0', 16, 'private'], // RFC 1918
  ['192.175.48.0', 24, 'reserved'], // direct delegation AS112 (RFC 7534)
  ['198.18.0.0', 15, 'benchmarking'], // RFC 2544
  ['198.51.100.0', 24, 'documentation'], // TEST-NET-2 (RFC 5737)
  ['203.0.113.0', 24, 'documentation'], // TEST-NET-3 (RFC 5737)
  ['224.0.0.0', 4, 'multicast'], // RFC 5771
  ['240.0.0.0', 4, 'reserved'], // future use (RFC 1112)
];

const inV4 = (n: number, base: string, bits: number) => bits === 0 || n >>> (32 - bits) === ipv4Number(base)! >>> (32 - bits);

function classifyV4(n: number): AddressKind {
  for (const [base, bits, kind] of V4_RANGES) if (inV4(n, base, bits)) return kind;
  return 'public';
}

/** Whether the first `bits` bits of `groups` equal those of `prefix` (groups, padded with zeros). */
function inV6(groups: number[], prefix: number[], bits: number): boolean {
  for (let i = 0; i < 8 && bits > 0; i++, bits -= 16) {
    const take = Math.min(16, bits);
    const mask = (0xffff << (16 - take)) & 0xffff;
    if ((groups[i] & mask) !== ((prefix[i] ?? 0) & mask)) return false;
  }
  return true;
}

const embeddedV4 = (hi: number, lo: number) => ((hi << 16) >>> 0) + lo;

function classifyV6(g: number[]): AddressKind {
  if (g.every((x) => x === 0)) return 'unspecified'; // ::
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return 'loopback'; // ::1
  if (inV6(g, [0, 0, 0, 0, 0, 0xffff], 96)) return 'ipv4-mapped'; // ::ffff:0:0/96 (RFC 4291), refused whatever it embeds
  if (inV6(g, [0x64, 0xff9b], 96)) return classifyV4(embeddedV4(g[6], g[7])); // NAT64 well-known prefix (RFC 6052): judged by the IPv4 address
  if (inV6(g, [0x64, 0xff9b, 1], 48)) return 'reserved'; // local-use NAT64 (RFC 8215)
  if (inV6(g, [], 96)) return 'reserved'; // IPv4-compatible, deprecated (RFC 4291)
  if (inV6(g, [0x100], 64)) return 'reserved'; // discard-only (RFC 6666)
  if (inV6(g, [0x2001, 0xdb8], 32)) return 'documentation'; // RFC 3849
  if (inV6(g, [0x3fff], 20)) return 'documentation'; // RFC 9637
  if (inV6(g, [0x2001, 0x2], 48)) return 'benchmarking'; // RFC 5180
  if (inV6(g, [0x2001], 23)) return 'reserved'; // IETF protocol assignments incl. Teredo (RFC 2928, RFC 4380)
  if (inV6(g, [0x2002], 16)) return classifyV4(embeddedV4(g[1], g[2])); // 6to4 (RFC 3056): judged by the IPv4 address
  if (inV6(g, [0xfd00, 0xec2, 0, 0, 0, 0, 0, 0x254], 128)) return 'metadata'; // AWS instance metadata over IPv6
  if (inV6(g, [0xfc00], 7)) return 'private'; // unique local (RFC 4193)
  if (inV6(g, [0xfe80], 10)) return 'link-local'; // RFC 4291
  if (inV6(g, [0xfec0], 10)) return 'reserved'; // site-local, deprecated (RFC 3879)
  if (inV6(g, [0xff00], 8)) return 'multicast'; // RFC 4291
  if (!inV6(g, [0x2000], 3)) return 'reserved'; // only 2000::/3 is allocated for global unicast
  return 'public';
}

/**
 * The kind of an IP address as a resolver returns it: a canonical dotted quad or an IPv6 address
 * (a zone such as `%eth0` is ignored). Any other spelling (`0177.0.0.1`, `0x7f.1`, `2130706433`,
 * `127.1`) is `invalid`, which is never allowed.
 */
export function classifyAddress(address: string): AddressKind {
  const v4 = ipv4Number(address);
  if (v4 !== null) return classifyV4(v4);
  const v6 = ipv6Groups(address);
  return v6 ? classifyV6(v6) : 'invalid';
}

export interface TargetPolicy {
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: loopback and private addresses and plain http (never in production). */
  allowPrivate: boolean;
  /** NODE_ENV=production: https only and public addresses only, whatever allowPrivate says. */
  production: boolean;
}

export const policyOf = (config: { allowPrivateWebhookTargets?: boolean; production?: boolean }): TargetPolicy => ({
  allowPrivate: config.allowPrivateWebhookTargets === true,
  production: config.production === true,
});

const privateAllowed = (p: TargetPolicy) => p.allowPrivate && !p.production;

/** Whether a request may go to an address of this kind. Link-local and metadata addresses never may. */
export function addressAllowed(kind: AddressKind, policy: TargetPolicy): boolean {
  return kind === 'public' || (privateAllowed(policy) && (kind === 'loopback' || kind === 'private'));
}

/** Whether plain http is accepted: only with WEBHOOK_ALLOW_PRIVATE_TARGETS, never in production. */
export const plainHttpAllowed = (policy: TargetPolicy) => privateAllowed(policy);

/**
 * The host exactly as written in `input` (lowercased), as the WHATWG URL parser sees it for http(s):
 * tabs and newlines dropped, after the scheme and its slashes (or backslashes), before the path,
 * query or fragment, without user info or port. Null when there is none.
 */
export function writtenHost(input: string): string | null {
  const s = input.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  const scheme = /^[a-z][a-z0-9+.-]*:[/\\]*/i.exec(s);
  if (!scheme) return null;
  let host = s.slice(scheme[0].length);
  const end = host.search(/[/\\?#]/);
  if (end >= 0) host = host.slice(0, end);
  host = host.slice(host.lastIndexOf('@') + 1);
  if (!host.startsWith('[')) host = host.replace(/:[^:]*$/, '');
  else host = host.replace(/(\])(:[^:\]]*)?$/, '$1');
  return host.toLowerCase();
}

export type TargetVerdict =
  | { ok: true; hostname: string; addresses: ResolvedAddress[] }
  /** `reason` is for the caller (no address is echoed back); `kind` says which rule refused. */
  | { ok: false; kind: 'numeric_form' | 'not_allowed' | 'unresolved'; reason: string };

const NO_NAME = new Set(['ENOTFOUND', 'EAI_NONAME', 'ENODATA', 'EAI_NODATA']);

/**
 * Resolves the host of a parsed http(s) URL and judges every address it resolves to; one address
 * not allowed refuses the URL (a name must not resolve to an inside address next to an outside one).
 * `input` is the URL as written, to refuse numeric host spellings the URL parser turned into a
 * dotted quad (`2130706433`, `0177.0.0.1`, `0x7f.1`, `127.1`, `127.0.0.1.`, percent- or
 * full-width-encoded digits).
 */
export async function checkTarget(input: string, url: URL, policy: TargetPolicy, lookup: HostLookup, timeoutMs = 5000): Promise<TargetVerdict> {
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  if (isIP(hostname) === 4 && writtenHost(input) !== hostname) {
    return {
      ok: false,
      kind: 'numeric_form',
      reason: 'the host must be a name or an IPv4 address written as four decimal numbers (numeric forms such as 2130706433, 0177.0.0.1, 0x7f.1 or 127.1 are refused)',
    };
  }
  let addresses: ResolvedAddress[];
  if (isIP(hostname)) addresses = [{ address: hostname, family: isIP(hostname) === 6 ? 6 : 4 }];
  else {
    let timer: NodeJS.Timeout | undefined;
    try {
      addresses = await Promise.race([
        lookup(hostname),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(Object.assign(new Error('lookup timed out'), { code: 'ETIMEOUT' })), timeoutMs);
        }),
      ]);
    } catch (err) {
      const code = (err as { code?: string })?.code;
      return {
        ok: false,
        kind: 'unresolved',
        reason: code && NO_NAME.has(code) ? 'the host does not resolve to any address' : 'the host could not be resolved; try again later',
      };
    } finally {
      clearTimeout(timer);
    }
    if (!addresses.length) return { ok: false, kind: 'unresolved', reason: 'the host does not resolve to any address' };
  }
  for (const a of addresses) {
    const kind = classifyAddress(a.address);
    if (!addressAllowed(kind, policy)) {
      const hint = (kind === 'loopback' || kind === 'private') && !policy.production ? ' (allowed only with WEBHOOK_ALLOW_PRIVATE_TARGETS=true, outside production)' : '';
      return { ok: false, kind: 'not_allowed', reason: `the host resolves to ${describeKind(kind)}, which webhooks may not be sent to${hint}` };
    }
  }
  return { ok: true, hostname, addresses };
}
