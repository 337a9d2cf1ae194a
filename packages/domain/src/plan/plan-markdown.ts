import type { Plan, PlanBlock } from './plan.js';
import { CONFIDENTIAL_MARK, coverLines, DRAFT_MARK, missingSentence } from './plan.js';

/** Raw HTML is shown as text, never interpreted: `<` and `>` become entities. */
function escapeHtml(value: string): string {
  return value
    .replace(/&(?=[#a-z0-9]+;)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** User headings nest under the block's heading (level 3), so they never outrank the plan's own. */
function demoteHeadings(markdown: string): string {
  return markdown.replace(/^( {0,3})(#{1,6})(?=\s|$)/gm, (_, indent: string, hashes: string) => {
    return `${indent}${'#'.repeat(Math.min(6, hashes.length + 3))}`;
  });
}

/** A table cell on one line, its pipes escaped. */
function cell(value: string): string {
  return escapeHtml(value)
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/\s*\r?\n\s*/g, ' ')
    .trim();
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
      return [
        ...heading,
        ...(b.status === 'draft' ? [`*${DRAFT_MARK}*`] : []),
        demoteHeadings(escapeHtml(b.markdown.trim())),
      ];
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
      return [...heading, escapeHtml(b.summary)];
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
