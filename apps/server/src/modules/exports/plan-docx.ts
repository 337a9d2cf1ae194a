import type { Plan, PlanBlock } from '@planner/domain';
import {
  CONFIDENTIAL_MARK,
  coverLines,
  DRAFT_MARK,
  imageHeader,
  isSafeLink,
  missingSentence,
  withoutXmlForbidden,
} from '@planner/domain';
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  Footer,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  PageNumber,
  Paragraph,
  type ParagraphChild,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { ChartRun } from 'docx/charts';
import type { Nodes, PhrasingContent, RootContent } from 'mdast';

import { fitInto } from './logo-size.js';
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

/** A4 in twentieths of a point, with Word's default 1-inch margins: the width text and tables take. */
const PAGE = { width: 11_906, height: 16_838, margin: 1_440 } as const;
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;
const PAGE_PROPERTIES = {
  page: {
    size: { width: PAGE.width, height: PAGE.height },
    margin: { top: PAGE.margin, right: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin },
  },
};

type TableBlock = Extract<PlanBlock, { kind: 'table' }>;

/**
 * Each column's width in twips: the page's text width shared in proportion to the column's longest
 * line (at least 6 and at most 40 characters), so a table never runs past the margin; Word wraps
 * within a cell, and breaks a word longer than its cell.
 */
export function columnWidths(b: TableBlock): number[] {
  const lines = [b.columns, ...b.rows, ...(b.totals ? [b.totals] : [])];
  const weights = b.columns.map((_, c) =>
    Math.min(40, Math.max(6, ...lines.map((r) => (r[c] ?? '').length))),
  );
  const total = weights.reduce((sum, w) => sum + w, 0);
  return weights.map((w) => Math.floor((w / total) * TEXT_WIDTH));
}

/** Text size of a table in half-points: smaller as it has more columns, never below 8 pt. */
function tableTextSize(b: TableBlock): number | undefined {
  if (b.columns.length > 6) return 16;
  if (b.columns.length > 4) return 18;
  return undefined;
}

function table(b: TableBlock): Table {
  const widths = columnWidths(b);
  const size = tableTextSize(b);
  const row = (cells: string[], bold = false) =>
    cells.map(
      (text, c) =>
        new TableCell({
          width: { size: widths[c] ?? 0, type: WidthType.DXA },
          children: [
            new Paragraph({
              alignment: b.align[c] === 'end' ? AlignmentType.RIGHT : AlignmentType.LEFT,
              children: [new TextRun({ text, bold, ...(size ? { size } : {}) })],
            }),
          ],
        }),
    );
  // A fixed layout keeps the columns as given: Word's autofit would widen them past the margin.
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    rows: [
      new TableRow({ tableHeader: true, children: row(b.columns, true) }),
      ...b.rows.map((r) => new TableRow({ children: row(r) })),
      ...(b.totals ? [new TableRow({ children: row(b.totals, true) })] : []),
    ],
  });
}

const CHART_COLORS = ['2563EB', 'DC2626', '059669'];

/**
 * A chart as a Word chart (vector, drawn by Word from its data, which "Edit Data" opens), amounts
 * in currency units, with its one-line summary under it; it follows the table that holds its numbers.
 */
function chart(b: Extract<PlanBlock, { kind: 'chart' }>): Paragraph[] {
  return [
    new Paragraph({
      keepNext: true,
      children: [
        new ChartRun({
          type: 'line',
          categories: b.labels,
          series: b.series.map((s, i) => ({
            name: s.name,
            values: s.values.map((cents) => cents / 100),
            line: { color: CHART_COLORS[i % CHART_COLORS.length], width: 1.5 },
          })),
          valueAxis: { numberFormat: `#,##0 "${b.currency}"` },
          transformation: { width: 600, height: 300 },
          altText: { name: b.label, title: b.label, description: b.summary },
        }),
      ],
    }),
    new Paragraph({ children: [new TextRun({ text: b.summary, size: 18, color: '444444' })] }),
  ];
}

function block(b: PlanBlock, lists: ListState): (Paragraph | Table)[] {
  const label = b.hideLabel
    ? []
    : [new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(b.label)] })];
  switch (b.kind) {
    case 'text':
      return [
        ...label,
        ...(b.status === 'draft'
          ? [new Paragraph({ children: [new TextRun({ text: DRAFT_MARK, italics: true })] })]
          : []),
        ...paragraphs(parseMarkdown(b.markdown).children, lists),
      ];
    case 'table':
      return [...label, table(b)];
    case 'missing':
      // Only a section the user included has these; a document never links to the app.
      return [
        ...label,
        new Paragraph({ children: [new TextRun({ text: missingSentence(b.writtenBy), italics: true })] }),
      ];
    case 'chart':
      return [...label, ...chart(b)];
  }
}

/** The logo, fitted into 200 x 90 px; none when its header cannot be read. */
function logoParagraphs(plan: Plan): Paragraph[] {
  const { logo } = plan.cover;
  if (!logo) return [];
  const size = imageHeader(logo.mediaType, logo.data);
  const data = Buffer.from(logo.data, 'base64');
  if (!size || size.width === 0 || size.height === 0) return [];
  return [
    new Paragraph({
      spacing: { after: 480 },
      children: [
        new ImageRun({
          type: logo.mediaType === 'image/png' ? 'png' : 'jpg',
          data,
          transformation: fitInto(size, { width: 200, height: 90 }),
          altText: { name: 'Logo', description: 'Company logo', title: 'Logo' },
        }),
      ],
    }),
  ];
}

/** The title page: "Confidential" when chosen, the logo, the title, then the company's details. */
function cover(plan: Plan): Paragraph[] {
  return [
    ...(plan.cover.confidential
      ? [
          new Paragraph({
            children: [new TextRun({ text: CONFIDENTIAL_MARK.toUpperCase(), bold: true, color: 'B91C1C' })],
          }),
        ]
      : []),
    ...logoParagraphs(plan),
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(plan.title)] }),
    ...coverLines(plan).map(
      (line) =>
        new Paragraph({
          children: [
            new TextRun(
              line.kind === 'company'
                ? { text: line.text, bold: true, size: 32 }
                : { text: line.text, color: '444444' },
            ),
          ],
        }),
    ),
  ];
}

/** The plan as a Word document: real headings (the navigation pane lists the stages), real tables. */
export function planDocx(input: Plan): Document {
  const plan = withoutXmlForbidden(input);
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
        properties: PAGE_PROPERTIES,
        footers: { default: footer },
        children: cover(plan),
      },
      {
        properties: PAGE_PROPERTIES,
        footers: { default: footer },
        // The planning notice once, on the page after the cover.
        children: [
          new Paragraph({
            spacing: { after: 360 },
            children: [new TextRun({ text: plan.notice, italics: true, color: '444444' })],
          }),
          ...body,
        ],
      },
    ],
  });
}
