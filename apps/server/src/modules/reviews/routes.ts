import {
  BoardIdParamsSchema,
  DismissFindingSchema,
  FindingParamsSchema,
  ReviewFindingSchema,
  ReviewResponseSchema,
} from '@planner/domain';

import type { App } from '../../lib/fastify.js';
import { currentUser } from '../auth/account-store.js';
import { dismissFinding } from './dismiss-finding.js';
import { getReview } from './get-review.js';

const security = [{ bearer: [] }];

/** Routes of the reviews module, mounted under /api. */
export async function reviewsRoutes(app: App) {
  app.get(
    '/boards/:id/review',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['reviews'],
        summary:
          "The plan review: findings per stage, the score, what to validate next, the AI critique's status",
        security,
        params: BoardIdParamsSchema,
        response: { 200: ReviewResponseSchema },
      },
    },
    async (request) => getReview(app, request.params.id, currentUser(request)),
  );

  app.patch(
    '/boards/:id/review/findings/:findingId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['reviews'],
        summary:
          'Dismisses a finding with a reason ({ dismissed: true, reason }) or brings it back ({ dismissed: false })',
        security,
        params: FindingParamsSchema,
        body: DismissFindingSchema,
        response: { 200: ReviewFindingSchema },
      },
    },
    async (request) =>
      dismissFinding(app, request.params.id, request.params.findingId, currentUser(request), request.body),
  );
}
