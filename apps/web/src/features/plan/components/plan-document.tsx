import '../plan-print.css';
// The plan is all Markdown: its renderer comes with the page, so no section shows its raw text first.
import '@/components/ui/markdown-renderer';

import {
  CONFIDENTIAL_MARK,
  coverLines,
  DRAFT_MARK,
  missingSentence,
  type Plan,
  type PlanBlock,
  type PlanSection,
} from '@planner/domain';
import { PrinterIcon } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Markdown } from '@/components/ui/markdown';
import { ScrollRegion } from '@/components/ui/scroll-region';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/utils';

/** The cover as the documents show it: Confidential, the logo, then the company's details. */
function CoverView({ plan }: { plan: Plan }) {
  const { logo, confidential } = plan.cover;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      {confidential && (
        <p className="text-xs font-semibold tracking-widest text-destructive uppercase">
          {CONFIDENTIAL_MARK}
        </p>
      )}
      {logo && (
        <img
          src={`data:${logo.mediaType};base64,${logo.data}`}
          alt={plan.cover.companyName ? `Logo of ${plan.cover.companyName}` : 'Logo'}
          className="mb-2 max-h-20 max-w-60 self-start object-contain"
        />
      )}
      <h1 id="plan-title" className="text-3xl font-semibold break-words">
        {plan.title}
      </h1>
      {coverLines(plan).map((line) => (
        <p
          key={line.kind}
          className={
            line.kind === 'company'
              ? 'font-semibold break-words'
              : 'text-sm break-words text-muted-foreground'
          }
        >
          {line.text}
        </p>
      ))}
    </div>
  );
}

/** The box scrolls, not the table's own container: one focusable scrollable region (axe). */
const SCROLL_BOX = 'overflow-x-auto rounded-md border [&>[data-slot=table-container]]:overflow-visible';

/** Numbers (`numeric`) end at the column's right edge and never wrap; text wraps, so a table fits its box. */
function cellProps(align: 'start' | 'end' | undefined, className?: string) {
  return {
    numeric: align === 'end',
    className: cn('align-top', align !== 'end' && 'whitespace-pre-wrap break-words', className),
  };
}

/** A block; one whose label repeats its section's title shows none and is named by the section's. */
function BlockView({ block, id, sectionTitleId }: { block: PlanBlock; id: string; sectionTitleId: string }) {
  const heading = block.hideLabel ? null : (
    <h3 id={id} className="text-lg font-semibold">
      {block.label}
    </h3>
  );
  const labelId = block.hideLabel ? sectionTitleId : id;
  switch (block.kind) {
    case 'text':
      return (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            {heading}
            {block.status === 'draft' && <Badge variant="outline">{DRAFT_MARK}</Badge>}
          </div>
          <Markdown>{block.markdown}</Markdown>
        </div>
      );
    case 'table':
      return (
        <div className="flex min-w-0 flex-col gap-2">
          {heading}
          {/* Wide tables scroll inside their own box; the page never scrolls sideways. */}
          <ScrollRegion aria-labelledby={labelId} className={SCROLL_BOX}>
            <Table stickyFirstColumn>
              <TableHeader>
                <TableRow>
                  {block.columns.map((c, i) => (
                    <TableHead
                      key={c}
                      numeric={block.align[i] === 'end'}
                      className={block.align[i] === 'end' ? undefined : 'whitespace-normal'}
                    >
                      {c}
                    </TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {block.rows.map((row, r) => (
                  <TableRow key={r}>
                    {row.map((cell, c) => (
                      <TableCell key={c} {...cellProps(block.align[c])}>
                        {cell}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
              {block.totals && (
                <TableFooter>
                  <TableRow>
                    {block.totals.map((cell, c) => (
                      <TableCell key={c} {...cellProps(block.align[c], 'font-semibold')}>
                        {cell}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableFooter>
              )}
            </Table>
          </ScrollRegion>
        </div>
      );
    case 'missing':
      return (
        <div className="flex flex-col gap-1">
          {heading}
          <p className="text-sm text-muted-foreground italic">
            {missingSentence(block.writtenBy)}{' '}
            {block.writtenBy.url !== null && (
              <Link to={block.writtenBy.url} className="text-primary not-italic underline underline-offset-2">
                Open {block.writtenBy.stepName}
              </Link>
            )}
          </p>
        </div>
      );
    case 'chart':
      // The page states the chart in words; the forecast screen draws it, the yearly table above is its table.
      return (
        <div className="flex flex-col gap-1">
          {heading}
          <p className="text-sm">{block.summary}</p>
        </div>
      );
  }
}

/** Prints the page (the print stylesheet keeps the plan only). */
export function PrintButton() {
  return (
    <Button variant="ghost" onClick={() => window.print()}>
      <PrinterIcon aria-hidden />
      Print
    </Button>
  );
}

interface PlanDocumentProps {
  plan: Plan;
  /** Under the cover: the review's score (the board's own page). */
  score?: React.ReactNode;
  /** Beside the cover: Export, Print, a PDF download. */
  actions: React.ReactNode;
  /** Between the header and the contents: the cover form for an editor. */
  cover?: React.ReactNode;
  /** Beside each section's title: the owner's and editors' section controls. */
  sectionControls?: (section: PlanSection) => React.ReactNode;
  /** Beside each section's title: a member's marker of its open comments (never on a view-only link). */
  sectionNote?: (section: PlanSection) => React.ReactNode;
  /** Under a section's blocks: the editor of one of the plan's own sections (an editor's or the owner's). */
  sectionEditor?: (section: PlanSection) => React.ReactNode;
}

/**
 * The plan in reading order, rendered from the domain's plan model: the board's plan page and the
 * view-only page of a shared link both draw it here.
 */
export function PlanDocument({
  plan,
  score,
  actions,
  cover,
  sectionControls,
  sectionEditor,
  sectionNote,
}: PlanDocumentProps) {
  return (
    <article
      data-plan-page
      aria-labelledby="plan-title"
      className="mx-auto flex max-w-4xl min-w-0 flex-col gap-8"
    >
      <header className="flex flex-wrap items-end justify-between gap-4 border-b pb-4">
        <div className="flex min-w-0 flex-col gap-2">
          <CoverView plan={plan} />
          {score && <p className="print:hidden">{score}</p>}
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">{actions}</div>
      </header>
      {cover}
      <nav aria-label="Contents" className="rounded-lg border bg-muted/40 p-4">
        <h2 className="mb-2 font-semibold">Contents</h2>
        <ol className="list-decimal space-y-1 pl-6">
          {plan.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-primary underline-offset-2 hover:underline">
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {plan.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="plan-section flex min-w-0 scroll-mt-4 flex-col gap-6"
        >
          <div className="flex flex-wrap items-center justify-between gap-2 border-b pb-2">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={`${section.id}-title`} className="text-2xl font-semibold">
                {section.title}
              </h2>
              {!section.inExports && <Badge variant="outline">Left out of exports</Badge>}
              {sectionNote?.(section)}
            </div>
            {sectionControls?.(section)}
          </div>
          {section.blocks.map((block, i) => (
            <BlockView
              key={i}
              block={block}
              id={`${section.id}-${i}`}
              sectionTitleId={`${section.id}-title`}
            />
          ))}
          {sectionEditor?.(section)}
        </section>
      ))}
    </article>
  );
}
