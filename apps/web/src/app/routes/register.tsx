import * as React from 'react';
import { useSearchParams } from 'react-router';

import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';
import { rememberInvitation } from '@/lib/pending-invitation';

/**
 * Invite emails link here with `?email=`; the form starts with that address. A board's invitation
 * also carries `&invitation=`: kept until the address is verified, which then opens the board.
 */
export default function RegisterRoute() {
  const [params] = useSearchParams();
  const invitation = params.get('invitation');
  React.useEffect(() => rememberInvitation(invitation), [invitation]);
  return (
    <AuthCard
      title="Create your account"
      description="Plan your business step by step, with AI drafts to refine."
    >
      <RegisterForm defaultEmail={params.get('email') ?? ''} />
    </AuthCard>
  );
}
