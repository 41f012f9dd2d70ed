import type { Logger } from '../lib/logger';
import type { Db } from '../repositories/db';
import { addRequestCounts, addRequestCountsSql, type WindowCount } from '../repositories/request-guards';
import type { SqlReader } from '../repositories/sql';

/**
 * Per-key request counts of one app (process), written to the database in batches (docs/security.md,
 * "Abuse limits"). Each (key, window) knows `shared`, the total the database last reported, and what
 * this process counted since: `inflight` (in the statement under way) and `local` (not sent yet).
 *
 * A request's number in its window is `shared + inflight + local + 1` (requests waiting for the next
 * statement count too). It is answered at once while that number stays at most `limit - batch` and the
 * key has fewer than `batch` requests the database has not counted; otherwise it waits for the next
 * statement and gets its exact place in the database's total. With one process every number is exact:
 * the Nth request of a window is told N. With P processes, a window admits at most
 * `limit + (P - 1) * batch` requests (docs/security.md, "Abuse limits", says why).
 *
 * One statement is under way at a time per app: every RATE_FLUSH_MS while counts are pending, at once
 * when a request waits. A statement that fails keeps its counts for the next one; until one succeeds,
 * requests are numbered on this process's own counts.
 */

/** How long a count waits in the process before it is written (milliseconds). */
export const RATE_FLUSH_MS = 250;
/** The longest wait between retries of a failing write (milliseconds); the wait doubles from RATE_FLUSH_MS. */
export const RATE_RETRY_MAX_MS = 30_000;
/** Windows per statement (3 parameters each, far below PostgreSQL's 65,535). */
const ROWS_PER_STATEMENT = 1000;
/** Idle entries of ended windows are swept when the map grows past this (and after each write). */
const SWEEP_ABOVE = 10_000;

/**
 * `batch` for a limit: a twentieth of it, at most 100 (the default 600 gives 30); 0 below 20, where
 * every request is counted by the database before it is answered.
 */
export function batchFor(limit: number): number {
  return Math.min(100, Math.floor(limit / 20));
}

/** Adds each row's `count` to its window in the database and returns the windows' new totals. */
export type AddCounts = (rows: WindowCount[]) => Promise<WindowCount[]>;

export interface RateCounterOptions {
  limit: number;
  windowSeconds: number;
  now: () => Date;
  add: AddCounts;
  logger?: Logger;
  /** RATE_FLUSH_MS unless given (tests). */
  flushMs?: number;
  /** batchFor(limit) unless given. */
  batch?: number;
}

interface Waiter {
  /** The request's number as this process knows it; the database's other counts are added on return. */
  n: number;
  resolve: (count: number) => void;
}

interface Entry {
  apiKeyId: string;
  windowStart: number;
  shared: number;
  inflight: number;
  local: number;
  waiting: Waiter[];
}

interface Sent {
  entry: Entry;
  delta: number;
  waiting: Waiter[];
}

export class RateCounter {
  readonly limit: number;
  readonly windowSeconds: number;
  readonly batch: number;
  private readonly windowMs: number;
  private readonly flushMs: number;
  private readonly entries = new Map<string, Entry>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** Failed writes in a row (0: the last one succeeded). */
  private failures = 0;
  private closed = false;

  constructor(private readonly opts: RateCounterOptions) {
    this.limit = opts.limit;
    this.windowSeconds = opts.windowSeconds;
    this.windowMs = opts.windowSeconds * 1000;
    this.batch = opts.batch ?? batchFor(opts.limit);
    this.flushMs = opts.flushMs ?? RATE_FLUSH_MS;
  }

  /** The counter of an app on `db`, whose writes go on the driver when there is one (`sql`). */
  static onDatabase(db: Db, limits: { limit: number; windowSeconds: number }, now: () => Date, logger?: Logger, sql?: SqlReader): RateCounter {
    return new RateCounter({ ...limits, now, logger, add: sql ? (rows) => addRequestCountsSql(sql, rows) : (rows) => addRequestCounts(db, rows) });
  }

  now(): Date {
    return this.opts.now();
  }

  /** Start of the window holding `t` (ms). */
  windowOf(t: number): number {
    return Math.floor(t / this.windowMs) * this.windowMs;
  }

  /** Counts one request of the key in the window starting at `windowStart` (ms); resolves to its number in the window. */
  count(apiKeyId: string, windowStart: number): number | Promise<number> {
    const entry = this.entry(apiKeyId, windowStart);
    const unconfirmed = entry.inflight + entry.local + entry.waiting.length;
    const seen = entry.shared + unconfirmed;
    // Over the limit already (the database's total can only be higher), closed, or the database failing:
    // this process's own count decides. Far from the limit with few uncounted: no need to ask.
    if (seen >= this.limit || this.closed || this.failures > 0 || (seen < this.limit - this.batch && unconfirmed < this.batch)) {
      entry.local++;
      this.schedule(false);
      return seen + 1;
    }
    return new Promise<number>((resolve) => {
      entry.waiting.push({ n: seen + 1, resolve });
      this.schedule(true);
    });
  }

  /** Writes what is pending now (after the statement under way, if any). A failure is kept for the next write. */
  async flush(): Promise<void> {
    while (this.running) await this.running;
    if (!this.pending()) return;
    this.start();
    while (this.running) await this.running;
  }

  /** Writes what is pending and stops: no timer, no write after it resolves (call before closing the database). */
  async close(): Promise<void> {
    this.closed = true;
    this.clearTimer();
    await this.flush();
    const left = [...this.entries.values()].reduce((sum, e) => sum + e.local, 0);
    if (left) this.opts.logger?.warn({ requests: left }, 'rate-limit counts not stored at shutdown');
  }

  private entry(apiKeyId: string, windowStart: number): Entry {
    const id = `${windowStart}:${apiKeyId}`;
    let entry = this.entries.get(id);
    if (!entry) {
      if (this.entries.size >= SWEEP_ABOVE) this.sweep();
      entry = { apiKeyId, windowStart, shared: 0, inflight: 0, local: 0, waiting: [] };
      this.entries.set(id, entry);
    }
    return entry;
  }

  private pending(): boolean {
    for (const e of this.entries.values()) if (e.local || e.waiting.length) return true;
    return false;
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** A write at once (a request waits for it) or within the interval; one at a time. */
  private schedule(now: boolean): void {
    if (this.running || this.closed) return;
    if (now) return this.start();
    if (this.timer) return;
    const delay = this.failures ? Math.min(RATE_RETRY_MAX_MS, this.flushMs * 2 ** this.failures) : this.flushMs;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.running) this.start();
    }, delay);
    this.timer.unref();
  }

  private start(): void {
    this.clearTimer();
    this.running = this.write().finally(() => {
      this.running = undefined;
      // Requests that came while it ran wait for the next write; counts alone for the timer.
      if ([...this.entries.values()].some((e) => e.waiting.length)) this.start();
      else if (this.pending()) this.schedule(false);
    });
  }

  /** One write of everything pending; never rejects. */
  private async write(): Promise<void> {
    const sent: Sent[] = [];
    for (const entry of this.entries.values()) {
      const delta = entry.local + entry.waiting.length;
      if (!delta) continue;
      sent.push({ entry, delta, waiting: entry.waiting });
      entry.inflight = delta;
      entry.local = 0;
      entry.waiting = [];
    }
    for (let i = 0; i < sent.length; i += ROWS_PER_STATEMENT) {
      const part = sent.slice(i, i + ROWS_PER_STATEMENT);
      let totals: WindowCount[];
      try {
        totals = await this.opts.add(part.map((s) => ({ apiKeyId: s.entry.apiKeyId, windowStart: new Date(s.entry.windowStart), count: s.delta })));
      } catch (err) {
        this.failed(sent.slice(i), err);
        return;
      }
      const byId = new Map(totals.map((t) => [`${t.windowStart.getTime()}:${t.apiKeyId}`, t.count]));
      const missing: Sent[] = [];
      for (const s of part) {
        const total = byId.get(`${s.entry.windowStart}:${s.entry.apiKeyId}`);
        if (total === undefined) missing.push(s);
        else this.settle(s, total);
      }
      if (missing.length) {
        this.failed([...missing, ...sent.slice(i + ROWS_PER_STATEMENT)], new Error('the database returned no total for some windows'));
        return;
      }
    }
    if (this.failures) this.opts.logger?.info({ failedWrites: this.failures }, 'rate-limit counts stored again');
    this.failures = 0;
    this.sweep();
  }

  /** The database counted `s`: `total` is the window's total, this write's requests at its end. */
  private settle(s: Sent, total: number): void {
    const entry = s.entry;
    // What other processes wrote since this one last heard the total.
    const others = total - (entry.shared + s.delta);
    entry.shared = total;
    entry.inflight = 0;
    for (const w of s.waiting) w.resolve(w.n + others);
    for (const w of entry.waiting) w.n += others;
  }

  /** Nothing of `sent` was counted: keep it for the next write, answer its waiters on this process's counts. */
  private failed(sent: Sent[], err: unknown): void {
    this.failures++;
    const ended = this.windowOf(this.now().getTime());
    let dropped = 0;
    for (const { entry, delta, waiting } of sent) {
      entry.inflight = 0;
      entry.local += delta;
      for (const w of waiting) w.resolve(w.n);
    }
    // Requests that came meanwhile do not wait for the retry either.
    for (const entry of this.entries.values()) {
      for (const w of entry.waiting) w.resolve(w.n);
      entry.local += entry.waiting.length;
      entry.waiting = [];
      // A window that has ended decides nothing any more: its counts are not worth retrying.
      if (entry.windowStart < ended && entry.local) {
        dropped += entry.local;
        entry.local = 0;
      }
    }
    if (this.failures === 1 || dropped) {
      this.opts.logger?.warn(
        { err, windows: sent.length, droppedOfEndedWindows: dropped, failedWrites: this.failures },
        'rate-limit counts not stored; kept for the next write',
      );
    }
  }

  /** Forgets windows that have ended with nothing left to write. */
  private sweep(): void {
    const current = this.windowOf(this.now().getTime());
    for (const [id, e] of this.entries) {
      if (e.windowStart < current && !e.local && !e.inflight && !e.waiting.length) this.entries.delete(id);
    }
  }
}
