import { Spinner } from '@/components/ui/spinner';

/** Full-page loading state (spec 2: shown while authentication is loading). */
export function LoadingScreen() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-svh flex-col items-center justify-center gap-3 bg-background text-muted-foreground"
    >
      <Spinner className="size-8 text-primary" />
      <p className="text-sm font-medium">Loading...</p>
    </div>
  );
}
