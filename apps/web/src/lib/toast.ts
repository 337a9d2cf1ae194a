import type { ExternalToast } from 'sonner';

type ToastKind = 'message' | 'success' | 'error' | 'info';

/**
 * Shows a toast from code that runs on every page (auth, connectivity) without putting sonner in the
 * first download; screens that are lazy already may import `toast` from sonner directly.
 */
export function showToast(kind: ToastKind, title: string, options?: ExternalToast): void {
  void import('sonner').then(({ toast }) => {
    if (kind === 'message') toast(title, options);
    else toast[kind](title, options);
  });
}
