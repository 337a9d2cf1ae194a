import { SHARED_PATH } from '@planner/domain';
import * as React from 'react';
import { Link, useMatch } from 'react-router';

import { buttonVariants } from '@/components/ui/button';

// `/shared/<token>` is served here, not by a route of its own: a route in the router adds
// its lazy import to the entry, which every page's budget counts (home had no room left).
const SharedPlanRoute = React.lazy(() => import('@/app/routes/shared-plan'));

/** Any path that is neither a screen nor a board (or a view-only link's page). */
export default function NotFoundRoute() {
  const token = useMatch(`${SHARED_PATH}/:token`)?.params.token;
  if (token) {
    return (
      <React.Suspense fallback={null}>
        <SharedPlanRoute token={token} />
      </React.Suspense>
    );
  }
  return (
    <section className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="text-sm font-semibold tracking-wide text-primary">404</p>
      <h1 className="text-3xl font-semibold">Page not found</h1>
      <p className="text-muted-foreground">
        The page you are looking for does not exist or has moved. Check the address, or head back to your
        boards.
      </p>
      <Link to="/" className={buttonVariants()}>
        Back to Home
      </Link>
    </section>
  );
}
