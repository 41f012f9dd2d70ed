// The resolved API keys of the request path, kept in process for a short time so that a busy key costs
// no database round trip (docs/security.md, "API keys"). Keyed by the key's hash, never the key.
import { Client, type Pool } from 'pg';
import type { Clock } from '../core/clock';
import type { DatabaseDriver } from '../db/database';
import type { Logger } from '../lib/logger';
import { KEY_REVOKED_CHANNEL } from '../repositories/api-keys';
import type { CallerKind } from './context';

/** How long a resolved key is served from memory without asking the database again (ms). */
export const KEY_CACHE_TTL_MS = 5_000;
/** At most this many keys are kept; past it, the least recently used one goes. */
export const KEY_CACHE_MAX_ENTRIES = 10_000;
/** The first wait before the revocation listener reconnects (ms); doubled at each failure, up to the cap. */
const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 30_000;

/** A key as the request path needs it: who it is, and whether it still works. */
export interface KeyEntry {
  id: string;
  kind: Exclude<CallerKind, 'Operator'>;
  revokedAt: Date | null;
  partnerId?: string;
  corporationId?: string;
  companyId?: string;
}

/**
 * Live keys by hash, each served for at most `ttlMs` after it was read from the database, measured on
 * the service clock (`now` of createApp): tests move past the TTL with the test clock, and a clock that
 * went back (a test setting an earlier moment, a wall-clock correction) expires the entry rather than
 * stretching its life. Unknown and revoked keys are never kept, so random keys cannot fill it.
 *
 * `forget(id)` (a revocation in this process, or the notification of one in another) and `clear()` also
 * move an epoch: a read of the database that started before them is used for its request but not
 * kept, so a read racing a revocation cannot put the revoked key back.
 *
 * On PostgreSQL (a `driver` of that kind) it LISTENs on KEY_REVOKED_CHANNEL through a connection of its
 * own, outside the pool; the revocation sends pg_notify in its transaction (repositories/api-keys.ts).
 * When that connection drops it logs it, reconnects with backoff and, once listening again, clears the
 * cache (notifications sent meanwhile are lost); until then entries expire by the TTL. `close()` ends it.
 */
export class KeyCache {
  private readonly entries = new Map<string, { key: KeyEntry; at: number }>();
  private readonly hashOf = new Map<string, string>();
  private epoch = 0;
  private readonly listener?: RevocationListener;
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(
    private readonly now: Clock,
    options: { logger?: Logger; driver?: DatabaseDriver; ttlMs?: number; maxEntries?: number } = {},
  ) {
    this.ttlMs = options.ttlMs ?? KEY_CACHE_TTL_MS;
    this.maxEntries = options.maxEntries ?? KEY_CACHE_MAX_ENTRIES;
    if (options.driver?.kind === 'postgres') {
      if (!options.logger) throw new Error('KeyCache: the revocation listener needs a logger');
      this.listener = new RevocationListener(options.driver.pool, options.logger, (id) => this.forget(id), () => this.clear());
    }
  }

  /**
   * The key of `hash`: from memory while fresh, else from `load` (kept when it is live). An entry past
   * its TTL is never served, but stays (in its place in the LRU order) until that read replaces it or
   * finds the key gone, so that `knows` still answers for it.
   */
  async resolve(hash: string, load: () => Promise<KeyEntry | undefined>): Promise<KeyEntry | undefined> {
    const cached = this.entries.get(hash);
    if (cached) {
      const age = this.now().getTime() - cached.at;
      if (age >= 0 && age < this.ttlMs) {
        // Most recently used last; the entry keeps the time it was read (the TTL counts from there).
        this.entries.delete(hash);
        this.entries.set(hash, cached);
        return cached.key;
      }
    }
    const epoch = this.epoch;
    const at = this.now().getTime();
    const key = await load();
    if (key && !key.revokedAt && epoch === this.epoch) this.store(hash, key, at);
    else if (!key || key.revokedAt) this.drop(hash);
    return key;
  }

  /**
   * Whether `hash` is a key this process has resolved as live and not forgotten since (its entry may be
   * past the TTL: it is then read again before it is served). No database work. The request path asks
   * it for an address that is over its failed-authentication limit: only such a key is looked up, every
   * other key is refused from memory (http/auth.ts; docs/security.md, "Abuse limits").
   */
  knows(hash: string): boolean {
    return this.entries.has(hash);
  }

  /** Stops serving key `id` from memory (it was revoked). */
  forget(id: string): void {
    this.epoch++;
    const hash = this.hashOf.get(id);
    if (hash !== undefined) this.drop(hash);
  }

  /** Stops serving every key from memory. */
  clear(): void {
    this.epoch++;
    this.entries.clear();
    this.hashOf.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Resolves once the revocation listener listens (the first time); never without one. */
  listening(): Promise<void> {
    return this.listener?.listening ?? new Promise<void>(() => undefined);
  }

  /** Ends the revocation listener's connection (server close, test teardown). */
  async close(): Promise<void> {
    await this.listener?.close();
  }

  private store(hash: string, key: KeyEntry, at: number): void {
    this.drop(hash);
    while (this.entries.size >= this.maxEntries) this.drop(this.entries.keys().next().value as string);
    this.entries.set(hash, { key, at });
    this.hashOf.set(key.id, hash);
  }

  private drop(hash: string): void {
    const entry = this.entries.get(hash);
    if (!entry) return;
    this.entries.delete(hash);
    if (this.hashOf.get(entry.key.id) === hash) this.hashOf.delete(entry.key.id);
  }
}

/** LISTEN on KEY_REVOKED_CHANNEL through one client of its own, reconnecting when it drops. */
class RevocationListener {
  readonly listening: Promise<void>;
  private markListening!: () => void;
  private client?: Client;
  private connecting?: Promise<void>;
  private timer?: NodeJS.Timeout;
  private failures = 0;
  private lostOnce = false;
  private closed = false;

  constructor(
    private readonly pool: Pool,
    private readonly logger: Logger,
    private readonly revoked: (id: string) => void,
    private readonly listened: () => void,
  ) {
    this.listening = new Promise<void>((resolve) => (this.markListening = resolve));
    this.connecting = this.connect();
  }

  private async connect(): Promise<void> {
    // The pool's settings (connection string, search_path); a connection of its own, so the pool keeps all of its.
    const client = new Client(this.pool.options);
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === KEY_REVOKED_CHANNEL && message.payload) this.revoked(message.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${KEY_REVOKED_CHANNEL}`);
    } catch (error) {
      return this.lost(client, error as Error);
    }
    if (this.closed || this.client !== client) return;
    this.failures = 0;
    // Revocations sent before this moment were not heard: whatever is in memory is read again.
    this.listened();
    if (this.lostOnce) this.logger.info({ channel: KEY_REVOKED_CHANNEL }, 'api key revocation listener listening again');
    this.markListening();
  }

  private lost(client: Client, error?: Error): void {
    if (this.closed || this.client !== client) return;
    this.client = undefined;
    this.lostOnce = true;
    void client.end().catch(() => undefined);
    const retryInMs = Math.min(RECONNECT_FIRST_MS * 2 ** this.failures++, RECONNECT_MAX_MS);
    this.logger.warn(
      { channel: KEY_REVOKED_CHANNEL, error: error?.message ?? 'connection ended', retryInMs },
      'api key revocation listener lost its connection: revoked keys of other processes stop working within the key cache TTL until it is back',
    );
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.connecting = this.connect();
    }, retryInMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.connecting;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
