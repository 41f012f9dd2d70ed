import { alpha, toCents, writeNachaFile, type NachaFileInput } from '../../src/domain/nacha';
import { parseAndCheckNacha } from './nacha-parser';

const base: NachaFileInput = {
  odfiRoutingNumber: '121000358',
  odfiName: 'Bank of America',
  immediateOrigin: '1987654321',
  originName: 'Acme Payroll Services',
  createdAt: new Date('2026-03-02T14:05:00Z'),
  fileIdModifier: 'A',
  batches: [
    {
      companyName: 'Bistro Deux LLC',
      companyIdentification: '1987654321',
      secCode: 'PPD',
      description: 'PAYROLL',
      descriptiveDate: 'MAR 06',
      effectiveDate: '2026-03-06',
      entries: [
        { transactionCode: 22, routingNumber: '026009593', accountNumber: '12345678', amount: '1187.50', identification: 'emp_1', name: 'Zoë Martínez' },
        { transactionCode: 32, routingNumber: '011000015', accountNumber: '999000111', amount: '0.05', identification: 'emp_2', name: 'Al Smith' },
      ],
    },
    {
      companyName: 'Bistro Deux LLC',
      companyIdentification: '1987654321',
      secCode: 'CCD',
      description: 'PAYROLL',
      effectiveDate: '2026-03-04',
      entries: [{ transactionCode: 27, routingNumber: '322271627', accountNumber: '5550001', amount: '1187.55', identification: 'pay_1', name: 'Bistro Deux LLC' }],
    },
  ],
};

/** The same file, written by hand from NACHA's record layouts (Appendix Three), field by field. */
function handBuilt(): string {
  const f = (...parts: string[]) => parts.join('');
  const records = [
    f('1', '01', ' 121000358', '1987654321', '260302', '1405', 'A', '094', '10', '1', 'BANK OF AMERICA        ', 'ACME PAYROLL SERVICES  ', '        '),
    f('5', '220', 'BISTRO DEUX LLC ', ' '.repeat(20), '1987654321', 'PPD', 'PAYROLL   ', 'MAR 06', '260306', '   ', '1', '12100035', '0000001'),
    f('6', '22', '026009593', '12345678         ', '0000118750', 'EMP_1          ', 'ZOE MARTINEZ          ', '  ', '0', '121000350000001'),
    f('6', '32', '011000015', '999000111        ', '0000000005', 'EMP_2          ', 'AL SMITH              ', '  ', '0', '121000350000002'),
    // entry hash 02600959 + 01100001 = 03700960
    f('8', '220', '000002', '0003700960', '000000000000', '000000118755', '1987654321', ' '.repeat(19), ' '.repeat(6), '12100035', '0000001'),
    f('5', '225', 'BISTRO DEUX LLC ', ' '.repeat(20), '1987654321', 'CCD', 'PAYROLL   ', '      ', '260304', '   ', '1', '12100035', '0000002'),
    f('6', '27', '322271627', '5550001          ', '0000118755', 'PAY_1          ', 'BISTRO DEUX LLC       ', '  ', '0', '121000350000003'),
    f('8', '225', '000001', '0032227162', '000000118755', '000000000000', '1987654321', ' '.repeat(19), ' '.repeat(6), '12100035', '0000002'),
    // 10 records in all: one block; hash 03700960 + 32227162 = 35928122
    f('9', '000002', '000001', '00000003', '0035928122', '000000118755', '000000118755', ' '.repeat(39)),
  ];
  records.push('9'.repeat(94));
  return records.map((r) => r + '\n').join('');
}

describe('writeNachaFile', () => {
  it('writes exactly the hand-built file: headers, entries, controls, one block padded with 9s', () => {
    const out = writeNachaFile(base);
    expect(out.text).toBe(handBuilt());
    expect(out.traceNumbers).toEqual([['121000350000001', '121000350000002'], ['121000350000003']]);
    expect(out).toMatchObject({ entryHash: '0035928122', totalDebit: 118755n, totalCredit: 118755n, entryCount: 3, batchCount: 2, blockCount: 1 });
  });

  it('is accepted by the independent parser (@ach/ach): lengths, blocking, counts, hashes, totals, traces', () => {
    const ach = parseAndCheckNacha(writeNachaFile(base).text);
    expect(ach.file).toMatchObject({ destination: ' 121000358', origin: '1987654321', creationDate: '260302', idModifier: 'A', destinationName: 'BANK OF AMERICA', originName: 'ACME PAYROLL SERVICES' });
    expect(ach.batches.map((b) => [b.serviceClassCode, b.entryClassCode, b.effectiveDate, b.entries.map((e) => [e.transactionCode, e.amount, e.dfiAccount, e.traceNumber])])).toEqual([
      [220, 'PPD', '260306', [['22', 118750, '12345678', 121000350000001], ['32', 5, '999000111', 121000350000002]]],
      [225, 'CCD', '260304', [['27', 118755, '5550001', 121000350000003]]],
    ]);
  });

  it('pads to the next block of 10 and keeps only the last 10 digits of the entry hash', () => {
    const entries = Array.from({ length: 150 }, (_, i) => ({ transactionCode: 22 as const, routingNumber: '999999999'.slice(0, 8) + '2', accountNumber: String(i + 1), amount: '1.00', identification: `e${i}`, name: `Worker ${i}` }));
    // 99999999 x 150 = 14999999850: 11 digits, the control keeps 4999999850
    const out = writeNachaFile({ ...base, batches: [{ ...base.batches[0], entries }] });
    const lines = out.text.split('\n').filter(Boolean);
    expect(lines).toHaveLength(160); // 1 + 1 + 150 + 1 + 1 = 154 records, padded to 160
    expect(lines.slice(154)).toEqual(Array(6).fill('9'.repeat(94)));
    expect(out.entryHash).toBe('4999999850');
    expect(out.blockCount).toBe(16);
    const ach = parseAndCheckNacha(out.text);
    expect(ach.file.footer).toMatchObject({ blockCount: 16, entryAndAddendaCount: 150, entryHash: 4999999850, totalCredit: 15000, totalDebit: 0 });
    expect(ach.batches[0].entries[149].traceNumber).toBe(121000350000150);
  });

  it('the parser check catches a wrong hash, a short record and a missing block', () => {
    const text = writeNachaFile(base).text;
    expect(() => parseAndCheckNacha(text.replace('0035928122', '0035928123'))).toThrow('file entry hash 35928123, expected 35928122');
    expect(() => parseAndCheckNacha(text.replace('PAYROLL   ', 'PAYROLL  '))).toThrow('record 2 has 93 characters');
    expect(() => parseAndCheckNacha(text.slice(0, -95))).toThrow('not a multiple of the blocking factor 10');
  });

  it('counts trace numbers on from a first sequence, and after 9,999,999 starts again at 1', () => {
    expect(writeNachaFile({ ...base, firstTraceSequence: 41 }).traceNumbers).toEqual([['121000350000041', '121000350000042'], ['121000350000043']]);
    const wrapped = writeNachaFile({ ...base, firstTraceSequence: 9_999_998 });
    expect(wrapped.traceNumbers).toEqual([['121000359999998', '121000359999999'], ['121000350000001']]);
    expect(parseAndCheckNacha(wrapped.text).batches.flatMap((b) => b.entries.map((e) => e.traceNumber))).toEqual([121000359999998, 121000359999999, 121000350000001]);
    expect(() => writeNachaFile({ ...base, firstTraceSequence: 0 })).toThrow('first trace sequence');
    expect(() => writeNachaFile({ ...base, firstTraceSequence: 10_000_000 })).toThrow('first trace sequence');
  });

  it('refuses what it cannot write', () => {
    expect(() => writeNachaFile({ ...base, fileIdModifier: 'a' })).toThrow('file ID modifier');
    expect(() => writeNachaFile({ ...base, odfiRoutingNumber: '12100035' })).toThrow('ODFI routing number');
    const bad = (amount: string) => writeNachaFile({ ...base, batches: [{ ...base.batches[1], entries: [{ ...base.batches[1].entries[0], amount }] }] });
    expect(() => bad('1.005')).toThrow('at most two decimals');
    expect(() => bad('-1.00')).toThrow('at most two decimals');
    expect(() => bad('100000000.00')).toThrow('numeric field of 10');
  });

  it('a CCD+ tax payment: the entry says an addenda follows, the addenda record field by field, the controls count it', () => {
    const txp = 'TXP*123456789*94105*260331*1*18600*2*4350*3*21000\\';
    const out = writeNachaFile({
      ...base,
      batches: [
        {
          companyName: 'Bistro Deux LLC',
          companyIdentification: '1987654321',
          secCode: 'CCD',
          description: 'TAX PAYMNT',
          effectiveDate: '2026-03-06',
          entries: [
            { transactionCode: 22, routingNumber: '061036000', accountNumber: '23401001', amount: '439.50', identification: 'pay_1', name: 'IRS', addenda: txp },
            { transactionCode: 22, routingNumber: '121000358', accountNumber: '55501', amount: '12.25', identification: 'pay_1', name: 'CA EDD', addenda: 'TXP*12345678*01100*260331*T*1225\\' },
          ],
        },
      ],
    });
    const f = (...parts: string[]) => parts.join('');
    const expected = [
      f('1', '01', ' 121000358', '1987654321', '260302', '1405', 'A', '094', '10', '1', 'BANK OF AMERICA        ', 'ACME PAYROLL SERVICES  ', '        '),
      f('5', '220', 'BISTRO DEUX LLC ', ' '.repeat(20), '1987654321', 'CCD', 'TAX PAYMNT', '      ', '260306', '   ', '1', '12100035', '0000001'),
      // Addenda record indicator (position 79): 1.
      f('6', '22', '061036000', '23401001         ', '0000043950', 'PAY_1          ', 'IRS                   ', '  ', '1', '121000350000001'),
      // Record type 7, addenda type 05, the TXP segment left justified in 80 (positions 4-83), addenda sequence 0001,
      // entry detail sequence number: the last 7 digits of the entry's trace number.
      f('7', '05', txp.padEnd(80, ' '), '0001', '0000001'),
      f('6', '22', '121000358', '55501            ', '0000001225', 'PAY_1          ', 'CA EDD                ', '  ', '1', '121000350000002'),
      f('7', '05', 'TXP*12345678*01100*260331*T*1225\\'.padEnd(80, ' '), '0001', '0000002'),
      // Entry/addenda count 4 (2 entries, 2 addenda); hash 06103600 + 12100035 = 18203635.
      f('8', '220', '000004', '0018203635', '000000000000', '000000045175', '1987654321', ' '.repeat(19), ' '.repeat(6), '12100035', '0000001'),
      f('9', '000001', '000001', '00000004', '0018203635', '000000000000', '000000045175', ' '.repeat(39)),
      '9'.repeat(94),
      '9'.repeat(94),
    ];
    expect(out.text).toBe(expected.map((r) => r + '\n').join(''));
    expect(out).toMatchObject({ entryCount: 2, addendaCount: 2, blockCount: 1, totalCredit: 45175n });
    const ach = parseAndCheckNacha(out.text);
    expect(ach.batches[0].entries.map((e) => [e.addendaIndicator, e.addenda?.info, e.addenda?.entryNum])).toEqual([
      ['1', txp, 1],
      ['1', 'TXP*12345678*01100*260331*T*1225\\', 2],
    ]);
    expect(ach.batches[0].footer.entryAndAddendaCount).toBe(4);
    expect(ach.file.footer.entryAndAddendaCount).toBe(4);
    // The parser check holds the controls to the addenda: a count without them, or an indicator without a record, fails.
    expect(() => parseAndCheckNacha(out.text.replace(/^8220000004/m, '8220000002'))).toThrow('batch 1: entry/addenda count 2, 2 entries and 2 addenda');
    expect(() => parseAndCheckNacha(writeNachaFile(base).text.replace('PAY_1          BISTRO DEUX LLC         0', 'PAY_1          BISTRO DEUX LLC         1'))).toThrow('addenda indicator 1, addenda absent');
    expect(() => writeNachaFile({ ...base, batches: [{ ...base.batches[1], entries: [{ ...base.batches[1].entries[0], addenda: 'X'.repeat(81) }] }] })).toThrow('more than 80');
  });

  it('amounts and text fields', () => {
    expect(toCents('0.5')).toBe(50n);
    expect(toCents('12')).toBe(1200n);
    expect(alpha('Crème brûlée\tCo', 16)).toBe('CREME BRULEE CO ');
  });
});
