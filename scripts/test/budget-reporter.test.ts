// scripts/jest-budget-reporter.js (docs/testing.md, "The budget"): the budget scales with the machine's speed, and
// an enforced run fails only beyond the calibration's error.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const reporter = require('../jest-budget-reporter.js') as {
  verdict(cpu: number, budget: number, enforced: boolean, tolerance?: number): 'within' | 'over' | 'failed';
  cpuBudgetSeconds(calibrationMs: number): number;
  TOLERANCE: number;
  REFERENCE: { cpuPerWall: number; calibrationMs: number };
};

describe('the test time budget', () => {
  it('is 300 s of wall time as CPU on the reference machine, twice that on a machine half as fast', () => {
    expect(reporter.cpuBudgetSeconds(reporter.REFERENCE.calibrationMs)).toBeCloseTo(300 * reporter.REFERENCE.cpuPerWall, 6);
    expect(reporter.cpuBudgetSeconds(2 * reporter.REFERENCE.calibrationMs)).toBeCloseTo(600 * reporter.REFERENCE.cpuPerWall, 6);
  });

  it('within the budget passes; over it warns; enforced, it fails only past the 25% calibration error', () => {
    expect(reporter.TOLERANCE).toBe(0.25);
    expect(reporter.verdict(480, 480, true)).toBe('within');
    expect(reporter.verdict(481, 480, false)).toBe('over');
    expect(reporter.verdict(600, 480, true)).toBe('over'); // exactly +25%
    expect(reporter.verdict(601, 480, true)).toBe('failed');
    expect(reporter.verdict(900, 480, false)).toBe('over'); // not enforced: a warning whatever the amount
    expect(reporter.verdict(553, 480, true, 0.1)).toBe('failed');
  });
});
