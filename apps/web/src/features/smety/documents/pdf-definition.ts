import { type EstimateBlock, type EstimateDocument, formatMoney } from '@glad/domain';
import {
  blockSubtotalLabel,
  cellText,
  columnsOf,
  emptyEstimateText,
  headerLines,
  PROJECT_BLOCK_NOTE,
  roomLine,
  roomNotes,
  totalLines,
  UNMEASURED_NOTE,
  UNMEASURED_TITLE,
  unmeasuredLines,
} from '../model/document-text';

/*
 * The pdfmake document of an estimate (plain data, no pdfmake import, so it can be built and checked
 * anywhere). Every part follows the document model, which already applied the SMETA_* settings.
 */

// pdfmake's content is a loose tree of objects; only what this file builds is named.
type Node = Record<string, unknown> | string;

export interface PdfLogo {
  /** a PNG or JPEG data URL, or SVG text */
  image?: string;
  svg?: string;
}

export interface PdfOptions {
  logo?: PdfLogo | null;
  /** Whether an SVG can be drawn (the browser parses it first: a broken sketch must not break the PDF). */
  drawable?: (svg: string) => boolean;
}

const GREY = '#555555';
const LINE = '#bbbbbb';

function headerPart(doc: EstimateDocument, logo: PdfLogo | null | undefined): Node[] {
  const { company, logo: place } = doc.header;
  const logoNode: Node | null =
    place && logo?.image
      ? { image: logo.image, fit: [130, 60] }
      : place && logo?.svg
        ? { svg: logo.svg, fit: [130, 60] }
        : null;
  const companyNode: Node | null = company
    ? {
        stack: [
          { text: company.name, bold: true, fontSize: doc.layout.compact ? 10 : 12 },
          ...company.details.map((line) => ({ text: line, color: GREY })),
        ],
        alignment: place?.position === 'right' ? 'left' : logoNode ? 'right' : 'left',
      }
    : null;
  if (!logoNode && !companyNode) return [];
  const columns: Node[] = [];
  const logoColumn = logoNode ? { width: 'auto', stack: [logoNode] } : null;
  const companyColumn = { width: '*', stack: companyNode ? [companyNode] : [] };
  if (logoColumn && place?.position === 'right') columns.push(companyColumn, logoColumn);
  else if (logoColumn) columns.push(logoColumn, companyColumn);
  else columns.push(companyColumn);
  return [{ columns, columnGap: 16, margin: [0, 0, 0, 12] }];
}

function roomsPart(block: EstimateBlock, doc: EstimateDocument, drawable: (svg: string) => boolean): Node[] {
  const nodes: Node[] = [];
  if (block.project) nodes.push({ text: PROJECT_BLOCK_NOTE, color: GREY, margin: [0, 0, 0, 4] });
  for (const room of block.rooms) {
    const line: Node = {
      text: doc.layout.byRoom ? roomLine(room) : `${room.name}: ${roomLine(room)}`,
      color: GREY,
      margin: [0, 0, 0, 4],
    };
    nodes.push(line);
    if (room.sketchSvg && drawable(room.sketchSvg)) {
      nodes.push({
        svg: room.sketchSvg,
        fit: doc.layout.compact ? [220, 130] : [300, 180],
        margin: [0, 2, 0, 6],
      });
    }
    for (const note of roomNotes(room)) nodes.push({ text: note, margin: [0, 0, 0, 2] });
  }
  return nodes;
}

function tablePart(block: EstimateBlock, doc: EstimateDocument): Node {
  const columns = columnsOf(doc);
  const header = columns.map((c) => ({ text: c.title, bold: true, alignment: c.numeric ? 'right' : 'left' }));
  const rows: Record<string, unknown>[][] = block.rows.map((row, i) =>
    columns.map((c) => ({ text: cellText(c.key, row, i, doc), alignment: c.numeric ? 'right' : 'left' })),
  );
  if (rows.length === 0) {
    rows.push([
      { text: 'Нет строк', colSpan: columns.length, color: GREY, alignment: 'left' },
      ...columns.slice(1).map(() => ({ text: '', alignment: 'left' })),
    ]);
  }
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: columns.map((c) => (c.key === 'name' ? '*' : 'auto')),
      body: [header, ...rows],
    },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0.5,
      hLineColor: () => LINE,
      vLineColor: () => LINE,
      fillColor: (rowIndex: number) => (rowIndex === 0 ? '#f1f3f5' : null),
    },
    margin: [0, 0, 0, 4],
  };
}

function subtotalPart(block: EstimateBlock, doc: EstimateDocument): Node {
  return {
    text: [
      { text: `${blockSubtotalLabel(block, doc)}: ` },
      { text: formatMoney(block.subtotal), bold: true },
    ],
    alignment: 'right',
    margin: [0, 0, 0, doc.layout.compact ? 8 : 14],
  };
}

/** The rooms left out for want of readings, before the totals they are not in. */
function unmeasuredPart(doc: EstimateDocument): Node {
  return {
    stack: [
      { text: UNMEASURED_TITLE, bold: true, fontSize: doc.layout.compact ? 11 : 13, margin: [0, 0, 0, 2] },
      { text: UNMEASURED_NOTE, color: GREY, margin: [0, 0, 0, 4] },
      { ul: unmeasuredLines(doc) },
    ],
    unbreakable: true,
    margin: [0, 0, 0, doc.layout.compact ? 8 : 14],
  };
}

/** The pdfmake document definition: A4, Roboto (Cyrillic) embedded, page numbers in the footer. */
export function estimatePdfDefinition(
  doc: EstimateDocument,
  options: PdfOptions = {},
): Record<string, unknown> {
  const drawable = options.drawable ?? (() => true);
  const compact = doc.layout.compact;
  const content: Node[] = [...headerPart(doc, options.logo)];
  content.push({ text: doc.title, fontSize: compact ? 14 : 18, bold: true, margin: [0, 0, 0, 6] });
  for (const { label, value } of headerLines(doc)) {
    content.push({ text: [{ text: `${label}: `, bold: true }, value] });
  }
  content.push({ text: '', margin: [0, 0, 0, compact ? 6 : 12] });
  const empty = emptyEstimateText(doc);
  if (empty) content.push({ text: empty, color: GREY });
  for (const block of doc.blocks) {
    content.push({
      stack: [
        { text: block.title, bold: true, fontSize: compact ? 11 : 13, margin: [0, 0, 0, 2] },
        ...roomsPart(block, doc, drawable),
      ],
      unbreakable: true,
    });
    content.push(tablePart(block, doc), subtotalPart(block, doc));
  }
  if (doc.unmeasured.length > 0) content.push(unmeasuredPart(doc));
  content.push({
    table: {
      widths: ['*', 'auto'],
      body: totalLines(doc).map((line) => [
        {
          text: line.label,
          alignment: 'right',
          bold: line.strong,
          fontSize: line.strong ? (compact ? 11 : 13) : undefined,
        },
        {
          text: line.value,
          alignment: 'right',
          bold: line.strong,
          fontSize: line.strong ? (compact ? 11 : 13) : undefined,
        },
      ]),
    },
    layout: 'noBorders',
    margin: [0, 0, 0, 12],
  });
  if (doc.customText) content.push({ text: doc.customText, margin: [0, 0, 0, 12] });
  if (doc.signatures.length) {
    content.push({
      columns: doc.signatures.map((s) => ({
        width: '*',
        stack: [
          { text: s.role, bold: true },
          { text: '\n______________________________' },
          { text: s.name ?? '(подпись, Ф. И. О.)', color: GREY, fontSize: compact ? 7 : 8 },
        ],
      })),
      columnGap: 24,
      margin: [0, 12, 0, 0],
      unbreakable: true,
    });
  }
  return {
    pageSize: 'A4',
    pageMargins: compact ? [28, 28, 28, 36] : [40, 40, 40, 48],
    info: {
      title: `${doc.title}${doc.header.project.name ? ` — ${doc.header.project.name}` : ''}`,
      author: doc.header.company?.name ?? '',
      creator: 'Гладь',
      producer: 'Гладь',
    },
    language: 'ru-RU',
    defaultStyle: { font: 'Roboto', fontSize: compact ? 8 : 10, lineHeight: compact ? 1.1 : 1.25 },
    footer: (page: number, pages: number) => ({
      text: `Страница ${page} из ${pages}`,
      alignment: 'right',
      fontSize: 8,
      color: GREY,
      margin: [0, 12, compact ? 28 : 40, 0],
    }),
    content,
  };
}
