import { useSearchParams } from 'react-router';

import { AuthActionView } from '@/features/auth/components/auth-action-view';
import { AuthCard } from '@/features/auth/components/auth-card';

/** `/auth/action?mode=verifyEmail|resetPassword&oobCode=...`: the page emailed links open. */
export default function AuthActionRoute() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const title = mode === 'resetPassword' ? 'Reset your password' : 'Verify your email';
  return (
    <AuthCard title={title}>
      <AuthActionView mode={mode} code={params.get('oobCode')} />
    </AuthCard>
  );
}
