import * as React from 'react';
import { useLocation, useSearchParams } from 'react-router';

import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { rememberInvitation } from '@/lib/pending-invitation';

/** A message another screen left for the login page (e.g. after a password reset). */
interface LoginLocationState {
  notice?: string;
}

/** A board's invitation to an address whose account is not verified yet links here with `?email=&invitation=`. */
export default function LoginRoute() {
  const state = useLocation().state as LoginLocationState | null;
  const [params] = useSearchParams();
  const invitation = params.get('invitation');
  React.useEffect(() => rememberInvitation(invitation), [invitation]);
  return (
    <AuthCard title="Sign in" description="Welcome back. Sign in to continue planning.">
      <LoginForm notice={state?.notice} defaultEmail={params.get('email') ?? ''} />
    </AuthCard>
  );
}
