import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CompanyForm as CompanyValues,
  type CompanyFormInput,
  CompanyFormSchema,
  type CreateCompanyData,
  toCreateCompanyData,
} from '@planner/domain';
import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';

import { AdminEmailsInput } from './admin-emails-input';

const EMPTY_FORM: CompanyFormInput = { name: '', maxBoards: '', adminEmails: [] };

const NO_ISSUES = { messages: [] as string[], invalid: new Set<number>() };

/**
 * Every problem of the admin list at once (each bad email and the duplicates), read from the domain
 * schema: react-hook-form keeps only one error per path, and the list's own error hides its items'.
 */
function adminEmailIssues(emails: string[]): { messages: string[]; invalid: Set<number> } {
  const result = CompanyFormSchema.shape.adminEmails.safeParse(emails);
  const issues = result.success ? [] : result.error.issues;
  return {
    messages: [...new Set(issues.map((issue) => issue.message))],
    invalid: new Set(issues.flatMap((issue) => (typeof issue.path[0] === 'number' ? [issue.path[0]] : []))),
  };
}

/**
 * The Create Company form (spec 2, 4, 5): validated on blur; admins are added from the email box
 * (button or Enter) as removable chips; the form resets after every attempt, and a failure is shown
 * in a red banner above it. `onCreate` sends the company and throws on failure.
 */
export function CreateCompanyForm({ onCreate }: { onCreate: (data: CreateCompanyData) => Promise<void> }) {
  const [failure, setFailure] = React.useState<string | null>(null);
  // Remounting the admin box empties what was typed in it when the form resets.
  const [attempt, setAttempt] = React.useState(0);
  const form = useForm<CompanyFormInput, unknown, CompanyValues>({
    resolver: zodResolver(CompanyFormSchema),
    mode: 'onBlur',
    defaultValues: EMPTY_FORM,
  });
  const submitting = form.formState.isSubmitting;
  const adminEmails = useWatch({ control: form.control, name: 'adminEmails' });
  // Messages show once the list was checked (on blur, on change, on submit) and found wrong; an
  // unchecked or valid list shows none (parsing an empty list would say "Add at least one admin").
  const adminChecked = Boolean(form.formState.errors.adminEmails);
  const adminIssues = adminChecked ? adminEmailIssues(adminEmails) : NO_ISSUES;
  const adminMessages = adminIssues.messages;
  const invalidIndexes = adminIssues.invalid;

  const setAdmins = (emails: string[]) =>
    form.setValue('adminEmails', emails, { shouldValidate: true, shouldDirty: true, shouldTouch: true });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onCreate(toCreateCompanyData(values));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      form.reset(EMPTY_FORM);
      setAttempt((n) => n + 1);
    }
  });

  return (
    <Card className="mx-auto w-full max-w-2xl min-w-0">
      <CardHeader>
        <CardTitle>
          <h1>Create Company</h1>
        </CardTitle>
        <CardDescription>Define the company, set a board quota, and assign admin users.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {failure && (
          <Alert variant="destructive">
            <AlertTitle>Failed to create company</AlertTitle>
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        )}
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate aria-label="Create Company" className="grid gap-5">
            <FormField
              control={form.control}
              name="name"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Company Name</FormLabel>
                  <FormControl>
                    <Input autoComplete="organization" placeholder="Acme Inc." {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="maxBoards"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Maximum Boards</FormLabel>
                  <FormControl>
                    <Input
                      type="number"
                      min={1}
                      step={1}
                      inputMode="numeric"
                      placeholder="10"
                      {...field}
                      value={field.value as number | string}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <AdminEmailsInput
              key={attempt}
              emails={adminEmails}
              onChange={setAdmins}
              onBlur={() => {
                form.setValue('adminEmails', form.getValues('adminEmails'), { shouldTouch: true });
                void form.trigger('adminEmails');
              }}
              messages={adminMessages}
              invalid={invalidIndexes}
            />
            <Button type="submit" disabled={submitting} className="justify-self-start">
              {submitting && <Spinner />}
              {submitting ? 'Creating…' : 'Create Company'}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
