// Pure pieces of company onboarding: the HTML escaping of the hosted pages and the Content-Disposition
// of authorization document downloads (the routing number rule is tested in routing-number.test.ts).
import { escapeHtml } from '../../src/http/embed-pages';
import { pdfFilename } from '../../src/documents/text';
import { contentDisposition } from '../../src/http/content-disposition';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and quoted attributes', () => {
    expect(escapeHtml(`<script>alert("x" + 'y') & z</script>`)).toBe('&lt;script&gt;alert(&quot;x&quot; + &#39;y&#39;) &amp; z&lt;/script&gt;');
    expect(escapeHtml(undefined)).toBe('');
    expect(escapeHtml(42)).toBe('42');
  });
});

describe('the Content-Disposition of a document named after its label', () => {
  const attachmentDisposition = (label: string) => contentDisposition(pdfFilename(label));
  it('keeps a plain label and reduces anything that could break the header', () => {
    expect(attachmentDisposition('Signatory agreement - Maria Alvarez')).toBe('attachment; filename="Signatory agreement - Maria Alvarez.pdf"');
    expect(attachmentDisposition('Signatory agreement - "Ana"\r\nX: 1 Ñ')).toBe('attachment; filename="Signatory agreement - _Ana___X_ 1 _.pdf"');
  });
});
