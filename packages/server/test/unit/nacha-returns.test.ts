// The return file reader and the NOC corrected data (domain/nacha-returns.ts), against records built here by
// hand from the NACHA Operating Rules' layouts (Appendix Three: the entry detail record; the addenda record
// for returns, type 99, and for notifications of change, type 98; Appendix Five: corrected data).
import { CHANGE_CODES, parseCorrectedData, parseReturnFile, reasonOf, RETURN_REASONS, ReturnFileError } from '../../src/domain/nacha-returns';

const pad = (s: string, n: number) => s.padEnd(n, ' ');
const zero = (n: number | string, w: number) => String(n).padStart(w, '0');

const header = ['1', '01', ' 121000358', ' 091000019', '260326', '1200', 'A', '094', '10', '1', pad('BANK OF AMERICA', 23), pad('RETURN BANK', 23), ' '.repeat(8)].join('');
const batch = (sec: string) => ['5', '200', pad('BISTRO DEUX LLC', 16), ' '.repeat(20), '1987654321', sec, pad('PAYROLL', 10), '      ', '260326', '   ', '1', '09100001', '0000001'].join('');
const control = ['8', '200', '000002', '0012100035', zero(0, 12), zero(118750, 12), '1987654321', ' '.repeat(25), '09100001', '0000001'].join('');
const fileControl = ['9', '000001', '000001', '00000002', '0012100035', zero(0, 12), zero(118750, 12), ' '.repeat(39)].join('');
const entry = (code: string, amount: number, trace: string) => ['6', code, '121000358', pad('12345678', 17), zero(amount, 10), pad('EMP_1', 15), pad('ZOE MARTINEZ', 22), '  ', '1', trace].join('');
// Return addenda: type 99, reason, original trace (7-21), date of death (22-27), original RDFI (28-35), information (36-79), trace (80-94).
const addenda99 = (reason: string, original: string, death = '      ', info = '') => ['7', '99', reason, original, death, '02600959', pad(info, 44), '091000010000001'].join('');
// NOC addenda: type 98, change code, original trace, 6 reserved, original RDFI, corrected data (36-64), 15 reserved, trace.
const addenda98 = (change: string, original: string, data: string) => ['7', '98', change, original, '      ', '02600959', pad(data, 29), ' '.repeat(15), '091000010000002'].join('');

const file = (...records: string[]) => [header, ...records, fileControl].map((r) => `${r}\n`).join('');

describe('parseReturnFile', () => {
  const text = file(batch('PPD'), entry('21', 118750, '091000010000001'), addenda99('R03', '121000350000001', '      ', 'ACCOUNT NOT FOUND'), control, batch('COR'), entry('21', 0, '091000010000002'), addenda98('C01', '121000350000002', '987654321'), control);

  it('reads each return and NOC: code, original trace number, its own trace, corrected data, addenda information', () => {
    expect(text.split('\n').slice(0, -1).every((r) => r.length === 94)).toBe(true);
    expect(parseReturnFile(text)).toEqual([
      { kind: 'Return', code: 'R03', originalTraceNumber: '121000350000001', traceNumber: '091000010000001', addendaInformation: 'ACCOUNT NOT FOUND', record: 3 },
      { kind: 'NotificationOfChange', code: 'C01', originalTraceNumber: '121000350000002', traceNumber: '091000010000002', correctedData: '987654321', record: 7 },
    ]);
  });

  it('takes CRLF line ends, one unbroken stream of records, blank lines and 9 filler after the file control', () => {
    const items = parseReturnFile(text).map(({ record: _r, ...i }) => i);
    const strip = (t: string) => parseReturnFile(t).map(({ record: _r, ...i }) => i);
    expect(strip(text.replace(/\n/g, '\r\n'))).toEqual(items);
    expect(strip(text.replace(/\n/g, ''))).toEqual(items);
    expect(strip(`${text}\n${'9'.repeat(94)}\n\n`)).toEqual(items);
  });

  it('reads a date of death (R14, R15)', () => {
    const [death] = parseReturnFile(file(batch('PPD'), entry('21', 118750, '091000010000001'), addenda99('R15', '121000350000001', '260310'), control));
    expect(death).toMatchObject({ code: 'R15', dateOfDeath: '2026-03-10' });
    expect(death.addendaInformation).toBeUndefined();
  });

  it('refuses what is not a return file, naming the record', () => {
    const fails = (t: string) => {
      try {
        parseReturnFile(t);
      } catch (err) {
        expect(err).toBeInstanceOf(ReturnFileError);
        return (err as Error).message;
      }
      throw new Error('no error');
    };
    expect(fails('')).toBe('the file has no records');
    expect(fails(file(batch('PPD')).replace(header, '5'.repeat(94)))).toBe('record 1: the first record is not a file header (type 1)');
    expect(fails(text.replace('ACCOUNT NOT FOUND', 'ACCOUNT NOT FOUND!'))).toBe('record 4: 95 characters, not 94');
    expect(fails(file(batch('PPD'), entry('21', 1, '091000010000001'), control))).toBe('record 3: an entry without its addenda record (a return has a type 99 addenda, a NOC a type 98 one)');
    expect(fails(file(batch('PPD'), entry('21', 1, '091000010000001'), addenda99('R03', '12100035000000X'), control))).toBe('record 4: the original entry trace number (addenda positions 7-21) is not 15 digits');
    expect(fails(file(batch('PPD'), entry('21', 1, '091000010000001'), addenda99('X03', '121000350000001'), control))).toBe('record 4: the return reason code "X03" is not R and two digits');
    expect(fails(file(batch('PPD'), entry('21', 1, '091000010000001'), addenda99('R03', '121000350000001').replace('799', '705'), control))).toBe(
      'record 4: an addenda of type "05", not 99 (return) or 98 (notification of change)',
    );
    expect(fails(file(entry('21', 1, '091000010000001')))).toBe('record 2: an entry outside a batch');
    expect(fails(file(batch('PPD'), addenda99('R03', '121000350000001'), control))).toBe('record 3: an addenda record without its entry');
    expect(fails(file(batch('PPD'), entry('21', 1, '091000010000001'), addenda99('R03', '121000350000001')))).toBe('record 5: the file control inside a batch');
    expect(fails(`${text}${header}\n`)).toBe('record 11: a record after the file control');
  });
});

describe('return reason and change codes', () => {
  it('titles as the NACHA rules publish them', () => {
    expect(reasonOf('R01')).toBe('R01 Insufficient Funds');
    expect(reasonOf('R02')).toBe('R02 Account Closed');
    expect(reasonOf('R03')).toBe('R03 No Account/Unable to Locate Account');
    expect(reasonOf('R04')).toBe('R04 Invalid Account Number Structure');
    expect(reasonOf('R16')).toBe('R16 Account Frozen/Entry Returned Per OFAC Instruction');
    expect(reasonOf('C01')).toBe('C01 Incorrect DFI Account Number');
    expect(reasonOf('R99')).toBe('R99');
    // Assigned: R01..R47, R50..R53, R61, R62, R67..R77, R80..R85.
    const assigned = Object.keys(RETURN_REASONS);
    expect(assigned).toHaveLength(70);
    expect(['R48', 'R49', 'R54', 'R60', 'R63', 'R66', 'R78', 'R79', 'R86'].filter((c) => assigned.includes(c))).toEqual([]);
    expect(Object.keys(CHANGE_CODES)).toEqual(['C01', 'C02', 'C03', 'C04', 'C05', 'C06', 'C07', 'C08', 'C09', 'C13', 'C14']);
  });
});

describe('parseCorrectedData', () => {
  it('reads each layout of Appendix Five', () => {
    expect(parseCorrectedData('C01', '987654321')).toEqual({ accountNumber: '987654321' });
    expect(parseCorrectedData('C02', '026009593')).toEqual({ routingNumber: '026009593' });
    expect(parseCorrectedData('C03', `026009593   ${pad('987654321', 17)}`)).toEqual({ routingNumber: '026009593', accountNumber: '987654321' });
    expect(parseCorrectedData('C05', '32')).toEqual({ accountType: 'Savings' });
    expect(parseCorrectedData('C05', '27')).toEqual({ accountType: 'Checking' });
    expect(parseCorrectedData('C06', `${pad('987654321', 17)}   32`)).toEqual({ accountNumber: '987654321', accountType: 'Savings' });
    expect(parseCorrectedData('C07', `026009593${pad('987654321', 17)}22`)).toEqual({ routingNumber: '026009593', accountNumber: '987654321', accountType: 'Checking' });
  });

  it('null when the data does not hold what the code says, or the code is not applied', () => {
    expect(parseCorrectedData('C01', '')).toBeNull();
    expect(parseCorrectedData('C01', '12AB')).toBeNull();
    expect(parseCorrectedData('C02', '026009594')).toBeNull(); // check digit
    expect(parseCorrectedData('C03', '026009593')).toBeNull(); // no account number
    expect(parseCorrectedData('C05', '42')).toBeNull();
    expect(parseCorrectedData('C06', '987654321')).toBeNull(); // no transaction code
    expect(parseCorrectedData('C04', 'ZOE MARTINEZ')).toBeNull();
  });
});
