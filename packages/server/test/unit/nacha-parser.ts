// Reads a NACHA file with an independent parser from npm, @ach/ach 1.1.0 (its line parsers: each
// record sliced into named fields by its own record layouts; it validates nothing itself), then checks
// what the parser does not: every record 94 characters, blocking factor 10 with 9-filled records, the
// batch and file entry counts, entry hashes and debit/credit totals recomputed from the parsed entries;
// addenda records: each entry's addenda indicator says whether one follows it, the controls count them
// with the entries, each names its entry (the trace number's last 7 digits).
const lineParsers = require('@ach/ach/lib/transforms/line-parsers') as Record<string, (line: string, ach: ParsedAch) => void>;

export interface ParsedEntry {
  /** As text, e.g. '22'. */
  transactionCode: string;
  receivingDFIIdentification: number;
  checkDigit: number;
  dfiAccount: string;
  amount: number;
  identificationNumber: string;
  receivingCompanyName: string;
  addendaIndicator: string;
  traceNumber: number;
  /** Its addenda record (type 05), when the entry has one. */
  addenda?: { type: string; info: string; num: number; entryNum: number };
}
export interface ParsedBatch {
  serviceClassCode: number;
  companyName: string;
  companyId: string;
  entryClassCode: string;
  description: string;
  effectiveDate: string;
  originatingDFIIdentification: string;
  num: number;
  entries: ParsedEntry[];
  footer: { serviceClassCode: number; entryAndAddendaCount: number; entryHash: number; totalDebit: number; totalCredit: number; companyId: string; num: number };
}
export interface ParsedAch {
  file: {
    destination: string;
    origin: string;
    creationDate: string;
    idModifier: string;
    recordSize: string;
    blockingFactor: string;
    destinationName: string;
    originName: string;
    footer: { batchCount: number; blockCount: number; entryAndAddendaCount: number; entryHash: number; totalDebit: number; totalCredit: number };
  };
  batches: ParsedBatch[];
}

const DEBIT_CODES = new Set([27, 37, 28, 38]);

/** Parses `text` and throws, naming the first problem, unless it is a well-formed NACHA file. */
export function parseAndCheckNacha(text: string): ParsedAch {
  if (!text.endsWith('\n')) throw new Error('the file does not end with a line feed');
  const lines = text.slice(0, -1).split('\n');
  lines.forEach((line, i) => {
    if (line.length !== 94) throw new Error(`record ${i + 1} has ${line.length} characters`);
  });
  if (lines.length % 10 !== 0) throw new Error(`${lines.length} records: not a multiple of the blocking factor 10`);
  const ach = {} as ParsedAch;
  let fileControlAt = -1;
  lines.forEach((line, i) => {
    if (line === '9'.repeat(94)) {
      if (fileControlAt < 0) throw new Error(`filler record ${i + 1} before the file control`);
      return;
    }
    if (fileControlAt >= 0) throw new Error(`record ${i + 1} after the file control`);
    const parse = lineParsers[line[0]];
    if (!parse) throw new Error(`record ${i + 1} has an unknown type ${line[0]}`);
    parse(line, ach);
    if (line[0] === '9') fileControlAt = i;
  });
  if (fileControlAt < 0) throw new Error('no file control record');
  if (ach.file.recordSize !== '094' || ach.file.blockingFactor !== '10') throw new Error('record size or blocking factor');
  let hash = 0;
  let debit = 0;
  let credit = 0;
  let entries = 0;
  for (const batch of ach.batches) {
    let bHash = 0;
    let bDebit = 0;
    let bCredit = 0;
    let bAddenda = 0;
    for (const e of batch.entries) {
      if ((e.addendaIndicator === '1') !== (e.addenda !== undefined)) throw new Error(`batch ${batch.num}: entry ${e.traceNumber} addenda indicator ${e.addendaIndicator}, addenda ${e.addenda ? 'present' : 'absent'}`);
      if (e.addenda) {
        bAddenda++;
        if (e.addenda.type !== '05' || e.addenda.num !== 1 || e.addenda.entryNum !== e.traceNumber % 1e7) throw new Error(`batch ${batch.num}: addenda of entry ${e.traceNumber} does not name it`);
      }
      bHash += Number(e.receivingDFIIdentification);
      if (DEBIT_CODES.has(Number(e.transactionCode))) bDebit += e.amount;
      else bCredit += e.amount;
    }
    const f = batch.footer;
    if (f.entryAndAddendaCount !== batch.entries.length + bAddenda) throw new Error(`batch ${batch.num}: entry/addenda count ${f.entryAndAddendaCount}, ${batch.entries.length} entries and ${bAddenda} addenda`);
    if (f.entryHash !== bHash % 1e10) throw new Error(`batch ${batch.num}: entry hash ${f.entryHash}, expected ${bHash % 1e10}`);
    if (f.totalDebit !== bDebit || f.totalCredit !== bCredit) throw new Error(`batch ${batch.num}: totals`);
    if (f.num !== batch.num || f.serviceClassCode !== batch.serviceClassCode || f.companyId !== batch.companyId) throw new Error(`batch ${batch.num}: control does not match header`);
    hash += bHash;
    debit += bDebit;
    credit += bCredit;
    entries += batch.entries.length + bAddenda;
  }
  const ff = ach.file.footer;
  if (ff.batchCount !== ach.batches.length) throw new Error('file batch count');
  if (ff.blockCount !== lines.length / 10) throw new Error(`file block count ${ff.blockCount}, ${lines.length / 10} blocks`);
  if (ff.entryAndAddendaCount !== entries) throw new Error('file entry count');
  if (ff.entryHash !== hash % 1e10) throw new Error(`file entry hash ${ff.entryHash}, expected ${hash % 1e10}`);
  if (ff.totalDebit !== debit || ff.totalCredit !== credit) throw new Error('file totals');
  const traces = ach.batches.flatMap((b) => b.entries.map((e) => String(e.traceNumber).padStart(15, '0')));
  if (new Set(traces).size !== traces.length) throw new Error('trace numbers are not unique in the file');
  return ach;
}
