// repositories/read-batch.ts: the reads of one turn of the event loop, loaded in one call.
import { TurnBatch } from '../../src/repositories/read-batch';

describe('TurnBatch', () => {
  it('loads the keys of one turn in one call, each answered by its position; the next turn is another call', async () => {
    const calls: string[][] = [];
    const batch = new TurnBatch<string, string>(async (keys) => {
      calls.push(keys);
      return keys.map((k) => (k === 'missing' ? undefined : k.toUpperCase()));
    });
    const first = await Promise.all([batch.load('a'), batch.load('missing'), batch.load('b'), batch.load('a')]);
    expect(first).toEqual(['A', undefined, 'B', 'A']);
    expect(await batch.load('c')).toBe('C');
    expect(calls).toEqual([['a', 'missing', 'b', 'a'], ['c']]);
  });

  it('a loader that fails, or throws before its promise, fails every read of its batch and the next batch still loads', async () => {
    let mode: 'reject' | 'throw' | 'ok' = 'reject';
    const batch = new TurnBatch<number, number>((keys) => {
      if (mode === 'throw') throw new Error('thrown');
      if (mode === 'reject') return Promise.reject(new Error('rejected'));
      return Promise.resolve(keys.map((k) => k * 2));
    });
    expect(await Promise.allSettled([batch.load(1), batch.load(2)])).toEqual([
      { status: 'rejected', reason: new Error('rejected') },
      { status: 'rejected', reason: new Error('rejected') },
    ]);
    mode = 'throw';
    await expect(batch.load(3)).rejects.toThrow('thrown');
    mode = 'ok';
    expect(await Promise.all([batch.load(4), batch.load(5)])).toEqual([8, 10]);
  });
});
