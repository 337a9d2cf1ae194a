import * as React from 'react';

import { CONNECTIVITY_TOAST_DURATION_MS } from '@/config/ui-constants';
import { showToast } from '@/lib/toast';

/** One id for both toasts so "Back online" replaces "You are offline" and vice versa. */
const CONNECTIVITY_TOAST_ID = 'connectivity';

/** Spec 2, 8 and 9: a banner toast at the top centre on every connectivity change, lasting 30 minutes. */
export function useConnectivityToasts() {
  React.useEffect(() => {
    const offline = () =>
      showToast('error', 'You are offline', {
        id: CONNECTIVITY_TOAST_ID,
        description: 'Check your internet connection.',
        duration: CONNECTIVITY_TOAST_DURATION_MS,
        position: 'top-center',
      });
    const online = () =>
      showToast('success', 'Back online', {
        id: CONNECTIVITY_TOAST_ID,
        description: 'Connection restored.',
        duration: CONNECTIVITY_TOAST_DURATION_MS,
        position: 'top-center',
      });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
}
