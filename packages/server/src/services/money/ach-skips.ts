// A cut never fails as a whole because of one company (issue 36, F10; docs/ach.md, "When a file is cut"):
// each payroll's entries are tried with the writer on their own before they join the file, and a payroll
// one of whose entries cannot be written (an amount beyond NACHA's ten digits of cents, or any entry the
// writer refuses) is left out, stays unfiled, and is named on the file (AchFile.skippedPayrolls).
import type { Schema } from '@payroll/api-types';
import { toCents, writeNachaFile } from '../../domain/nacha';
import type { AchPlannedEntry } from './ach-verification';

export type SkippedPayroll = Schema<'AchSkippedPayroll'>;

/** The largest amount an entry detail record carries: ten digits of cents, $99,999,999.99. */
export const MAX_ENTRY_CENTS = 9_999_999_999n;

/** Null when every entry of the payroll can be written; else why it is left out of the file. */
export function skippedPayrollOf(payroll: { id: string; companyId: string }, entries: AchPlannedEntry[], companyIdentification: string): SkippedPayroll | null {
  const over = entries.find((e) => /^\d+(\.\d{1,2})?$/.test(e.entry.amount) && toCents(e.entry.amount) > MAX_ENTRY_CENTS);
  if (over) {
    return {
      payrollId: payroll.id,
      companyId: payroll.companyId,
      reason: 'AmountTooLarge',
      detail: `its ${over.kind} entry of ${over.entry.amount} is over the largest amount a NACHA entry carries (99999999.99: ten digits of cents); the payroll stays unfiled`,
    };
  }
  try {
    // Each entry in a batch of its own: what the writer checks of an entry, and of a batch's totals.
    writeNachaFile({
      odfiRoutingNumber: '000000000',
      odfiName: '',
      immediateOrigin: companyIdentification,
      originName: '',
      createdAt: new Date(0),
      fileIdModifier: 'A',
      firstTraceSequence: 1,
      batches: entries.map((e) => ({ companyName: e.companyName, companyIdentification, secCode: e.secCode, description: e.description, effectiveDate: e.effectiveDate, entries: [e.entry] })),
    });
    return null;
  } catch {
    // The writer's message may quote a record, account number included: it is not repeated.
    return { payrollId: payroll.id, companyId: payroll.companyId, reason: 'EntryRefused', detail: 'the NACHA writer refused one of its entries (a routing number, amount or field it cannot write); the payroll stays unfiled' };
  }
}
