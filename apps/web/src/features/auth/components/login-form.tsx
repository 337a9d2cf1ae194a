import type { LoginForm as LoginValues } from '@planner/domain';
import * as React from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';

import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { afterNextPaint } from '@/hooks/use-after-paint';
import { ApiError } from '@/lib/api-error';

import { useAuth } from '../hooks/use-auth';
import { useOidcProvider } from '../hooks/use-oidc-provider';
import { GoogleIcon } from './google-icon';

/** The reset dialog loads when it is first opened. */
const ResetPasswordDialog = React.lazy(() => import('./reset-password-dialog'));

/** zodResolver(LoginFormSchema), loaded after first paint: zod is a quarter of the /login budget. */
function loadLoginResolver(): Promise<Resolver<LoginValues>> {
  return import('../lib/login-resolver').then((m) => m.loginResolver);
}

let loginResolver: Promise<Resolver<LoginValues>> | null = null;
const lazyLoginResolver: Resolver<LoginValues> = async (values, context, options) => {
  loginResolver ??= loadLoginResolver();
  return (await loginResolver)(values, context, options);
};

export const INVALID_LOGIN_MESSAGE = 'Invalid Email/Password';

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'auth/invalid-credential') return INVALID_LOGIN_MESSAGE;
  if (error instanceof ApiError && error.status !== 0) return error.message;
  return 'Could not reach the server. Please try again.';
}

/** Spec 2 "Login screen" and 5: the email is validated on blur; the password has no rule. */
export function LoginForm({ notice, defaultEmail = '' }: { notice?: string; defaultEmail?: string }) {
  const { login, googleSignIn } = useAuth();
  const oidc = useOidcProvider();
  const [failure, setFailure] = React.useState<string | null>(null);
  const [resetOpen, setResetOpen] = React.useState(false);
  const form = useForm<LoginValues>({
    resolver: lazyLoginResolver,
    mode: 'onBlur',
    defaultValues: { email: defaultEmail, password: '' },
  });
  const submitting = form.formState.isSubmitting;

  // Fetch the schema once the form is painted, while the user types: the first blur validates at once.
  React.useEffect(
    () =>
      afterNextPaint(() => {
        loginResolver ??= loadLoginResolver();
      }),
    [],
  );

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await login(email, password);
    } catch (error) {
      setFailure(failureMessage(error));
    }
  });

  return (
    <div className="grid gap-5">
      {notice && (
        <Alert variant="success">
          <AlertDescription>{notice}</AlertDescription>
        </Alert>
      )}
      {failure && (
        <Alert variant="destructive">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField
            control={form.control}
            name="email"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Email</FormLabel>
                <FormControl>
                  <Input type="email" autoComplete="email" placeholder="you@example.com" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="password"
            render={({ field }) => (
              <FormItem>
                <div className="flex items-center justify-between">
                  <FormLabel>Password</FormLabel>
                  <Button
                    type="button"
                    variant="link"
                    // No size: a link beside the label, with no box of its own.
                    size={null}
                    className="rounded-sm"
                    onClick={() => setResetOpen(true)}
                  >
                    Forgot password?
                  </Button>
                </div>
                <FormControl>
                  <Input type="password" autoComplete="current-password" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" disabled={submitting} className="w-full">
            {submitting && <Spinner />}
            Login
          </Button>
        </form>
      </Form>
      {/* Only a provider the server has configured gets a button (none: no "or", no button). */}
      {oidc.provider && (
        <>
          <div className="flex items-center gap-3 text-xs text-muted-foreground">
            <span className="h-px flex-1 bg-border" />
            or
            <span className="h-px flex-1 bg-border" />
          </div>
          <Button type="button" variant="outline" className="w-full" onClick={() => void googleSignIn()}>
            {oidc.provider.id !== 'oidc' && <GoogleIcon />}
            {oidc.label}
          </Button>
        </>
      )}
      <p className="text-center text-sm text-muted-foreground">
        Don&apos;t have an account?{' '}
        <Link to="/register" className="font-medium text-primary underline-offset-4 hover:underline">
          Register
        </Link>
      </p>
      {resetOpen && (
        <React.Suspense fallback={null}>
          <ResetPasswordDialog open={resetOpen} onOpenChange={setResetOpen} />
        </React.Suspense>
      )}
    </div>
  );
}
