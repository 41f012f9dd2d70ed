// documents/: every PDF the service renders, and nothing else. Renderers take view models (plain typed
// objects the services build), never database rows; documents/text.ts holds the text helpers (names,
// addresses, tax ids, dates, dollars) and documents/pdf.ts the small PDF writer they all draw with.
//   paystub.ts        the paystub (downloadEmployeePaystub, downloadContractorPaystub)
//   paper-checks.ts   paper checks of a payroll (getPayrollPaperChecks)
//   tax-forms.ts      Forms W-2, W-3 and 1099-NEC (tax documents, in boxes)
//   tax-returns.ts    Forms 941 (with Schedule B) and 940 (with Schedule A) (tax documents, by line)
//   authorization.ts  the signatory agreement, Form 8655 and the ACH debit authorization (onboarding)
//   worker-form.ts    a worker's filled form (previewContractorForm)

/** A document a service produces for download: its bytes and its file name (HTTP builds Content-Disposition from it: http/content-disposition.ts). */
export interface DocumentFile {
  bytes: Buffer;
  filename: string;
}

export * from './authorization';
export * from './paper-checks';
export * from './parties';
export * from './paystub';
export * from './pdf';
export * from './tax-forms';
export * from './tax-returns';
export * from './text';
export * from './worker-form';
