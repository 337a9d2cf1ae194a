import type { Plan, PlanBlock } from '@planner/domain';
import { CONFIDENTIAL_MARK, coverLines, DRAFT_MARK, isSafeLink, missingSentence } from '@planner/domain';
import type { Nodes, PhrasingContent, RootContent } from 'mdast';
import type { createPdf } from 'pdfmake';
import type { Content, TableCell } from 'pdfmake';

import { parseMarkdown, plainText } from './markdown-tree.js';
import type { PdfFonts } from './pdf-fonts.js';
import { pdfChart } from './plan-pdf-chart.js';

type Inline = { text: string; bold?: boolean; italics?: boolean; link?: string; color?: string };

function inlines(nodes: PhrasingContent[], style: Omit<Inline, 'text'> = {}): Inline[] {
  return nodes.flatMap((node): Inline[] => {
    switch (node.type) {
      case 'strong':
        return inlines(node.children, { ...style, bold: true });
      case 'emphasis':
        return inlines(node.children, { ...style, italics: true });
      case 'link':
        // Only http, https and mailto stay live; any other scheme is written as its text.
        if (!isSafeLink(node.url)) return inlines(node.children, style);
        return inlines(node.children, { ...style, link: node.url, color: '#1d4ed8' });
      case 'break':
        return [{ ...style, text: '\n' }];
      default:
        // Text, inline code, raw HTML (shown as text, never interpreted), images (their alt text).
        return [{ ...style, text: plainText(node as Nodes) }];
    }
  });
}

// User headings stay below the block label (13 pt) so they never outrank the plan's own.
const HEADING_SIZES = [12, 11.5, 11, 10.5, 10.5, 10.5];

function blocks(nodes: RootContent[]): Content[] {
  return nodes.flatMap((node): Content[] => {
    switch (node.type) {
      case 'paragraph':
        return [{ text: inlines(node.children), margin: [0, 0, 0, 6] }];
      case 'heading':
        return [
          {
            text: inlines(node.children, { bold: true }),
            fontSize: HEADING_SIZES[node.depth - 1] ?? 11,
            margin: [0, 6, 0, 4],
          },
        ];
      case 'list': {
        const items = node.children.map((item) => ({ stack: blocks(item.children) }));
        return [
          node.ordered
            ? { ol: items, start: node.start ?? 1, margin: [0, 0, 0, 6] }
            : { ul: items, margin: [0, 0, 0, 6] },
        ];
      }
      case 'blockquote':
        return [{ stack: blocks(node.children), margin: [12, 0, 0, 6], italics: true }];
      case 'code':
        return [{ text: node.value, preserveLeadingSpaces: true, fontSize: 9, margin: [8, 0, 0, 6] }];
      case 'thematicBreak':
        return [{ canvas: [{ type: 'line', x1: 0, y1: 4, x2: 200, y2: 4, lineWidth: 0.5 }], margin: [0, 4] }];
      default:
        return [{ text: plainText(node as Nodes), margin: [0, 0, 0, 6] }];
    }
  });
}

type TableBlock = Extract<PlanBlock, { kind: 'table' }>;

/** Text columns a portrait page holds side by side at a legible size; a table with more turns the page. */
const PORTRAIT_TEXT_COLUMNS = 5;

/**
 * A table whose text columns cannot all wrap within a portrait page (each needs at least its longest
 * word) goes on a landscape page of its own, so no column is cut at the page's edge.
 */
export function needsLandscape(b: TableBlock): boolean {
  return b.align.filter((a) => a === 'start').length > PORTRAIT_TEXT_COLUMNS;
}

function table(b: TableBlock): Content {
  const alignment = (c: number) => (b.align[c] === 'end' ? 'right' : 'left');
  const row = (cells: string[], bold = false): TableCell[] =>
    cells.map((text, c) => ({ text, bold, alignment: alignment(c) }));
  const body: TableCell[][] = [row(b.columns, true), ...b.rows.map((r) => row(r))];
  if (b.totals) body.push(row(b.totals, true));
  return {
    // headerRows repeats the header on every page the table reaches. Numbers take the width they
    // need; text columns share the rest and wrap, so no column is ever cut at the page's edge.
    table: {
      headerRows: 1,
      widths: b.columns.map((_, c) => (b.align[c] === 'end' ? 'auto' : '*')),
      body,
    },
    layout: 'lightHorizontalLines',
    fontSize: needsLandscape(b) ? 8 : b.columns.length > 6 ? 7 : b.columns.length > 4 ? 8 : 9,
    margin: [0, 0, 0, 8],
  };
}

function block(b: PlanBlock): Content[] {
  // headlineLevel marks the heading that `pageBreakBefore` keeps with what it heads.
  const label: Content[] = b.hideLabel ? [] : [{ text: b.label, style: 'h2', headlineLevel: 1 }];
  switch (b.kind) {
    case 'text':
      return [
        ...label,
        ...(b.status === 'draft'
          ? [{ text: DRAFT_MARK, italics: true, color: '#92400e', margin: [0, 0, 0, 4] } as Content]
          : []),
        ...blocks(parseMarkdown(b.markdown).children),
      ];
    case 'table':
      return [...label, table(b)];
    case 'missing':
      // Only a section the user included has these; a document never links to the app.
      return [
        ...label,
        { text: missingSentence(b.writtenBy), italics: true, color: '#555555', margin: [0, 0, 0, 6] },
      ];
    case 'chart':
      return pdfChart(b);
  }
}

/** Gives every text the font that has its characters (pdfmake has no fallback of its own). */
function withFonts(content: unknown, fonts: PdfFonts): unknown {
  if (Array.isArray(content)) return content.map((c) => withFonts(c, fonts));
  if (typeof content === 'string') return split(content, fonts, {});
  if (typeof content !== 'object' || content === null) return content;
  const node = content as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'text' && typeof value === 'string') {
      out.text = split(value, fonts, {});
    } else if (['text', 'stack', 'ul', 'ol', 'columns', 'body', 'table', 'content'].includes(key)) {
      out[key] = withFonts(value, fonts);
    } else {
      out[key] = value;
    }
  }
  return out;
}

function split(text: string, fonts: PdfFonts, style: object): unknown {
  const runs = fonts.runs(text);
  if (runs.length === 1 && runs[0]?.font === 'Roboto') return runs[0].text;
  return runs.map((r) => ({ ...style, text: r.text, font: r.font }));
}

type TDocumentDefinitions = Parameters<typeof createPdf>[0];

/** The plan as a pdfmake document: the cover, the notice once with the contents, one section per page run. */
export function planPdfDocument(plan: Plan, fonts: PdfFonts): TDocumentDefinitions {
  const sections: Content[] = plan.sections.flatMap((section) => {
    const content: Content[] = [
      {
        text: section.title,
        style: 'h1',
        tocItem: true,
        pageBreak: 'before',
        pageOrientation: 'portrait',
        id: section.id,
      } as Content,
    ];
    // A wide table turns the page to landscape; the block after it turns it back.
    let landscape = false;
    for (const b of section.blocks) {
      const parts = block(b);
      const wide = b.kind === 'table' && needsLandscape(b);
      const [first, ...rest] = parts;
      if (wide !== landscape && first && typeof first === 'object') {
        content.push({
          ...first,
          pageBreak: 'before',
          pageOrientation: wide ? 'landscape' : 'portrait',
        } as Content);
        content.push(...rest);
      } else {
        content.push(...parts);
      }
      landscape = wide;
    }
    return content;
  });
  const { logo, confidential } = plan.cover;
  const cover: Content[] = [
    ...(confidential
      ? [
          {
            text: CONFIDENTIAL_MARK.toUpperCase(),
            bold: true,
            color: '#b91c1c',
            characterSpacing: 2,
          } as Content,
        ]
      : []),
    // The logo is checked on the way in (PNG or JPEG, at most 1 MB); pdfmake reads it from memory.
    ...(logo ? [{ image: 'logo', fit: [200, 90], margin: [0, 60, 0, 0] } as Content] : []),
    { text: plan.title, style: 'title', margin: [0, logo ? 40 : 180, 0, 12] },
    ...coverLines(plan).map((line): Content =>
      line.kind === 'company'
        ? { text: line.text, fontSize: 16, bold: true, margin: [0, 0, 0, 6] }
        : { text: line.text, fontSize: 12, color: '#444444', margin: [0, 0, 0, 4] },
    ),
  ];
  const content: Content[] = [
    ...cover,
    // The planning notice once, on the page after the cover, where it reads as a note on the whole plan.
    { text: plan.notice, italics: true, color: '#444444', margin: [0, 0, 0, 18], pageBreak: 'before' },
    { toc: { title: { text: 'Contents', style: 'h1' } } },
    ...sections,
  ];
  return {
    info: { title: plan.title, subject: 'Business plan' },
    ...(logo ? { images: { logo: `data:${logo.mediaType};base64,${logo.data}` } } : {}),
    pageSize: 'A4',
    pageMargins: [50, 50, 50, 70],
    content: withFonts(content, fonts) as Content[],
    // A heading with nothing after it on its page but the footer (its table or chart moved on)
    // moves on with it.
    pageBreakBefore: (node, nodes) =>
      node.headlineLevel === 1 && nodes.getFollowingNodesOnPage().every((n) => n.style === 'footer'),
    footer: (currentPage: number, pageCount: number) => ({
      margin: [50, 10, 50, 0],
      style: 'footer',
      stack: [{ text: `Page ${currentPage} of ${pageCount}`, style: 'footer', alignment: 'right' }],
    }),
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    styles: {
      title: { fontSize: 28, bold: true },
      h1: { fontSize: 20, bold: true, margin: [0, 0, 0, 12] },
      h2: { fontSize: 13, bold: true, margin: [0, 10, 0, 4] },
      footer: { fontSize: 8 },
    },
  };
}
