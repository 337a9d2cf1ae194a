import type { CreateCompanyData, CreateCompanyResult } from '@planner/domain';

import { api } from '@/lib/api';
import { callableArgs, callableResult } from '@/lib/callable';

/** `createCompany` (spec 7): platform admins only; the result is only logged. */
export const adminCompaniesApi = api.injectEndpoints({
  endpoints: (build) => ({
    createCompany: build.mutation<CreateCompanyResult, CreateCompanyData>({
      query: (data) => callableArgs('createCompany', data),
      transformResponse: callableResult<CreateCompanyResult>,
    }),
  }),
});

export const { useCreateCompanyMutation } = adminCompaniesApi;
