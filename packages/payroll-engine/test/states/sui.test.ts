/**
 * Employer SUI (src/states/sui.ts). No agency prints a per-payment worked example (the rule is one
 * multiplication on wages up to the base), so every expected amount is worked out by hand in its comment
 * from the cited figures (sui-2025.ts, sui-2026.ts), rounding half-up to cents.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { employerStatePrograms, suiEmployerAmount, suiFigures, suiStates, suiYears } from '../../src/states/sui';

const d = (v: Decimal.Value) => new Decimal(v);

function sui(wages: Decimal.Value, ytdWages: Decimal.Value, wageBase: Decimal.Value, rate: Decimal.Value) {
  const r = suiEmployerAmount({ wages: d(wages), ytdWages: d(ytdWages), wageBase: d(wageBase), rate: d(rate) });
  return { taxable: r.taxable.toFixed(2), amount: r.amount.toFixed(2) };
}

describe('suiEmployerAmount: rate x wages up to the wage base, year to date', () => {
  it('caps the wages at the base across payments (CA 2026: $7,000 at the 3.4% new-employer rate)', () => {
    const { wageBase, newEmployerRate } = suiFigures('CA', 2026)!;
    // Four payments of $3,000:
    // 1st: ytd $0, taxable $3,000, $3,000 x .034 = $102.00.
    // 2nd: ytd $3,000, taxable $3,000, $102.00.
    // 3rd: ytd $6,000, only $7,000 − $6,000 = $1,000 taxable, $1,000 x .034 = $34.00.
    // 4th: ytd $9,000, nothing taxable.
    // Total $238.00 = $7,000 x .034, the annual maximum per employee.
    const paid: string[] = [];
    let ytd = d(0);
    const results = [];
    for (let i = 0; i < 4; i += 1) {
      const r = sui(3000, ytd, wageBase, newEmployerRate!);
      results.push(r);
      paid.push(r.amount);
      ytd = ytd.plus(3000);
    }
    expect(results).toEqual([
      { taxable: '3000.00', amount: '102.00' },
      { taxable: '3000.00', amount: '102.00' },
      { taxable: '1000.00', amount: '34.00' },
      { taxable: '0.00', amount: '0.00' },
    ]);
    expect(paid.reduce((a, b) => a.plus(b), d(0)).toFixed(2)).toBe('238.00');
  });

  it('taxes exactly the part of a payment below the base', () => {
    // PA 2026, $10,000 base, 3.822%: ytd $9,500, payment $2,000 -> taxable $500; $500 x .03822 = $19.11.
    expect(sui(2000, 9500, 10000, '0.03822')).toEqual({ taxable: '500.00', amount: '19.11' });
    // A payment that lands exactly on the base: ytd $8,000 + $2,000 = $10,000 -> all $2,000 taxable, $76.44.
    expect(sui(2000, 8000, 10000, '0.03822')).toEqual({ taxable: '2000.00', amount: '76.44' });
    // Year to date already past the base: nothing.
    expect(sui(2000, 12000, 10000, '0.03822')).toEqual({ taxable: '0.00', amount: '0.00' });
  });

  it('rounds half-up to cents', () => {
    // $12.50 x .034 = $0.425 -> $0.43 (half-up, not half-even).
    expect(sui('12.50', 0, 7000, '0.034').amount).toBe('0.43');
    // NY 2026 4.1%: $1,234.57 x .041 = $50.61737 -> $50.62.
    expect(sui('1234.57', 0, 17600, '0.041').amount).toBe('50.62');
    // GA 2.64% on the whole $9,500 base: $250.80.
    expect(sui(9500, 0, 9500, '0.0264')).toEqual({ taxable: '9500.00', amount: '250.80' });
    // A company rate given in percent by the caller, 2.5% -> .025: $1,333.33 x .025 = $33.33325 -> $33.33.
    expect(sui('1333.33', 0, 8000, d('2.5').div(100)).amount).toBe('33.33');
  });

  it('charges nothing on zero wages or at a zero rate, and accepts the 25% ceiling', () => {
    expect(sui(0, 0, 7000, '0.034')).toEqual({ taxable: '0.00', amount: '0.00' });
    expect(sui(1000, 0, 7000, 0)).toEqual({ taxable: '1000.00', amount: '0.00' });
    // $1,000 x .25 = $250.00.
    expect(sui(1000, 0, 7000, '0.25').amount).toBe('250.00');
  });

  it('rejects negative or non-finite inputs and a rate outside [0, 0.25], naming the field', () => {
    const fieldOf = (input: Partial<Record<'wages' | 'ytdWages' | 'wageBase' | 'rate', unknown>>) => {
      try {
        suiEmployerAmount({ wages: d(100), ytdWages: d(0), wageBase: d(7000), rate: d('0.034'), ...input } as never);
      } catch (e) {
        expect(e).toBeInstanceOf(InvalidEngineInputError);
        expect((e as InvalidEngineInputError).code).toBe('invalid_engine_input');
        return (e as InvalidEngineInputError).field;
      }
      throw new Error('no error');
    };
    expect(fieldOf({ wages: d(-1) })).toBe('wages');
    expect(fieldOf({ wages: d(NaN) })).toBe('wages');
    expect(fieldOf({ wages: d(Infinity) })).toBe('wages');
    expect(fieldOf({ wages: 100 })).toBe('wages');
    expect(fieldOf({ ytdWages: d('-0.01') })).toBe('ytdWages');
    expect(fieldOf({ wageBase: d(-7000) })).toBe('wageBase');
    expect(fieldOf({ wageBase: d(Infinity) })).toBe('wageBase');
    expect(fieldOf({ rate: d('-0.001') })).toBe('rate');
    expect(fieldOf({ rate: d('0.2501') })).toBe('rate');
    // A percent passed where a fraction is expected (3.4 instead of .034) is caught by the ceiling.
    expect(fieldOf({ rate: d('3.4') })).toBe('rate');
    expect(fieldOf({ rate: d(NaN) })).toBe('rate');
  });
});

describe('suiFigures: cited wage bases and new-employer rates', () => {
  const pick = (state: string, year: number) => {
    const f = suiFigures(state, year);
    return f && { wageBase: f.wageBase, newEmployerRate: f.newEmployerRate };
  };

  it('spot-checks the cited 2026 figures', () => {
    expect(pick('CA', 2026)).toEqual({ wageBase: '7000', newEmployerRate: '0.034' });
    expect(pick('NY', 2026)).toEqual({ wageBase: '17600', newEmployerRate: '0.041' });
    expect(pick('PA', 2026)).toEqual({ wageBase: '10000', newEmployerRate: '0.03822' });
    expect(pick('IL', 2026)).toEqual({ wageBase: '14250', newEmployerRate: undefined });
    expect(pick('TX', 2026)).toEqual({ wageBase: '9000', newEmployerRate: undefined });
    expect(pick('GA', 2026)).toEqual({ wageBase: '9500', newEmployerRate: '0.0264' });
    expect(pick('MI', 2026)).toEqual({ wageBase: '9000', newEmployerRate: '0.027' });
    expect(pick('NJ', 2026)).toEqual({ wageBase: '44800', newEmployerRate: undefined });
    expect(pick('AZ', 2026)).toEqual({ wageBase: '8000', newEmployerRate: '0.02' });
    expect(pick('FL', 2026)).toEqual({ wageBase: '7000', newEmployerRate: '0.027' });
    expect(pick('ID', 2026)).toEqual({ wageBase: '58300', newEmployerRate: '0.01' });
    expect(pick('OR', 2026)).toEqual({ wageBase: '56700', newEmployerRate: '0.024' });
    expect(pick('RI', 2026)).toEqual({ wageBase: '30800', newEmployerRate: '0.0121' });
    expect(pick('MD', 2026)).toEqual({ wageBase: '8500', newEmployerRate: undefined });
    expect(pick('NE', 2026)).toEqual({ wageBase: '9000', newEmployerRate: undefined });
    // Issue 30's second pass: wage bases only (no general new-employer rate confirmed for these).
    expect(pick('AK', 2026)).toEqual({ wageBase: '54200', newEmployerRate: undefined });
    expect(pick('CT', 2026)).toEqual({ wageBase: '27000', newEmployerRate: undefined });
    expect(pick('HI', 2026)).toEqual({ wageBase: '64500', newEmployerRate: undefined });
    expect(pick('IA', 2026)).toEqual({ wageBase: '20400', newEmployerRate: undefined }); // down from $39,500 in 2025
    expect(pick('NH', 2026)).toEqual({ wageBase: '14000', newEmployerRate: undefined });
    expect(pick('SD', 2026)).toEqual({ wageBase: '15000', newEmployerRate: undefined });
    expect(pick('WY', 2026)).toEqual({ wageBase: '33800', newEmployerRate: undefined });
  });

  it('caps Iowa 2026 at its lower base: $20,400 at a 1% company rate is at most $204.00', () => {
    // ytd $19,000, payment $3,000 -> only $1,400 taxable, $1,400 x .01 = $14.00; the year's total $204.00.
    const base = suiFigures('IA', 2026)!.wageBase;
    expect(sui(3000, 19000, base, '0.01')).toEqual({ taxable: '1400.00', amount: '14.00' });
    expect(sui(30000, 0, base, '0.01')).toEqual({ taxable: '20400.00', amount: '204.00' });
  });

  it('spot-checks the cited 2025 figures', () => {
    expect(pick('NY', 2025)).toEqual({ wageBase: '12800', newEmployerRate: '0.041' });
    expect(pick('IL', 2025)).toEqual({ wageBase: '13916', newEmployerRate: undefined });
    expect(pick('NC', 2025)).toEqual({ wageBase: '32600', newEmployerRate: '0.01' });
    expect(pick('NJ', 2025)).toEqual({ wageBase: '43300', newEmployerRate: undefined });
    expect(pick('MA', 2025)).toEqual({ wageBase: '15000', newEmployerRate: '0.0213' });
    expect(pick('HI', 2025)).toEqual({ wageBase: '62000', newEmployerRate: '0.024' });
    expect(pick('AK', 2025)).toEqual({ wageBase: '51700', newEmployerRate: undefined });
    expect(pick('ID', 2025)).toEqual({ wageBase: '55300', newEmployerRate: '0.01' });
    expect(pick('KY', 2025)).toEqual({ wageBase: '11700', newEmployerRate: undefined });
    expect(pick('RI', 2025)).toEqual({ wageBase: '29800', newEmployerRate: undefined });
    expect(pick('WA', 2025)).toEqual({ wageBase: '72800', newEmployerRate: undefined });
  });

  it('returns undefined where the wage base is not confirmed, and reads the state case-insensitively', () => {
    expect(suiFigures('CA', 2024)).toBeUndefined();
    expect(suiFigures('WA', 2027)).toBeUndefined();
    expect(suiFigures('ZZ', 2026)).toBeUndefined();
    expect(suiFigures('toString', 2026)).toBeUndefined();
    expect(suiFigures('ca', 2026)).toEqual(suiFigures('CA', 2026));
    expect(suiFigures('ca', 2026)?.state).toBe('CA');
  });

  it('lists the built states and years', () => {
    // 2025 and 2026: every state and DC.
    expect(suiStates(2025)).toHaveLength(51);
    expect(suiStates(2026)).toEqual(suiStates(2025));
    expect(suiYears('CA')).toEqual([2025, 2026]);
    expect(suiYears('NC')).toEqual([2025, 2026]);
    expect(suiYears('WA')).toEqual([2025, 2026]);
    expect(suiYears('IA')).toEqual([2025, 2026]);
  });

  it('cites every figure, keeps every base at or above the FUTA $7,000 floor and every rate within [0, 0.25]', () => {
    const problems: string[] = [];
    for (const year of [2025, 2026]) {
      for (const state of suiStates(year)) {
        const f = suiFigures(state, year)!;
        if (f.sources.length === 0) problems.push(`${state} ${year}: no source`);
        if (new Decimal(f.wageBase).lt(7000)) problems.push(`${state} ${year}: base ${f.wageBase}`);
        if (f.newEmployerRate !== undefined && (new Decimal(f.newEmployerRate).lt(0) || new Decimal(f.newEmployerRate).gt('0.25'))) {
          problems.push(`${state} ${year}: rate ${f.newEmployerRate}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("builds Ohio's 2026 Technology and Customer Service Fee and no other employer program", () => {
    expect(employerStatePrograms('OH', 2026).map(({ code, rate, wageBase }) => ({ code, rate, wageBase }))).toEqual([{ code: 'oh_tcsf_er', rate: '0.0015', wageBase: '9000' }]);
    // 0.15% of $2,000 = $3.00; the maximum 0.15% of $9,000 = $13.50.
    const fee = (wages: number, ytdWages = 0) =>
      suiEmployerAmount({ wages: new Decimal(wages), ytdWages: new Decimal(ytdWages), wageBase: new Decimal(9000), rate: new Decimal('0.0015') }).amount.toFixed(2);
    expect(fee(2000)).toBe('3.00');
    expect(fee(20000)).toBe('13.50');
    expect(fee(2000, 8000)).toBe('1.50');
    expect(employerStatePrograms('OH', 2025)).toEqual([]);
    expect(employerStatePrograms('NJ', 2026)).toEqual([]);
    expect(employerStatePrograms('GA', 2025)).toEqual([]);
    expect(employerStatePrograms('CA', 2024)).toEqual([]);
  });
});
