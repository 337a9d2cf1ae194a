import { useSearchParams } from 'react-router';

import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';

/** Invite emails link here with `?email=`; the form starts with that address. */
export default function RegisterRoute() {
  const [params] = useSearchParams();
  return (
    <AuthCard
      title="Create your account"
      description="Plan your business step by step, with AI drafts to refine."
    >
      <RegisterForm defaultEmail={params.get('email') ?? ''} />
    </AuthCard>
  );
}
