import { MailWarningIcon } from 'lucide-react';
import * as React from 'react';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';

import { sendVerification } from '../api/auth-client';
import { useAuth } from '../hooks/use-auth';

type Resend = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/** Tells a signed-in, unverified user to verify, what it unlocks, and lets them resend the link. */
export function VerifyEmailBanner() {
  const { user } = useAuth();
  const [resend, setResend] = React.useState<Resend>({ kind: 'idle' });
  if (!user || user.emailVerified) return null;

  const onResend = async () => {
    setResend({ kind: 'sending' });
    try {
      await sendVerification(user.token, `${window.location.origin}/`);
      setResend({ kind: 'sent' });
    } catch (error) {
      setResend({ kind: 'failed', message: errorMessage(error) });
    }
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 sm:px-6">
      <Alert
        // A note, not an alert: it stays on every page until verified and must not be announced each time.
        role="note"
        className="border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
      >
        <MailWarningIcon aria-hidden />
        <AlertTitle>Verify your email address</AlertTitle>
        <AlertDescription className="text-current">
          <p>
            We sent a link to <strong>{user.email}</strong>. Verifying your address unlocks the boards a
            company assigns you: until then, company invitations wait.
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <Button
              variant="outline"
              size="sm"
              disabled={resend.kind === 'sending' || resend.kind === 'sent'}
              onClick={() => void onResend()}
            >
              Resend link
            </Button>
            <span role="status" className="text-sm">
              {resend.kind === 'sent' && `A new link is on its way to ${user.email}.`}
              {resend.kind === 'failed' && resend.message}
            </span>
          </div>
        </AlertDescription>
      </Alert>
    </div>
  );
}
