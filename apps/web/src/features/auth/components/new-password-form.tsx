import { zodResolver } from '@hookform/resolvers/zod';
import { type NewPasswordForm as NewPasswordValues, NewPasswordFormSchema } from '@planner/domain';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

/** The new password (twice) for an emailed reset link. */
export function NewPasswordForm({ onSubmit }: { onSubmit: (password: string) => Promise<void> }) {
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(NewPasswordFormSchema),
    mode: 'onBlur',
    defaultValues: { password: '', confirm: '' },
  });
  const submitting = form.formState.isSubmitting;

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(({ password }) => onSubmit(password))}
        noValidate
        className="grid gap-4"
      >
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>New password</FormLabel>
              <FormControl>
                <Input type="password" autoComplete="new-password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="confirm"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Confirm new password</FormLabel>
              <FormControl>
                <Input type="password" autoComplete="new-password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" disabled={submitting} className="w-full">
          {submitting && <Spinner />}
          Save new password
        </Button>
      </form>
    </Form>
  );
}
