import type {
  CompanyListResponse,
  CompanySummary,
  CreateCompanyData,
  CreateCompanyResult,
  UpdateCompanyData,
} from '@planner/domain';

import { api } from '@/lib/api';
import { callableArgs, callableResult } from '@/lib/callable';

/**
 * `createCompany` (spec 7: platform admins only; the result is only logged), and the list of
 * companies with `updateCompany` to change a quota and the admins.
 */
export const adminCompaniesApi = api.injectEndpoints({
  endpoints: (build) => ({
    createCompany: build.mutation<CreateCompanyResult, CreateCompanyData>({
      query: (data) => callableArgs('createCompany', data),
      transformResponse: callableResult<CreateCompanyResult>,
      invalidatesTags: ['Companies'],
    }),
    listCompanies: build.query<CompanySummary[], void>({
      query: () => '/admin/companies',
      transformResponse: (response: CompanyListResponse) => response.companies,
      providesTags: ['Companies'],
    }),
    updateCompany: build.mutation<CompanySummary, UpdateCompanyData>({
      query: (data) => callableArgs('updateCompany', data),
      transformResponse: callableResult<CompanySummary>,
      invalidatesTags: ['Companies'],
    }),
  }),
});

export const { useCreateCompanyMutation, useListCompaniesQuery, useUpdateCompanyMutation } =
  adminCompaniesApi;
