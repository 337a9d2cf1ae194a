import { useLocation } from 'react-router';

import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';

/** A message another screen left for the login page (e.g. after a password reset). */
interface LoginLocationState {
  notice?: string;
}

export default function LoginRoute() {
  const state = useLocation().state as LoginLocationState | null;
  return (
    <AuthCard title="Sign in" description="Welcome back. Sign in to continue planning.">
      <LoginForm notice={state?.notice} />
    </AuthCard>
  );
}
