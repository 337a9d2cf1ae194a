import { isSafeLink } from '../text.js';
import type { Plan, PlanBlock } from './plan.js';
import { CONFIDENTIAL_MARK, coverLines, DRAFT_MARK, missingSentence } from './plan.js';

/** Raw HTML is shown as text, never interpreted: `<` and `>` become entities. */
function escapeHtml(value: string): string {
  return value
    .replace(/&(?=[#a-z0-9]+;)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

const ATX_HEADING = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/;

/**
 * A user's heading is bold text, never a heading of the document's outline (only the plan's own
 * sections and blocks are); a setext underline (`===` or `---` right under text) is escaped to text.
 */
function headingsAsText(markdown: string): string {
  const lines = markdown.split('\n');
  return lines
    .map((line, i) => {
      const atx = ATX_HEADING.exec(line);
      if (atx) return atx[1]?.trim() ? `**${atx[1].trim()}**` : '';
      const above = lines[i - 1];
      if (SETEXT_UNDERLINE.test(line) && above?.trim() && !ATX_HEADING.test(above)) {
        return line.replace(/[=-]/, (mark) => `\\${mark}`);
      }
      return line;
    })
    .join('\n');
}

/**
 * A link, image or link definition to anything but an absolute http, https or mailto URL is text:
 * its closing bracket is escaped (`[click\](javascript:...)`), so no renderer makes it a link. A
 * bracket already escaped (an odd number of backslashes before it) is left as it is: one more
 * backslash would escape the backslash instead and make the link live.
 */
function inertLinks(markdown: string): string {
  const inert = (match: string, slashes: string, url: string) =>
    slashes.length % 2 === 1 || isSafeLink(url) ? match : `${slashes}\\${match.slice(slashes.length)}`;
  return markdown
    .replace(/(\\*)\]\(\s*<?([^\s)>]*)/g, inert)
    .replace(/(\\*)\]:[ \t]*\n?[ \t]*<?([^\s>]*)/g, inert);
}

/** A user's text block: raw HTML as text, headings as bold text, links to other schemes inert. */
function textBlock(markdown: string): string {
  return inertLinks(headingsAsText(escapeHtml(markdown.trim())));
}

/** A user's string on one line (a title, a name, a table cell): pipes escaped, links inert as in text blocks. */
function cell(value: string): string {
  return inertLinks(
    escapeHtml(value)
      .replace(/\\/g, '\\\\')
      .replace(/\|/g, '\\|')
      .replace(/\s*\r?\n\s*/g, ' ')
      .trim(),
  );
}

function row(cells: string[]): string {
  return `| ${cells.map(cell).join(' | ')} |`;
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces as dashes. */
export function headingAnchor(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

function block(b: PlanBlock): string[] {
  const heading = b.hideLabel ? [] : [`### ${cell(b.label)}`];
  switch (b.kind) {
    case 'text':
      return [...heading, ...(b.status === 'draft' ? [`*${DRAFT_MARK}*`] : []), textBlock(b.markdown)];
    case 'table':
      return [
        ...heading,
        [
          row(b.columns),
          `| ${b.align.map((a) => (a === 'end' ? '---:' : '---')).join(' | ')} |`,
          ...b.rows.map(row),
          ...(b.totals ? [row(b.totals).replace(/\| ([^|]+?) \|/, '| **$1** |')] : []),
        ].join('\n'),
      ];
    case 'missing':
      return [
        ...heading,
        b.writtenBy.url === null
          ? `*${missingSentence(b.writtenBy)}*`
          : `*${missingSentence(b.writtenBy)}* [Open ${b.writtenBy.stepName}](${b.writtenBy.url})`,
      ];
    case 'chart':
      // Markdown draws no charts: the summary stands in, the yearly table is their table equivalent.
      return [...heading, textBlock(b.summary)];
  }
}

/** The plan as one GitHub-flavoured Markdown file: title, the notice once, contents, sections, tables. */
export function planToMarkdown(plan: Plan): string {
  // The logo stays out: Markdown is the plan's text (the PDF and Word files show it).
  const parts = [
    ...(plan.cover.confidential ? [`**${CONFIDENTIAL_MARK}**`] : []),
    `# ${cell(plan.title)}`,
    ...coverLines(plan).map((line) => (line.kind === 'company' ? `**${cell(line.text)}**` : cell(line.text))),
    `> ${plan.notice}`,
    '## Contents',
    plan.sections.map((s, i) => `${i + 1}. [${s.title}](#${headingAnchor(s.title)})`).join('\n'),
  ];
  for (const section of plan.sections) {
    parts.push(`## ${section.title}`);
    for (const b of section.blocks) parts.push(...block(b));
  }
  return `${parts.join('\n\n')}\n`;
}
