import type { OidcProvider } from '@planner/domain';
import * as React from 'react';

import { getOidcProviders, oidcButtonLabel } from '../api/oidc-api';

/** The provider behind the "Sign in with ..." button (the first configured) and the button's label. */
export function useOidcProvider(): { provider: OidcProvider | undefined; label: string } {
  const [provider, setProvider] = React.useState<OidcProvider | undefined>(undefined);
  React.useEffect(() => {
    let cancelled = false;
    void getOidcProviders().then((list) => {
      if (!cancelled) setProvider(list[0]);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return { provider, label: oidcButtonLabel(provider) };
}
