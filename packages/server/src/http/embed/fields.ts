// Accessible form controls of the hosted pages: every input has a label tied to it, its hint and error are
// tied with aria-describedby, and an error marks it aria-invalid and is written next to it in words.
import { described, escapeHtml } from './layout';

export interface FieldOptions {
  name: string;
  label: string;
  value?: string;
  hint?: string;
  error?: string;
  required?: boolean;
  /** Marks the label "(optional)": a field that may be left empty in every case (not one needed only for some answers). */
  optional?: boolean;
  /** input attributes: autocomplete, inputmode, type (text by default). */
  autocomplete?: string;
  inputmode?: 'numeric' | 'decimal' | 'text';
  type?: 'text' | 'date' | 'email';
  maxlength?: number;
}

const req = (required?: boolean) => (required ? ' required aria-required="true"' : '');

export function textField(o: FieldOptions): string {
  const d = described(o.name, o.hint, o.error);
  return (
    `<div class="field"><label for="${escapeHtml(o.name)}">${escapeHtml(o.label)}${o.optional ? ' <span class="muted">(optional)</span>' : ''}</label>${d.hintHtml}` +
    `<input type="${o.type ?? 'text'}" id="${escapeHtml(o.name)}" name="${escapeHtml(o.name)}" value="${escapeHtml(o.value ?? '')}"` +
    `${o.autocomplete ? ` autocomplete="${escapeHtml(o.autocomplete)}"` : ''}${o.inputmode ? ` inputmode="${o.inputmode}"` : ''}` +
    `${o.maxlength ? ` maxlength="${o.maxlength}"` : ''}${req(o.required)}${d.attrs}>${d.errorHtml}</div>`
  );
}

export function selectField(o: FieldOptions & { options: Array<[value: string, label: string]>; placeholder?: string }): string {
  const d = described(o.name, o.hint, o.error);
  const placeholder = o.placeholder ? `<option value="">${escapeHtml(o.placeholder)}</option>` : '';
  const options = o.options.map(([v, l]) => `<option value="${escapeHtml(v)}"${v === o.value ? ' selected' : ''}>${escapeHtml(l)}</option>`).join('');
  return (
    `<div class="field"><label for="${escapeHtml(o.name)}">${escapeHtml(o.label)}${o.optional ? ' <span class="muted">(optional)</span>' : ''}</label>${d.hintHtml}` +
    `<select id="${escapeHtml(o.name)}" name="${escapeHtml(o.name)}"${req(o.required)}${d.attrs}${o.autocomplete ? ` autocomplete="${escapeHtml(o.autocomplete)}"` : ''}>${placeholder}${options}</select>${d.errorHtml}</div>`
  );
}

/** A group of radio buttons in a fieldset; the first radio carries the id the error summary links to. */
export function radioField(o: FieldOptions & { options: Array<[value: string, label: string]> }): string {
  const d = described(o.name, o.hint, o.error);
  const radios = o.options
    .map(
      ([v, l], i) =>
        `<label class="choice" for="${escapeHtml(i === 0 ? o.name : `${o.name}-${i}`)}"><input type="radio" id="${escapeHtml(i === 0 ? o.name : `${o.name}-${i}`)}" name="${escapeHtml(o.name)}" value="${escapeHtml(v)}"` +
        `${v === o.value ? ' checked' : ''}${o.required ? ' required' : ''}${d.attrs}>${escapeHtml(l)}</label>`,
    )
    .join('');
  return `<fieldset class="field"><legend>${escapeHtml(o.label)}</legend>${d.hintHtml}${radios}${d.errorHtml}</fieldset>`;
}

export function checkboxField(o: Omit<FieldOptions, 'value'> & { checked?: boolean }): string {
  const d = described(o.name, o.hint, o.error);
  return (
    `<div class="field">${d.hintHtml}<label class="choice" for="${escapeHtml(o.name)}"><input type="checkbox" id="${escapeHtml(o.name)}" name="${escapeHtml(o.name)}" value="true"` +
    `${o.checked ? ' checked' : ''}${req(o.required)}${d.attrs}>${escapeHtml(o.label)}</label>${d.errorHtml}</div>`
  );
}

/** Hidden inputs (the session secret, the step). */
export const hidden = (name: string, value: string): string => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
