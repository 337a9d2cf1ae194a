import type { Plan } from '@planner/domain';
import { SHARED_PATH, SharedPlanResponseSchema, SharedTokenSchema } from '@planner/domain';
import { DownloadIcon } from 'lucide-react';
import * as React from 'react';

import { PlanningNotice } from '@/components/layout/planning-notice';
import { buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

import { PlanDocument, PrintButton } from './plan-document';

type Shared = { state: 'loading' } | { state: 'found'; plan: Plan } | { state: 'gone' } | { state: 'failed' };

/**
 * `/shared/<token>`: the plan a view-only link opens, for a reader without an account.
 * Read with a plain fetch, never the session's token; nothing of the board but its plan, no sidebar.
 * The answer is read through the shared schema: one that is not a plan is a failure, never a page
 * drawn from a guess. A token the schema refuses opens nothing, like an unknown one.
 */
export function SharedPlanPage({ token }: { token: string }) {
  const [answered, setShared] = React.useState<Shared>({ state: 'loading' });
  const path = `/api${SHARED_PATH}/${encodeURIComponent(token)}`;
  const wellFormed = SharedTokenSchema.safeParse(token).success;
  const shared: Shared = wellFormed ? answered : { state: 'gone' };

  React.useEffect(() => {
    if (!wellFormed) return;
    let current = true;
    fetch(path, { credentials: 'omit', headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!current) return;
        if (response.status === 404) return setShared({ state: 'gone' });
        if (!response.ok) return setShared({ state: 'failed' });
        const answer = SharedPlanResponseSchema.safeParse(await response.json());
        if (current)
          setShared(answer.success ? { state: 'found', plan: answer.data.plan } : { state: 'failed' });
      })
      .catch(() => current && setShared({ state: 'failed' }));
    return () => {
      current = false;
    };
  }, [path, wellFormed]);

  return (
    <div className="flex flex-1 flex-col gap-8 px-4 py-8 sm:px-8">
      {/* The server says so in a header too: a shared plan is never indexed. */}
      <meta name="robots" content="noindex" />
      {shared.state === 'loading' && (
        <div
          className="mx-auto flex w-full max-w-4xl flex-col gap-4"
          aria-busy="true"
          aria-label="Loading the plan"
        >
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-40 w-full" />
        </div>
      )}
      {shared.state === 'found' && (
        <>
          <PlanDocument
            plan={shared.plan}
            actions={
              <>
                <a
                  href={`${path}/export?format=pdf`}
                  download
                  className={buttonVariants({ variant: 'outline' })}
                >
                  <DownloadIcon aria-hidden />
                  Download PDF
                </a>
                <PrintButton />
              </>
            }
          />
          <div className="mx-auto w-full max-w-4xl">
            <PlanningNotice />
          </div>
        </>
      )}
      {(shared.state === 'gone' || shared.state === 'failed') && (
        <section className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-4 py-16 text-center">
          <p className="text-sm font-semibold tracking-wide text-primary">
            {shared.state === 'gone' ? '404' : 'Error'}
          </p>
          <h1 className="text-3xl font-semibold">
            {shared.state === 'gone' ? 'This link does not open a plan' : 'The plan could not be loaded'}
          </h1>
          <p className="text-muted-foreground">
            {shared.state === 'gone'
              ? 'The link is unknown, or its owner revoked it, or it has expired. Ask the person who shared it for a new one.'
              : 'Check your connection and reload the page.'}
          </p>
        </section>
      )}
    </div>
  );
}
