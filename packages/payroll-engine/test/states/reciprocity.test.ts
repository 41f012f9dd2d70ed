/**
 * Reciprocity (src/states/reciprocity.ts): the residence state is withheld instead of the work state only
 * with a certificate of non-residence on file and an agreement in force for that (work, residence) pair.
 * The expected pairs are written out here by hand from the work states' forms (IL-W-5-NR, WH-47, 44-016,
 * 42A809, MW507, MI-W4, MWR, MW-4, NJ-165, NDW-R, IT 4NR, REV-419, VA-4, WV IT-104, W-220), not read back
 * from the table, so a pair added or dropped there fails here.
 */
import { ALL_NONRESIDENTS, RECIPROCITY, hasReciprocity, withholdingState } from '../../src/states/reciprocity';

/** Every bilateral pair: each state exempts the other's residents. */
const BILATERAL: ReadonlyArray<[string, string]> = [
  ['IL', 'IA'], ['IL', 'KY'], ['IL', 'MI'], ['IL', 'WI'],
  ['IN', 'KY'], ['IN', 'MI'], ['IN', 'OH'], ['IN', 'PA'], ['IN', 'WI'],
  ['KY', 'MI'], ['KY', 'OH'], ['KY', 'VA'], ['KY', 'WV'], ['KY', 'WI'],
  ['MD', 'DC'], ['MD', 'PA'], ['MD', 'VA'], ['MD', 'WV'],
  ['MI', 'MN'], ['MI', 'OH'], ['MI', 'WI'],
  ['MN', 'ND'], ['MT', 'ND'], ['NJ', 'PA'],
  ['OH', 'PA'], ['OH', 'WV'],
  ['PA', 'VA'], ['PA', 'WV'],
  ['VA', 'DC'], ['VA', 'WV'],
];

const YEARS = [2025, 2026];

describe('withholdingState / hasReciprocity', () => {
  it('the table holds exactly the bilateral pairs above plus DC for every nonresident', () => {
    const listed = new Set<string>();
    for (const a of RECIPROCITY) {
      if (a.residents === ALL_NONRESIDENTS) {
        expect(a.work).toBe('DC');
        continue;
      }
      for (const r of a.residents) listed.add(`${a.work}>${r}`);
      expect(a.sources.length).toBeGreaterThanOrEqual(2);
    }
    const expected = new Set(BILATERAL.flatMap(([a, b]) => [`${a}>${b}`, `${b}>${a}`]).filter((p) => !p.startsWith('DC>')));
    expect([...listed].sort()).toEqual([...expected].sort());
  });

  it.each(BILATERAL)('%s and %s exempt each other\'s residents, with the election, in 2025 and 2026', (a, b) => {
    for (const year of YEARS) {
      expect(hasReciprocity(a, b, year)).toBe(true);
      expect(hasReciprocity(b, a, year)).toBe(true);
      expect(withholdingState(a, b, true, year)).toEqual({ state: b, reason: 'reciprocity' });
      expect(withholdingState(b, a, true, year)).toEqual({ state: a, reason: 'reciprocity' });
    }
  });

  it.each(BILATERAL)('%s and %s: without the election the work state withholds', (a, b) => {
    expect(withholdingState(a, b, false, 2026)).toEqual({ state: a, reason: 'work_state' });
    expect(withholdingState(b, a, false, 2026)).toEqual({ state: b, reason: 'work_state' });
  });

  it('a Pennsylvania resident working in New Jersey: PA with NJ-165 on file, NJ without', () => {
    expect(withholdingState('NJ', 'PA', true, 2025)).toEqual({ state: 'PA', reason: 'reciprocity' });
    expect(withholdingState('NJ', 'PA', true, 2026)).toEqual({ state: 'PA', reason: 'reciprocity' });
    expect(withholdingState('NJ', 'PA', false, 2026)).toEqual({ state: 'NJ', reason: 'work_state' });
  });

  it('Illinois work: Iowa, Kentucky, Michigan and Wisconsin residents only (not Indiana or Missouri)', () => {
    for (const r of ['IA', 'KY', 'MI', 'WI']) {
      expect(withholdingState('IL', r, true, 2026)).toEqual({ state: r, reason: 'reciprocity' });
    }
    for (const r of ['IN', 'MO']) {
      expect(withholdingState('IL', r, true, 2026)).toEqual({ state: 'IL', reason: 'work_state' });
      expect(withholdingState(r, 'IL', true, 2026)).toEqual({ state: r, reason: 'work_state' });
    }
  });

  it('Virginia work: DC, Kentucky, Maryland, Pennsylvania and West Virginia residents, not North Carolina or Tennessee', () => {
    for (const r of ['DC', 'KY', 'MD', 'PA', 'WV']) {
      expect(withholdingState('VA', r, true, 2026)).toEqual({ state: r, reason: 'reciprocity' });
    }
    expect(withholdingState('VA', 'NC', true, 2026)).toEqual({ state: 'VA', reason: 'work_state' });
    expect(withholdingState('VA', 'TN', true, 2026)).toEqual({ state: 'VA', reason: 'work_state' });
    expect(withholdingState('NC', 'VA', true, 2026)).toEqual({ state: 'NC', reason: 'work_state' });
  });

  it('DC exempts every nonresident, one way only: only Maryland and Virginia exempt DC residents', () => {
    for (const r of ['NY', 'FL', 'CA', 'MD', 'VA']) {
      expect(withholdingState('DC', r, true, 2026)).toEqual({ state: r, reason: 'reciprocity' });
    }
    expect(withholdingState('DC', 'NY', false, 2026)).toEqual({ state: 'DC', reason: 'work_state' });
    expect(hasReciprocity('NY', 'DC', 2026)).toBe(false);
    expect(withholdingState('NY', 'DC', true, 2026)).toEqual({ state: 'NY', reason: 'work_state' });
    expect(withholdingState('WV', 'DC', true, 2026)).toEqual({ state: 'WV', reason: 'work_state' });
  });

  it('pairs with no agreement withhold for the work state even with an election', () => {
    const none: Array<[string, string]> = [
      ['NY', 'NJ'], ['NJ', 'NY'], ['NY', 'CT'], ['CA', 'AZ'], ['AZ', 'CA'], ['MN', 'WI'], ['WI', 'MN'], ['DE', 'PA'], ['MD', 'DE'],
    ];
    for (const [work, residence] of none) {
      expect(hasReciprocity(work, residence, 2026)).toBe(false);
      expect(withholdingState(work, residence, true, 2026)).toEqual({ state: work, reason: 'work_state' });
    }
  });

  it('no residence on file, or the same state, withholds for the work state', () => {
    expect(withholdingState('PA', null, true, 2026)).toEqual({ state: 'PA', reason: 'work_state' });
    expect(withholdingState('PA', '  ', true, 2026)).toEqual({ state: 'PA', reason: 'work_state' });
    expect(hasReciprocity('PA', null, 2026)).toBe(false);
    expect(withholdingState('PA', 'PA', true, 2026)).toEqual({ state: 'PA', reason: 'work_state' });
    expect(withholdingState('DC', 'DC', true, 2026)).toEqual({ state: 'DC', reason: 'work_state' });
    expect(hasReciprocity('DC', 'DC', 2026)).toBe(false);
  });

  it('normalises case and whitespace of both codes', () => {
    expect(withholdingState(' nj', 'pa ', true, 2026)).toEqual({ state: 'PA', reason: 'reciprocity' });
    expect(withholdingState('ny', ' nj ', true, 2026)).toEqual({ state: 'NY', reason: 'work_state' });
    expect(withholdingState('il', null, false, 2026)).toEqual({ state: 'IL', reason: 'work_state' });
    expect(hasReciprocity('wi', 'Il', 2025)).toBe(true);
  });

  it('a year outside the confirmed 2025-2026 has no agreement: the work state withholds', () => {
    expect(hasReciprocity('NJ', 'PA', 2024)).toBe(false);
    expect(withholdingState('NJ', 'PA', true, 2027)).toEqual({ state: 'NJ', reason: 'work_state' });
  });
});
