/**
 * Issue 30, third pass: the 2026 SUI wage bases of the nineteen states added last (src/states/sui-2026.ts, each
 * cited there by two agreeing transcriptions or its statute and a 2026 statement). Each state's item is charged
 * its SUI up to the base and no further, through computeEmployeeItem, and warns nothing about its SUI.
 *
 * Every case is worked by hand the same way: biweekly $2,000 paid 2026-03-13, company rate 2.7%, wages year to
 * date $500.50 below the state's base, so only $500.50 is taxable: $500.50 x .027 = $13.5135 -> $13.51. With the
 * base already reached year to date, nothing is taxable: $0.00.
 */
import Decimal from 'decimal.js';
import { computeEmployeeItem } from '../../src/employee';
import { suiFigures } from '../../src/states/sui';
import type { EmployeeItemResult } from '../../src/types';

/** The nineteen bases, as the cited sources give them. */
const BASES: Readonly<Record<string, string>> = {
  AR: '7000',
  KS: '15100',
  KY: '12000',
  LA: '7000',
  MN: '44000',
  MO: '9000',
  MT: '47300',
  NC: '34200',
  ND: '46600',
  NM: '34800',
  NV: '43700',
  OK: '25000',
  SC: '14000',
  TN: '7000',
  UT: '50700',
  VT: '15400',
  WA: '78200',
  WI: '14000',
  WV: '9500',
};

function item(state: string, ytdWages: Decimal.Value): EmployeeItemResult {
  const code = `${state.toLowerCase()}_sui_er`;
  return computeEmployeeItem(
    { employeeId: 'emp_1', payments: [{ nonHourlyRegular: 2000 }] },
    {
      payday: '2026-03-13',
      frequency: 'Biweekly',
      states: { workStates: [state], residenceState: state },
      suiRates: { [state]: '2.7' },
      ytd: { stateTaxes: { [code]: { wages: new Decimal(ytdWages).toFixed(2), amount: '0' } } },
    },
  );
}

const suiLine = (r: EmployeeItemResult, state: string) => r.stateTaxes.find((t) => t.code === `${state.toLowerCase()}_sui_er`);
const suiWarnings = (r: EmployeeItemResult, state: string) =>
  r.warnings.filter((w) => w.code === 'state_taxes_not_computed' && w.message.startsWith(`${state} employer unemployment insurance`));

describe('2026 SUI wage bases added in the third pass', () => {
  it('builds each of the nineteen bases as cited, with no new-employer rate', () => {
    const built = Object.fromEntries(Object.keys(BASES).map((s) => [s, suiFigures(s, 2026)?.wageBase]));
    expect(built).toEqual(BASES);
    for (const s of Object.keys(BASES)) expect(suiFigures(s, 2026)!.newEmployerRate).toBeUndefined();
  });

  it.each(Object.entries(BASES))('%s: at $500.50 below the $%s base, $500.50 is taxable at 2.7%% = $13.51; at the base, $0.00', (state, base) => {
    const below = item(state, new Decimal(base).minus('500.50'));
    expect(suiLine(below, state)).toMatchObject({ jurisdiction: state, payer: 'Company', name: 'StateUnemployment' });
    expect(suiLine(below, state)!.taxableWages.toFixed(2)).toBe('500.50');
    expect(suiLine(below, state)!.amount.toFixed(2)).toBe('13.51');
    expect(suiWarnings(below, state)).toEqual([]);

    const reached = item(state, base);
    expect(suiLine(reached, state)!.amount.toFixed(2)).toBe('0.00');
    expect(suiWarnings(reached, state)).toEqual([]);
  });

  it('WA 2026 is charged on its own base ($78,200), not the 2025 base ($72,800)', () => {
    // ytd $72,800 (the 2025 base): the whole $2,000 is still taxable in 2026, $2,000 x .027 = $54.00.
    expect(suiLine(item('WA', 72800), 'WA')!.amount.toFixed(2)).toBe('54.00');
  });
});
