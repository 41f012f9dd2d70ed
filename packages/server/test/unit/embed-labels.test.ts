// The hosted pages' words (issue 18): every enum value a page shows has a human label, instants are written in
// words in the company's zone, money as money, and the brand colour's text is the one that contrasts more.
import { CONTRACTOR_FORMS, EMPLOYEE_FORMS } from '../../src/services/forms/definitions';
import { ACCOUNTING_PROVIDERS, VERIFICATION_DOCUMENT_KINDS } from '../../src/services/onboarding';
import { dayInWords, ENUM_LABELS, instantInWords, money, timeInWords } from '../../src/http/embed/labels';
import { sentenceEnd, textOn } from '../../src/http/embed/layout';

describe('hosted page labels', () => {
  it('ends a sentence with a company name once: no doubled period after "Co." (issue 41), escaped', () => {
    expect(sentenceEnd('Harborview Catering Co.')).toBe('Harborview Catering Co.');
    expect(sentenceEnd('Blue Fern Landscaping LLC')).toBe('Blue Fern Landscaping LLC.');
    expect(sentenceEnd('A & B <Co>.')).toBe('A &amp; B &lt;Co&gt;.');
    expect(sentenceEnd('')).toBe('.');
  });

  it('every number field of every form has a unit (the hosted pages hint from it): counts are whole, the DE 4, D-4 and HW-4 allowances counts', () => {
    const numbers = [...EMPLOYEE_FORMS, ...CONTRACTOR_FORMS].flatMap((form) => form.fields.filter((f) => f.type === 'Number').map((f) => ({ form: form.name, ...f })));
    expect(numbers.length).toBeGreaterThan(40);
    expect(numbers.filter((f) => f.unit !== 'Dollars' && f.unit !== 'Count').map((f) => `${f.form}: ${f.name}`)).toEqual([]);
    expect(numbers.filter((f) => f.unit === 'Count' && f.decimals !== 0).map((f) => `${f.form}: ${f.name}`)).toEqual([]);
    const unitOf = (formName: RegExp, field: string) => numbers.find((f) => formName.test(f.form) && f.name === field)?.unit;
    expect([unitOf(/DE 4/, 'regularAllowances'), unitOf(/DE 4/, 'estimatedDeductionAllowances'), unitOf(/DE 4/, 'additionalAmount'), unitOf(/D-4/, 'allowances'), unitOf(/HW-4/, 'allowances')]).toEqual(['Count', 'Count', 'Dollars', 'Count', 'Count']);
  });

  it('every option of every form, every verification document kind and accounting system has a label that is not the raw value', () => {
    const values = new Set<string>([...VERIFICATION_DOCUMENT_KINDS, ...ACCOUNTING_PROVIDERS, 'Checking', 'Savings', 'DirectDeposit', 'Manual']);
    for (const form of [...EMPLOYEE_FORMS, ...CONTRACTOR_FORMS]) for (const field of form.fields) for (const option of field.options ?? []) values.add(option);
    const missing = [...values].filter((v) => !ENUM_LABELS[v] || (ENUM_LABELS[v] === v && /[a-z][A-Z]/.test(v)));
    expect(missing).toEqual([]);
    expect(ENUM_LABELS.EinConfirmationLetter).toBe('EIN confirmation letter (CP 575 or 147C)');
  });

  it('writes instants in words in the company zone, days and money as people read them', () => {
    const at = new Date('2026-11-04T18:15:00Z');
    expect(instantInWords(at, 'America/New_York')).toBe('Wednesday, November 4, 2026 at 1:15 PM EST');
    expect(instantInWords(at, 'America/Los_Angeles')).toBe('Wednesday, November 4, 2026 at 10:15 AM PST');
    expect(timeInWords(new Date('2026-07-01T16:00:00Z'), 'America/Chicago')).toBe('11:00 AM CDT');
    expect(dayInWords('2026-03-13')).toBe('March 13, 2026');
    expect(money(1234.5)).toBe('$1,234.50');
    expect(money('-0.01')).toBe('-$0.01');
  });

  it('puts black text on a light brand colour and white on a dark one (the higher WCAG contrast)', () => {
    expect(textOn('#FFD400')).toBe('#000000');
    expect(textOn('#FFFFFF')).toBe('#000000');
    expect(textOn('#0B5394')).toBe('#FFFFFF');
    expect(textOn('#1F6F5C')).toBe('#FFFFFF');
    expect(textOn('#000000')).toBe('#FFFFFF');
  });
});
