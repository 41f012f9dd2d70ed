// CSV text of the reports (RFC 4180): comma separated, CRLF line ends, a cell quoted when it holds a
// comma, a quote, a line break or leading/trailing spaces (quotes doubled). Absent values are empty cells;
// text that starts like a formula is neutralised (csvCell).
export type CsvCell = string | number | boolean | null | undefined;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  // Text a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe (OWASP
  // "CSV injection"); a number, or a decimal string such as a negative amount (-34.80), stays as it is.
  const formula = typeof value === 'string' && /^[=+\-@\t\r]/.test(value) && !/^-\d+(\.\d+)?$/.test(value);
  const text = formula ? `'${value}` : String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * A report's CSV lines: the header, then the rows of each batch `next` reads (an empty batch ends the
 * report). Each batch is turned into text and handed on before the next is read.
 */
export async function* csvLines<R>(header: readonly string[], batches: AsyncIterable<R[]>, cells: (row: R) => readonly CsvCell[]): AsyncGenerator<string> {
  yield csvLine(header);
  for await (const batch of batches) {
    if (!batch.length) continue;
    yield batch.map((r) => csvLine(cells(r))).join('');
  }
}
