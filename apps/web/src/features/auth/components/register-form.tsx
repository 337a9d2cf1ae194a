import { zodResolver } from '@hookform/resolvers/zod';
import { type RegisterForm as RegisterValues, RegisterFormSchema } from '@planner/domain';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';

import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';

import { useAuth } from '../hooks/use-auth';

/** Create an account: name, email, password; on success (or an existing email, per spec 8) the user goes to /. */
export function RegisterForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const { register } = useAuth();
  const [failure, setFailure] = React.useState<string | null>(null);
  const form = useForm<RegisterValues>({
    resolver: zodResolver(RegisterFormSchema),
    mode: 'onBlur',
    defaultValues: { displayName: '', email: defaultEmail, password: '' },
  });
  const submitting = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async ({ displayName, email, password }) => {
    setFailure(null);
    try {
      await register(email, password, displayName);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <div className="grid gap-5">
      {failure && (
        <Alert variant="destructive">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField
            control={form.control}
            name="displayName"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Name</FormLabel>
                <FormControl>
                  <Input autoComplete="name" placeholder="Ada Lovelace" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
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
                <FormLabel>Password</FormLabel>
                <FormControl>
                  <Input type="password" autoComplete="new-password" {...field} />
                </FormControl>
                <FormDescription>At least 6 characters.</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" disabled={submitting} className="w-full">
            {submitting && <Spinner />}
            Create account
          </Button>
        </form>
      </Form>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </div>
  );
}
