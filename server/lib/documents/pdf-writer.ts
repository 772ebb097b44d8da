// A small page-flowing writer over pdf-lib for the documents the API produces (template contracts,
// simple powers, signature pages): A4 pages, Helvetica for text and Courier for hashes (the
// standard fonts' WinAnsi encoding carries every Spanish letter), headings, wrapped paragraphs,
// label-value rows and a 'Página n de m' footer. Text is real text: searchable and extractable.
// The footer is a content stream of its own, marked as a pagination artifact, so that a writer
// adding pages to a document (a signature page to a contract) numbers every page again with the
// whole file's count (docs/legal/contract-contents.md, CC-9).
import {
  PDFArray,
  PDFDocument,
  PDFFlateStream,
  PDFRawStream,
  StandardFonts,
  decodePDFRawStream,
  rgb,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';

export const PAGE_SIZE: [number, number] = [595.28, 841.89];
export const MARGIN = 56;
const INK = rgb(0.1, 0.12, 0.16);
const SOFT_COMPONENTS = [0.35, 0.38, 0.43] as const;
const SOFT = rgb(...SOFT_COMPONENTS);
/** The opening of a footer stream: a pagination artifact, which readers and screen readers skip. */
const FOOTER_MARK = '/Artifact <</Type /Pagination /Subtype /Footer>> BDC';

/** The unencoded bytes of a content stream, or null when it cannot be read. */
function streamBytes(stream: unknown): Uint8Array | null {
  try {
    if (stream instanceof PDFRawStream) return decodePDFRawStream(stream).decode();
    if (stream instanceof PDFFlateStream) return stream.getUnencodedContents();
  } catch {
    return null;
  }
  return null;
}

/** Removes the page's footer streams; true when it had one. */
function dropFooters(page: PDFPage): boolean {
  const contents = page.node.Contents();
  if (!(contents instanceof PDFArray)) return false;
  let found = false;
  for (let index = contents.size() - 1; index >= 0; index -= 1) {
    const bytes = streamBytes(page.doc.context.lookup(contents.get(index)));
    const opening = bytes ? Buffer.from(bytes.subarray(0, FOOTER_MARK.length)).toString('latin1') : '';
    if (opening === FOOTER_MARK) {
      contents.remove(index);
      found = true;
    }
  }
  return found;
}

export interface DocumentInfo {
  readonly title: string;
  readonly subject: string;
  /** Creation and modification date: the moment the document stands for, so a rebuild is identical. */
  readonly date: Date;
}

/** A document the API wrote: its bytes and how many pages it has. */
export interface BuiltPdf {
  readonly bytes: Uint8Array;
  readonly pages: number;
}

export interface Fonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  readonly mono: PDFFont;
}

export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  return {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
  };
}

/** `text` with every character the font cannot draw replaced: accents dropped where that helps
 * ('ő' → 'o'), '?' otherwise. Line breaks and tabs become spaces. */
export function drawable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text.normalize('NFC').replace(/[\t\r\n]+/g, ' '), (char) => {
    const code = char.codePointAt(0) ?? 0;
    if (known.has(code)) return char;
    const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    return base.length > 0 && Array.from(base).every((part) => known.has(part.codePointAt(0) ?? 0)) ? base : '?';
  }).join('');
}

/** Breaks `text` into lines no wider than `width`; a word longer than a line is cut. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

export interface TextOptions {
  readonly size?: number;
  readonly font?: 'regular' | 'bold' | 'mono';
  readonly soft?: boolean;
  readonly gapAfter?: number;
}

/** Writes flowing content into a document, adding pages as it needs them. */
export class PdfWriter {
  readonly doc: PDFDocument;
  readonly fonts: Fonts;
  private readonly ownPages: PDFPage[] = [];
  private page: PDFPage | null = null;
  private y = 0;

  private constructor(doc: PDFDocument, fonts: Fonts) {
    this.doc = doc;
    this.fonts = fonts;
  }

  /** A writer over a new document, or over `existing` (its pages kept, the writer's added after). */
  static async open(info: DocumentInfo, existing?: PDFDocument): Promise<PdfWriter> {
    const doc = existing ?? (await PDFDocument.create());
    doc.setTitle(info.title);
    doc.setSubject(info.subject);
    doc.setLanguage('es-CL');
    doc.setProducer('Enlista');
    doc.setCreator('Enlista');
    doc.setCreationDate(existing?.getCreationDate() ?? info.date);
    doc.setModificationDate(info.date);
    return new PdfWriter(doc, await embedFonts(doc));
  }

  get width(): number {
    return PAGE_SIZE[0] - 2 * MARGIN;
  }

  get cursor(): { readonly page: PDFPage; readonly y: number } {
    return { page: this.current(), y: this.y };
  }

  newPage(): PDFPage {
    this.page = this.doc.addPage(PAGE_SIZE);
    this.ownPages.push(this.page);
    this.y = PAGE_SIZE[1] - MARGIN;
    return this.page;
  }

  private current(): PDFPage {
    return this.page ?? this.newPage();
  }

  /** Room for `height` points on the current page, or a new page. */
  ensure(height: number): void {
    if (!this.page || this.y - height < MARGIN + 24) this.newPage();
  }

  space(points: number): void {
    this.y -= points;
  }

  /** Moves the cursor down by `points` after something drawn by hand at the cursor. */
  advance(points: number): void {
    this.ensure(points);
    this.y -= points;
  }

  text(value: string, options: TextOptions = {}): void {
    const size = options.size ?? 10.5;
    const font = this.fonts[options.font ?? 'regular'];
    const leading = size * 1.4;
    for (const line of wrap(drawable(value, font), font, size, this.width)) {
      this.ensure(leading);
      this.y -= leading;
      this.current().drawText(line, { x: MARGIN, y: this.y, size, font, color: options.soft ? SOFT : INK });
    }
    this.y -= options.gapAfter ?? size * 0.5;
  }

  heading(value: string, size = 16): void {
    this.ensure(size * 3);
    this.space(size * 0.4);
    this.text(value, { size, font: 'bold', gapAfter: size * 0.5 });
  }

  /** 'Label: value' with the label in bold on its own line when the value is long. */
  field(label: string, value: string, options: { readonly mono?: boolean } = {}): void {
    this.text(label, { size: 9, font: 'bold', soft: true, gapAfter: 1 });
    this.text(value, { size: options.mono ? 9 : 10.5, font: options.mono ? 'mono' : 'regular', gapAfter: 7 });
  }

  /** A thin line across the text column. */
  rule(): void {
    this.ensure(12);
    this.y -= 6;
    this.current().drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE_SIZE[0] - MARGIN, y: this.y },
      thickness: 0.6,
      color: SOFT,
    });
    this.y -= 8;
  }

  /** Numbers the pages this writer added and the pages an earlier writer numbered ('Página n de m',
   * counting the whole document); pages it neither wrote nor numbered (an uploaded PDF's) are left
   * as they are. */
  private footers(): void {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      const numbered = dropFooters(page);
      if (numbered || this.ownPages.includes(page)) this.footer(page, `Página ${index + 1} de ${pages.length}`);
    });
  }

  private footer(page: PDFPage, label: string): void {
    const size = 8.5;
    const font = this.fonts.regular;
    const key = page.node.newFontDictionary(font.name, font.ref);
    const x = (PAGE_SIZE[0] - font.widthOfTextAtSize(label, size)) / 2;
    const [r, g, b] = SOFT_COMPONENTS;
    const content = [
      FOOTER_MARK,
      `q BT ${key.toString()} ${size} Tf ${r} ${g} ${b} rg ${x.toFixed(2)} ${MARGIN / 2} Td`,
      `${font.encodeText(label).toString()} Tj ET Q`,
      'EMC',
    ].join('\n');
    page.node.addContentStream(this.doc.context.register(this.doc.context.flateStream(content)));
  }

  async save(): Promise<Uint8Array> {
    this.footers();
    return this.doc.save({ useObjectStreams: false });
  }
}
