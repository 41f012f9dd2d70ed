/**
 * California PIT withholding, Method B (src/states/ca/index.ts). The 2026 cases marked "Example" are the EDD's own
 * worked examples in "California Withholding Schedules for 2026", Method B - Exact Calculation Method
 * (26methb.pdf, Examples A-F, as transcribed — see src/states/ca/2026.ts); every other figure is worked by hand
 * in the comment above it from the cited tables ("T27" = Table 27, biweekly married: over, rate, plus).
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { CA_2025 } from '../../src/states/ca/2025';
import { CA_2026 } from '../../src/states/ca/2026';
import { caAnnualized, caMethodB, caSupplemental, caWithholding, readCaDe4 } from '../../src/states/ca';
import type { StateWithholdingInput } from '../../src/states/types';
import { PERIODS_PER_YEAR, type PayFrequency } from '../../src/types';

function withhold(
  year: number,
  frequency: PayFrequency,
  regular: string,
  certificate?: Record<string, unknown>,
  supplemental = '0',
): { regular: string; supplemental: string } {
  const input: StateWithholdingInput = {
    year,
    frequency,
    periodsPerYear: PERIODS_PER_YEAR[frequency],
    regularWages: new Decimal(regular),
    supplementalWages: new Decimal(supplemental),
    certificate,
  };
  const r = caWithholding.withhold(input);
  return { regular: r.regular.toFixed(2), supplemental: r.supplemental.toFixed(2) };
}

describe('CA 2026, the schedules\' own examples', () => {
  it('Example A: weekly $210, single, 1 allowance — at or below Table 1 ($363), nothing withheld', () => {
    const steps = caMethodB(CA_2026.printed.Weekly!, readCaDe4({ filingStatus: 'Single', regularAllowances: 1 }), new Decimal(210));
    expect(steps.lowIncomeExemption.toFixed(0)).toBe('363');
    expect(steps.exemptByLowIncome).toBe(true);
    expect(withhold(2026, 'Weekly', '210', { filingStatus: 'Single', regularAllowances: 1 }).regular).toBe('0.00');
  });

  it('Example B: biweekly $1,600, married, 3 allowances of which 1 for estimated deductions — $2.38', () => {
    // 1,600 > 1,454; − 38 (Table 2, 1) − 439 (Table 3) = 1,123; T27 over 852: .022 x 271 = 5.96 + 9.37 = 15.33;
    // − 12.95 (Table 4, 2 regular allowances) = 2.38.
    const de4 = { filingStatus: 'Married', regularAllowances: 2, estimatedDeductionAllowances: 1 };
    const steps = caMethodB(CA_2026.printed.Biweekly!, readCaDe4(de4), new Decimal(1600));
    expect(steps.lowIncomeExemption.toFixed(0)).toBe('1454');
    expect(steps.estimatedDeduction.toFixed(0)).toBe('38');
    expect(steps.standardDeduction.toFixed(0)).toBe('439');
    expect(steps.taxableIncome.toFixed(0)).toBe('1123');
    expect(steps.computedTax.toFixed(2)).toBe('15.33');
    expect(steps.exemptionAllowanceCredit.toFixed(2)).toBe('12.95');
    expect(withhold(2026, 'Biweekly', '1600', de4).regular).toBe('2.38');
  });

  it('Example C: monthly $5,100, married, 5 allowances — $0.82', () => {
    // 5,100 − 951 = 4,149; T21 over 1,848: .022 x 2,301 = 50.62 + 20.33 = 70.95; − 70.13 = 0.82.
    const steps = caMethodB(CA_2026.printed.Monthly!, readCaDe4({ filingStatus: 'Married', regularAllowances: 5 }), new Decimal(5100));
    expect(steps.taxableIncome.toFixed(0)).toBe('4149');
    expect(steps.computedTax.toFixed(2)).toBe('70.95');
    expect(steps.exemptionAllowanceCredit.toFixed(2)).toBe('70.13');
    expect(withhold(2026, 'Monthly', '5100', { filingStatus: 'Married', regularAllowances: 5 }).regular).toBe('0.82');
  });

  it('Example D: weekly $950, head of household, 3 allowances — $1.69', () => {
    // 950 − 219 = 731; T25 over 426: .022 x 305 = 6.71 + 4.69 = 11.40; − 9.71 = 1.69.
    const steps = caMethodB(CA_2026.printed.Weekly!, readCaDe4({ filingStatus: 'HeadOfHousehold', regularAllowances: 3 }), new Decimal(950));
    expect(steps.taxableIncome.toFixed(0)).toBe('731');
    expect(steps.computedTax.toFixed(2)).toBe('11.40');
    expect(withhold(2026, 'Weekly', '950', { filingStatus: 'HeadOfHousehold', regularAllowances: '3' }).regular).toBe('1.69');
  });

  it('Example E (annualized): semi-monthly $2,400, married, 4 allowances — $99.20 a year, $4.13', () => {
    // 24 x 2,400 = 57,600 − 11,412 = 46,188; T6 over 22,158: .022 x 24,030 = 528.66 + 243.74 = 772.40; − 673.20.
    const e = caAnnualized(CA_2026, readCaDe4({ filingStatus: 'Married', regularAllowances: 4 }), new Decimal(2400), 24);
    expect(e.annual.computedTax.toFixed(2)).toBe('772.40');
    expect(e.annual.tax.toFixed(2)).toBe('99.20');
    expect(e.perPeriod.toFixed(2)).toBe('4.13');
  });

  it('Example F (annualized): monthly $4,750, married, 4 allowances — $86.00 a year, $7.17', () => {
    // 57,000 − 11,412 = 45,588; .022 x 23,430 = 515.46 + 243.74 = 759.20; − 673.20 = 86.00; ÷ 12 = 7.1667.
    const f = caAnnualized(CA_2026, readCaDe4({ filingStatus: 'Married', regularAllowances: 4 }), new Decimal(4750), 12);
    expect(f.annual.tax.toFixed(2)).toBe('86.00');
    expect(f.perPeriod.toFixed(2)).toBe('7.17');
  });

  it('the same wages on the printed period tables (the module\'s method for 2026) differ by cents', () => {
    // E: 2,400 − 476 = 1,924; T18 over 924: .022 x 1,000 = 22.00 + 10.16 = 32.16; − 28.05 = 4.11.
    expect(withhold(2026, 'Semimonthly', '2400', { filingStatus: 'Married', regularAllowances: 4 }).regular).toBe('4.11');
    // F: 4,750 − 951 = 3,799; T21: .022 x 1,951 = 42.92 + 20.33 = 63.25; − 56.10 = 7.15.
    expect(withhold(2026, 'Monthly', '4750', { filingStatus: 'Married', regularAllowances: 4 }).regular).toBe('7.15');
  });
});

describe('CA 2026, hand-worked cases', () => {
  it('no DE 4 on file: single with zero allowances', () => {
    // Weekly 1,000 > 363; − 110 = 890; T23 over 797: .066 x 93 = 6.14 + 21.61 = 27.75; no credit.
    expect(withhold(2026, 'Weekly', '1000')).toEqual({ regular: '27.75', supplemental: '0.00' });
    expect(withhold(2026, 'Weekly', '1000', { filingStatus: 'Single' }).regular).toBe('27.75');
  });

  it('more than 10 allowances: the one-allowance amount times the count (15 x $3.24 = $48.60)', () => {
    // Weekly 5,000 married 15: − 219 = 4,781; T24 over 2,798: .1023 x 1,983 = 202.86 + 135.55 = 338.41; − 48.60.
    const steps = caMethodB(CA_2026.printed.Weekly!, readCaDe4({ filingStatus: 'Married', regularAllowances: 15 }), new Decimal(5000));
    expect(steps.exemptionAllowanceCredit.toFixed(2)).toBe('48.60');
    expect(withhold(2026, 'Weekly', '5000', { filingStatus: 'Married', regularAllowances: 15 }).regular).toBe('289.81');
  });

  it('married with 1 regular + 1 estimated allowance uses the "2 or more" column ($3,149 monthly)', () => {
    expect(withhold(2026, 'Monthly', '3100', { filingStatus: 'Married', regularAllowances: 1, estimatedDeductionAllowances: 1 }).regular).toBe('0.00');
    // Married 1 allowance: the "0 or 1" column ($1,575, $476): 3,100 − 476 = 2,624; T21: .022 x 776 = 17.07 + 20.33
    // = 37.40; − 14.03 = 23.37.
    expect(withhold(2026, 'Monthly', '3100', { filingStatus: 'Married', regularAllowances: 1 }).regular).toBe('23.37');
  });

  it('quarterly and annual payroll periods use their printed tables', () => {
    // Quarterly 20,000 HoH 2: − 2,853 = 17,147; T13 over 16,929: .066 x 218 = 14.39 + 394.97 = 409.36; − 84.15.
    expect(withhold(2026, 'Quarterly', '20000', { filingStatus: 'HeadOfHousehold', regularAllowances: 2 }).regular).toBe('325.21');
    // Annual 100,000 single 1: − 5,706 = 94,294; T5 over 72,724: .1023 x 21,570 = 2,206.61 + 3,522.17 = 5,728.78; − 168.30.
    expect(withhold(2026, 'Annually', '100000', { regularAllowances: 1 }).regular).toBe('5560.48');
  });

  it('DE 4 line 2 additional amount is added after the tax (Example D + $10)', () => {
    expect(withhold(2026, 'Weekly', '950', { filingStatus: 'HeadOfHousehold', regularAllowances: 3, additionalAmount: '10' }).regular).toBe('11.69');
  });

  it('supplemental wages: 10.23% (bonuses and stock options) on the whole amount; 6.6% for other kinds', () => {
    // Regular: biweekly 1,600 single 0: − 219 = 1,381; T26 over 1,010: .044 x 371 = 16.32 + 17.54 = 33.86.
    expect(withhold(2026, 'Biweekly', '1600', undefined, '1000')).toEqual({ regular: '33.86', supplemental: '102.30' });
    // 1,234.56 x .1023 = 126.2955 -> 126.30; x .066 = 81.4810 -> 81.48.
    expect(withhold(2026, 'Weekly', '0', { filingStatus: 'Married', regularAllowances: 9 }, '1234.56').supplemental).toBe('126.30');
    expect(caSupplemental(CA_2026, new Decimal('1234.56'), 'other').toFixed(2)).toBe('81.48');
  });

  it('zero wages withhold nothing, even with an additional amount on the DE 4', () => {
    expect(withhold(2026, 'Weekly', '0', { additionalAmount: '25' })).toEqual({ regular: '0.00', supplemental: '0.00' });
  });

  it('a DE 4 claiming exemption withholds nothing, supplemental included', () => {
    expect(withhold(2026, 'Weekly', '5000', { exempt: true }, '1000')).toEqual({ regular: '0.00', supplemental: '0.00' });
  });
});

describe('CA 2025, annual tables by the schedules\' annualized method (hand-worked)', () => {
  it('no DE 4: weekly $1,000 — $28.88', () => {
    // 52,000 > 18,368; − 5,540 = 46,460; T5 over 40,245: .066 x 6,215 = 410.19 + 1,091.49 = 1,501.68; ÷ 52 = 28.878.
    expect(withhold(2025, 'Weekly', '1000')).toEqual({ regular: '28.88', supplemental: '0.00' });
  });

  it('Example B\'s employee in 2025: biweekly $1,600, married, 2 + 1 allowances — $3.27', () => {
    // 41,600 > 36,736; − 1,000 − 11,080 = 29,520; T6 over 21,512: .022 x 8,008 = 176.18 + 236.63 = 412.81;
    // − 327.80 = 85.01; ÷ 26 = 3.2696.
    expect(withhold(2025, 'Biweekly', '1600', { filingStatus: 'Married', regularAllowances: 2, estimatedDeductionAllowances: 1 }).regular).toBe('3.27');
  });

  it('Example F\'s employee in 2025: monthly $4,750, married, 4 allowances — $9.83', () => {
    // 57,000 − 11,080 = 45,920; .022 x 24,408 = 536.98 + 236.63 = 773.61; − 655.60 = 118.01; ÷ 12 = 9.834.
    const f = caAnnualized(CA_2025, readCaDe4({ filingStatus: 'Married', regularAllowances: 4 }), new Decimal(4750), 12);
    expect(f.annual.tax.toFixed(2)).toBe('118.01');
    expect(withhold(2025, 'Monthly', '4750', { filingStatus: 'Married', regularAllowances: 4 }).regular).toBe('9.83');
  });

  it('low income exemption on annualized wages: $18,368', () => {
    // 52 x 353 = 18,356 ≤ 18,368: nothing. 52 x 354 = 18,408: − 5,540 = 12,868; .022 x 2,112 = 46.46 + 118.32 =
    // 164.78; ÷ 52 = 3.169.
    expect(withhold(2025, 'Weekly', '353').regular).toBe('0.00');
    expect(withhold(2025, 'Weekly', '354').regular).toBe('3.17');
  });

  it('supplemental 10.23% in 2025 too', () => {
    expect(withhold(2025, 'Monthly', '0', undefined, '5000').supplemental).toBe('511.50');
  });
});

describe('CA module', () => {
  it('declares its years and exclusions', () => {
    expect(caWithholding.state).toBe('CA');
    expect(caWithholding.years).toEqual([2025, 2026]);
    expect(caWithholding.excludes).toEqual({ section125: true, retirement401k: true, hsa: false });
  });

  it('refuses a year without figures, and a certificate it cannot read, naming the field', () => {
    expect(() => withhold(2024, 'Weekly', '1000')).toThrow(InvalidEngineInputError);
    const field = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as InvalidEngineInputError).field;
      }
      return null;
    };
    expect(field(() => withhold(2026, 'Weekly', '1000', { filingStatus: 'MarriedFilingJointly' }))).toBe('certificate.filingStatus');
    expect(field(() => withhold(2026, 'Weekly', '1000', { regularAllowances: 1.5 }))).toBe('certificate.regularAllowances');
    expect(field(() => withhold(2026, 'Weekly', '1000', { allowances: 2 }))).toBe('certificate.allowances');
    expect(field(() => withhold(2026, 'Weekly', '1000', { exempt: 'yes' }))).toBe('certificate.exempt');
  });
});

describe('CA rate tables are internally consistent (every transcribed row)', () => {
  it('each row\'s "plus" is the previous plus the previous rate x the bracket width, to the cent the EDD rounds to', () => {
    // The EDD prints each "plus" amount rounded to the cent from unrounded brackets, so allow a cent of
    // rounding per row on top of the exact sum (a transcription slip would be off by far more).
    const checked: string[] = [];
    let rowsCompared = 0;
    for (const figures of [CA_2025, CA_2026]) {
      const tables = [['Annual', figures.annual], ...Object.entries(figures.printed)] as Array<[string, NonNullable<(typeof figures.printed)[PayFrequency]>]>;
      for (const [period, table] of tables) {
        for (const [schedule, rows] of Object.entries(table.rates)) {
          for (let i = 1; i < rows.length; i++) {
            const expected = new Decimal(rows[i - 1].plus).plus(new Decimal(rows[i].over).minus(rows[i - 1].over).times(rows[i - 1].rate));
            const diff = expected.minus(rows[i].plus).abs();
            rowsCompared++;
            if (diff.gt('0.011')) checked.push(`${figures.year} ${period} ${schedule} row ${i}: ${rows[i].plus} vs ${expected.toFixed(4)}`);
          }
        }
      }
    }
    expect(checked).toEqual([]);
    // 2025: the annual tables, also listed as its Annually period; 2026: annual plus six printed periods. Three
    // schedules each, nine rows after the first.
    expect(rowsCompared).toBe((2 + 7) * 3 * 9);
  });
});
