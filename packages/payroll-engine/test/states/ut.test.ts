/**
 * Utah withholding by the Publication 14 computer formula (src/states/ut). The examples are the publication's own
 * (Rev. 4/26 p. 11, six of them, and the Rev. 4/25 biweekly example, as transcribed by the sources of
 * src/states/ut/2026.ts), each line as printed; the period schedules are checked against every row the openbooks
 * transcription prints. Other expected figures are worked out by hand in their comments (lines 2 and 5 rounded
 * half-up to the dollar).
 */
import Decimal from 'decimal.js';
import { computeEmployeeItem } from '../../src/employee';
import { InvalidEngineInputError } from '../../src/errors';
import { utFormula, utPeriodSchedule, utPeriodStart, utWithholding } from '../../src/states/ut';
import { UT_2026 } from '../../src/states/ut/2026';
import type { StateWithholdingInput } from '../../src/states/types';

const [REV_4_25, REV_4_26] = UT_2026.editions;
const WEEKLY = { frequency: 'Weekly', periodsPerYear: 52 } as const;
const BIWEEKLY = { frequency: 'Biweekly', periodsPerYear: 26 } as const;
const SEMIMONTHLY = { frequency: 'Semimonthly', periodsPerYear: 24 } as const;
const MONTHLY = { frequency: 'Monthly', periodsPerYear: 12 } as const;
const QUARTERLY = { frequency: 'Quarterly', periodsPerYear: 4 } as const;

type UtInput = Partial<StateWithholdingInput> & Pick<StateWithholdingInput, 'frequency' | 'periodsPerYear'>;

function ut(input: UtInput) {
  const r = utWithholding.withhold({ year: 2026, periodEnd: '2026-06-30', regularWages: new Decimal(0), supplementalWages: new Decimal(0), ...input } as StateWithholdingInput);
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

describe('Utah (Publication 14 computer formula)', () => {
  it('reproduces the six Rev. 4/26 examples (p. 11)', () => {
    // Weekly $400 Single: 18, 9, 220, 3, 6 -> 12.
    expect(ut({ ...WEEKLY, periodEnd: '2026-06-12', regularWages: new Decimal(400), federalFilingStatus: 'Single' }).regular).toBe('12.00');
    // Biweekly $2,600 Single: 116, 19, 2,240, 29, 0 -> 116.
    expect(ut({ ...BIWEEKLY, periodEnd: '2026-06-14', regularWages: new Decimal(2600) }).regular).toBe('116.00');
    // Semimonthly $1,200 Married: 53, 40, 421, 5, 35 -> 18.
    expect(ut({ ...SEMIMONTHLY, periodEnd: '2026-06-15', regularWages: new Decimal(1200), federalFilingStatus: 'MarriedFilingJointly' }).regular).toBe('18.00');
    // Monthly $7,800 Married: 347, 81, 6,242, 81, 0 -> 347.
    expect(ut({ ...MONTHLY, periodEnd: '2026-06-30', regularWages: new Decimal(7800), federalFilingStatus: 'MarriedFilingJointly' }).regular).toBe('347.00');
    // Quarterly $9,000 Single: 9,000 x .0445 = 400.50 printed 401; 121; 6,663; 87; 34 -> 367.
    expect(ut({ ...QUARTERLY, periodEnd: '2026-09-30', regularWages: new Decimal(9000) }).regular).toBe('367.00');
    // Daily $175 Married (Schedule 8, 260 days): 8, 4, 103, 1, 3 -> 5.
    expect(utFormula(REV_4_26, 'married', 260, new Decimal(175)).toFixed(2)).toBe('5.00');
  });

  it('reproduces the Rev. 4/25 biweekly example for periods beginning before June 1, 2026: $117', () => {
    // 2,600 x .045 = 117; base 17; 2,600 − 350 = 2,250 x .013 = 29.25 -> 29; 17 − 29 -> 0; 117.
    expect(ut({ ...BIWEEKLY, periodEnd: '2026-03-14', regularWages: new Decimal(2600) }).regular).toBe('117.00');
  });

  it("derives every period's base allowance and threshold from the annual ones, as the schedules print them", () => {
    // [periods, single base, single threshold, married base, married threshold], openbooks' transcription.
    const rev425: Array<[number, number, number, number, number]> = [
      [52, 9, 175, 17, 350], [26, 17, 350, 35, 701], [24, 19, 379, 38, 759], [12, 38, 759, 75, 1518],
      [4, 113, 2277, 225, 4553], [2, 225, 4554, 450, 9107], [1, 450, 9107, 900, 18213], [260, 2, 35, 3, 70],
    ];
    const rev426: Array<[number, number, number, number, number]> = [
      [52, 9, 180, 19, 360], [26, 19, 360, 37, 719], [24, 20, 390, 40, 779], [12, 40, 779, 81, 1558],
      [4, 121, 2337, 243, 4674], [2, 243, 4674, 485, 9348], [1, 485, 9348, 970, 18696], [260, 2, 36, 4, 72],
    ];
    for (const [edition, rows] of [[REV_4_25, rev425], [REV_4_26, rev426]] as const) {
      for (const [periods, sBase, sThreshold, mBase, mThreshold] of rows) {
        const single = utPeriodSchedule(edition, 'single', periods);
        const married = utPeriodSchedule(edition, 'married', periods);
        expect([periods, single.baseAllowance.toNumber(), single.threshold.toNumber(), married.baseAllowance.toNumber(), married.threshold.toNumber()]).toEqual([periods, sBase, sThreshold, mBase, mThreshold]);
      }
    }
  });

  it('switches edition with the first day of the pay period (June 1, 2026)', () => {
    expect(utPeriodStart('2026-06-05', 'Weekly')).toBe('2026-05-30');
    expect(utPeriodStart('2026-06-13', 'Biweekly')).toBe('2026-05-31');
    expect(utPeriodStart('2026-05-31', 'Semimonthly')).toBe('2026-05-16');
    expect(utPeriodStart('2026-06-15', 'Semimonthly')).toBe('2026-06-01');
    expect(utPeriodStart('2026-06-30', 'Quarterly')).toBe('2026-04-01');
    expect(utPeriodStart('2026-12-31', 'Annually')).toBe('2026-01-01');
    // Biweekly $2,600 Single: the period May 31 - June 13 is Rev. 4/25 ($117), June 1 - June 14 Rev. 4/26 ($116).
    expect(ut({ ...BIWEEKLY, periodEnd: '2026-06-13', regularWages: new Decimal(2600) }).regular).toBe('117.00');
    expect(ut({ ...BIWEEKLY, periodEnd: '2026-06-14', regularWages: new Decimal(2600) }).regular).toBe('116.00');
    expect(() => ut({ ...BIWEEKLY, periodEnd: undefined, regularWages: new Decimal(2600) })).toThrow(InvalidEngineInputError);
  });

  it('uses the Single column for head of household and without a W-4, the Married column for married filing jointly', () => {
    // Rev. 4/26 monthly $3,000. Single: 3,000 x .0445 = 133.50 -> 134; base 40; 3,000 − 779 = 2,221 x .013 = 28.873 -> 29;
    // 40 − 29 = 11; 134 − 11 = 123. Married: base 81; 3,000 − 1,558 = 1,442 x .013 = 18.746 -> 19; 81 − 19 = 62; 134 − 62 = 72.
    for (const federalFilingStatus of [undefined, 'Single', 'HeadOfHousehold']) {
      expect(ut({ ...MONTHLY, regularWages: new Decimal(3000), federalFilingStatus }).regular).toBe('123.00');
    }
    expect(ut({ ...MONTHLY, regularWages: new Decimal(3000), federalFilingStatus: 'MarriedFilingJointly' }).regular).toBe('72.00');
    // Low wages: weekly $150 Single (Rev. 4/26): 150 x .0445 = 6.675 -> 7; base 9; 0; 9 − 0 = 9; 7 − 9 -> 0.
    expect(ut({ ...WEEKLY, periodEnd: '2026-06-12', regularWages: new Decimal(150) }).regular).toBe('0.00');
  });

  it('aggregates supplemental wages with the regular wages of the period, in whole dollars', () => {
    // Rev. 4/26 monthly Single: $3,000 -> 123. $4,000: 178; 40 − (3,221 x .013 = 41.873 -> 42) -> 0; 178. Supplemental 55.
    expect(ut({ ...MONTHLY, regularWages: new Decimal(3000), supplementalWages: new Decimal(1000) })).toEqual({ regular: '123.00', supplemental: '55.00' });
    // $1,000 alone: 44.50 -> 45; 40 − (221 x .013 = 2.873 -> 3) = 37; 45 − 37 = 8.
    expect(ut({ ...MONTHLY, supplementalWages: new Decimal(1000) })).toEqual({ regular: '0.00', supplemental: '8.00' });
  });

  it('refuses a state certificate (Utah reads the federal W-4) and a year without figures', () => {
    expect(() => ut({ ...MONTHLY, regularWages: new Decimal(3000), certificate: { exempt: true } })).toThrow(/certificate\.exempt/);
    expect(ut({ ...MONTHLY, regularWages: new Decimal(3000), certificate: {} }).regular).toBe('123.00');
    expect(() => ut({ ...MONTHLY, year: 2025, regularWages: new Decimal(3000) })).toThrow(InvalidEngineInputError);
    expect(utWithholding.years).toEqual([2026]);
  });

  it('on the item: the federal W-4 filing status and the period end reach the formula', () => {
    // Rev. 4/26 monthly $7,800 Married, the example: 347 (period June 1-30, payday July 3).
    const r = computeEmployeeItem(
      { employeeId: 'emp_1', payments: [{ nonHourlyRegular: 7800 }] },
      {
        payday: '2026-07-03',
        periodEnd: '2026-06-30',
        frequency: 'Monthly',
        states: { workStates: ['UT'], residenceState: 'UT' },
        suiRates: { UT: '1.2' },
        w4: { filingStatus: 'MarriedFilingJointly' },
      },
    );
    expect(r.stateTaxes.find((t) => t.code === 'ut_sit')!.amount.toFixed(2)).toBe('347.00');
    expect(r.warnings.filter((w) => w.code === 'local_taxes_not_computed' || w.message.includes('income tax'))).toEqual([]);
  });
});
