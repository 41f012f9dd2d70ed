// The rules of proving accounts, without a database (domain/account-verification.ts; docs/ach.md,
// "Prenotes" and "Micro-deposits"): NACHA's prenote waiting period in banking days around holidays, why a
// credit is held, the micro-deposit draw and its constant-time comparison, the corrected data of the
// notifications of change in their 29 positions (one reader for every entry: domain/nacha-returns.ts), and
// the writer's prenote entries (23/33, zero only) read by the independent parser.
import {
  accountVerificationOn,
  creditHoldReason,
  drawMicroDeposits,
  prenoteLiveCreditsFrom,
  prenoteTransactionCode,
  sameMicroDeposits,
} from '../../src/domain/account-verification';
import { addBusinessDays } from '../../src/domain/calendar';
import { parseCorrectedData } from '../../src/domain/nacha-returns';
import { individualIdentification, writeNachaFile, type NachaFileInput } from '../../src/domain/nacha';
import { parseAndCheckNacha } from './nacha-parser';

describe('prenote waiting period (NACHA Operating Rules 2.6.3: the third banking day after settlement)', () => {
  it('counts bank business days of the Federal Reserve calendar', () => {
    // An ordinary week: Monday -> Thursday; Wednesday -> Monday (over a weekend).
    expect(prenoteLiveCreditsFrom('2026-03-02')).toBe('2026-03-05');
    expect(prenoteLiveCreditsFrom('2026-03-04')).toBe('2026-03-09');
    // Memorial Day (Monday 2026-05-25): Thursday 05-21 -> Friday 22, Tuesday 26, Wednesday 27.
    expect(prenoteLiveCreditsFrom('2026-05-21')).toBe('2026-05-27');
    // Thanksgiving (Thursday 2026-11-26; the Friday after is a bank day): Tuesday 11-24 -> Wednesday 25, Friday 27, Monday 30.
    expect(prenoteLiveCreditsFrom('2026-11-24')).toBe('2026-11-30');
    // Christmas and New Year's Day (Fridays in 2026 and 2027): Wednesday 12-23 -> Thursday 24, Monday 28, Tuesday 29.
    expect(prenoteLiveCreditsFrom('2026-12-23')).toBe('2026-12-29');
    expect(prenoteLiveCreditsFrom('2026-12-30')).toBe('2027-01-05');
    // Independence Day 2026 is a Saturday: the Federal Reserve Banks are open the Friday before (no observed day).
    expect(addBusinessDays('2026-07-02', 1)).toBe('2026-07-03');
    expect(addBusinessDays('2026-07-02', 2)).toBe('2026-07-06');
  });

  it('reads Verified from the date on; holds a credit until then, a Failed account always, nothing with prenotes off', () => {
    const sent = { verification: 'PrenoteSent', liveCreditsFrom: '2026-05-27' };
    expect(accountVerificationOn(sent, '2026-05-26')).toBe('PrenoteSent');
    expect(accountVerificationOn(sent, '2026-05-27')).toBe('Verified');
    expect(accountVerificationOn({ verification: 'Unverified', liveCreditsFrom: null }, '2030-01-01')).toBe('Unverified');
    expect(creditHoldReason(sent, '2026-05-26', 'wait')).toBe('PrenoteWaitingPeriod');
    expect(creditHoldReason(sent, '2026-05-27', 'wait')).toBeNull();
    expect(creditHoldReason({ verification: 'Unverified', liveCreditsFrom: null }, '2026-05-27', 'wait')).toBe('AccountUnverified');
    expect(creditHoldReason({ verification: 'Unverified', liveCreditsFrom: null }, '2026-05-27', 'off')).toBeNull();
    expect(creditHoldReason({ verification: 'Failed', liveCreditsFrom: '2026-05-27' }, '2026-06-30', 'wait')).toBe('AccountFailed');
    expect(creditHoldReason({ verification: 'Failed', liveCreditsFrom: null }, '2026-06-30', 'off')).toBe('AccountFailed');
    expect([prenoteTransactionCode('Checking'), prenoteTransactionCode('Savings')]).toEqual([23, 33]);
  });
});

describe('micro-deposits', () => {
  it('draws two amounts of 1 to 99 cents from the random source it is given', () => {
    const asked: Array<[number, number]> = [];
    const seq = [7, 99];
    expect(drawMicroDeposits((min, max) => (asked.push([min, max]), seq.shift()!))).toEqual([7, 99]);
    expect(asked).toEqual([[1, 100], [1, 100]]);
    expect(() => drawMicroDeposits(() => 0)).toThrow('1 to 99 cents');
  });

  it('compares the two amounts in either order, and only those two', () => {
    expect(sameMicroDeposits([12, 34], [12, 34])).toBe(true);
    expect(sameMicroDeposits([12, 34], [34, 12])).toBe(true);
    expect(sameMicroDeposits([12, 12], [12, 12])).toBe(true);
    expect(sameMicroDeposits([12, 34], [12, 35])).toBe(false);
    expect(sameMicroDeposits([12, 34], [12, 12])).toBe(false);
    expect(sameMicroDeposits([12, 34], [12])).toBe(false);
    expect(sameMicroDeposits([12, 34], [12, 34, 34])).toBe(false);
    expect(sameMicroDeposits([12, 34], [12.5, 34])).toBe(false);
    expect(sameMicroDeposits([1, 2], [-1, 4])).toBe(false);
  });
});

describe('notification of change: corrected data (NACHA Appendix Five)', () => {
  const field = (...parts: string[]) => parts.join('').padEnd(29, ' ');
  it('reads each code that corrects an account', () => {
    expect(parseCorrectedData('C01', field('1234567890'))).toEqual({ accountNumber: '1234567890' });
    expect(parseCorrectedData('C02', field('026009593'))).toEqual({ routingNumber: '026009593' });
    expect(parseCorrectedData('C03', field('026009593', '   ', '1234567890'.padEnd(17)))).toEqual({ routingNumber: '026009593', accountNumber: '1234567890' });
    expect(parseCorrectedData('C05', field('32'))).toEqual({ accountType: 'Savings' });
    expect(parseCorrectedData('C06', field('1234567890'.padEnd(17), '   ', '22'))).toEqual({ accountNumber: '1234567890', accountType: 'Checking' });
    expect(parseCorrectedData('C07', field('026009593', '1234567890'.padEnd(17), '37'))).toEqual({ routingNumber: '026009593', accountNumber: '1234567890', accountType: 'Savings' });
  });
  it('refuses data that does not fit its code', () => {
    expect(parseCorrectedData('C02', field('02600959'))).toBeNull();
    expect(parseCorrectedData('C05', field('99'))).toBeNull();
    expect(parseCorrectedData('C01', field(''))).toBeNull();
    expect(parseCorrectedData('C04', field('x'))).toBeNull();
  });
});

describe('the writer: prenotes and micro-deposits', () => {
  const file = (entries: NachaFileInput['batches'][number]['entries'], description = 'PAYROLL'): NachaFileInput => ({
    odfiRoutingNumber: '021000021',
    odfiName: 'First Test Bank',
    immediateOrigin: '1987654321',
    originName: 'Acme Payroll',
    createdAt: new Date('2026-05-20T15:00:00Z'),
    fileIdModifier: 'A',
    batches: [{ companyName: 'Blue Fern LLC', companyIdentification: '1987654321', secCode: 'PPD', description, effectiveDate: '2026-05-21', entries }],
  });
  const prenote = { routingNumber: '121000358', accountNumber: '000123454431', identification: individualIdentification('emp_abcdefghijklmnopq'), name: 'Eve Tester' };

  it('writes 23 and 33 with a zero amount, read back by the independent parser', () => {
    const out = writeNachaFile(file([{ ...prenote, transactionCode: 23, amount: '0.00' }, { ...prenote, transactionCode: 33, amount: '0' }]));
    const parsed = parseAndCheckNacha(out.text);
    expect(parsed.batches[0].entries.map((e) => [e.transactionCode, e.amount, e.identificationNumber.trim()])).toEqual([
      ['23', 0, 'ABCDEFGHIJKLMNO'],
      ['33', 0, 'ABCDEFGHIJKLMNO'],
    ]);
    expect(parsed.batches[0].serviceClassCode).toBe(220);
    expect([out.totalCredit, out.totalDebit]).toEqual([0n, 0n]);
  });

  it('refuses a prenote with an amount, and a live entry of zero', () => {
    expect(() => writeNachaFile(file([{ ...prenote, transactionCode: 23, amount: '0.01' }]))).toThrow('a prenote, and only a prenote, is zero');
    expect(() => writeNachaFile(file([{ ...prenote, transactionCode: 22, amount: '0.00' }]))).toThrow('a prenote, and only a prenote, is zero');
  });

  it('micro-deposits balance in a mixed batch described ACCTVERIFY', () => {
    const out = writeNachaFile(file([{ ...prenote, transactionCode: 22, amount: '0.07' }, { ...prenote, transactionCode: 22, amount: '0.99' }, { ...prenote, transactionCode: 27, amount: '1.06' }], 'ACCTVERIFY'));
    const parsed = parseAndCheckNacha(out.text);
    expect([parsed.batches[0].serviceClassCode, parsed.batches[0].description.trim(), parsed.batches[0].footer.totalDebit, parsed.batches[0].footer.totalCredit]).toEqual([200, 'ACCTVERIFY', 106, 106]);
  });
});
