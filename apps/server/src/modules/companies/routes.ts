import {
  AdminBoardsResponseSchema,
  AdminInvitesResponseSchema,
  AdminListQuerySchema,
  AdminMembersResponseSchema,
  callableRequest,
  callableResponse,
  CompanyListResponseSchema,
  CompanyQuerySchema,
  CompanyResponseSchema,
  CreateCompanyDataSchema,
  CreateCompanyResultSchema,
  InviteUserDataSchema,
  InviteUserResultSchema,
  MembershipsResponseSchema,
  UpdateCompanyDataSchema,
  UpdateCompanyResultSchema,
} from '@planner/domain';
import type { ZodType } from 'zod';

import { AppError } from '../../lib/app-error.js';
import type { App } from '../../lib/fastify.js';
import { currentUser } from '../auth/account-store.js';
import { createCompany } from './create-company.js';
import { inviteUser } from './invite-user.js';
import { getCompanySummary, listCompanies } from './list-companies.js';
import { companyBoards, companyInvites, companyMembers, listCompanyTable } from './list-company-table.js';
import { listMemberships } from './list-memberships.js';
import { requireCompanyAdmin } from './require-company-admin.js';
import { updateCompany } from './update-company.js';

const bearer = [{ bearer: [] }];

/** Routes of the companies module, mounted under /api. Auth runs on onRequest: 401/403 before 400. */
export async function companiesRoutes(app: App) {
  app.post(
    '/functions/createCompany',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags: ['companies'],
        security: bearer,
        body: callableRequest(CreateCompanyDataSchema),
        response: { 200: callableResponse(CreateCompanyResultSchema) },
      },
    },
    async (request) => ({ result: await createCompany(app, currentUser(request).uid, request.body.data) }),
  );

  app.post(
    '/functions/updateCompany',
    {
      onRequest: [app.requireAdmin],
      config: { errorStatuses: [404] },
      schema: {
        tags: ['companies'],
        security: bearer,
        body: callableRequest(UpdateCompanyDataSchema),
        response: { 200: callableResponse(UpdateCompanyResultSchema) },
      },
    },
    async (request) => ({ result: await updateCompany(app, currentUser(request).uid, request.body.data) }),
  );

  app.get(
    '/admin/companies',
    {
      onRequest: [app.requireAdmin],
      schema: { tags: ['companies'], security: bearer, response: { 200: CompanyListResponseSchema } },
    },
    async () => ({ companies: await listCompanies(app.db) }),
  );

  app.get(
    '/admin/company',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['companies'],
        security: bearer,
        querystring: CompanyQuerySchema,
        response: { 200: CompanyResponseSchema },
      },
    },
    async (request) => {
      // Its admins only, like the dashboard's tables; a missing company answers the same 403.
      await requireCompanyAdmin(app.db, currentUser(request).uid, request.query.companyId);
      const company = await getCompanySummary(app.db, request.query.companyId);
      if (!company) throw new AppError('not-found', 'This company no longer exists.');
      return { company };
    },
  );

  app.post(
    '/functions/inviteUser',
    {
      onRequest: [app.authenticate],
      // Refused with 429 when the company has no seat left.
      config: { errorStatuses: [429] },
      schema: {
        tags: ['companies'],
        security: bearer,
        body: callableRequest(InviteUserDataSchema),
        response: { 200: callableResponse(InviteUserResultSchema) },
      },
    },
    async (request) => ({ result: await inviteUser(app, currentUser(request).uid, request.body.data) }),
  );

  const tableRoute = <R extends ZodType>(response: R) => ({
    onRequest: [app.authenticate],
    schema: {
      tags: ['companies'],
      security: bearer,
      querystring: AdminListQuerySchema,
      response: { 200: response },
    },
  });
  app.get('/admin/boards', tableRoute(AdminBoardsResponseSchema), async (request) =>
    listCompanyTable(app, currentUser(request).uid, request.query, companyBoards),
  );
  app.get('/admin/members', tableRoute(AdminMembersResponseSchema), async (request) =>
    listCompanyTable(app, currentUser(request).uid, request.query, companyMembers),
  );
  app.get('/admin/invites', tableRoute(AdminInvitesResponseSchema), async (request) =>
    listCompanyTable(app, currentUser(request).uid, request.query, companyInvites),
  );

  app.get(
    '/auth/memberships',
    {
      schema: {
        tags: ['auth'],
        summary: "The signed-in user's company memberships",
        security: bearer,
        response: { 200: MembershipsResponseSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({ memberships: await listMemberships(app, currentUser(request).uid) }),
  );
}
