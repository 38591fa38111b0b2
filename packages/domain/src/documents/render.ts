import { fieldTable, findField } from './fields.js';
import type { Align, DocBlock, DocumentContext, InlineNode, Run, TemplateDoc } from './types.js';

const FIELD = /\{\{([^{}]{1,60})\}\}/g;
const ALONE = /^\s*\{\{([^{}]{1,60})\}\}\s*$/;

/** Fills the `{{…}}` of one text; an unknown field stays as typed so the author sees it. */
export function fillText(text: string, context: DocumentContext): string {
  return text.replace(FIELD, (whole, label: string) => {
    const field = findField(label);
    return field && !field.table ? field.value(context) : whole;
  });
}

function runs(content: InlineNode[] | undefined, context: DocumentContext): Run[] {
  const out: Run[] = [];
  for (const node of content ?? []) {
    if (node.type === 'hardBreak') {
      out.push({ text: '\n' });
      continue;
    }
    const run: Run = { text: fillText(node.text, context) };
    for (const mark of node.marks ?? []) run[mark.type] = true;
    out.push(run);
  }
  return out;
}

const plain = (content: InlineNode[] | undefined) =>
  (content ?? []).map((n) => (n.type === 'text' ? n.text : '\n')).join('');

const align = (value: Align | null | undefined): Align => value ?? 'left';

/**
 * A template with a project's data: every field filled, a paragraph holding only a table field
 * («{{Строки сметы}}», «{{Помещения}}») becomes that table.
 */
export function renderTemplate(doc: TemplateDoc, context: DocumentContext): DocBlock[] {
  const blocks: DocBlock[] = [];
  for (const node of doc.content) {
    if (node.type === 'paragraph') {
      const alone = ALONE.exec(plain(node.content));
      const table = alone ? fieldTable(alone[1]!, context) : null;
      if (table) blocks.push(table);
      else
        blocks.push({
          type: 'paragraph',
          align: align(node.attrs?.textAlign),
          runs: runs(node.content, context),
        });
    } else if (node.type === 'heading') {
      blocks.push({
        type: 'heading',
        level: node.attrs.level,
        align: align(node.attrs.textAlign),
        runs: runs(node.content, context),
      });
    } else {
      blocks.push({
        type: 'list',
        ordered: node.type === 'orderedList',
        items: node.content.map((item) =>
          item.content.flatMap((p, i) => [...(i ? [{ text: '\n' }] : []), ...runs(p.content, context)]),
        ),
      });
    }
  }
  return blocks;
}

/** The whole text of rendered blocks, one line per paragraph or row (search, tests, e-mail). */
export function blocksText(blocks: DocBlock[]): string {
  const line = (rs: Run[]) => rs.map((r) => r.text).join('');
  return blocks
    .flatMap((b) => {
      if (b.type === 'table') return [b.header, ...b.rows, ...b.footer].map((r) => r.join(' | '));
      if (b.type === 'list') return b.items.map(line);
      return [line(b.runs)];
    })
    .join('\n');
}
