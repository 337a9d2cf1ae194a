import type { OidcProvider } from '@planner/domain';
import * as React from 'react';

import { afterNextPaint } from '@/hooks/use-after-paint';

import { getOidcProviders, oidcButtonLabel } from '../api/oidc-api';

/** The provider behind the "Sign in with ..." button (the first configured) and the button's label. */
export function useOidcProvider(): { provider: OidcProvider | undefined; label: string } {
  const [provider, setProvider] = React.useState<OidcProvider | undefined>(undefined);
  // Asked once the form is painted: the button's label is the same until a provider answers.
  React.useEffect(() => {
    let cancelled = false;
    const cancel = afterNextPaint(() => {
      void getOidcProviders().then((list) => {
        if (!cancelled) setProvider(list[0]);
      });
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, []);
  return { provider, label: oidcButtonLabel(provider) };
}
