import { continuePath } from '@planner/domain';

/** Where to go after an emailed action: the continue URL's path if it is a normalised path on this site, else home. */
export function safeTarget(continueUrl: string | null, origin = window.location.origin): string {
  return (continueUrl && continuePath(continueUrl, origin)) || '/';
}
