// HTTP builds the Content-Disposition of a download from the file name a service returns.
import { pdfFilename } from '../../src/documents/text';
import { contentDisposition } from '../../src/http/content-disposition';

describe('contentDisposition', () => {
  it('names the file as an attachment', () => {
    expect(contentDisposition('paystub-emp_1-pay_2.pdf')).toBe('attachment; filename="paystub-emp_1-pay_2.pdf"');
    expect(contentDisposition('Form 941 - Q1 2026.pdf')).toBe('attachment; filename="Form 941 - Q1 2026.pdf"');
  });

  it('reduces quotes, line breaks, separators and non-ASCII characters to _ so the header cannot be broken', () => {
    expect(contentDisposition('a"b\r\nX-Injected: 1;c\\d/é.pdf')).toBe('attachment; filename="a_b__X-Injected_ 1_c_d__.pdf"');
  });

  it('never sends an empty name', () => {
    expect(contentDisposition('')).toBe('attachment; filename="document"');
  });
});

describe('pdfFilename', () => {
  it('is the label with .pdf, reduced to header-safe characters and at most 150 of them', () => {
    expect(pdfFilename('2026 Form W-2 - Maria Alvarez')).toBe('2026 Form W-2 - Maria Alvarez.pdf');
    expect(pdfFilename('Ñandú "x"')).toBe('_and_ _x_.pdf');
    expect(pdfFilename('x'.repeat(200))).toBe(`${'x'.repeat(150)}.pdf`);
    expect(pdfFilename('')).toBe('document.pdf');
  });
});
