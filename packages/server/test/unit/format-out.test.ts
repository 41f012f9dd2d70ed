// services/format.ts: the helpers every response goes through (defined, isoDateTime), rewritten for speed
// (README "Performance"): the same output as before, pinned here.
import { defined, isoDate, isoDateTime } from '../../src/services/format';

describe('format helpers', () => {
  it('isoDateTime drops the milliseconds, for any year Date can hold', () => {
    expect(isoDateTime(new Date('2026-03-02T15:00:00.123Z'))).toBe('2026-03-02T15:00:00Z');
    expect(isoDateTime(new Date('2026-03-02T15:00:00.000Z'))).toBe('2026-03-02T15:00:00Z');
    expect(isoDateTime(new Date(8.64e15))).toBe('+275760-09-13T00:00:00Z');
    expect(isoDateTime(new Date(-62198755200000))).toBe('-000001-01-01T00:00:00Z');
    expect(isoDateTime(null)).toBeUndefined();
    expect(isoDateTime(undefined)).toBeUndefined();
    expect(isoDate(new Date('2026-12-31T23:59:59.999Z'))).toBe('2026-12-31');
  });

  it('defined keeps every value but null and undefined, in the object’s own key order', () => {
    const out = defined({ b: 1, a: null, c: undefined, d: 0, e: '', f: false, 2: 'two', g: { h: null } });
    expect(out).toStrictEqual({ 2: 'two', b: 1, d: 0, e: '', f: false, g: { h: null } });
    expect(Object.keys(out)).toEqual(['2', 'b', 'd', 'e', 'f', 'g']);
    expect(JSON.stringify(defined({ z: 'z', y: null, x: 'x' }))).toBe('{"z":"z","x":"x"}');
  });
});
