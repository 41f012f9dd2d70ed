// The small PDF writer every document of documents/ is drawn with (forms, agreements, paystubs,
// checks, tax documents). A page is either a list of Helvetica text lines set top to bottom (the
// agreements and filled forms), or a PdfCanvas: text placed at a point (left, right or centre aligned),
// lines and rectangles (the paystub, the W-2 and 1099-NEC, paper checks). No compression, so the text
// stays searchable, and every string is drawn with one `(...) Tj` (pdfText reads them back). PDF 1.4;
// Helvetica, Helvetica-Bold and Courier are standard 14 fonts and need no embedding. Only Latin-1 text
// is printable; other characters are replaced by '?'.

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
  /** One entry per page: lines set top to bottom, or a canvas drawn at positions. */
  pages: Array<PdfLine[] | PdfCanvas>;
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

// ---------- positioned drawing ----------

export type PdfFont = 'regular' | 'bold' | 'courier';
export type PdfAlign = 'left' | 'right' | 'center';

const FONT_RESOURCE: Record<PdfFont, string> = { regular: 'F1', bold: 'F2', courier: 'F3' };

// Glyph widths (thousandths of the font size) of the printable ASCII characters 32-126, in code order,
// as WinAnsiEncoding maps them (39 is quotesingle, 96 is grave). Source: Adobe's Core14 AFM files,
// Helvetica.afm and Helvetica-Bold.afm (the `C ... ; WX ...` entries). Courier is 600 for every glyph
// (Courier.afm). Right and centred text needs them: a PDF viewer places glyphs by these widths.
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space ! " # $ % & ' ( ) * + , - . /
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0-9 : ; < = > ?
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ A-O
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P-Z [ \ ] ^ _
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` a-o
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // p-z { | } ~
];
const HELVETICA_BOLD_WIDTHS = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
  975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
  333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
  611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/** The width of one character in thousandths of the size: Latin-1 letters above 126 (not in the table) count as a digit's width, '?' stands for what cannot be printed. */
function glyphWidth(font: PdfFont, code: number): number {
  if (font === 'courier') return 600;
  const table = font === 'bold' ? HELVETICA_BOLD_WIDTHS : HELVETICA_WIDTHS;
  if (code < 32 || code > 255) code = 63; // printed as '?'
  return code <= 126 ? table[code - 32] : 556;
}

/** The width of a text in points, as drawn in the font at the size. */
export function textWidth(text: string, font: PdfFont, size: number): number {
  let units = 0;
  for (const ch of text) units += glyphWidth(font, ch.codePointAt(0)!);
  return (units * size) / 1000;
}

export interface PdfTextOptions {
  font?: PdfFont;
  /** Points; default 10. */
  size?: number;
  /** Where x is: the text's left edge (default), right edge or centre. */
  align?: PdfAlign;
  /** The widest the text may be: a longer text is set smaller, down to 6 points, then cut with '...'. */
  maxWidth?: number;
}

export interface PdfRectOptions {
  /** Draw the outline (default true). */
  stroke?: boolean;
  /** Fill with this grey level (0 black, 1 white) under the outline. */
  fill?: number;
  /** Outline width in points; default 0.5. */
  lineWidth?: number;
}

const num = (n: number): string => String(Math.round(n * 100) / 100);

/**
 * A page drawn at positions. Coordinates are points from the page's top-left corner (y grows
 * downwards), which is how layouts read; the canvas turns them into PDF's bottom-left ones. Text is
 * written in the order it is drawn, so callers draw in reading order (a table row by row, left to
 * right) and text selection and extraction follow it.
 */
export class PdfCanvas {
  readonly width = PAGE_WIDTH;
  readonly height = PAGE_HEIGHT;
  private readonly ops: string[] = [];

  /** Text whose baseline is at y. Returns the width it was drawn at. */
  text(x: number, y: number, text: string, options: PdfTextOptions = {}): number {
    const font = options.font ?? 'regular';
    let size = options.size ?? 10;
    let shown = text;
    if (options.maxWidth !== undefined && textWidth(shown, font, size) > options.maxWidth) {
      size = Math.max(6, (size * options.maxWidth) / textWidth(shown, font, size));
      size = Math.floor(size * 10) / 10;
      while (shown.length > 1 && textWidth(shown, font, size) > options.maxWidth) shown = `${shown.slice(0, -4)}...`;
    }
    const width = textWidth(shown, font, size);
    const left = options.align === 'right' ? x - width : options.align === 'center' ? x - width / 2 : x;
    this.ops.push(`BT /${FONT_RESOURCE[font]} ${num(size)} Tf 1 0 0 1 ${num(left)} ${num(PAGE_HEIGHT - y)} Tm (${escapeText(shown)}) Tj ET`);
    return width;
  }

  /** A straight line; `grey` draws it in that grey level (0 black, the default, to 1 white). */
  line(x1: number, y1: number, x2: number, y2: number, lineWidth = 0.5, grey = 0): void {
    const path = `${num(lineWidth)} w ${num(x1)} ${num(PAGE_HEIGHT - y1)} m ${num(x2)} ${num(PAGE_HEIGHT - y2)} l S`;
    this.ops.push(grey ? `${num(grey)} G ${path} 0 G` : path);
  }

  /** A rectangle whose top-left corner is (x, y). */
  rect(x: number, y: number, width: number, height: number, options: PdfRectOptions = {}): void {
    const box = `${num(x)} ${num(PAGE_HEIGHT - y - height)} ${num(width)} ${num(height)} re`;
    const stroke = options.stroke ?? true;
    if (options.fill !== undefined) this.ops.push(`${num(options.fill)} g ${box} f 0 g`);
    if (stroke) this.ops.push(`${num(options.lineWidth ?? 0.5)} w ${box} S`);
  }

  /** The page's content stream. */
  content(): string {
    return this.ops.join('\n');
  }
}

function pageContent(page: PdfLine[] | PdfCanvas): string {
  if (page instanceof PdfCanvas) return page.content();
  const lines = page;
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
/** The width a line of a line document may take: the page between its margins. */
const LINE_WIDTH = PAGE_WIDTH - 2 * MARGIN;

/**
 * A line too wide for the page as several, broken between words (a word wider than the page is broken
 * inside), at the same size and weight: nothing of a document's text is cut or drawn off the page.
 */
export function wrapLine(line: PdfLine): PdfLine[] {
  const font: PdfFont = line.bold ? 'bold' : 'regular';
  const size = line.size ?? 10;
  if (textWidth(line.text, font, size) <= LINE_WIDTH) return [line];
  const out: PdfLine[] = [];
  let current = '';
  const push = () => {
    out.push({ ...line, text: current, ...(out.length ? { gapBefore: 0 } : {}) });
    current = '';
  };
  for (const word of line.text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(candidate, font, size) <= LINE_WIDTH) {
      current = candidate;
      continue;
    }
    if (current) push();
    let rest = word;
    while (textWidth(rest, font, size) > LINE_WIDTH) {
      let cut = rest.length - 1;
      while (cut > 1 && textWidth(rest.slice(0, cut), font, size) > LINE_WIDTH) cut--;
      current = rest.slice(0, cut);
      push();
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) push();
  return out;
}

export function paginate(input: PdfLine[], perPage = LINES_PER_PAGE): PdfLine[][] {
  const lines = input.flatMap(wrapLine);
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
  const fontMono = add('<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>');
  const info = add(`<< /Title (${escapeText(doc.title)}) /Producer (payroll-service) >>`);
  const pageNumbers: number[] = [];
  const pages = doc.pages.length ? doc.pages : [[]];
  for (const lines of pages) {
    const content = pageContent(lines);
    const stream = add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    pageNumbers.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
          `/Resources << /Font << /F1 ${fontRegular} 0 R /F2 ${fontBold} 0 R /F3 ${fontMono} 0 R >> >> /Contents ${stream} 0 R >>`,
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
