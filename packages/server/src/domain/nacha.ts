// The NACHA file writer: pure, no database. Record layouts of the NACHA Operating Rules, Appendix
// Three (docs/ach.md, "The file"): 94-character records, each ended by "\n", blocking factor 10 (the
// file is padded with records of ninety-four 9s to a multiple of 10 records), entry hash (the sum of
// the receiving DFIs' 8-digit routing prefixes, its last 10 digits), batch and file control totals,
// trace numbers made of the ODFI's 8-digit routing prefix and a 7-digit sequence unique in the file.
// An entry may carry one addenda record (type 05, e.g. a CCD+ tax payment's TXP segment: domain/tax-payments.ts):
// the entry's addenda record indicator is 1 and the batch and file controls count it with the entries.

/**
 * Transaction codes written here: 22/32 credit checking/savings, 23/33 zero-dollar prenotification of a
 * credit to checking/savings (docs/ach.md, "Prenotes"), 27/37 debit checking/savings.
 */
export type NachaTransactionCode = 22 | 23 | 27 | 32 | 33 | 37;
export type NachaSecCode = 'PPD' | 'CCD';

export interface NachaEntryInput {
  transactionCode: NachaTransactionCode;
  /** The receiving account's 9-digit ABA routing number. */
  routingNumber: string;
  accountNumber: string;
  /** Dollars as a decimal string with at most two decimals ("1187.50"). */
  amount: string;
  /** Individual identification (PPD) or identification number (CCD), at most 15 characters. */
  identification: string;
  /** The receiver's name (at most 22 characters are written). */
  name: string;
  /** Payment related information of one addenda record (type 05), at most 80 characters (CCD+, PPD+). */
  addenda?: string;
}

export interface NachaBatchInput {
  /** The originator's name as the receiver sees it (at most 16 characters). */
  companyName: string;
  /** Company discretionary data (at most 20 characters). */
  discretionaryData?: string;
  /** Company identification (10 characters). */
  companyIdentification: string;
  secCode: NachaSecCode;
  /** Company entry description (at most 10 characters), e.g. PAYROLL. */
  description: string;
  /** Company descriptive date (at most 6 characters), free text. */
  descriptiveDate?: string;
  /** Effective entry date, an ISO date (YYYY-MM-DD). */
  effectiveDate: string;
  entries: NachaEntryInput[];
}

export interface NachaFileInput {
  /** The ODFI's routing number (9 digits): immediate destination and the trace numbers' prefix. */
  odfiRoutingNumber: string;
  odfiName: string;
  /** Immediate origin (10 characters), the originator's company identification. */
  immediateOrigin: string;
  originName: string;
  /** When the file is created (UTC date and time are written). */
  createdAt: Date;
  /** A-Z or 0-9. */
  fileIdModifier: string;
  referenceCode?: string;
  /**
   * The sequence of the file's first trace number (1 to 9,999,999; default 1); the next entries count on
   * from it, wrapping after 9,999,999 to 1. The service continues the previous file's sequence so that a
   * trace number names one entry across files (docs/ach.md, "The file"), which returns are matched by.
   */
  firstTraceSequence?: number;
  batches: NachaBatchInput[];
}

export interface NachaFileOutput {
  text: string;
  /** Trace numbers, per batch, per entry, in input order. */
  traceNumbers: string[][];
  entryHash: string;
  /** Cents. */
  totalDebit: bigint;
  totalCredit: bigint;
  entryCount: number;
  /** Addenda records (counted with the entries in the controls' entry/addenda count). */
  addendaCount: number;
  batchCount: number;
  blockCount: number;
}

export const NACHA_RECORD_LENGTH = 94;
export const NACHA_BLOCKING_FACTOR = 10;
/** The largest 7-digit trace sequence; the next one is 1 again. */
export const MAX_TRACE_SEQUENCE = 9_999_999;

/** The service's individual identification of an id (docs/ach.md): the id without its type prefix, its first 15 characters. */
export function individualIdentification(id: string): string {
  return id.slice(id.indexOf('_') + 1, id.indexOf('_') + 16);
}


/** Amount in cents of a decimal string with at most two decimals; anything else throws. */
export function toCents(amount: string): bigint {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (!m) throw new Error(`not a non-negative amount with at most two decimals: ${JSON.stringify(amount)}`);
  return BigInt(m[1]) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
}

/** Alphanumeric field: upper case, printable ASCII only, left justified, space filled, cut to `width`. */
export function alpha(value: string, width: number): string {
  const clean = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .toUpperCase();
  return clean.slice(0, width).padEnd(width, ' ');
}

/** Numeric field: digits, right justified, zero filled; a value too wide throws. */
export function num(value: bigint | number | string, width: number): string {
  const text = String(value);
  if (!/^\d+$/.test(text) || text.length > width) throw new Error(`${text} does not fit a numeric field of ${width}`);
  return text.padStart(width, '0');
}

/** YYMMDD of an ISO date. */
function yymmdd(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new Error(`not an ISO date: ${isoDate}`);
  return isoDate.slice(2, 4) + isoDate.slice(5, 7) + isoDate.slice(8, 10);
}

function isDebit(code: NachaTransactionCode): boolean {
  return code === 27 || code === 37;
}

/** Prenotification codes, whose amount is zero (NACHA Operating Rules, Appendix Three). */
function isPrenote(code: NachaTransactionCode): boolean {
  return code === 23 || code === 33;
}

function record(parts: string[]): string {
  const line = parts.join('');
  if (line.length !== NACHA_RECORD_LENGTH) throw new Error(`record of ${line.length} characters: ${line}`);
  return line;
}

function checkRouting(routing: string, what: string): void {
  if (!/^\d{9}$/.test(routing)) throw new Error(`${what} must be 9 digits`);
}

/** Writes the file. Throws on input that cannot be written (a malformed routing number, amount or date). */
export function writeNachaFile(file: NachaFileInput): NachaFileOutput {
  checkRouting(file.odfiRoutingNumber, 'the ODFI routing number');
  if (!/^[A-Z0-9]$/.test(file.fileIdModifier)) throw new Error('the file ID modifier must be A-Z or 0-9');
  const odfi8 = file.odfiRoutingNumber.slice(0, 8);
  const created = file.createdAt.toISOString();
  const lines: string[] = [];
  lines.push(
    record([
      '1', '01',
      ' ' + file.odfiRoutingNumber,
      alpha(file.immediateOrigin, 10),
      yymmdd(created.slice(0, 10)),
      created.slice(11, 13) + created.slice(14, 16),
      file.fileIdModifier, '094', '10', '1',
      alpha(file.odfiName, 23),
      alpha(file.originName, 23),
      alpha(file.referenceCode ?? '', 8),
    ]),
  );
  const first = file.firstTraceSequence ?? 1;
  if (!Number.isInteger(first) || first < 1 || first > MAX_TRACE_SEQUENCE) throw new Error(`the first trace sequence must be 1 to ${MAX_TRACE_SEQUENCE}`);
  let sequence = first - 1;
  let fileHash = 0n;
  let fileDebit = 0n;
  let fileCredit = 0n;
  let fileEntries = 0;
  let fileAddenda = 0;
  const traceNumbers: string[][] = [];
  file.batches.forEach((batch, index) => {
    const batchNumber = num(index + 1, 7);
    const debits = batch.entries.filter((e) => isDebit(e.transactionCode)).length;
    const serviceClass = debits === 0 ? '220' : debits === batch.entries.length ? '225' : '200';
    const companyId = alpha(batch.companyIdentification, 10);
    lines.push(
      record([
        '5', serviceClass,
        alpha(batch.companyName, 16),
        alpha(batch.discretionaryData ?? '', 20),
        companyId,
        batch.secCode,
        alpha(batch.description, 10),
        alpha(batch.descriptiveDate ?? '', 6),
        yymmdd(batch.effectiveDate),
        '   ', '1', odfi8, batchNumber,
      ]),
    );
    let hash = 0n;
    let debit = 0n;
    let credit = 0n;
    const traces: string[] = [];
    let addenda = 0;
    for (const entry of batch.entries) {
      checkRouting(entry.routingNumber, 'a receiving routing number');
      const cents = toCents(entry.amount);
      if (isPrenote(entry.transactionCode) !== (cents === 0n)) throw new Error(`transaction code ${entry.transactionCode} with amount ${entry.amount}: a prenote, and only a prenote, is zero`);
      if (isDebit(entry.transactionCode)) debit += cents;
      else credit += cents;
      hash += BigInt(entry.routingNumber.slice(0, 8));
      sequence = sequence >= MAX_TRACE_SEQUENCE ? 1 : sequence + 1;
      const trace = odfi8 + num(sequence, 7);
      traces.push(trace);
      if (entry.addenda !== undefined && (entry.addenda.length > 80 || !/^[\x20-\x7e]*$/.test(entry.addenda))) throw new Error(`addenda of more than 80 characters or not printable ASCII: ${entry.addenda}`);
      lines.push(
        record([
          '6', String(entry.transactionCode),
          entry.routingNumber,
          alpha(entry.accountNumber, 17),
          num(cents, 10),
          alpha(entry.identification, 15),
          alpha(entry.name, 22),
          '  ', entry.addenda === undefined ? '0' : '1', trace,
        ]),
      );
      if (entry.addenda !== undefined) {
        // Addenda type 05; addenda sequence 0001; entry detail sequence number: the entry's trace number's last 7 digits.
        lines.push(record(['7', '05', alpha(entry.addenda, 80), '0001', trace.slice(8)]));
        addenda++;
      }
    }
    traceNumbers.push(traces);
    const hash10 = num(hash % 10_000_000_000n, 10);
    lines.push(
      record([
        '8', serviceClass,
        num(batch.entries.length + addenda, 6),
        hash10,
        num(debit, 12),
        num(credit, 12),
        companyId,
        ' '.repeat(19), ' '.repeat(6),
        odfi8, batchNumber,
      ]),
    );
    fileHash += hash;
    fileDebit += debit;
    fileCredit += credit;
    fileEntries += batch.entries.length;
    fileAddenda += addenda;
  });
  const recordCount = lines.length + 1;
  const blockCount = Math.ceil(recordCount / NACHA_BLOCKING_FACTOR);
  const entryHash = num(fileHash % 10_000_000_000n, 10);
  lines.push(
    record([
      '9',
      num(file.batches.length, 6),
      num(blockCount, 6),
      num(fileEntries + fileAddenda, 8),
      entryHash,
      num(fileDebit, 12),
      num(fileCredit, 12),
      ' '.repeat(39),
    ]),
  );
  while (lines.length % NACHA_BLOCKING_FACTOR !== 0) lines.push('9'.repeat(NACHA_RECORD_LENGTH));
  return {
    text: lines.map((l) => l + '\n').join(''),
    traceNumbers,
    entryHash,
    totalDebit: fileDebit,
    totalCredit: fileCredit,
    entryCount: fileEntries,
    addendaCount: fileAddenda,
    batchCount: file.batches.length,
    blockCount,
  };
}
