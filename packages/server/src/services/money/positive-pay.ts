// Positive-pay files (openapi.yaml createPositivePayFile; docs/ach.md "Paper checks and positive pay"): for a
// company and an issue date, the CSV its bank matches presented checks against: the checks the service
// issued that day (services/payrolls/paper-checks.ts issuePaperChecks) and the voids not reported yet. Kept
// as records: each check is reported issued once and void once (PositivePayLine's unique index).
import { createHash } from 'node:crypto';
import type { Schema } from '@payroll/api-types';
import type { Caller } from '../../core/caller';
import { conflict, notFound, unprocessable } from '../../core/errors';
import { newId } from '../../core/ids';
import { fromIsoDate, toIsoDate } from '../../domain/calendar';
import { csvLine } from '../../lib/csv';
import { envelope, pageWindow, type PageQuery } from '../../lib/paging';
import type { Db } from '../../repositories/db';
import { Decimal } from '../../repositories/decimal';
import {
  findChecksToReport,
  findPositivePayFile,
  findPositivePayLines,
  insertPositivePayFile,
  listPositivePayFileRows,
  markPositivePayFileSentRow,
  type PositivePayFileRow,
} from '../../repositories/paper-checks';
import type { ServiceContext } from '../context';
import { isoDateTime, money } from '../format';
import { companyRead, companyTx } from '../scope';

type PositivePayFile = Schema<'PositivePayFile'>;
type Check = Schema<'PositivePayCheck'>;

export const POSITIVE_PAY_HEADER = ['checkNumber', 'amount', 'payee', 'issueDate', 'void'];

export class PositivePayService {
  constructor(private readonly ctx: ServiceContext) {}

  /** Writes the company's file for `issueDate` (openapi.yaml createPositivePayFile). */
  createFile(caller: Caller, companyId: string, input: Schema<'PositivePayFileCreate'>): Promise<PositivePayFile> {
    return companyTx(this.ctx, caller, companyId, async (tx) => {
      const rows = await findChecksToReport(tx, companyId, input.issueDate);
      const lines = rows
        .map((r) => ({ ...r, void: r.isVoid }))
        .filter((r) => (r.void ? !r.reportedVoid : !r.reportedIssued && toIsoDate(r.issueDate) === input.issueDate));
      if (!lines.length) throw unprocessable('positive_pay_nothing_to_file', `Company ${companyId} has no paper check dated ${input.issueDate} and no void check that no positive-pay file has reported yet.`);
      const text = [csvLine(POSITIVE_PAY_HEADER), ...lines.map((l) => csvLine([l.checkNumber, new Decimal(l.amount).toFixed(2), l.payee, toIsoDate(l.issueDate), l.void ? 'Y' : 'N']))].join('');
      const issued = lines.filter((l) => !l.void);
      const row = await insertPositivePayFile(
        tx,
        {
          id: newId('ppf'),
          companyId,
          issueDate: fromIsoDate(input.issueDate),
          content: text,
          sha256: createHash('sha256').update(text, 'utf8').digest('hex'),
          issuedCount: issued.length,
          voidCount: lines.length - issued.length,
          issuedTotal: issued.reduce((s, l) => s.plus(l.amount), new Decimal(0)).toFixed(2),
          createdAt: this.ctx.now(),
        },
        lines.map((l) => ({ paperCheckId: l.id, void: l.void })),
      );
      if (!row) throw conflict('positive_pay_file_busy', 'Another positive-pay file reported these checks at the same moment; retry.');
      return present(row, await checksOf(tx, row.id));
    });
  }

  listFiles(caller: Caller, companyId: string, query: PageQuery) {
    const window = pageWindow(query);
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const { total, rows } = await listPositivePayFileRows(db, companyId, window.skip, window.take);
      return envelope(window, total, rows.map((r) => present(r)));
    });
  }

  getFile(caller: Caller, companyId: string, id: string): Promise<PositivePayFile> {
    return companyRead(this.ctx, caller, companyId, async (db) => present(await requireFile(db, companyId, id), await checksOf(db, id)));
  }

  /** The file's exact bytes and their SHA-256 (hex). */
  download(caller: Caller, companyId: string, id: string): Promise<{ bytes: Buffer; sha256: string; filename: string }> {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const row = await requireFile(db, companyId, id);
      return { bytes: Buffer.from(row.content, 'utf8'), sha256: row.sha256, filename: `${row.id}.csv` };
    });
  }

  /** Created -> Sent; a file already Sent is 409 positive_pay_file_already_sent. */
  markSent(caller: Caller, companyId: string, id: string): Promise<PositivePayFile> {
    return companyTx(this.ctx, caller, companyId, async (tx) => {
      await requireFile(tx, companyId, id);
      if (!(await markPositivePayFileSentRow(tx, companyId, id, this.ctx.now()))) throw conflict('positive_pay_file_already_sent', `The positive-pay file ${id} is already marked sent.`);
      return present((await findPositivePayFile(tx, companyId, id))!, await checksOf(tx, id));
    });
  }
}

async function requireFile(db: Db, companyId: string, id: string): Promise<PositivePayFileRow> {
  const row = await findPositivePayFile(db, companyId, id);
  if (!row) throw notFound('Positive-pay file', id);
  return row;
}

async function checksOf(db: Db, fileId: string): Promise<Check[]> {
  return (await findPositivePayLines(db, fileId)).map((l) => ({
    checkNumber: l.check.checkNumber,
    amount: money(l.check.amount)!,
    payee: l.check.payee,
    issueDate: toIsoDate(l.check.issueDate),
    void: l.void,
    payrollId: l.check.payrollId,
  }));
}

function present(row: PositivePayFileRow, checks?: Check[]): PositivePayFile {
  return {
    id: row.id,
    companyId: row.companyId,
    issueDate: toIsoDate(row.issueDate),
    status: row.status as PositivePayFile['status'],
    createdAt: isoDateTime(row.createdAt)!,
    sentAt: isoDateTime(row.sentAt) ?? null,
    sha256: row.sha256,
    issuedCount: row.issuedCount,
    voidCount: row.voidCount,
    issuedTotal: money(row.issuedTotal)!,
    ...(checks ? { checks } : {}),
  };
}
