/**
 * State exemption claims that lapse (src/states/exempt-claims.ts; issue 37 §5): a W-4MN exempt claim covers the
 * paydays through February 15 of the year after it was signed, then no longer counts while the rest of the
 * certificate stays in force. Other states' certificates (and a non-exempt W-4MN) carry over unchanged.
 * The amount after the lapse is mn.test.ts's worked case: weekly $1,000, single, 1 allowance, 2026: $45.63.
 */
import { computeEmployeeItem } from '../../src/employee';
import { InvalidEngineInputError } from '../../src/errors';
import { certificateOnPayday, stateExemptClaimThrough } from '../../src/states/exempt-claims';
import type { EmployeeContext } from '../../src/types';

const W4MN = { filingStatus: 'Single', allowances: 1, exempt: true } as const;

function mnLine(payday: string, context: Partial<EmployeeContext>): string | undefined {
  const r = computeEmployeeItem(
    { employeeId: 'emp_1', payments: [{ nonHourlyRegular: 1000 }] },
    { payday, frequency: 'Weekly', states: { workStates: ['MN'], residenceState: 'MN' }, suiRates: { MN: '1' }, ...context },
  );
  return r.stateTaxes.find((t) => t.jurisdiction === 'MN' && t.name === 'StateIncomeTax')?.amount.toFixed(2);
}

function refused(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(InvalidEngineInputError);
    return (err as InvalidEngineInputError).field;
  }
  throw new Error('computed, expected a refusal');
}

describe('a W-4MN exempt claim lapses after February 15 of the next year', () => {
  it('covers its year and the next year through February 15, inclusive', () => {
    expect(stateExemptClaimThrough('MN', '2025-09-01')).toBe('2026-02-15');
    expect(stateExemptClaimThrough('MN', '2025-01-02T10:00:00Z')).toBe('2026-02-15');
    expect(stateExemptClaimThrough('IL', '2025-09-01')).toBeUndefined();
  });

  it('on the item: nothing withheld through 2026-02-15; after it, the W-4MN without its claim (single, 1 allowance: $45.63)', () => {
    const ctx = { stateCertificates: { MN: W4MN }, stateCertificateSignedAt: { MN: '2025-09-01' } };
    expect(mnLine('2026-02-13', ctx)).toBe('0.00');
    expect(mnLine('2026-02-15', ctx)).toBe('0.00');
    expect(mnLine('2026-02-20', ctx)).toBe('45.63');
    // A claim signed in 2026 covers the 2026 paydays again.
    expect(mnLine('2026-02-20', { ...ctx, stateCertificateSignedAt: { MN: '2026-02-16' } })).toBe('0.00');
  });

  it('keeps the other fields when the claim lapses; a certificate without a claim, or another state, is unchanged', () => {
    expect(certificateOnPayday('MN', W4MN, '2025-09-01', '2026-02-16')).toEqual({ filingStatus: 'Single', allowances: 1, exempt: false });
    const plain = { filingStatus: 'Married', allowances: 2 };
    expect(certificateOnPayday('MN', plain, undefined, '2030-01-01')).toBe(plain);
    const il = { basicAllowances: 1, exempt: true };
    expect(certificateOnPayday('IL', il, undefined, '2030-01-01')).toBe(il);
    expect(certificateOnPayday('MN', undefined, undefined, '2030-01-01')).toBeUndefined();
  });

  it('refuses an exempt W-4MN without the date it was signed (the engine does not guess whether it is in force)', () => {
    expect(refused(() => mnLine('2026-02-20', { stateCertificates: { MN: W4MN } }))).toBe('stateCertificateSignedAt.MN');
    expect(refused(() => certificateOnPayday('MN', W4MN, 'soon', '2026-02-20'))).toBe('stateCertificateSignedAt.MN');
  });
});
