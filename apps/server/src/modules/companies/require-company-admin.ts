import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { isActiveCompanyAdmin } from './membership-repository.js';

export const NOT_COMPANY_ADMIN_MESSAGE = 'Only admins of this company may do this.';

/**
 * Company data is for the company's active admins only. Platform admins are not exempt, and an
 * unknown company answers the same 403, so ids reveal nothing.
 */
export async function requireCompanyAdmin(db: Executor, userId: string, companyId: string): Promise<void> {
  if (!(await isActiveCompanyAdmin(db, userId, companyId))) {
    throw new AppError('permission-denied', NOT_COMPANY_ADMIN_MESSAGE);
  }
}
