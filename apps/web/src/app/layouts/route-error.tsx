import { isRouteErrorResponse, useRouteError } from 'react-router';

import { LogoMark } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';

const RELOADED_KEY = 'planner:reloaded-after-chunk-error';

/** A new deployment removes old chunks; one reload fetches the current ones. */
function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
    message,
  );
}

/** The router's last resort: a readable page instead of a stack trace. */
export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error) && !sessionStorage.getItem(RELOADED_KEY)) {
    sessionStorage.setItem(RELOADED_KEY, '1');
    window.location.reload();
    return null;
  }
  sessionStorage.removeItem(RELOADED_KEY);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 px-4 text-center">
      <LogoMark className="size-10" />
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">
        The page could not be shown{detail ? ` (${detail})` : ''}. Reload to try again.
      </p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </main>
  );
}
