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
    // Issue 25, finding 6: the first character that is not a space decides, and full-width triggers count.
    [' =1+1', "' =1+1"],
    ['   @SUM(A1)', "'   @SUM(A1)"],
    ['\u00a0+1 555', "'\u00a0+1 555"],
    ['\u3000-2+3', "'\u3000-2+3"],
    ['\n=HYPERLINK("http://x.example")', '"\'\n=HYPERLINK(""http://x.example"")"'],
    ['＝HYPERLINK("http://x.example")', '"\'＝HYPERLINK(""http://x.example"")"'],
    ['＋1 555', "'＋1 555"],
    ['－34.80', "'－34.80"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
    ['  ＝1', "'  ＝1"],
    // Amounts stay as they are; text that merely holds a trigger later on too.
    ['1234.50', '1234.50'],
    ['-0.05', '-0.05'],
    ['a=b', 'a=b'],
    ['Pay - bonus', 'Pay - bonus'],
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
