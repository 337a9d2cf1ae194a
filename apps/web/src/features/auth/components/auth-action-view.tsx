import type { ActionResponse } from '@planner/domain';
import { CheckCircle2Icon, TriangleAlertIcon } from 'lucide-react';
import * as React from 'react';
import { Link, useNavigate } from 'react-router';

import { Alert, AlertDescription } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { takeInvitationPath } from '@/lib/pending-invitation';

import { applyActionCode, checkActionCode } from '../api/auth-client';
import { useAuth } from '../hooks/use-auth';
import { safeTarget } from '../lib/continue-target';
import { NewPasswordForm } from './new-password-form';

export const EMAIL_VERIFIED_MESSAGE = 'Your email address has been verified.';
export const PASSWORD_CHANGED_NOTICE = 'Your password has been changed. Sign in with your new password.';

/** A code is used once; React's development double effects must not apply it twice. */
const pending = new Map<string, Promise<ActionResponse>>();
function once(key: string, run: () => Promise<ActionResponse>) {
  let promise = pending.get(key);
  if (!promise) {
    promise = run();
    pending.set(key, promise);
  }
  return promise;
}

type State =
  | { kind: 'loading' }
  | { kind: 'verified'; continueUrl: string | null }
  | { kind: 'reset'; email: string; continueUrl: string | null }
  | { kind: 'error'; message: string };

/** Applies an emailed link: verifies the email, or checks a reset code and asks for a new password. */
export function AuthActionView({ mode, code }: { mode: string | null; code: string | null }) {
  const { login, token, refresh } = useAuth();
  const navigate = useNavigate();
  const [state, setState] = React.useState<State>(() =>
    !code || (mode !== 'verifyEmail' && mode !== 'resetPassword')
      ? { kind: 'error', message: 'This link is invalid. Please check that you copied it completely.' }
      : { kind: 'loading' },
  );

  React.useEffect(() => {
    if (!code) return;
    let cancelled = false;
    if (mode === 'verifyEmail') {
      once(`apply:${code}`, () => applyActionCode(code)).then(
        // A board's invitation remembered at sign-up: the verified address opens that board.
        (r) =>
          !cancelled && setState({ kind: 'verified', continueUrl: takeInvitationPath() ?? r.continueUrl }),
        (e: unknown) => !cancelled && setState({ kind: 'error', message: errorMessage(e) }),
      );
    } else if (mode === 'resetPassword') {
      once(`check:${code}`, () => checkActionCode(code)).then(
        (r) => !cancelled && setState({ kind: 'reset', email: r.email, continueUrl: r.continueUrl }),
        (e: unknown) => !cancelled && setState({ kind: 'error', message: errorMessage(e) }),
      );
    }
    return () => {
      cancelled = true;
    };
  }, [mode, code]);

  // A signed-in tab learns at once that the address is verified (the banner goes); once, since a
  // refresh changes the token.
  const verified = state.kind === 'verified';
  const refreshed = React.useRef(false);
  React.useEffect(() => {
    if (!verified || !token || refreshed.current) return;
    refreshed.current = true;
    void refresh();
  }, [verified, token, refresh]);

  if (state.kind === 'loading') {
    return (
      <p className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground" role="status">
        <Spinner /> Checking your link...
      </p>
    );
  }

  if (state.kind === 'error') {
    return (
      <div className="grid gap-4">
        <Alert variant="destructive">
          <TriangleAlertIcon aria-hidden />
          <AlertDescription>{state.message}</AlertDescription>
        </Alert>
        <Link to="/login" className={buttonVariants({ variant: 'outline' })}>
          Back to sign in
        </Link>
      </div>
    );
  }

  if (state.kind === 'verified') {
    return (
      <div className="grid gap-4">
        <Alert variant="success">
          <CheckCircle2Icon aria-hidden />
          <AlertDescription>{EMAIL_VERIFIED_MESSAGE}</AlertDescription>
        </Alert>
        <Link to={safeTarget(state.continueUrl)} className={buttonVariants()}>
          Continue
        </Link>
      </div>
    );
  }

  const onNewPassword = async (password: string) => {
    try {
      await applyActionCode(code!, password);
    } catch (error) {
      setState({ kind: 'error', message: errorMessage(error) });
      return;
    }
    try {
      await login(state.email, password);
      const target = safeTarget(state.continueUrl);
      navigate(target === '/login' ? '/' : target, { replace: true });
    } catch {
      navigate('/login', { replace: true, state: { notice: PASSWORD_CHANGED_NOTICE } });
    }
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Choose a new password for <span className="font-medium text-foreground">{state.email}</span>.
      </p>
      <NewPasswordForm onSubmit={onNewPassword} />
    </div>
  );
}
