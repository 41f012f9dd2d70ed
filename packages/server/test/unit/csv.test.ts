// The CSV text of the reports (lib/csv.ts): RFC 4180 quoting, CRLF line ends, absent values empty, and the
// lines of a report made batch by batch.
import { csvCell, csvLine, csvLines } from '../../src/lib/csv';

describe('csv', () => {
  it.each([
    ['plain', 'plain'],
    ['Okafor Design, LLC', '"Okafor Design, LLC"'],
    ['the "Mileage" line', '"the ""Mileage"" line"'],
    ['two\nlines', '"two\nlines"'],
    [' padded', '" padded"'],
    ['', ''],
    // Text a spreadsheet would run as a formula is neutralised; amounts are not.
    ['=HYPERLINK("http://x.example","pay")', '"\'=HYPERLINK(""http://x.example"",""pay"")"'],
    ['+1 555', "'+1 555"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['-34.80', '-34.80'],
    ['-cmd', "'-cmd"],
  ])('%j -> %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('numbers, booleans and absent values', () => {
    expect(csvLine(['1234.50', 3, true, null, undefined, 'x'])).toBe('1234.50,3,true,,,x\r\n');
  });

  it('the header, then the rows of each batch; empty batches add nothing', async () => {
    async function* batches() {
      yield [{ a: 'x', n: 1 }];
      yield [];
      yield [{ a: 'y,z', n: 2 }, { a: 'w', n: 3 }];
    }
    const out: string[] = [];
    for await (const chunk of csvLines(['a', 'n'], batches(), (r) => [r.a, r.n])) out.push(chunk);
    expect(out).toEqual(['a,n\r\n', 'x,1\r\n', '"y,z",2\r\nw,3\r\n']);
  });
});
