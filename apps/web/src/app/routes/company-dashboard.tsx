import { useSelector } from 'react-redux';

import { selectCompanyId } from '@/features/auth/stores/auth-slice';
import { CompanyDashboard } from '@/features/company-dashboard/components/company-dashboard';

/** /company-dashboard: the company comes from the auth slice (the first active admin membership). */
export default function CompanyDashboardRoute() {
  const companyId = useSelector(selectCompanyId);
  return <CompanyDashboard companyId={companyId} />;
}
