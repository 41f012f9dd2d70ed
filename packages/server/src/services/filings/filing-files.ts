// Files for tax agencies (docs/filings.md): write a company's EFW2 for a tax year after SSA's reject edits, keep it
// sealed and immutable with its SHA-256 and validation report, list, read, download, mark submitted, and record the
// agency's acknowledgement or rejection, which moves the W-2 documents' filing status. The model is the ACH files'
// (services/money/ach-files.ts), scoped to a company like the tax documents (partner, corporation or company key).
import { createHash } from 'node:crypto';
import type { Prisma } from '@prisma/client';
import type { Schema } from '@payroll/api-types';
import { supportedTaxYears } from '@payroll/payroll-engine';
import type { Caller } from '../../core/caller';
import { conflict, notFound, unprocessable } from '../../core/errors';
import { newId } from '../../core/ids';
import { envelope, pageWindow, type PageQuery } from '../../lib/paging';
import {
  filingFilesOfYear,
  findFilingFile,
  insertFilingFile,
  listFilingFileRows,
  markFilingFileSubmittedRow,
  recordFilingAnswerRow,
  w2DocumentsOfYear,
  type FilingFileRow,
} from '../../repositories/filings/filing-files';
import { lockCompanyWork } from '../../repositories/request-guards';
import { TX_LIMITS } from '../../repositories/transaction-scope';
import type { ServiceContext } from '../context';
import { Decimal } from '../../repositories/decimal';
import { isoDateTime, money } from '../format';
import { companyRead, companyTx, type AdmittedCompany } from '../scope';
import { TaxDocumentService } from '../tax-documents';
import { EFW2_CHECKS, writeEfw2, type Efw2Totals } from './efw2';
import { companyW2Figures } from './w2-figures';

type FilingFile = Schema<'FilingFile'>;
type AgencyError = Schema<'FilingAgencyError'>;

export class FilingFileService {
  constructor(private readonly ctx: ServiceContext) {}

  /** Writes the company's EFW2 for `taxYear` (openapi.yaml createFilingFile); nothing is stored when an edit fails. */
  async create(caller: Caller, companyId: string, input: Schema<'FilingFileCreate'>): Promise<FilingFile> {
    const year = input.taxYear;
    const now = this.ctx.now();
    // The scope first (404 for another partner's company), then the year.
    const company = await companyRead(this.ctx, caller, companyId, async (_db, c) => c);
    if (year >= now.getUTCFullYear()) {
      throw unprocessable('filing_year_not_closed', `The tax year ${year} has not ended by the service's clock; its W-2s are filed from January 1, ${year + 1}.`, [
        { field: 'body.taxYear', message: `must be a year before ${now.getUTCFullYear()}`, code: 'filing_year_not_closed' },
      ]);
    }
    if (!supportedTaxYears().includes(year)) {
      throw unprocessable('unsupported_tax_year', `The service has no tax figures for ${year} (supported: ${supportedTaxYears().join(', ')}).`, [
        { field: 'body.taxYear', message: `must be one of ${supportedTaxYears().join(', ')}`, code: 'unsupported_tax_year' },
      ]);
    }
    // The W-2 documents of the year first (produced lazily, as every read of the tax documents does).
    await new TaxDocumentService(this.ctx).produceDue(company);
    return this.ctx.prisma.$transaction(async (tx) => {
      await lockCompanyWork(tx, company.id);
      // One original file per year at SSA: a second while one is written, submitted or accepted would report the
      // wages twice (a correction is an EFW2C). After a rejection the new file resubmits it, with the WFID of
      // SSA's notice when the rejection recorded one (agencyReference of 6 letters or digits).
      const earlier = await filingFilesOfYear(tx, company.id, 'EFW2', year);
      const live = earlier.find((e) => e.status !== 'Rejected');
      if (live) throw conflict('filing_file_exists', `The EFW2 for ${year} is already written (${live.id}, ${live.status}); a new one is written only after SSA rejected it.`);
      const wfid = earlier[0]?.agencyReference?.trim();
      const figures = await companyW2Figures(tx, this.ctx.cipher, company.id, year);
      const f = this.ctx.config.filing;
      const out = writeEfw2({
        taxYear: year,
        submitter: {
          ein: f.submitterEin,
          bsoUserId: f.ssaBsoUserId,
          name: f.submitterName,
          street: f.submitterStreet,
          city: f.submitterCity,
          state: f.submitterState,
          zip: f.submitterZip,
          contactName: f.contactName,
          contactPhone: f.contactPhone,
          contactEmail: f.contactEmail,
          ...(wfid && /^[A-Z0-9]{6}$/i.test(wfid) ? { resubmissionWfid: wfid } : {}),
        },
        employer: employerOf(company),
        employees: figures.employees,
        socialSecurity: figures.socialSecurity,
      });
      if (!out.text) {
        throw unprocessable(
          'filing_validation_failed',
          `The EFW2 for ${year} fails ${out.problems.length} of SSA's reject edits; nothing was written (docs/filings.md, "Reject edits").`,
          out.problems.map((p) => ({ field: p.field, code: p.code, message: p.employeeId ? `${p.employeeId}: ${p.message}` : p.message })),
        );
      }
      const docs = new Map((await w2DocumentsOfYear(tx, company.id, year)).map((d) => [d.employeeId, d.id]));
      const bytes = Buffer.from(out.text, 'utf8');
      const row = await insertFilingFile(
        tx,
        {
          id: newId('fil'),
          companyId: company.id,
          kind: 'EFW2',
          taxYear: year,
          status: 'Created',
          contentEncrypted: this.ctx.cipher.encrypt(out.text),
          sha256: createHash('sha256').update(bytes).digest('hex'),
          byteCount: bytes.length,
          recordCount: out.recordCount,
          totals: totalsJson(out.totals),
          validation: { passed: true, checks: EFW2_CHECKS.map((code) => ({ code, passed: true })) },
          createdAt: now,
        },
        figures.employees.filter((e) => docs.has(e.ref)).map((e) => ({ employeeId: e.ref, documentId: docs.get(e.ref)! })),
      );
      return present(row);
    }, TX_LIMITS.heavy);
  }

  list(caller: Caller, companyId: string, query: PageQuery) {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const window = pageWindow(query);
      const { total, rows } = await listFilingFileRows(db, companyId, window.skip, window.take);
      return envelope(window, total, rows.map(present));
    });
  }

  get(caller: Caller, companyId: string, id: string): Promise<FilingFile> {
    return companyRead(this.ctx, caller, companyId, async (db) => present(await requireFile(db, companyId, id)));
  }

  /** The file's exact bytes and their SHA-256 (hex). */
  download(caller: Caller, companyId: string, id: string): Promise<{ bytes: Buffer; sha256: string; filename: string }> {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const row = await requireFile(db, companyId, id);
      return { bytes: Buffer.from(this.ctx.cipher.decrypt(row.contentEncrypted), 'utf8'), sha256: row.sha256, filename: `${row.id}.txt` };
    });
  }

  /** Created -> Submitted; 409 filing_file_already_submitted after. */
  markSubmitted(caller: Caller, companyId: string, id: string): Promise<FilingFile> {
    return companyTx(this.ctx, caller, companyId, async (tx) => {
      await requireFile(tx, companyId, id);
      if (!(await markFilingFileSubmittedRow(tx, id, this.ctx.now()))) throw conflict('filing_file_already_submitted', `The filing file ${id} is already marked submitted.`);
      return present((await findFilingFile(tx, companyId, id))!);
    });
  }

  /** Submitted -> Accepted | Rejected with the agency's errors; the W-2 documents follow. */
  recordAcknowledgement(caller: Caller, companyId: string, id: string, input: Schema<'FilingAcknowledgement'>): Promise<FilingFile> {
    return companyTx(this.ctx, caller, companyId, async (tx) => {
      const row = await requireFile(tx, companyId, id);
      const errors: AgencyError[] = input.errors ?? [];
      if (input.outcome === 'Accepted' && errors.length) {
        throw unprocessable('filing_errors_with_acceptance', 'An accepted file carries no agency errors; send them with outcome Rejected.', [
          { field: 'body.errors', message: 'only with outcome Rejected', code: 'filing_errors_with_acceptance' },
        ]);
      }
      const carried = new Set(row.documents.map((d) => d.employeeId));
      const unknown = errors.flatMap((e, i) => (e.employeeId && !carried.has(e.employeeId) ? [{ field: `body.errors[${i}].employeeId`, message: `${e.employeeId} has no W-2 in this file`, code: 'filing_error_unknown_employee' }] : []));
      if (unknown.length) throw unprocessable('filing_error_unknown_employee', 'An agency error names an employee the file does not carry.', unknown);
      const named = [...new Set(errors.flatMap((e) => (e.employeeId ? [e.employeeId] : [])))];
      const ok = await recordFilingAnswerRow(tx, id, {
        status: input.outcome,
        at: this.ctx.now(),
        agencyReference: input.agencyReference ?? null,
        agencyErrors: errors as unknown as Prisma.InputJsonValue,
        rejectedEmployees: input.outcome === 'Accepted' ? [] : named.length ? named : 'all',
      });
      if (!ok) {
        if (row.status === 'Created') throw conflict('filing_file_not_submitted', `The filing file ${id} is not marked submitted yet (markFilingFileSubmitted).`);
        throw conflict('filing_file_already_acknowledged', `The agency's answer to the filing file ${id} is already recorded.`);
      }
      return present((await findFilingFile(tx, companyId, id))!);
    });
  }
}

async function requireFile(db: Parameters<typeof findFilingFile>[0], companyId: string, id: string): Promise<FilingFileRow> {
  const row = await findFilingFile(db, companyId, id);
  if (!row) throw notFound('Filing file', id);
  return row;
}

function employerOf(c: AdmittedCompany) {
  return { ein: c.taxId ?? '', name: c.legalName, street: c.street1 ?? '', street2: c.street2, city: c.city ?? '', state: c.state ?? '', zip: c.zipcode ?? '' };
}

function totalsJson(t: Efw2Totals): Prisma.InputJsonValue {
  return { rwCount: t.rwCount, box1: t.box1.toFixed(2), box2: t.box2.toFixed(2), box3: t.box3.toFixed(2), box4: t.box4.toFixed(2), box5: t.box5.toFixed(2), box6: t.box6.toFixed(2), box7: t.box7.toFixed(2) };
}

function present(row: FilingFileRow): FilingFile {
  const t = row.totals as Record<string, string | number>;
  const m = (k: string) => money(new Decimal(String(t[k])))!;
  return {
    id: row.id,
    companyId: row.companyId,
    kind: row.kind as FilingFile['kind'],
    taxYear: row.taxYear,
    status: row.status as FilingFile['status'],
    createdAt: isoDateTime(row.createdAt)!,
    submittedAt: isoDateTime(row.submittedAt) ?? null,
    acknowledgedAt: isoDateTime(row.acknowledgedAt) ?? null,
    sha256: row.sha256,
    byteCount: row.byteCount,
    recordCount: row.recordCount,
    totals: { w2Count: Number(t.rwCount), wages: m('box1'), federalIncomeTax: m('box2'), socialSecurityWages: m('box3'), socialSecurityTax: m('box4'), medicareWages: m('box5'), medicareTax: m('box6'), socialSecurityTips: m('box7') },
    validation: row.validation as FilingFile['validation'],
    documents: row.documents.map((d) => ({ employeeId: d.employeeId, documentId: d.documentId, status: d.status as FilingFile['documents'][number]['status'] })),
    agencyReference: row.agencyReference,
    agencyErrors: (row.agencyErrors as unknown as AgencyError[]) ?? [],
  };
}
