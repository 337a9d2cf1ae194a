import { STEP_MENUS } from '@planner/domain';

import { selectViewers } from '@/lib/live-slice';
import { useAppSelector } from '@/lib/store-hooks';
import { cn } from '@/lib/utils';

/** Avatars shown before the rest are counted ("+2"), so the bar fits a phone. */
const AVATARS_SHOWN = 3;

/** One person's round badge of initials. */
const AVATAR =
  'flex size-8 items-center justify-center rounded-full border-2 border-background text-xs font-semibold';

/** A name's initials: the first letters of its first and last words ("Eve Editor" -> "EE"). */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s@._-]+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** "Eve Editor, on Elevator Pitch": who, and the step they are on when they said. */
export function viewerLabel(viewer: { name: string; step: string | null }): string {
  const step = viewer.step ? STEP_MENUS[viewer.step as keyof typeof STEP_MENUS]?.name : undefined;
  return step ? `${viewer.name}, on ${step}` : viewer.name;
}

/** The board bar's avatars of the other people who have the board open now, with their step. */
export function PeopleHere({ boardId, userId }: { boardId: string; userId: string }) {
  const viewers = useAppSelector((state) => selectViewers(state, boardId)).filter((v) => v.id !== userId);
  if (viewers.length === 0) return null;
  const shown = viewers.slice(0, AVATARS_SHOWN);
  const more = viewers.slice(AVATARS_SHOWN);
  return (
    <ul aria-label="Also here" className="flex items-center -space-x-2">
      {shown.map((viewer) => {
        const label = viewerLabel(viewer);
        return (
          <li key={viewer.id}>
            <span
              role="img"
              aria-label={label}
              title={label}
              className={cn(AVATAR, 'bg-primary text-primary-foreground')}
            >
              {initials(viewer.name)}
            </span>
          </li>
        );
      })}
      {more.length > 0 && (
        <li>
          <span
            role="img"
            aria-label={`and ${more.map(viewerLabel).join('; ')}`}
            title={more.map(viewerLabel).join('\n')}
            className={cn(AVATAR, 'bg-muted')}
          >
            +{more.length}
          </span>
        </li>
      )}
    </ul>
  );
}
