// CSV text of the reports (RFC 4180): comma separated, CRLF line ends, a cell quoted when it holds a
// comma, a quote, a line break or leading/trailing spaces (quotes doubled). Absent values are empty cells;
// text that starts like a formula, after any white space, is neutralised (csvCell).
export type CsvCell = string | number | boolean | null | undefined;

/** A formula trigger, ASCII or full width, after any white space (spaces, NBSP, ideographic space, line breaks). */
const FORMULA_START = /^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;
/** A decimal amount as the reports write it (-34.80): never neutralised. */
const AMOUNT = /^-\d+(\.\d+)?$/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  // Text a spreadsheet would run as a formula gets a leading apostrophe (OWASP "CSV injection"; docs/security.md,
  // "CSV reports"): a tab or CR first, or a formula trigger (= + - @, or their full-width forms ＝ ＋ － ＠,
  // which some spreadsheets read as the same) as the first character that is not white space. A number,
  // or a decimal string such as a negative amount (-34.80), stays as it is.
  const formula = typeof value === 'string' && (/^[\t\r]/.test(value) || FORMULA_START.test(value)) && !AMOUNT.test(value);
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
