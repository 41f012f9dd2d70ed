import { NOT_A_STATE_DEPOSIT, STATE_AGENCIES, STATE_DEPOSIT_STATES, stateDeposit, type StateDepositKind } from '../../src/domain/state-deposits';

// Hand-worked due dates. Weekdays: 2026-01-01 is a Thursday. Federal Reserve holidays used below:
// 2026-01-19 (MLK), 2026-02-16 (Washington's Birthday), 2026-06-19 (Juneteenth, a Friday),
// 2026-11-11 (Veterans Day, a Wednesday), 2026-11-26 (Thanksgiving); 2019-12-25 and 2020-01-01 (Wednesdays).

const due = (state: string, kind: StateDepositKind, code: string, payday: string, schedule = 'Monthly') => stateDeposit(state, kind, code, payday, schedule)?.dueDate;

describe('CA (EDD: PIT and SDI per the federal schedule; UI/ETT quarterly)', () => {
  it('federal semi-weekly: Wed-Fri payday -> following Wednesday, Sat-Tue -> following Friday, holidays moved', () => {
    // Fri 2026-01-09 -> Wed 2026-01-14.
    expect(due('CA', 'withholding', 'ca_sit', '2026-01-09', 'Semiweekly')).toBe('2026-01-14');
    // Tue 2026-06-16 -> Fri 2026-06-19, Juneteenth (an EDD legal holiday too) -> Mon 2026-06-22.
    expect(due('CA', 'withholding', 'ca_sit', '2026-06-16', 'Semiweekly')).toBe('2026-06-22');
    // SDI follows PIT: Wed 2026-11-25 -> Wed 2026-12-02.
    expect(due('CA', 'employeeProgram', 'ca_sdi', '2026-11-25', 'Semiweekly')).toBe('2026-12-02');
  });

  it('federal monthly: the 15th of the following month, moved to the next business day', () => {
    // 2026-01-30 -> Sun 2026-02-15 -> Mon 02-16 is Washington's Birthday -> Tue 2026-02-17.
    expect(due('CA', 'withholding', 'ca_sit', '2026-01-30', 'Monthly')).toBe('2026-02-17');
    // 2026-05-15 -> Mon 2026-06-15.
    expect(due('CA', 'employeeProgram', 'ca_sdi', '2026-05-15', 'Monthly')).toBe('2026-06-15');
  });

  it('UI and ETT: quarterly, last day of the month after the quarter, moved (EDD prints Q4 2025 as February 2, 2026)', () => {
    // Q4 2025: Sat 2026-01-31 -> Mon 2026-02-02, the date EDD's own deposit table prints.
    expect(due('CA', 'unemployment', 'ca_sui_er', '2025-12-26')).toBe('2026-02-02');
    // Q1 2026: Thu 2026-04-30.
    expect(due('CA', 'unemployment', 'ca_ett_er', '2026-03-31', 'Semiweekly')).toBe('2026-04-30');
    // Q4 2026: Sun 2027-01-31 -> Mon 2027-02-01.
    expect(due('CA', 'unemployment', 'ca_sui_er', '2026-10-09')).toBe('2027-02-01');
  });

  it('names EDD and cites the rule; an unknown federal schedule or program is not built', () => {
    const r = stateDeposit('CA', 'withholding', 'ca_sit', '2026-01-09', 'Semiweekly')!;
    expect(r.agency).toBe(STATE_AGENCIES.CA_EDD);
    expect(r.rule).toContain('DE 44');
    expect(stateDeposit('CA', 'withholding', 'ca_sit', '2026-01-09', 'NextDay')).toBeUndefined();
    expect(stateDeposit('CA', 'employeeProgram', 'ca_vpdi', '2026-01-09', 'Monthly')).toBeUndefined();
  });
});

describe('NY (DTF withholding within 3 business days; UI quarterly on NYS-45; DBL/PFL not a tax deposit)', () => {
  it('withholding: the 3rd business day after the payroll, whatever the federal schedule', () => {
    // Fri 2026-01-09 -> Mon 12, Tue 13, Wed 14.
    expect(due('NY', 'withholding', 'ny_sit', '2026-01-09', 'Monthly')).toBe('2026-01-14');
    // Fri 2026-01-16 -> (Mon 19 MLK) Tue 20, Wed 21, Thu 22.
    expect(due('NY', 'withholding', 'ny_sit', '2026-01-16', 'Semiweekly')).toBe('2026-01-22');
    // Wed 2026-11-25 -> (Thu 26 Thanksgiving) Fri 27, Mon 30, Tue 2026-12-01.
    expect(due('NY', 'withholding', 'ny_sit', '2026-11-25')).toBe('2026-12-01');
    expect(stateDeposit('NY', 'withholding', 'ny_sit', '2026-11-25', 'Monthly')!.agency).toBe(STATE_AGENCIES.NY_DTF);
  });

  it('UI: last day of the month after the quarter, moved to the next business day', () => {
    // Q3: Sat 2026-10-31 -> Mon 2026-11-02.
    expect(due('NY', 'unemployment', 'ny_sui_er', '2026-09-30')).toBe('2026-11-02');
    // Q2: Fri 2026-07-31.
    expect(due('NY', 'unemployment', 'ny_sui_er', '2026-05-20')).toBe('2026-07-31');
    expect(stateDeposit('NY', 'unemployment', 'ny_sui_er', '2026-05-20', 'Monthly')!.agency).toBe(STATE_AGENCIES.NY_DOL);
  });

  it('DBL and PFL contributions go to the insurance carrier: no state deposit', () => {
    expect(stateDeposit('NY', 'employeeProgram', 'ny_sdi', '2026-01-09', 'Monthly')).toBeUndefined();
    expect(stateDeposit('NY', 'employeeProgram', 'ny_pfl', '2026-01-09', 'Semiweekly')).toBeUndefined();
    expect(Object.keys(NOT_A_STATE_DEPOSIT).sort()).toEqual(['ny_pfl', 'ny_sdi']);
  });
});

describe('PA (DOR: earlier of semi-weekly and semi-monthly; L&I UC quarterly incl. employee UC)', () => {
  it('withholding: the earlier of the two dates, whatever the federal schedule', () => {
    // Fri 2026-01-09: semi-weekly Wed 01-14; semi-monthly 3 banking days after Thu 01-15 = Fri 16, (MLK) Tue 20, Wed 21. -> 01-14.
    expect(due('PA', 'withholding', 'pa_sit', '2026-01-09', 'Monthly')).toBe('2026-01-14');
    expect(due('PA', 'withholding', 'pa_sit', '2026-01-09', 'Semiweekly')).toBe('2026-01-14');
    // Thu 2026-01-15: semi-weekly Wed 01-21; semi-monthly Wed 01-21. -> 01-21.
    expect(due('PA', 'withholding', 'pa_sit', '2026-01-15')).toBe('2026-01-21');
    // Sat 2026-01-31: semi-weekly Fri 02-06; semi-monthly after Sat 01-31 = Mon 2, Tue 3, Wed 4. -> 02-04.
    expect(due('PA', 'withholding', 'pa_sit', '2026-01-31')).toBe('2026-02-04');
    // Mon 2026-06-15: semi-weekly Fri 06-19; semi-monthly after Mon 06-15 = Tue 16, Wed 17, Thu 18. -> 06-18.
    expect(due('PA', 'withholding', 'pa_sit', '2026-06-15')).toBe('2026-06-18');
    // Fri 2026-05-22: semi-weekly Wed 05-27; semi-monthly after Sun 05-31 = Mon 06-01, Tue 2, Wed 3. -> 05-27.
    expect(due('PA', 'withholding', 'pa_sit', '2026-05-22')).toBe('2026-05-27');
    expect(stateDeposit('PA', 'withholding', 'pa_sit', '2026-05-22', 'Monthly')!.agency).toBe(STATE_AGENCIES.PA_DOR);
  });

  it('UC, employer and employee: last day of the month after the quarter, moved', () => {
    // Q3: Sat 2026-10-31 -> Mon 2026-11-02.
    expect(due('PA', 'employeeProgram', 'pa_sui_ee', '2026-07-03')).toBe('2026-11-02');
    // Q1: Thu 2026-04-30.
    expect(due('PA', 'unemployment', 'pa_sui_er', '2026-02-13', 'Semiweekly')).toBe('2026-04-30');
    expect(stateDeposit('PA', 'employeeProgram', 'pa_sui_ee', '2026-07-03', 'Monthly')!.agency).toBe(STATE_AGENCIES.PA_LI);
  });
});

describe('IL (IDOR semi-weekly; IDES UI quarterly)', () => {
  it('withholding: Wed-Fri -> following Wednesday, Sat-Tue -> following Friday, not moved, whatever the federal schedule', () => {
    expect(due('IL', 'withholding', 'il_sit', '2026-01-09', 'Monthly')).toBe('2026-01-14');
    expect(due('IL', 'withholding', 'il_sit', '2026-10-31', 'Semiweekly')).toBe('2026-11-06');
    expect(due('IL', 'withholding', 'il_sit', '2026-11-09')).toBe('2026-11-13');
    // Fri 2026-11-06 -> Wed 2026-11-11 (Veterans Day; no move is stated, so it stays: never later).
    expect(due('IL', 'withholding', 'il_sit', '2026-11-06')).toBe('2026-11-11');
    expect(stateDeposit('IL', 'withholding', 'il_sit', '2026-11-06', 'Monthly')!.agency).toBe(STATE_AGENCIES.IL_IDOR);
  });

  it('UI: last day of the month after the quarter, not moved', () => {
    expect(due('IL', 'unemployment', 'il_sui_er', '2026-05-15')).toBe('2026-07-31');
    // Q4 2026: Sun 2027-01-31 stays.
    expect(due('IL', 'unemployment', 'il_sui_er', '2026-10-09')).toBe('2027-01-31');
    expect(stateDeposit('IL', 'unemployment', 'il_sui_er', '2026-10-09', 'Monthly')!.agency).toBe(STATE_AGENCIES.IL_IDES);
  });
});

describe('TX (TWC quarterly)', () => {
  it('UI: last day of the month after the quarter, moved to the following business day', () => {
    expect(due('TX', 'unemployment', 'tx_sui_er', '2026-06-30')).toBe('2026-07-31');
    // Q4 2026: Sun 2027-01-31 -> Mon 2027-02-01.
    expect(due('TX', 'unemployment', 'tx_sui_er', '2026-10-09', 'Semiweekly')).toBe('2027-02-01');
    // Q2 2027: Sat 2027-07-31 -> Mon 2027-08-02.
    expect(due('TX', 'unemployment', 'tx_sui_er', '2027-04-02')).toBe('2027-08-02');
    expect(stateDeposit('TX', 'unemployment', 'tx_sui_er', '2027-04-02', 'Monthly')!.agency).toBe(STATE_AGENCIES.TX_TWC);
  });

  it('no income tax: nothing to deposit for withholding', () => {
    expect(stateDeposit('TX', 'withholding', 'tx_sit', '2026-01-09', 'Monthly')).toBeUndefined();
  });
});

describe('NJ (weekly payer; NJ-927 quarterly contributions)', () => {
  it("withholding reproduces the Division of Taxation's 2019 weekly payer table", () => {
    // Week Jan 1-5 -> Jan 9; Jan 27-Feb 2 -> Feb 6; Mar 31 -> Apr 10; Jun 23-29 -> Jul 3; Sep 29-30 -> Oct 9;
    // Nov 24-30 -> Dec 4; Dec 15-21 -> Dec 26 (Wed Dec 25 holiday); Dec 22-28 -> Jan 2 (Wed Jan 1 holiday).
    const table: Array<[string, string]> = [
      ['2019-01-04', '2019-01-09'],
      ['2019-02-01', '2019-02-06'],
      ['2019-03-31', '2019-04-10'],
      ['2019-06-28', '2019-07-03'],
      ['2019-09-30', '2019-10-09'],
      ['2019-11-27', '2019-12-04'],
      ['2019-12-20', '2019-12-26'],
      ['2019-12-27', '2020-01-02'],
    ];
    for (const [payday, dueDate] of table) expect([payday, due('NJ', 'withholding', 'nj_sit', payday)]).toEqual([payday, dueDate]);
    expect(stateDeposit('NJ', 'withholding', 'nj_sit', '2019-01-04', 'Semiweekly')!.agency).toBe(STATE_AGENCIES.NJ_DOT);
  });

  it('worker and employer contributions: the 30th of the month after the quarter, not moved', () => {
    // Q4 2026: Sat 2027-01-30 stays.
    expect(due('NJ', 'unemployment', 'nj_sui_er', '2026-10-09')).toBe('2027-01-30');
    expect(due('NJ', 'employeeProgram', 'nj_fli', '2026-02-13')).toBe('2026-04-30');
    expect(due('NJ', 'employeeProgram', 'nj_ui_ee', '2026-07-31')).toBe('2026-10-30');
    expect(due('NJ', 'employeeProgram', 'nj_di_ee', '2026-12-31')).toBe('2027-01-30');
    expect(stateDeposit('NJ', 'employeeProgram', 'nj_fli', '2026-02-13', 'Monthly')!.agency).toBe(STATE_AGENCIES.NJ_DOL);
  });
});

describe('OH (partial-weekly withholding; ODJFS quarterly)', () => {
  it('withholding: 3 banking days after the Sat-Tue or Wed-Fri period, whatever the federal schedule', () => {
    // Thu 2026-01-15: period ends Fri 01-16; (Mon 19 MLK) Tue 20, Wed 21, Thu 22 (the FAQ's "moved forward one additional day").
    expect(due('OH', 'withholding', 'oh_sit', '2026-01-15', 'Monthly')).toBe('2026-01-22');
    // Fri 2026-01-09: period ends Fri 01-09; Mon 12, Tue 13, Wed 14 (the FAQ's Thursday/Friday -> Wednesday case).
    expect(due('OH', 'withholding', 'oh_sit', '2026-01-09', 'Semiweekly')).toBe('2026-01-14');
    // Tue 2026-01-06: period ends Tue 01-06; Wed 7, Thu 8, Fri 9.
    expect(due('OH', 'withholding', 'oh_sit', '2026-01-06')).toBe('2026-01-09');
    // Sat 2026-10-31: period ends Tue 11-03; Wed 4, Thu 5, Fri 6.
    expect(due('OH', 'withholding', 'oh_sit', '2026-10-31')).toBe('2026-11-06');
    expect(stateDeposit('OH', 'withholding', 'oh_sit', '2026-10-31', 'Monthly')!.agency).toBe(STATE_AGENCIES.OH_DOT);
  });

  it('UI: last day of the month after the quarter, not moved', () => {
    expect(due('OH', 'unemployment', 'oh_sui_er', '2026-10-09')).toBe('2027-01-31');
    expect(stateDeposit('OH', 'unemployment', 'oh_sui_er', '2026-10-09', 'Monthly')!.agency).toBe(STATE_AGENCIES.OH_JFS);
  });
});

describe('NC (withholding on the federal due date; DES quarterly)', () => {
  it("reproduces NCDOR's January 2016 semiweekly payment dates", () => {
    // Withheld Jan 1, 2016 -> Jan 6; Jan 2-5 -> Jan 8; Jan 6-8 -> Jan 13.
    expect(due('NC', 'withholding', 'nc_sit', '2016-01-01', 'Semiweekly')).toBe('2016-01-06');
    expect(due('NC', 'withholding', 'nc_sit', '2016-01-05', 'Semiweekly')).toBe('2016-01-08');
    expect(due('NC', 'withholding', 'nc_sit', '2016-01-08', 'Semiweekly')).toBe('2016-01-13');
  });

  it('federal monthly: the federal date (the 15th, moved)', () => {
    // 2026-01-30 -> Sun 02-15 -> (Mon 16 holiday) Tue 2026-02-17.
    expect(due('NC', 'withholding', 'nc_sit', '2026-01-30', 'Monthly')).toBe('2026-02-17');
    expect(stateDeposit('NC', 'withholding', 'nc_sit', '2026-01-30', 'NextDay')).toBeUndefined();
  });

  it('UI: last day of the month after the quarter, not moved', () => {
    // Q3 2026: Sat 2026-10-31 stays.
    expect(due('NC', 'unemployment', 'nc_sui_er', '2026-09-30')).toBe('2026-10-31');
    expect(stateDeposit('NC', 'unemployment', 'nc_sui_er', '2026-09-30', 'Monthly')!.agency).toBe(STATE_AGENCIES.NC_DES);
  });
});

describe('MI (accelerated = federal date; UIA on the 25th)', () => {
  it('withholding follows the federal due date', () => {
    expect(due('MI', 'withholding', 'mi_sit', '2026-01-09', 'Semiweekly')).toBe('2026-01-14');
    expect(due('MI', 'withholding', 'mi_sit', '2026-05-15', 'Monthly')).toBe('2026-06-15');
    expect(stateDeposit('MI', 'withholding', 'mi_sit', '2026-05-15', 'Monthly')!.agency).toBe(STATE_AGENCIES.MI_TREASURY);
  });

  it('UI: the 25th of the month after the quarter, not moved', () => {
    // Q1 2026: Sat 2026-04-25 stays.
    expect(due('MI', 'unemployment', 'mi_sui_er', '2026-02-13')).toBe('2026-04-25');
    expect(stateDeposit('MI', 'unemployment', 'mi_sui_er', '2026-02-13', 'Monthly')!.agency).toBe(STATE_AGENCIES.MI_UIA);
  });
});

describe('VA (semi-weekly filer: 3 banking days after the federal deposit period)', () => {
  it('federal semi-weekly: the Wed-Fri or Sat-Tue period', () => {
    // Thu 2026-01-15: period ends Fri 01-16; (Mon 19 MLK) Tue 20, Wed 21, Thu 22.
    expect(due('VA', 'withholding', 'va_sit', '2026-01-15', 'Semiweekly')).toBe('2026-01-22');
    // Mon 2026-06-15: period ends Tue 06-16; Wed 17, Thu 18, (Fri 19 Juneteenth) Mon 22.
    expect(due('VA', 'withholding', 'va_sit', '2026-06-15', 'Semiweekly')).toBe('2026-06-22');
  });

  it('federal monthly: the calendar month', () => {
    // 2026-01-09: month ends Sat 01-31; Mon 02-02, Tue 3, Wed 4.
    expect(due('VA', 'withholding', 'va_sit', '2026-01-09', 'Monthly')).toBe('2026-02-04');
    // 2026-05-22: month ends Sun 05-31; Mon 06-01, Tue 2, Wed 3.
    expect(due('VA', 'withholding', 'va_sit', '2026-05-22', 'Monthly')).toBe('2026-06-03');
    expect(stateDeposit('VA', 'withholding', 'va_sit', '2026-05-22', 'Monthly')!.agency).toBe(STATE_AGENCIES.VA_TAX);
    expect(stateDeposit('VA', 'unemployment', 'va_sui_er', '2026-05-22', 'Monthly')).toBeUndefined();
  });
});

describe('AZ (same time as federal)', () => {
  it('withholding follows the federal due date, moved to the next banking day', () => {
    // Tue 2026-06-16 -> Fri 06-19 Juneteenth -> Mon 2026-06-22.
    expect(due('AZ', 'withholding', 'az_sit', '2026-06-16', 'Semiweekly')).toBe('2026-06-22');
    expect(due('AZ', 'withholding', 'az_sit', '2026-01-30', 'Monthly')).toBe('2026-02-17');
    expect(stateDeposit('AZ', 'withholding', 'az_sit', '2026-01-30', 'Monthly')!.agency).toBe(STATE_AGENCIES.AZ_DOR);
  });
});

describe('MA (depository: 3 business days after the 7th, 15th, 22nd, last day)', () => {
  it('withholding, whatever the federal schedule', () => {
    // 2026-01-07: period ends Wed 01-07; Thu 8, Fri 9, Mon 12.
    expect(due('MA', 'withholding', 'ma_sit', '2026-01-07', 'Monthly')).toBe('2026-01-12');
    // 2026-01-09: period ends Thu 01-15; Fri 16, (Mon 19 MLK) Tue 20, Wed 21.
    expect(due('MA', 'withholding', 'ma_sit', '2026-01-09', 'Semiweekly')).toBe('2026-01-21');
    // 2026-05-22: period ends Fri 05-22; (Mon 25 Memorial Day) Tue 26, Wed 27, Thu 28.
    expect(due('MA', 'withholding', 'ma_sit', '2026-05-22')).toBe('2026-05-28');
    // 2026-10-30: period ends Sat 10-31; Mon 11-02, Tue 3, Wed 4.
    expect(due('MA', 'withholding', 'ma_sit', '2026-10-30')).toBe('2026-11-04');
    expect(stateDeposit('MA', 'withholding', 'ma_sit', '2026-10-30', 'Monthly')!.agency).toBe(STATE_AGENCIES.MA_DOR);
  });

  it('UI and PFML are not built', () => {
    expect(stateDeposit('MA', 'unemployment', 'ma_sui_er', '2026-10-30', 'Monthly')).toBeUndefined();
    expect(stateDeposit('MA', 'employeeProgram', 'ma_pfml_ee', '2026-10-30', 'Monthly')).toBeUndefined();
  });
});

describe('WA and FL (no income tax; quarterly)', () => {
  it('WA: UI, Paid Leave and WA Cares by the last day of the month after the quarter, not moved', () => {
    expect(due('WA', 'unemployment', 'wa_sui_er', '2026-10-09')).toBe('2027-01-31');
    expect(due('WA', 'employeeProgram', 'wa_pfml_ee', '2026-05-20')).toBe('2026-07-31');
    // Q2 2027: Sat 2027-07-31 stays.
    expect(due('WA', 'employeeProgram', 'wa_cares', '2027-04-02')).toBe('2027-07-31');
    expect(stateDeposit('WA', 'employeeProgram', 'wa_cares', '2027-04-02', 'Monthly')!.agency).toBe(STATE_AGENCIES.WA_ESD_PAID_LEAVE);
    expect(stateDeposit('WA', 'unemployment', 'wa_sui_er', '2027-04-02', 'Monthly')!.agency).toBe(STATE_AGENCIES.WA_ESD);
    expect(stateDeposit('WA', 'withholding', 'wa_sit', '2027-04-02', 'Monthly')).toBeUndefined();
  });

  it('FL: reemployment tax by the last day of the month after the quarter, not moved', () => {
    expect(due('FL', 'unemployment', 'fl_sui_er', '2026-10-09')).toBe('2027-01-31');
    expect(due('FL', 'unemployment', 'fl_sui_er', '2026-05-15')).toBe('2026-07-31');
    expect(stateDeposit('FL', 'unemployment', 'fl_sui_er', '2026-05-15', 'Monthly')!.agency).toBe(STATE_AGENCIES.FL_DOR);
    expect(stateDeposit('FL', 'withholding', 'fl_sit', '2026-05-15', 'Monthly')).toBeUndefined();
  });
});

describe('not built, and inputs', () => {
  it('lists the built states', () => {
    expect(STATE_DEPOSIT_STATES).toEqual(['AZ', 'CA', 'FL', 'IL', 'MA', 'MI', 'NC', 'NJ', 'NY', 'OH', 'PA', 'TX', 'VA', 'WA']);
  });

  it('GA is not built', () => {
    expect(stateDeposit('GA', 'withholding', 'ga_sit', '2026-01-09', 'Monthly')).toBeUndefined();
  });

  it('a state without rules is undefined', () => {
    expect(stateDeposit('ZZ', 'withholding', 'zz_sit', '2026-01-09', 'Monthly')).toBeUndefined();
    expect(stateDeposit('toString', 'withholding', 'x', '2026-01-09', 'Monthly')).toBeUndefined();
  });

  it('rejects a payday that is not a calendar date', () => {
    expect(() => stateDeposit('CA', 'withholding', 'ca_sit', '2026-02-30', 'Monthly')).toThrow(RangeError);
  });
});
