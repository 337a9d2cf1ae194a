import type { RevisionSource } from '@planner/domain';

/** The badge of a revision's source. */
export function sourceLabel(source: RevisionSource): string {
  switch (source.kind) {
    case 'ai':
      return source.model ? `AI draft (${source.model})` : 'AI draft';
    case 'offline':
      return 'Offline draft';
    case 'import':
      return 'Import';
    case 'restore':
      return 'Restored';
    case 'user':
      return 'Edit';
  }
}

// Made on first use: building it loads the locale's date data, a long task if done when the board page loads.
let when: Intl.DateTimeFormat | undefined;

export function formatWhen(iso: string): string {
  when ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
  return when.format(new Date(iso));
}

/** A field's dotted path as words: `ideaData.refinedBusinessIdea` -> "Refined business idea". */
export function fieldLabel(field: string): string {
  const name = field.split('.').at(-1) ?? field;
  if (name === 'SMARTGoals') return 'SMART goals';
  if (name === 'refinedSMARTGoals') return 'Refined SMART goals';
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Consecutive revisions less than this apart belong to one session of work. */
export const SESSION_GAP_MS = 30 * 60_000;

/** Revisions (newest first) grouped into sessions of work, each newest first. */
export function groupIntoSessions<R extends { at: string }>(revisions: R[], gap = SESSION_GAP_MS): R[][] {
  const sessions: R[][] = [];
  let previous: number | null = null;
  for (const revision of revisions) {
    const at = Date.parse(revision.at);
    const current = sessions.at(-1);
    if (current && previous !== null && previous - at < gap) current.push(revision);
    else sessions.push([revision]);
    previous = at;
  }
  return sessions;
}
