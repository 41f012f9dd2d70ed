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

  it('isoDateTime and isoDate (arithmetic in years 0000-9999) agree with toISOString on every day boundary, leap day and random instant', () => {
    const reference = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
    const instants = [
      0, -1, 1, 86_399_999, 86_400_000, -86_400_000, -62_167_219_200_000, -62_167_219_200_001, 253_402_300_799_999, 253_402_300_800_000,
      Date.parse('2000-02-29T23:59:59.999Z'), Date.parse('1900-02-28T12:00:00Z'), Date.parse('1900-03-01T00:00:00Z'), Date.parse('2100-03-01T00:00:00Z'),
      Date.parse('0004-02-29T00:00:00Z'), Date.parse('0999-12-31T23:59:59Z'), Date.parse('1000-01-01T00:00:00Z'), Date.parse('1969-12-31T23:59:59.500Z'),
    ];
    // A fixed sequence (a linear congruential generator), so that a failure names the same instants again.
    let seed = 20261127;
    for (let i = 0; i < 20_000; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      instants.push(Math.floor((seed / 2_147_483_648) * 330_000_000_000_000) - 70_000_000_000_000);
    }
    const differing: Array<[number, string | undefined, string | undefined]> = [];
    for (const t of instants) {
      const d = new Date(t);
      if (isoDateTime(d) !== reference(d)) differing.push([t, isoDateTime(d), reference(d)]);
      if (isoDate(d) !== d.toISOString().slice(0, 10)) differing.push([t, isoDate(d), d.toISOString().slice(0, 10)]);
    }
    expect(differing).toEqual([]);
    expect(instants).toHaveLength(20_018);
    expect(() => isoDateTime(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => isoDate(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('defined keeps every value but null and undefined, in the object’s own key order', () => {
    const out = defined({ b: 1, a: null, c: undefined, d: 0, e: '', f: false, 2: 'two', g: { h: null } });
    expect(out).toStrictEqual({ 2: 'two', b: 1, d: 0, e: '', f: false, g: { h: null } });
    expect(Object.keys(out)).toEqual(['2', 'b', 'd', 'e', 'f', 'g']);
    expect(JSON.stringify(defined({ z: 'z', y: null, x: 'x' }))).toBe('{"z":"z","x":"x"}');
  });
});
