import type { Plan, PlanBlock } from '@planner/domain';
import { DRAFT_MARK, isSafeLink, missingSentence, removeXmlForbidden } from '@planner/domain';
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  Footer,
  HeadingLevel,
  LevelFormat,
  PageNumber,
  Paragraph,
  type ParagraphChild,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { Nodes, PhrasingContent, RootContent } from 'mdast';

import { parseMarkdown, plainText } from './markdown-tree.js';

/** `size` in half-points, as Word counts. */
type RunStyle = { bold?: boolean; italics?: boolean; size?: number };

function runs(nodes: PhrasingContent[], style: RunStyle = {}): ParagraphChild[] {
  return nodes.flatMap((node): ParagraphChild[] => {
    switch (node.type) {
      case 'strong':
        return runs(node.children, { ...style, bold: true });
      case 'emphasis':
        return runs(node.children, { ...style, italics: true });
      case 'link':
        // Only http, https and mailto stay live; any other scheme is written as its text.
        if (!isSafeLink(node.url)) return runs(node.children, style);
        return [
          new ExternalHyperlink({
            link: node.url,
            children: [new TextRun({ ...style, text: plainText(node), style: 'Hyperlink' })],
          }),
        ];
      case 'break':
        return [new TextRun({ break: 1 })];
      default:
        // Raw HTML and code are shown as their text, never interpreted.
        return [new TextRun({ ...style, text: plainText(node as Nodes) })];
    }
  });
}

/** User headings are bold text, sized below the block label, outside Word's outline (its navigation pane). */
const USER_HEADING_SIZES = [24, 23, 22, 21, 21, 21];

interface ListState {
  next: number;
}

function paragraphs(nodes: RootContent[], lists: ListState, level = 0): Paragraph[] {
  return nodes.flatMap((node): Paragraph[] => {
    switch (node.type) {
      case 'paragraph':
        return [new Paragraph({ children: runs(node.children) })];
      case 'heading':
        return [
          new Paragraph({
            keepNext: true,
            children: runs(node.children, { bold: true, size: USER_HEADING_SIZES[node.depth - 1] ?? 21 }),
          }),
        ];
      case 'list': {
        const instance = lists.next++;
        return node.children.flatMap((item) =>
          item.children.flatMap((child, i) =>
            child.type === 'paragraph' && i === 0
              ? [
                  new Paragraph({
                    children: runs(child.children),
                    ...(node.ordered
                      ? { numbering: { reference: 'plan-numbers', level: Math.min(level, 8), instance } }
                      : { bullet: { level: Math.min(level, 8) } }),
                  }),
                ]
              : paragraphs([child], lists, level + 1),
          ),
        );
      }
      case 'blockquote':
        return paragraphs(node.children, lists, level);
      default:
        return [new Paragraph({ children: [new TextRun(plainText(node as Nodes))] })];
    }
  });
}

function cell(text: string, bold = false): TableCell {
  return new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] });
}

function table(b: Extract<PlanBlock, { kind: 'table' }>): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: b.columns.map((c) => cell(c, true)) }),
      ...b.rows.map((r) => new TableRow({ children: r.map((c) => cell(c)) })),
      ...(b.totals ? [new TableRow({ children: b.totals.map((c) => cell(c, true)) })] : []),
    ],
  });
}

function block(b: PlanBlock, lists: ListState): (Paragraph | Table)[] {
  const label = new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(b.label)] });
  switch (b.kind) {
    case 'text':
      return [
        label,
        ...(b.status === 'draft'
          ? [new Paragraph({ children: [new TextRun({ text: DRAFT_MARK, italics: true })] })]
          : []),
        ...paragraphs(parseMarkdown(b.markdown).children, lists),
      ];
    case 'table':
      return [label, table(b)];
    case 'missing':
      return [
        label,
        new Paragraph({
          children: [
            new TextRun({ text: `${missingSentence(b.writtenBy)} `, italics: true }),
            new ExternalHyperlink({
              link: b.writtenBy.url,
              children: [new TextRun({ text: b.writtenBy.url, style: 'Hyperlink' })],
            }),
          ],
        }),
      ];
    case 'chart':
      // Word gets the chart in words; the PDF draws it. The yearly table above is its table equivalent.
      return [label, new Paragraph({ children: [new TextRun(b.summary)] })];
  }
}

/** A copy without the characters XML 1.0 forbids (U+FFFE, U+FFFF, ...): Word refuses a file holding one. */
function xmlSafe<T>(value: T): T {
  if (typeof value === 'string') return removeXmlForbidden(value) as T;
  if (Array.isArray(value)) return value.map(xmlSafe) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, xmlSafe(item)])) as T;
  }
  return value;
}

/** The plan as a Word document: real headings (the navigation pane lists the stages), real tables. */
export function planDocx(input: Plan): Document {
  const plan = xmlSafe(input);
  const lists: ListState = { next: 1 };
  const body = plan.sections.flatMap((section, i) => [
    new Paragraph({
      heading: HeadingLevel.HEADING_1,
      pageBreakBefore: i > 0,
      children: [new TextRun(section.title)],
    }),
    ...section.blocks.flatMap((b) => block(b, lists)),
  ]);
  const footer = new Footer({
    children: [
      new Paragraph({ children: [new TextRun({ text: plan.notice, size: 14 })] }),
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        children: [
          new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], size: 16 }),
        ],
      }),
    ],
  });
  return new Document({
    title: plan.title,
    subject: 'Business plan',
    numbering: {
      config: [
        {
          reference: 'plan-numbers',
          levels: Array.from({ length: 9 }, (_, level) => ({
            level,
            format: LevelFormat.DECIMAL,
            text: `%${level + 1}.`,
            alignment: AlignmentType.START,
            style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
          })),
        },
      ],
    },
    sections: [
      {
        footers: { default: footer },
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(plan.title)] }),
          new Paragraph({
            children: [new TextRun({ text: `Business plan, ${plan.date}`, color: '444444' })],
          }),
        ],
      },
      {
        footers: { default: footer },
        children: body,
      },
    ],
  });
}
