import { zodResolver } from '@hookform/resolvers/zod';
import { type ResetPasswordForm, ResetPasswordFormSchema } from '@planner/domain';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

import { useAuth } from '../hooks/use-auth';

export const RESET_FAILED_MESSAGE = 'Failed to send reset email. Please try again.';

/** Spec 4: idle, sending (controls disabled), then closed on success or showing the error. */
export default function ResetPasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { resetPassword } = useAuth();
  const [failed, setFailed] = React.useState(false);
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(ResetPasswordFormSchema),
    mode: 'onBlur',
    defaultValues: { email: '' },
  });
  const sending = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailed(false);
    try {
      await resetPassword(email);
      onOpenChange(false);
      form.reset();
      toast.success('Password reset email sent', {
        description: 'Check your inbox for a link to choose a new password.',
      });
    } catch {
      setFailed(true);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (sending) return;
        if (!next) setFailed(false);
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Reset Password</DialogTitle>
          <DialogDescription>
            Enter the email address of your account and we will send you a link to choose a new password.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormField
              control={form.control}
              name="email"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Email</FormLabel>
                  <FormControl>
                    <Input
                      type="email"
                      autoComplete="email"
                      placeholder="you@example.com"
                      disabled={sending}
                      {...field}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            {failed && (
              <Alert variant="destructive">
                <AlertDescription>{RESET_FAILED_MESSAGE}</AlertDescription>
              </Alert>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" disabled={sending} onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={sending}>
                {sending && <Spinner />}
                {sending ? 'Sending...' : 'Send Reset Link'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
