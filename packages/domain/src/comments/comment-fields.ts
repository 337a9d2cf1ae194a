import type { FieldPath } from '../fields.js';
import {
  FIELD_PATHS,
  fieldName,
  fieldsOfStage,
  fieldSpec,
  isFieldPath,
  stageOfFieldPath,
} from '../fields.js';
import { planSectionById } from '../plan/plan-sections.js';
import type { Stage, StageSlug } from '../stages.js';
import { slugFromStage, STAGES } from '../stages.js';

/** Where a field's comments are read: a stage's page, the plan page or the forecast page. */
export type CommentPage = StageSlug | 'plan' | 'forecast';

/**
 * The page a thread on `field` belongs to, or null when the path names no field a thread may be on
 * (the catalogue's `comments`): a stage field (`ideaData.initialIdea`), the title (shown on the
 * plan's cover), a field of the plan page (`planData.competition`) or the forecast's assumptions
 * (`forecastData`). The one place that decides which paths a thread may be anchored to.
 */
export function commentPageOf(field: string): CommentPage | null {
  if (!isFieldPath(field) || !fieldSpec(field).comments) return null;
  if (field === 'forecastData') return 'forecast';
  const stage = stageOfFieldPath(field);
  return stage ? slugFromStage(stage) : 'plan';
}

/** Whether a thread may be anchored to `field`. */
export function isCommentField(field: string): boolean {
  return commentPageOf(field) !== null;
}

const withNames = (paths: readonly FieldPath[]) =>
  paths.filter((path) => fieldSpec(path).comments).map((field) => ({ field, label: fieldName(field) }));

/** The fields a page's threads may be on, with their names, in the page's order. */
export function commentFieldsOf(page: CommentPage): { field: string; label: string }[] {
  if (page === 'forecast') return withNames(['forecastData']);
  if (page === 'plan') {
    return withNames(FIELD_PATHS.filter((path) => path === 'title' || path.startsWith('planData.')));
  }
  const stage = STAGES.find((s) => s.slug === page);
  return stage ? withNames(fieldsOfStage(stage.id)) : [];
}

/** A field's name as the comments panel shows it: "Initial idea"; the path itself when unknown. */
export function commentFieldLabel(field: string): string {
  const page = commentPageOf(field);
  return (page && commentFieldsOf(page).find((f) => f.field === field)?.label) ?? field;
}

/** The path of the page that shows a field's thread open: `/<boardId>/idea?field=...&thread=...`. */
export function commentThreadPath(boardId: string, field: string, threadId: string): string {
  const page = commentPageOf(field) ?? 'plan';
  return `/${boardId}/${page}?field=${encodeURIComponent(field)}&thread=${encodeURIComponent(threadId)}`;
}

/** The words a deleted first comment leaves in its thread's place. */
export const COMMENT_DELETED = 'Comment deleted';

/** A text cut to `max` characters with an ellipsis (an email quotes a long comment's start). */
export function shortened(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max - 1).trimEnd()}…` : trimmed;
}

/** How many open threads each page and each field has (the sidebar, the field counts, the plan's markers). */
export function openThreadCounts(threads: readonly { field: string; status: string }[]): {
  byPage: Map<CommentPage, number>;
  byField: Map<string, number>;
} {
  const byPage = new Map<CommentPage, number>();
  const byField = new Map<string, number>();
  for (const thread of threads) {
    const page = commentPageOf(thread.field);
    if (thread.status !== 'open' || !page) continue;
    byPage.set(page, (byPage.get(page) ?? 0) + 1);
    byField.set(thread.field, (byField.get(thread.field) ?? 0) + 1);
  }
  return { byPage, byField };
}

/**
 * The open threads a section of the plan page holds: a stage's section those on its stage's fields,
 * one of the plan's own sections those on its `planData` field; the other sections none.
 */
export function openThreadsOfSection(
  section: { id: string; stage: Stage | null },
  counts: ReturnType<typeof openThreadCounts>,
): number {
  if (section.stage) return counts.byPage.get(slugFromStage(section.stage)) ?? 0;
  const own = planSectionById(section.id);
  return own ? (counts.byField.get(`planData.${own.field}`) ?? 0) : 0;
}

/** The fields a step edits, with their names: the fields whose comment counts the step shows. */
export function commentFieldsOfStep(step: string): { field: string; label: string }[] {
  return withNames(FIELD_PATHS.filter((path) => fieldSpec(path).step === step));
}

/** When a thread on a field was opened or resolved, and by whom: the field's history shows them. */
export interface ThreadEvent {
  threadId: string;
  kind: 'opened' | 'resolved';
  at: string;
  by: string | null;
}

/** The opening and resolving of each thread on `field`, newest first (a reopened thread shows its opening). */
export function threadEvents(
  threads: readonly {
    id: string;
    field: string;
    createdAt: string;
    resolvedAt: string | null;
    resolvedBy: { name: string } | null;
    comments: readonly { author: { name: string } | null }[];
  }[],
  field: string,
): ThreadEvent[] {
  return threads
    .filter((t) => t.field === field)
    .flatMap((t): ThreadEvent[] => [
      { threadId: t.id, kind: 'opened', at: t.createdAt, by: t.comments[0]?.author?.name ?? null },
      ...(t.resolvedAt
        ? [{ threadId: t.id, kind: 'resolved' as const, at: t.resolvedAt, by: t.resolvedBy?.name ?? null }]
        : []),
    ])
    .sort((a, b) => b.at.localeCompare(a.at));
}
