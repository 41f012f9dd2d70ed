// A worker's filled form as printed (previewContractorForm): one line per field, `Label: value`
// (blank when empty, a secret field such as the SSN masked), then the signature and its date.
// services/worker-forms.ts builds the view model from the form's definition and the values sent.
import { paginate, renderPdf, type PdfLine } from './pdf';
import { dayText, maskSsn } from './text';

export interface FilledFormField {
  label: string;
  /** As typed (numbers and booleans as text); undefined when empty. */
  value: string | undefined;
  /** Printed masked (documents/text.ts maskSsn). */
  secret: boolean;
}

export interface FilledForm {
  name: string;
  jurisdiction: string;
  revision: string;
  fields: FilledFormField[];
  signature: string;
  signedAt: Date;
}

export function workerFormPdf(form: FilledForm): Buffer {
  const shown = (f: FilledFormField) => (f.value === undefined ? '' : f.secret ? maskSsn(f.value) : f.value);
  const lines: PdfLine[] = [
    { text: form.name, size: 14, bold: true },
    { text: `${form.jurisdiction} form, revision ${form.revision}`, gapBefore: 4 },
    ...form.fields.map((f, i): PdfLine => ({ text: `${f.label}: ${shown(f)}`, gapBefore: i === 0 ? 10 : 0 })),
    { text: `Signature: ${form.signature}`, gapBefore: 10 },
    { text: `Date: ${dayText(form.signedAt)}` },
  ];
  return renderPdf({ title: form.name, pages: paginate(lines) });
}
