import type { CompanySummary } from '@planner/domain';
import { PencilIcon } from 'lucide-react';
import * as React from 'react';

import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-error';

import { useListCompaniesQuery } from '../api/companies-api';
import { EditCompanyDialog } from './edit-company-dialog';

/** Every company with its quota, the boards assigned from it and its admins; Edit changes them. */
export function CompaniesList() {
  const companies = useListCompaniesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [editing, setEditing] = React.useState<CompanySummary | null>(null);

  return (
    // One shrinkable column: the table scrolls inside its box, the page never sideways.
    <section
      aria-labelledby="companies-heading"
      className="mx-auto grid w-full max-w-4xl min-w-0 grid-cols-[minmax(0,1fr)] gap-3"
    >
      <h2 id="companies-heading" className="text-xl font-semibold">
        Companies
      </h2>
      {companies.isError && <p className="text-sm text-destructive">{errorMessage(companies.error)}</p>}
      {companies.isLoading && <p className="text-sm text-muted-foreground">Loading...</p>}
      {companies.data?.length === 0 && <p className="text-sm text-muted-foreground">No results.</p>}
      {companies.data && companies.data.length > 0 && (
        <div className="min-w-0 rounded-lg border bg-card">
          <Table aria-label="Companies" stickyFirstColumn scrollLabel="Companies, scrollable">
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Name</TableHead>
                <TableHead scope="col" numeric>
                  Quota
                </TableHead>
                <TableHead scope="col" numeric>
                  Used
                </TableHead>
                <TableHead scope="col">Admins</TableHead>
                <TableHead scope="col">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {companies.data.map((company) => (
                <TableRow key={company.id}>
                  <TableHead scope="row" className="max-w-48 font-medium whitespace-normal">
                    {company.name}
                  </TableHead>
                  <TableCell numeric>{company.totalBoards}</TableCell>
                  <TableCell numeric>{company.assignedBoards}</TableCell>
                  <TableCell className="min-w-56 whitespace-normal">
                    <ul className="grid gap-0.5">
                      {company.adminEmails.map((email) => (
                        <li key={email} className="wrap-anywhere">
                          {email}
                        </li>
                      ))}
                    </ul>
                  </TableCell>
                  <TableCell>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Edit ${company.name}`}
                      onClick={() => setEditing(company)}
                    >
                      <PencilIcon aria-hidden />
                      Edit
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <EditCompanyDialog company={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
