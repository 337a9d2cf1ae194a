import { CompaniesList } from '@/features/admin-companies/components/companies-list';
import { CreateCompanyScreen } from '@/features/admin-companies/components/create-company-screen';

/** /admin/companies: the Create Company form, then every company with its quota and admins. */
export default function AdminCompaniesRoute() {
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-10">
      <CreateCompanyScreen />
      <CompaniesList />
    </div>
  );
}
