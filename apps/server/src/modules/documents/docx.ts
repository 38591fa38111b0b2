import type { DocBlock, Run } from '@glad/domain';
import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';

/* Rendered blocks → DOCX (the `docx` package), so a company can still edit an issued document in Word. */

const ALIGN = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
  justify: AlignmentType.JUSTIFIED,
} as const;
const HEADING = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 } as const;

/** Runs with `\n` as Word line breaks. */
function textRuns(runs: Run[]): TextRun[] {
  return runs.flatMap((r) =>
    r.text.split('\n').map(
      (line, i) =>
        new TextRun({
          text: line,
          bold: r.bold,
          italics: r.italic,
          underline: r.underline ? {} : undefined,
          break: i > 0 ? 1 : undefined,
          font: 'Arial',
        }),
    ),
  );
}

const cell = (text: string, bold = false) =>
  new TableCell({ children: [new Paragraph({ children: textRuns([{ text, bold }]) })] });

function children(block: DocBlock): (Paragraph | Table)[] {
  switch (block.type) {
    case 'heading':
      return [
        new Paragraph({
          heading: HEADING[block.level],
          alignment: ALIGN[block.align],
          children: textRuns(block.runs),
        }),
      ];
    case 'paragraph':
      return [new Paragraph({ alignment: ALIGN[block.align], children: textRuns(block.runs) })];
    case 'list':
      return block.items.map((item, i) =>
        block.ordered
          ? new Paragraph({ children: textRuns([{ text: `${i + 1}. ` }, ...item]) })
          : new Paragraph({ bullet: { level: 0 }, children: textRuns(item) }),
      );
    case 'table':
      return [
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: [
            new TableRow({ tableHeader: true, children: block.header.map((h) => cell(h, true)) }),
            ...block.rows.map((r) => new TableRow({ children: r.map((c) => cell(c)) })),
            ...block.footer.map((r) => new TableRow({ children: r.map((c) => cell(c, true)) })),
          ],
        }),
        new Paragraph({}),
      ];
  }
}

/** A DOCX of the blocks. */
export async function blocksDocx(title: string, blocks: DocBlock[]): Promise<Buffer> {
  const doc = new Document({
    title,
    creator: 'Гладь',
    sections: [{ children: blocks.flatMap(children) }],
  });
  return Packer.toBuffer(doc);
}
