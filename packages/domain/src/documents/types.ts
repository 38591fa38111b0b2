/**
 * Company documents (issue 13): a template is rich text (the editor's ProseMirror JSON, a small subset) in
 * which fields stand as `{{Название поля}}`; rendering turns it into plain blocks every writer (preview,
 * PDF, DOCX) walks.
 */

export type DocumentKind = 'dogovor' | 'akt' | 'talon' | 'schet';

export type TextMark = { type: 'bold' | 'italic' | 'underline' };
export type InlineNode = { type: 'text'; text: string; marks?: TextMark[] } | { type: 'hardBreak' };
export type Align = 'left' | 'center' | 'right' | 'justify';
export type ParagraphNode = {
  type: 'paragraph';
  attrs?: { textAlign?: Align | null };
  content?: InlineNode[];
};
export type HeadingNode = {
  type: 'heading';
  attrs: { level: 1 | 2 | 3; textAlign?: Align | null };
  content?: InlineNode[];
};
export type ListNode = {
  type: 'bulletList' | 'orderedList';
  content: { type: 'listItem'; content: ParagraphNode[] }[];
};
export type BlockNode = ParagraphNode | HeadingNode | ListNode;
export interface TemplateDoc {
  type: 'doc';
  content: BlockNode[];
}

/** A piece of text with its emphasis. `\n` inside text is a line break. */
export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

export type DocBlock =
  | { type: 'heading'; level: 1 | 2 | 3; align: Align; runs: Run[] }
  | { type: 'paragraph'; align: Align; runs: Run[] }
  | { type: 'list'; ordered: boolean; items: Run[][] }
  | { type: 'table'; header: string[]; rows: string[][]; footer: string[][] };

/** The estimate as it was sent or put into a document: what a client reads, frozen. Money in kopecks. */
export interface EstimateSnapshot {
  title: string;
  /** `YYYY-MM-DD`, null when the estimate prints no date. */
  date: string | null;
  rooms: { name: string; area: number; perimeter: number; sketchSvg: string | null }[];
  rows: {
    block: string;
    name: string;
    quantity: number | null;
    unit: string | null;
    price: number | null;
    amount: number | null;
  }[];
  totals: {
    subtotal: number;
    markup: number;
    discount: number;
    minimumOrder: number;
    rounding: number;
    total: number;
  };
  unmeasured: { name: string; note: string }[];
}

/** Everything a template's fields can say about a project's document. */
export interface DocumentContext {
  number: string;
  /** `YYYY-MM-DD`. */
  date: string;
  company: {
    name: string;
    city: string;
    address: string;
    phone: string;
    email: string;
    requisites: string[];
  };
  client: { name: string; phone: string; address: string };
  project: { name: string; address: string };
  manager: { name: string; phone: string } | null;
  installer: { name: string; phone: string } | null;
  estimate: EstimateSnapshot | null;
  /** kopecks */
  prepayment: number;
  /** `YYYY-MM-DD` of the planned installation, null when none is planned. */
  installDate: string | null;
}
