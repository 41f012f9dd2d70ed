/**
 * Employee-paid state programs (src/states/programs.ts). Where the agency (or its notice as transcribed,
 * see programs-2025.ts / programs-2026.ts) prints a maximum or an example, the test reproduces it; every
 * other expected figure is worked out by hand in its comment, rounding half-up to cents.
 */
import Decimal from 'decimal.js';
import { InvalidEngineInputError } from '../../src/errors';
import { EMPLOYEE_PROGRAMS, employeeProgramAmount, PROGRAM_GAPS, programGaps, type EmployeeProgramCode, type EmployeeProgramInput } from '../../src/states/programs';
import { PROGRAMS_2025 } from '../../src/states/programs-2025';
import { PROGRAMS_2026 } from '../../src/states/programs-2026';
import { PERIODS_PER_YEAR, type PayFrequency } from '../../src/types';

function ee(code: EmployeeProgramCode, input: Partial<Omit<EmployeeProgramInput, 'wages' | 'ytdWages' | 'ytdContributions'>> & {
  wages: Decimal.Value;
  ytdWages?: Decimal.Value;
  ytdContributions?: Decimal.Value;
}): string {
  const frequency: PayFrequency = input.frequency ?? 'Biweekly';
  return employeeProgramAmount(code, {
    year: input.year ?? 2026,
    frequency,
    periodsPerYear: input.periodsPerYear ?? PERIODS_PER_YEAR[frequency],
    wages: new Decimal(input.wages),
    ytdWages: new Decimal(input.ytdWages ?? 0),
    ytdContributions: input.ytdContributions === undefined ? undefined : new Decimal(input.ytdContributions),
  }).toFixed(2);
}

function thrown(fn: () => unknown): InvalidEngineInputError {
  try {
    fn();
  } catch (e) {
    if (e instanceof InvalidEngineInputError) return e;
    throw e;
  }
  throw new Error('did not throw');
}

const CODES = Object.keys(EMPLOYEE_PROGRAMS) as EmployeeProgramCode[];

describe('employee programs: catalogue', () => {
  it('lists the programs with their state and the confirmed years', () => {
    expect(CODES.sort()).toEqual([
      'ak_sui_ee', 'ca_sdi', 'co_famli_ee', 'ct_pfml_ee', 'ma_pfml_ee', 'nj_di_ee', 'nj_fli', 'nj_ui_ee', 'ny_pfl', 'ny_sdi',
      'or_pfml_ee', 'or_stt', 'pa_sui_ee', 'ri_tdi', 'wa_cares', 'wa_pfml_ee',
    ]);
    expect(EMPLOYEE_PROGRAMS.ny_pfl).toMatchObject({ state: 'NY', code: 'ny_pfl', years: [2025, 2026] });
    // Years not confirmed stay out (programs-2025.ts / programs-2026.ts say why).
    const partial: Partial<Record<EmployeeProgramCode, number[]>> = { or_pfml_ee: [2026] };
    for (const code of CODES) expect({ code, years: EMPLOYEE_PROGRAMS[code].years }).toEqual({ code, years: partial[code] ?? [2025, 2026] });
    for (const code of CODES) expect(code.slice(0, 2).toUpperCase()).toBe(EMPLOYEE_PROGRAMS[code].state);
  });

  it('cites a source for every figure set', () => {
    for (const year of [PROGRAMS_2025, PROGRAMS_2026]) {
      for (const code of CODES) if (EMPLOYEE_PROGRAMS[code].years.includes(year.year)) expect(year.programs[code]?.sources.length).toBeGreaterThan(0);
    }
  });

  it('names every program due without figures, and the known gaps, for the warning', () => {
    expect(programGaps('AK', 2025)).toEqual([]);
    expect(programGaps('AK', 2026)).toEqual([]);
    expect(programGaps('AK', 2027)).toEqual([{ name: 'Alaska UI (employee)', reason: 'its 2027 figures are not built' }]);
    expect(programGaps('OR', 2025)).toEqual([{ name: 'Paid Leave Oregon (employee share)', reason: 'its 2025 figures are not built' }]);
    expect(programGaps('OR', 2026)).toEqual([]);
    expect(programGaps('DE', 2026).map((g) => g.name)).toEqual(['Delaware Paid Leave']);
    expect(programGaps('DE', 2024)).toEqual([]);
    expect(programGaps('MD', 2026)).toEqual([]); // FAMLI not in force before 2027
    expect(PROGRAM_GAPS.map((g) => g.state)).toEqual(['DE']);
  });
});

describe('CA SDI (EDD): 1.3% in 2026, 1.2% in 2025, no wage base', () => {
  it('applies the year rate', () => {
    // $1,000 x .013 = $13.00; x .012 = $12.00.
    expect(ee('ca_sdi', { wages: 1000 })).toBe('13.00');
    expect(ee('ca_sdi', { year: 2025, wages: 1000 })).toBe('12.00');
    // $1,234.56 x .013 = $16.04928 -> $16.05.
    expect(ee('ca_sdi', { wages: '1234.56' })).toBe('16.05');
  });

  it('has no wage base (SB 951): $1,000,000 already paid changes nothing', () => {
    // $10,000 x .013 = $130.00.
    expect(ee('ca_sdi', { wages: 10000, ytdWages: 1000000 })).toBe('130.00');
  });
});

describe('NY PFL (DFS/WCB): 0.432% to an annual maximum of $411.91 in 2026', () => {
  it('takes 0.432% of the period wages', () => {
    // $2,000 x .00432 = $8.64 (weekly, below the NYSAWW).
    expect(ee('ny_pfl', { frequency: 'Weekly', wages: 2000 })).toBe('8.64');
  });

  it('reaches exactly the published annual maximum at the annualised NYSAWW', () => {
    // 52 x $1,833.63 = $95,348.76; x .00432 = $411.9066 -> $411.91 (2026 maximum).
    expect(ee('ny_pfl', { frequency: 'Annually', wages: '95348.76' })).toBe('411.91');
    expect(ee('ny_pfl', { frequency: 'Annually', wages: 200000 })).toBe('411.91');
    // 2025: 52 x $1,757.19 = $91,373.88; x .00388 = $354.5307 -> $354.53 (2025 maximum).
    expect(ee('ny_pfl', { year: 2025, frequency: 'Annually', wages: 200000 })).toBe('354.53');
  });

  it('stops at the base crossing with year to date', () => {
    // $95,348.76 - $94,000 = $1,348.76 left; x .00432 = $5.8266 -> $5.83.
    expect(ee('ny_pfl', { wages: 2000, ytdWages: 94000 })).toBe('5.83');
    expect(ee('ny_pfl', { wages: 2000, ytdWages: '95348.76' })).toBe('0.00');
  });

  it('never withholds past $411.91 when the year-to-date contributions are given', () => {
    // $2,000 x .00432 = $8.64, but only $411.91 - $411.00 = $0.91 remains.
    expect(ee('ny_pfl', { wages: 2000, ytdWages: 90000, ytdContributions: 411 })).toBe('0.91');
    expect(ee('ny_pfl', { wages: 2000, ytdWages: 90000, ytdContributions: '411.91' })).toBe('0.00');
    // Well below the maximum: unchanged.
    expect(ee('ny_pfl', { wages: 2000, ytdWages: 10000, ytdContributions: '43.20' })).toBe('8.64');
  });
});

describe('NY SDI (WCL § 209, 12 NYCRR § 362.2): 0.5%, at most $0.60 a week', () => {
  it('takes 0.5% below the cap, half-up', () => {
    // $100 x .005 = $0.50; $119 x .005 = $0.595 -> $0.60.
    expect(ee('ny_sdi', { frequency: 'Weekly', wages: 100 })).toBe('0.50');
    expect(ee('ny_sdi', { frequency: 'Weekly', wages: 119 })).toBe('0.60');
    // Biweekly $200 x .005 = $1.00 (< $1.20).
    expect(ee('ny_sdi', { frequency: 'Biweekly', wages: 200 })).toBe('1.00');
  });

  it('caps each payment at the per-period maximum of its frequency', () => {
    const caps: Array<[PayFrequency, string]> = [
      ['Weekly', '0.60'],
      ['Biweekly', '1.20'],
      ['Semimonthly', '1.30'],
      ['Monthly', '2.60'],
      ['Quarterly', '7.80'], // 13 weeks x $0.60
      ['Annually', '31.20'], // 52 weeks x $0.60
    ];
    for (const [frequency, cap] of caps) {
      expect(ee('ny_sdi', { frequency, wages: 20000 })).toBe(cap);
      expect(ee('ny_sdi', { year: 2025, frequency, wages: 20000 })).toBe(cap);
    }
  });

  it('has no annual wage base: the weekly cap applies all year', () => {
    expect(ee('ny_sdi', { frequency: 'Weekly', wages: 2000, ytdWages: 500000 })).toBe('0.60');
  });
});

describe('NJ (NJ DOL): UI/WF/SWF 0.425% to $44,800; TDI 0.19% and FLI 0.23% to $171,100 (2026)', () => {
  it('reproduces the published 2026 maxima at the wage bases', () => {
    // $44,800 x .00425 = $190.40; $171,100 x .0019 = $325.09; x .0023 = $393.53.
    expect(ee('nj_ui_ee', { frequency: 'Annually', wages: 50000 })).toBe('190.40');
    expect(ee('nj_di_ee', { frequency: 'Annually', wages: 200000 })).toBe('325.09');
    expect(ee('nj_fli', { frequency: 'Annually', wages: 200000 })).toBe('393.53');
  });

  it('reproduces the published 2025 figures (bases $43,300 / $165,400; TDI 0.23%, FLI 0.33%)', () => {
    // $43,300 x .00425 = $184.025 -> $184.03; $165,400 x .0023 = $380.42; x .0033 = $545.82.
    expect(ee('nj_ui_ee', { year: 2025, frequency: 'Annually', wages: 50000 })).toBe('184.03');
    expect(ee('nj_di_ee', { year: 2025, frequency: 'Annually', wages: 200000 })).toBe('380.42');
    expect(ee('nj_fli', { year: 2025, frequency: 'Annually', wages: 200000 })).toBe('545.82');
  });

  it('takes the rate per payment and stops at each base with year to date', () => {
    // $2,000 x .00425 = $8.50; x .0019 = $3.80; x .0023 = $4.60.
    expect(ee('nj_ui_ee', { wages: 2000 })).toBe('8.50');
    expect(ee('nj_di_ee', { wages: 2000 })).toBe('3.80');
    expect(ee('nj_fli', { wages: 2000 })).toBe('4.60');
    // UI: $44,800 - $44,000 = $800 x .00425 = $3.40; TDI: $171,100 - $170,000 = $1,100 x .0019 = $2.09.
    expect(ee('nj_ui_ee', { wages: 2000, ytdWages: 44000 })).toBe('3.40');
    expect(ee('nj_di_ee', { wages: 5000, ytdWages: 170000 })).toBe('2.09');
    // Past the base: nothing.
    expect(ee('nj_ui_ee', { wages: 2000, ytdWages: 44800 })).toBe('0.00');
    expect(ee('nj_fli', { wages: 2000, ytdWages: 171100 })).toBe('0.00');
  });
});

describe('PA UC employee withholding (PA L&I): 0.07% of all wages', () => {
  it('applies 0.07% half-up with no wage base', () => {
    // $2,000 x .0007 = $1.40; $150 x .0007 = $0.105 -> $0.11.
    expect(ee('pa_sui_ee', { wages: 2000 })).toBe('1.40');
    expect(ee('pa_sui_ee', { wages: 150 })).toBe('0.11');
    expect(ee('pa_sui_ee', { wages: 2000, ytdWages: 10000000 })).toBe('1.40');
    expect(ee('pa_sui_ee', { year: 2025, wages: 2000 })).toBe('1.40');
  });
});

describe('MA PFML employee share (MA DFML): 0.46% to the Social Security wage base', () => {
  it('applies 0.46% (0.28% medical + 0.18% family) and reaches the maximum at the base', () => {
    // $2,000 x .0046 = $9.20.
    expect(ee('ma_pfml_ee', { wages: 2000 })).toBe('9.20');
    // 2026: $184,500 x .0046 = $848.70; 2025: $176,100 x .0046 = $810.06.
    expect(ee('ma_pfml_ee', { frequency: 'Annually', wages: 300000 })).toBe('848.70');
    expect(ee('ma_pfml_ee', { year: 2025, frequency: 'Annually', wages: 300000 })).toBe('810.06');
  });

  it('stops at the base crossing', () => {
    // $184,500 - $184,000 = $500 x .0046 = $2.30.
    expect(ee('ma_pfml_ee', { wages: 2000, ytdWages: 184000 })).toBe('2.30');
    expect(ee('ma_pfml_ee', { wages: 2000, ytdWages: 184500 })).toBe('0.00');
  });
});

describe('WA PFML employee share (ESD): 1.13% x 71.43% in 2026, 0.92% x 71.52% in 2025', () => {
  it('carries the exact product of the premium and the employee share', () => {
    expect(new Decimal(PROGRAMS_2026.programs.wa_pfml_ee!.rate).eq(new Decimal('0.0113').times('0.7143'))).toBe(true);
    expect(new Decimal(PROGRAMS_2025.programs.wa_pfml_ee!.rate).eq(new Decimal('0.0092').times('0.7152'))).toBe(true);
  });

  it('reproduces the published examples', () => {
    // $75,000: 2026 employee cost $605.37 ($847.50 x 71.43%); 2025 $493.49 ($690 x 71.52%).
    expect(ee('wa_pfml_ee', { frequency: 'Annually', wages: 75000 })).toBe('605.37');
    expect(ee('wa_pfml_ee', { year: 2025, frequency: 'Annually', wages: 75000 })).toBe('493.49');
    // $2,000 per paycheck: $22.60 x .7143 = $16.14.
    expect(ee('wa_pfml_ee', { wages: 2000 })).toBe('16.14');
  });

  it('stops at the Social Security cap', () => {
    // $184,500 - $184,000 = $500 x .00807159 = $4.035795 -> $4.04.
    expect(ee('wa_pfml_ee', { wages: 2000, ytdWages: 184000 })).toBe('4.04');
    // $184,500 x .00807159 = $1,489.2083 -> $1,489.21; 2025: $176,100 x .00657984 = $1,158.7098 -> $1,158.71.
    expect(ee('wa_pfml_ee', { frequency: 'Annually', wages: 500000 })).toBe('1489.21');
    expect(ee('wa_pfml_ee', { year: 2025, frequency: 'Annually', wages: 500000 })).toBe('1158.71');
  });
});

describe('WA Cares (ESD): 0.58% of gross wages, no cap', () => {
  it('applies 0.58% with no wage base', () => {
    // $65,000 x .0058 = $377.00 (ESD/Seattle U. example); $2,500 x .0058 = $14.50.
    expect(ee('wa_cares', { frequency: 'Annually', wages: 65000 })).toBe('377.00');
    expect(ee('wa_cares', { wages: 2500 })).toBe('14.50');
    expect(ee('wa_cares', { wages: 2500, ytdWages: 1000000 })).toBe('14.50');
  });
});

describe('AK UI employee contribution (DOLWD): 0.50% to the UI wage base, $51,700 (2025) and $54,200 (2026)', () => {
  it('applies 0.50% and stops at the base', () => {
    // $2,000 x .005 = $10.00; the maximum 0.5% x $51,700 = $258.50.
    expect(ee('ak_sui_ee', { year: 2025, wages: 2000 })).toBe('10.00');
    expect(ee('ak_sui_ee', { year: 2025, frequency: 'Annually', wages: 60000 })).toBe('258.50');
    // $51,000 paid: $700 left; $700 x .005 = $3.50.
    expect(ee('ak_sui_ee', { year: 2025, wages: 2000, ytdWages: 51000 })).toBe('3.50');
    // 2026: the maximum 0.5% x $54,200 = $271.00; $54,000 paid: $200 left, $200 x .005 = $1.00.
    expect(ee('ak_sui_ee', { year: 2026, frequency: 'Annually', wages: 60000 })).toBe('271.00');
    expect(ee('ak_sui_ee', { year: 2026, wages: 2000, ytdWages: 54000 })).toBe('1.00');
    expect(thrown(() => ee('ak_sui_ee', { year: 2027, wages: 2000 })).field).toBe('year');
  });
});

describe('CO FAMLI employee share (CDLE): 0.44% in 2026 (half of 0.88%), 0.45% in 2025, to the Social Security base', () => {
  it('applies the year share and stops at the base', () => {
    // $2,000 x .0044 = $8.80; $2,000 x .0045 = $9.00.
    expect(ee('co_famli_ee', { wages: 2000 })).toBe('8.80');
    expect(ee('co_famli_ee', { year: 2025, wages: 2000 })).toBe('9.00');
    // $1,234.56 x .0044 = $5.432064 -> $5.43.
    expect(ee('co_famli_ee', { wages: '1234.56' })).toBe('5.43');
    // Maximum: .0044 x $184,500 = $811.80; 2025: .0045 x $176,100 = $792.45.
    expect(ee('co_famli_ee', { frequency: 'Annually', wages: 200000 })).toBe('811.80');
    expect(ee('co_famli_ee', { year: 2025, frequency: 'Annually', wages: 200000 })).toBe('792.45');
    // $184,000 paid in 2026: $500 left; $500 x .0044 = $2.20.
    expect(ee('co_famli_ee', { wages: 2000, ytdWages: 184000 })).toBe('2.20');
  });
});

describe('CT Paid Leave (CT PLA): 0.5% to the Social Security base', () => {
  it("reproduces the Authority's example and stops at the base", () => {
    // CT Paid Leave: "If you earn $1,000 per week, your contribution to CT Paid Leave is $5 per week."
    expect(ee('ct_pfml_ee', { frequency: 'Weekly', wages: 1000 })).toBe('5.00');
    // Maximum: .005 x $184,500 = $922.50; 2025: .005 x $176,100 = $880.50.
    expect(ee('ct_pfml_ee', { frequency: 'Annually', wages: 250000 })).toBe('922.50');
    expect(ee('ct_pfml_ee', { year: 2025, frequency: 'Annually', wages: 250000 })).toBe('880.50');
  });
});

describe('Paid Leave Oregon employee share (OED): 60% of 1% to $184,500 (2026)', () => {
  it('applies 0.6% and stops at the base', () => {
    // $2,000 x .006 = $12.00; maximum .006 x $184,500 = $1,107.00.
    expect(ee('or_pfml_ee', { wages: 2000 })).toBe('12.00');
    expect(ee('or_pfml_ee', { frequency: 'Annually', wages: 200000 })).toBe('1107.00');
    expect(thrown(() => ee('or_pfml_ee', { year: 2025, wages: 2000 })).field).toBe('year');
  });
});

describe('Oregon statewide transit tax (DOR): 0.1%, no cap', () => {
  it('applies 0.1% half-up in both years, whatever was paid before', () => {
    // DOR: "one tenth of 1 percent — $1 per $1,000". $1,234.56 x .001 = $1.23456 -> $1.23; $1,235 -> $1.235 -> $1.24.
    expect(ee('or_stt', { wages: 1000 })).toBe('1.00');
    expect(ee('or_stt', { wages: '1234.56' })).toBe('1.23');
    expect(ee('or_stt', { year: 2025, wages: 1235 })).toBe('1.24');
    expect(ee('or_stt', { wages: 1000, ytdWages: 5000000 })).toBe('1.00');
  });
});

describe('RI TDI (DLT): 1.1% to $100,000 in 2026 (maximum $1,100.00), 1.3% to $89,200 in 2025 (maximum $1,159.60)', () => {
  it('reproduces the published maxima and the minimum-wage example', () => {
    expect(ee('ri_tdi', { frequency: 'Annually', wages: 150000 })).toBe('1100.00');
    expect(ee('ri_tdi', { year: 2025, frequency: 'Annually', wages: 150000 })).toBe('1159.60');
    // DLT: full time at $16.00 an hour pays $366.08 a year, about $7.04 a week: 40 x 16 = $640 a week x .011 = $7.04;
    // 52 x $640 = $33,280 x .011 = $366.08.
    expect(ee('ri_tdi', { frequency: 'Weekly', wages: 640 })).toBe('7.04');
    expect(ee('ri_tdi', { frequency: 'Annually', wages: 33280 })).toBe('366.08');
  });

  it('stops at the base and never withholds past the maximum', () => {
    // $99,500 paid: $500 left x .011 = $5.50.
    expect(ee('ri_tdi', { wages: 2000, ytdWages: 99500 })).toBe('5.50');
    expect(ee('ri_tdi', { wages: 2000, ytdWages: 90000, ytdContributions: '1099.00' })).toBe('1.00');
  });
});

describe('employee programs: edges and errors', () => {
  it('is zero on zero wages, every program and year', () => {
    for (const year of [2025, 2026]) for (const code of CODES) if (EMPLOYEE_PROGRAMS[code].years.includes(year)) expect(ee(code, { year, wages: 0 })).toBe('0.00');
  });

  it('throws InvalidEngineInputError naming year for a year without figures', () => {
    for (const year of [2024, 2027]) {
      const e = thrown(() => ee('ny_pfl', { year, wages: 1000 }));
      expect(e.field).toBe('year');
      expect(e.code).toBe('invalid_engine_input');
      expect(e.message).toContain('2025, 2026');
    }
  });

  it('rejects an unknown program, negative wages and a frequency that does not match the periods', () => {
    expect(thrown(() => ee('xx_sdi' as EmployeeProgramCode, { wages: 1000 })).field).toBe('code');
    expect(thrown(() => ee('ca_sdi', { wages: -1 })).field).toBe('wages');
    expect(thrown(() => ee('ca_sdi', { wages: 1, ytdWages: -1 })).field).toBe('ytdWages');
    expect(thrown(() => ee('ny_sdi', { frequency: 'Weekly', periodsPerYear: 26, wages: 1000 })).field).toBe('periodsPerYear');
  });
});
