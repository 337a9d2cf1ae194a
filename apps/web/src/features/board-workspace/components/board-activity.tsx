import type { Revision } from '@planner/domain';
import { ActivityIcon } from 'lucide-react';
import * as React from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { SidebarMenuButton } from '@/components/ui/sidebar';
import { errorMessage } from '@/lib/api-error';
import { useGetBoardHistoryQuery } from '@/lib/boards-api';
import { fieldLabel, formatWhen, groupIntoSessions, sourceLabel } from '@/lib/revision-labels';

/** The sidebar's "Activity": every change of the board, grouped by session of work. */
export function BoardActivity({ boardId }: { boardId: string }) {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <SidebarMenuButton onClick={() => setOpen(true)}>
        <ActivityIcon aria-hidden />
        <span>Activity</span>
      </SidebarMenuButton>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent className="w-full overflow-y-auto sm:max-w-lg">
          <SheetHeader>
            <SheetTitle>Board activity</SheetTitle>
            <SheetDescription>What changed, by whom and when, newest first.</SheetDescription>
          </SheetHeader>
          {open && <Timeline boardId={boardId} />}
        </SheetContent>
      </Sheet>
    </>
  );
}

function Timeline({ boardId }: { boardId: string }) {
  const [cursor, setCursor] = React.useState<string | undefined>(undefined);
  const [older, setOlder] = React.useState<Revision[]>([]);
  const page = useGetBoardHistoryQuery({ id: boardId, cursor }, { refetchOnMountOrArgChange: true });
  if (page.isLoading) return <p className="px-4 text-sm text-muted-foreground">Loading activity…</p>;
  if (page.isError) return <p className="px-4 text-sm text-destructive">{errorMessage(page.error)}</p>;
  // `currentData`: while an older page loads, the previous page is already in `older`.
  const revisions = [...older, ...(page.currentData?.revisions ?? [])];
  const sessions = groupIntoSessions(revisions);
  return (
    <div className="flex flex-col gap-5 px-4 pb-6">
      {sessions.length === 0 && <p className="text-sm text-muted-foreground">Nothing has changed yet.</p>}
      {sessions.map((session) => {
        const last = session[0] as Revision;
        const first = session.at(-1) as Revision;
        const people = [...new Set(session.map((r) => r.by?.name ?? 'Someone'))].join(', ');
        return (
          <section key={last.id} aria-label={`Session of ${formatWhen(first.at)}`}>
            <h3 className="text-sm font-semibold">
              {formatWhen(first.at)} · {people}
            </h3>
            <ol className="mt-2 flex flex-col gap-1 border-l pl-3">
              {session.map((revision) => (
                <li key={revision.id} className="flex flex-wrap items-center gap-2 text-sm">
                  <span>{fieldLabel(revision.field)}</span>
                  <Badge variant="secondary">{sourceLabel(revision.source)}</Badge>
                  <time className="text-xs text-muted-foreground" dateTime={revision.at}>
                    {formatWhen(revision.at)}
                  </time>
                </li>
              ))}
            </ol>
          </section>
        );
      })}
      {page.currentData?.nextCursor && (
        <div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setOlder(revisions);
              setCursor(page.currentData?.nextCursor ?? undefined);
            }}
          >
            Show older activity
          </Button>
        </div>
      )}
    </div>
  );
}
