import type { CreateCompanyData } from '@planner/domain';
import { toast } from 'sonner';

import { useCreateCompanyMutation } from '../api/companies-api';
import { CreateCompanyForm } from './create-company-form';

/** /admin/companies: sends the form to createCompany; success is a toast and the result is logged. */
export function CreateCompanyScreen() {
  const [createCompany] = useCreateCompanyMutation();
  const onCreate = async (data: CreateCompanyData) => {
    const result = await createCompany(data).unwrap();
    // eslint-disable-next-line no-console -- spec 7: the createCompany result is only logged
    console.info('Company created', result);
    toast.success(`Company "${result.company.name}" created.`);
  };
  return <CreateCompanyForm onCreate={onCreate} />;
}
