import { CreateCompanyScreen } from '@/features/admin-companies/components/create-company-screen';

/** /admin/companies: the Create Company form. */
export default function AdminCompaniesRoute() {
  return <CreateCompanyScreen />;
}
