import { type CompanySummary, UpdateCompanyDataSchema } from '@planner/domain';
import * as React from 'react';
import { toast } from 'sonner';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';

import { useUpdateCompanyMutation } from '../api/companies-api';
import { AdminEmailsInput } from './admin-emails-input';

/** Changes a company's Maximum Boards and Admin Users, checked with the domain's schema. */
export function EditCompanyDialog({
  company,
  onClose,
}: {
  company: CompanySummary | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={company !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {company && <EditCompanyForm key={company.id} company={company} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function EditCompanyForm({ company, onClose }: { company: CompanySummary; onClose: () => void }) {
  const [updateCompany, update] = useUpdateCompanyMutation();
  const [maxBoards, setMaxBoards] = React.useState(String(company.totalBoards));
  const [admins, setAdmins] = React.useState(company.adminEmails);
  const [failure, setFailure] = React.useState<string | null>(null);
  const [issues, setIssues] = React.useState<{
    totalBoards: string[];
    adminEmails: string[];
    invalid: Set<number>;
  }>({
    totalBoards: [],
    adminEmails: [],
    invalid: new Set(),
  });
  const quotaId = React.useId();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = UpdateCompanyDataSchema.safeParse({
      companyId: company.id,
      totalBoards: maxBoards.trim() === '' ? Number.NaN : Number(maxBoards),
      adminEmails: admins,
    });
    if (!parsed.success) {
      const of = (field: string) => parsed.error.issues.filter((i) => i.path[0] === field);
      setIssues({
        // An empty or non-numeric box is not an integer either (zod's own words name the type).
        totalBoards: [
          ...new Set(
            of('totalBoards').map((i) => (i.code === 'invalid_type' ? 'Must be an integer' : i.message)),
          ),
        ],
        adminEmails: [...new Set(of('adminEmails').map((i) => i.message))],
        invalid: new Set(
          of('adminEmails').flatMap((i) => (typeof i.path[1] === 'number' ? [i.path[1]] : [])),
        ),
      });
      return;
    }
    setIssues({ totalBoards: [], adminEmails: [], invalid: new Set() });
    try {
      const saved = await updateCompany(parsed.data).unwrap();
      toast.success(`Company "${saved.name}" saved.`);
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-4"
      aria-label={`Edit ${company.name}`}
    >
      <DialogHeader>
        <DialogTitle>Edit {company.name}</DialogTitle>
        <DialogDescription>
          {company.assignedBoards} of {company.totalBoards} boards are assigned. Change the board quota and
          the admin users.
        </DialogDescription>
      </DialogHeader>
      {failure && (
        <Alert variant="destructive">
          <AlertTitle>Failed to update company</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <div className="grid gap-2">
        <Label htmlFor={quotaId} className={issues.totalBoards.length > 0 ? 'text-destructive' : undefined}>
          Maximum Boards
        </Label>
        <Input
          id={quotaId}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={maxBoards}
          aria-invalid={issues.totalBoards.length > 0}
          aria-describedby={issues.totalBoards.length > 0 ? `${quotaId}-message` : undefined}
          onChange={(event) => setMaxBoards(event.target.value)}
        />
        {issues.totalBoards.length > 0 && (
          <p id={`${quotaId}-message`} className="text-sm text-destructive">
            {issues.totalBoards.join(' ')}
          </p>
        )}
      </div>
      <AdminEmailsInput
        emails={admins}
        onChange={setAdmins}
        messages={issues.adminEmails}
        invalid={issues.invalid}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isLoading}>
          {update.isLoading && <Spinner />}
          {update.isLoading ? 'Saving…' : 'Save changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}
