/**
 * Limits per client address for what has no key to count against (docs/security.md, "Abuse limits"):
 * failed authentication (a missing, unknown or revoked key, a wrong operator key) and the hosted
 * /embed pages, counted per client: an IPv4 address, or an IPv6 /64 (addressKey). Counts are fixed
 * windows in the database (shared by every process, like the per-key limit); a process also remembers,
 * until the window ends, an address it has seen go over, so that further failures from it cost no
 * database work at all.
 */
export interface AddressLimits {
  /** Failed authentications per address per window (AUTH_FAILURE_LIMIT, default 100). */
  authFailures: number;
  /** /embed requests per address per window (EMBED_RATE_LIMIT, default 120). */
  embed: number;
  /** Window length in seconds (ADDRESS_LIMIT_WINDOW_SECONDS, default 60). */
  windowSeconds: number;
}

export const DEFAULT_ADDRESS_LIMITS: AddressLimits = { authFailures: 100, embed: 120, windowSeconds: 60 };
