import { zodResolver } from '@hookform/resolvers/zod';
import {
  addAdminEmail,
  type CompanyForm as CompanyValues,
  type CompanyFormInput,
  CompanyFormSchema,
  type CreateCompanyData,
  toCreateCompanyData,
} from '@planner/domain';
import { PlusIcon, XIcon } from 'lucide-react';
import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/utils';

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
  const [adminInput, setAdminInput] = React.useState('');
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
  const adminInputId = React.useId();
  const adminMessageId = `${adminInputId}-message`;

  const setAdmins = (emails: string[]) =>
    form.setValue('adminEmails', emails, { shouldValidate: true, shouldDirty: true, shouldTouch: true });

  const addAdmin = () => {
    const next = addAdminEmail(adminEmails, adminInput);
    if (next.length === adminEmails.length) return;
    setAdmins(next);
    setAdminInput('');
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onCreate(toCreateCompanyData(values));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      form.reset(EMPTY_FORM);
      setAdminInput('');
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
            <div className="grid gap-2">
              <Label htmlFor={adminInputId} className={cn(adminMessages.length > 0 && 'text-destructive')}>
                Admin Users (Emails)
              </Label>
              <div className="flex gap-2">
                <Input
                  id={adminInputId}
                  type="email"
                  autoComplete="off"
                  placeholder="admin@example.com"
                  value={adminInput}
                  aria-invalid={adminMessages.length > 0}
                  aria-describedby={adminMessages.length > 0 ? adminMessageId : undefined}
                  onChange={(event) => setAdminInput(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key !== 'Enter') return;
                    event.preventDefault();
                    addAdmin();
                  }}
                  onBlur={() => {
                    form.setValue('adminEmails', form.getValues('adminEmails'), { shouldTouch: true });
                    void form.trigger('adminEmails');
                  }}
                />
                <Button type="button" variant="outline" onClick={addAdmin}>
                  <PlusIcon aria-hidden />
                  Add Admin
                </Button>
              </div>
              {adminEmails.length > 0 && (
                <ul aria-label="Admin users" className="flex flex-wrap gap-2">
                  {adminEmails.map((email, index) => (
                    <li
                      key={email + index}
                      data-invalid={invalidIndexes.has(index)}
                      className="inline-flex max-w-full min-w-0 items-center gap-1 rounded-full border bg-secondary py-0.5 pr-1 pl-3 text-sm text-secondary-foreground data-[invalid=true]:border-destructive data-[invalid=true]:text-destructive"
                    >
                      {/* A long address wraps inside its chip instead of widening the card on phones. */}
                      <span className="min-w-0 break-all">{email}</span>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-6 rounded-full max-sm:size-8"
                        aria-label={`Remove ${email}`}
                        onClick={() => setAdmins(adminEmails.filter((_, i) => i !== index))}
                      >
                        <XIcon aria-hidden />
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              {adminMessages.length > 0 && (
                <div id={adminMessageId} className="grid gap-1">
                  {adminMessages.map((message) => (
                    <p key={message} className="text-sm text-destructive">
                      {message}
                    </p>
                  ))}
                </div>
              )}
            </div>
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
