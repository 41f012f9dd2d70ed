import { paginate, pdfText, renderPdf, textWidth, wrapLine } from '../../src/documents/pdf';

describe('renderPdf', () => {
  const pdf = renderPdf({
    title: 'Paystub (test)',
    pages: [[{ text: 'Ada Lovelace', size: 14, bold: true }, { text: 'Net pay: $903.65 (weekly) \\ done' }], [{ text: 'Página dos' }]],
  });
  const source = pdf.toString('latin1');

  it('writes a PDF 1.4 file with a trailer and two pages', () => {
    expect(source.startsWith('%PDF-1.4\n')).toBe(true);
    expect(source.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(source).toContain('/Count 2');
  });

  it('has a cross-reference table whose offsets point at their objects', () => {
    const startxref = Number(/startxref\n(\d+)\n/.exec(source)![1]);
    expect(source.slice(startxref, startxref + 4)).toBe('xref');
    const entries = source.slice(startxref).split('\n').slice(3).filter((l) => / n $/.test(l));
    expect(entries.length).toBeGreaterThan(5);
    entries.forEach((entry, i) => {
      const offset = Number(entry.slice(0, 10));
      expect(source.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
  });

  it('keeps the text readable, escaping parentheses, backslashes and Latin-1 letters', () => {
    expect(pdfText(pdf)).toEqual(['Ada Lovelace', 'Net pay: $903.65 (weekly) \\ done', 'Página dos']);
  });

  it('paginates long documents', () => {
    const lines = Array.from({ length: 120 }, (_, i) => ({ text: `line ${i}` }));
    const pages = paginate(lines);
    expect(pages.map((p) => p.length)).toEqual([48, 48, 24]);
    expect(pdfText(renderPdf({ title: 'long', pages }))).toHaveLength(120);
  });

  it('wraps a line wider than the page between words, keeping every word, so nothing is cut or drawn off the page', () => {
    const text = "Form 941: Employer's QUARTERLY Federal Tax Return for the quarter ending March 31, 2026, as prepared from approved payrolls";
    const lines = wrapLine({ text, size: 16, bold: true, gapBefore: 6 });
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.map((l) => l.text).join(' ')).toBe(text);
    for (const l of lines) expect(textWidth(l.text, 'bold', 16)).toBeLessThanOrEqual(612 - 2 * 56);
    expect(lines.map((l) => l.gapBefore)).toEqual([6, ...Array(lines.length - 1).fill(0)]);
    // One word wider than the page is broken inside it.
    const long = wrapLine({ text: 'x'.repeat(200) });
    expect(long.map((l) => l.text).join('')).toBe('x'.repeat(200));
    expect(paginate([{ text }])[0].map((l) => l.text).join(' ')).toBe(text);
  });
});
