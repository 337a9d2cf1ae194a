import { zodResolver } from '@hookform/resolvers/zod';
import {
  ASSIGN_BOARD_DEFAULTS,
  type AssignBoardForm as AssignBoardValues,
  type AssignBoardFormInput,
  AssignBoardFormSchema,
} from '@planner/domain';
import * as React from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';

/** Spec 8, "Invite failure". */
export function inviteFailureMessage(message: string): string {
  return `Failed to invite user. Please try again. Error: ${message}`;
}

/**
 * The assign-board form (spec 3, 5): email and board count, validated on blur; it resets after every
 * submit, and a failure is shown under it. `onAssign` sends the invite and throws on failure.
 */
export function AssignBoardForm({
  onAssign,
  disabled = false,
}: {
  onAssign: (values: AssignBoardValues) => Promise<void>;
  disabled?: boolean;
}) {
  const [failure, setFailure] = React.useState<string | null>(null);
  const form = useForm<AssignBoardFormInput, unknown, AssignBoardValues>({
    resolver: zodResolver(AssignBoardFormSchema),
    mode: 'onBlur',
    defaultValues: ASSIGN_BOARD_DEFAULTS,
  });
  const submitting = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onAssign(values);
    } catch (error) {
      setFailure(inviteFailureMessage(errorMessage(error)));
    } finally {
      form.reset(ASSIGN_BOARD_DEFAULTS);
    }
  });

  return (
    <div className="grid gap-3">
      <Form {...form}>
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label="Assign boards"
          className="grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_10rem_auto]"
        >
          <FormField
            control={form.control}
            name="email"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Email</FormLabel>
                <FormControl>
                  <Input type="email" autoComplete="off" placeholder="person@example.com" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="assignedBoardsCount"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Number of boards</FormLabel>
                <FormControl>
                  <Input
                    type="number"
                    min={1}
                    step={1}
                    inputMode="numeric"
                    {...field}
                    value={field.value as number | string}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" disabled={submitting || disabled} className="sm:mt-[1.375rem]">
            {submitting && <Spinner />}
            Assign Boards
          </Button>
        </form>
      </Form>
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
    </div>
  );
}
