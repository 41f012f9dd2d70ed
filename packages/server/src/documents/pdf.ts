// The small PDF writer every document of documents/ is drawn with (forms, agreements, paystubs,
// checks, tax documents): pages of Helvetica text lines, no compression, so the text stays
// searchable. PDF 1.4, one font, standard 14 fonts need no embedding. Only Latin-1 text is
// printable; other characters are replaced by '?'.

export interface PdfLine {
  text: string;
  /** Points; default 10. */
  size?: number;
  bold?: boolean;
  /** Extra space before the line, in points. */
  gapBefore?: number;
}

export interface PdfDocument {
  title: string;
  /** One entry per page. */
  pages: PdfLine[][];
}

const PAGE_WIDTH = 612; // US Letter
const PAGE_HEIGHT = 792;
const MARGIN = 56;

function escapeText(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code < 32 || code > 255) out += '?';
    else if (code > 126) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return out;
}

function pageContent(lines: PdfLine[]): string {
  const ops: string[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const size = line.size ?? 10;
    y -= (line.gapBefore ?? 0) + size * 1.4;
    if (y < MARGIN) break; // callers paginate; anything past the margin is cut rather than drawn off-page
    ops.push(`BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${MARGIN} ${y.toFixed(2)} Td (${escapeText(line.text)}) Tj ET`);
  }
  return ops.join('\n');
}

/** Lines that fit one page at the default size, for callers that paginate long documents. */
export const LINES_PER_PAGE = Math.floor((PAGE_HEIGHT - 2 * MARGIN) / 14);

/** Splits lines into pages of at most LINES_PER_PAGE lines (gaps count as one line). */
export function paginate(lines: PdfLine[], perPage = LINES_PER_PAGE): PdfLine[][] {
  const pages: PdfLine[][] = [];
  let current: PdfLine[] = [];
  let used = 0;
  for (const line of lines) {
    const cost = 1 + Math.ceil((line.gapBefore ?? 0) / 14) + ((line.size ?? 10) > 12 ? 1 : 0);
    if (used + cost > perPage && current.length) {
      pages.push(current);
      current = [];
      used = 0;
    }
    current.push(line);
    used += cost;
  }
  if (current.length || !pages.length) pages.push(current);
  return pages;
}

/** Renders the document as PDF bytes. */
export function renderPdf(doc: PdfDocument): Buffer {
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length; // object number
  };
  const catalog = add(''); // filled below
  const pagesObj = add('');
  const fontRegular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const fontBold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const info = add(`<< /Title (${escapeText(doc.title)}) /Producer (payroll-service) >>`);
  const pageNumbers: number[] = [];
  const pages = doc.pages.length ? doc.pages : [[]];
  for (const lines of pages) {
    const content = pageContent(lines);
    const stream = add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    pageNumbers.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
          `/Resources << /Font << /F1 ${fontRegular} 0 R /F2 ${fontBold} 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${pageNumbers.map((n) => `${n} 0 R`).join(' ')}] /Count ${pageNumbers.length} >>`;

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** The text drawn on the pages of a PDF made by renderPdf (for tests and checks). */
export function pdfText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const m of source.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)) {
    lines.push(m[1].replace(/\\([0-7]{3})/g, (_, o: string) => String.fromCharCode(parseInt(o, 8))).replace(/\\(.)/g, '$1'));
  }
  return lines;
}
