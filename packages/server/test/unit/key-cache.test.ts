// The request path's cache of resolved API keys (http/key-cache.ts; docs/security.md, "API keys"):
// TTL on the given clock, only live keys kept, a bounded size, and forgetting that wins over a read racing it.
import { KEY_CACHE_TTL_MS, KeyCache, type KeyEntry } from '../../src/http/key-cache';

const T0 = Date.parse('2026-03-02T09:00:00Z');

function setup(options: { maxEntries?: number } = {}) {
  let at = T0;
  const cache = new KeyCache(() => new Date(at), options);
  const rows = new Map<string, KeyEntry>();
  const reads: string[] = [];
  const load = (hash: string) => async () => {
    reads.push(hash);
    return rows.get(hash);
  };
  const live = (hash: string, id = `key_${hash}`): KeyEntry => {
    const entry: KeyEntry = { id, kind: 'Company', revokedAt: null, partnerId: 'par_1', companyId: 'com_1' };
    rows.set(hash, entry);
    return entry;
  };
  return { cache, rows, reads, load, live, move: (ms: number) => (at += ms), setClock: (ms: number) => (at = ms) };
}

describe('KeyCache', () => {
  it('the TTL is 5 s', () => {
    expect(KEY_CACHE_TTL_MS).toBe(5_000);
  });

  it('reads a live key once per TTL, counted from the read and not from the last use', async () => {
    const { cache, reads, load, live, move } = setup();
    const entry = live('h1');
    expect(await cache.resolve('h1', load('h1'))).toEqual(entry);
    for (let i = 0; i < 4; i++) {
      move(1_000);
      expect(await cache.resolve('h1', load('h1'))).toEqual(entry);
    }
    expect(reads).toEqual(['h1']); // 0 s .. 4 s: from memory
    move(999); // 4.999 s
    await cache.resolve('h1', load('h1'));
    expect(reads).toEqual(['h1']);
    move(1); // 5 s after the read: read again, although it was used a moment ago
    await cache.resolve('h1', load('h1'));
    expect(reads).toEqual(['h1', 'h1']);
  });

  it('a clock that went back expires the entry instead of stretching its life', async () => {
    const { cache, reads, load, live, setClock } = setup();
    live('h1');
    await cache.resolve('h1', load('h1'));
    setClock(T0 - 60_000);
    await cache.resolve('h1', load('h1'));
    expect(reads).toEqual(['h1', 'h1']);
  });

  it('keeps neither unknown nor revoked keys: each ask reads the database', async () => {
    const { cache, rows, reads, load } = setup();
    rows.set('revoked', { id: 'key_r', kind: 'Partner', revokedAt: new Date(T0), partnerId: 'par_1' });
    for (let i = 0; i < 3; i++) {
      expect(await cache.resolve('unknown', load('unknown'))).toBeUndefined();
      expect((await cache.resolve('revoked', load('revoked')))?.revokedAt).toEqual(new Date(T0));
    }
    expect(reads).toEqual(['unknown', 'revoked', 'unknown', 'revoked', 'unknown', 'revoked']);
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries keys, dropping the least recently used', async () => {
    const { cache, reads, load, live } = setup({ maxEntries: 3 });
    for (const h of ['a', 'b', 'c']) {
      live(h);
      await cache.resolve(h, load(h));
    }
    await cache.resolve('a', load('a')); // a is now the most recently used; b the least
    live('d');
    await cache.resolve('d', load('d'));
    expect(cache.size).toBe(3);
    reads.length = 0;
    for (const h of ['a', 'c', 'd']) await cache.resolve(h, load(h));
    expect(reads).toEqual([]);
    await cache.resolve('b', load('b'));
    expect(reads).toEqual(['b']);
    expect(cache.size).toBe(3);
  });

  it('knows(hash): a key resolved as live, past its TTL too, until it is read gone, forgotten or evicted; never an unknown key', async () => {
    const { cache, rows, load, live, move } = setup();
    live('h1', 'key_1');
    live('h2', 'key_2');
    expect(await cache.resolve('unknown', load('unknown'))).toBeUndefined();
    expect([cache.knows('h1'), cache.knows('unknown')]).toEqual([false, false]);
    await cache.resolve('h1', load('h1'));
    await cache.resolve('h2', load('h2'));
    move(KEY_CACHE_TTL_MS * 10);
    expect([cache.knows('h1'), cache.knows('h2')]).toEqual([true, true]); // stale, not served: read again when asked
    rows.set('h1', { ...rows.get('h1')!, revokedAt: new Date(T0) });
    expect((await cache.resolve('h1', load('h1')))?.revokedAt).toEqual(new Date(T0));
    expect(cache.knows('h1')).toBe(false);
    cache.forget('key_2');
    expect(cache.knows('h2')).toBe(false);
  });

  it('forget(id) drops that key only; clear() drops all', async () => {
    const { cache, reads, load, live } = setup();
    live('h1', 'key_1');
    live('h2', 'key_2');
    await cache.resolve('h1', load('h1'));
    await cache.resolve('h2', load('h2'));
    cache.forget('key_1');
    cache.forget('key_unknown');
    await cache.resolve('h1', load('h1'));
    await cache.resolve('h2', load('h2'));
    expect(reads).toEqual(['h1', 'h2', 'h1']);
    cache.clear();
    expect(cache.size).toBe(0);
    await cache.resolve('h2', load('h2'));
    expect(reads).toEqual(['h1', 'h2', 'h1', 'h2']);
  });

  it('a read that started before a revocation is answered but not kept (it cannot put the revoked key back)', async () => {
    const { cache, rows, reads, live } = setup();
    const entry = live('h1', 'key_1');
    let release!: () => void;
    const slow = () =>
      new Promise<KeyEntry | undefined>((resolve) => {
        reads.push('h1');
        release = () => resolve(entry); // the row as it was when read: live
      });
    const pending = cache.resolve('h1', slow);
    // Meanwhile the key is revoked and forgotten.
    rows.set('h1', { ...entry, revokedAt: new Date(T0) });
    cache.forget('key_1');
    release();
    expect(await pending).toEqual(entry);
    expect(cache.size).toBe(0);
    const after = await cache.resolve('h1', async () => rows.get('h1'));
    expect(after?.revokedAt).toEqual(new Date(T0));
  });

  it('without a PostgreSQL driver there is no listener: close() is immediate', async () => {
    const { cache } = setup();
    await expect(cache.close()).resolves.toBeUndefined();
  });
});
