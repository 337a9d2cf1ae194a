import {
  BoardIdParamsSchema,
  CompletionRequestSchema,
  CompletionResponseSchema,
  PLAN_PROMPT_FOLDER,
  ReviewResponseSchema,
  STAGES,
} from '@planner/domain';
import type { FastifyReply } from 'fastify';

import { AppError } from '../../lib/app-error.js';
import type { App } from '../../lib/fastify.js';
import { currentUser } from '../auth/account-store.js';
import { completeStep } from './complete-step.js';
import { critiqueBoard } from './critique-board.js';
import { createProvider } from './providers/create-provider.js';
import { streamCompletion, wantsEventStream } from './stream-completion.js';

/** Aborts when the client goes away before the answer was written. */
function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** `POST /api/<stage>/completion` for the six stages, and `POST /api/plan/completion`. */
export async function completionsRoutes(app: App) {
  const provider = await createProvider(app.config);
  // One limiter (one store) for all six routes, keyed by the signed-in user; it counts only the
  // requests that passed every check and are about to draft.
  const aiRateLimit = app.rateLimit({
    max: app.config.AI_REQUESTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `ai:${currentUser(request).uid}`,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'resource-exhausted',
        `You can ask the AI for ${context.max} drafts per minute. Please wait ${context.after} and try again.`,
      ),
  });

  // The six stages' routes, and the plan's own sections' (versions 8.x of the plan folder).
  const routes = [
    ...STAGES.map((stage) => ({ slug: stage.slug, name: `a ${stage.name} field` })),
    { slug: PLAN_PROMPT_FOLDER, name: 'one of the plan’s own sections' },
  ] as const;
  for (const stage of routes) {
    app.post(
      `/${stage.slug}/completion`,
      {
        schema: {
          tags: ['completions'],
          summary: `Draft ${stage.name}; streams Server-Sent Events with Accept: text/event-stream`,
          security: [{ bearer: [] }],
          body: CompletionRequestSchema,
          response: { 200: CompletionResponseSchema },
        },
        onRequest: app.authenticate,
        // The board in the body, a field saved by someone else meanwhile, the per-user limit, the
        // client gone, the provider too slow.
        config: { errorStatuses: [404, 409, 429, 499, 504] },
      },
      async (request, reply) => {
        const deps = { db: app.db, config: app.config, provider, log: request.log };
        const input = { slug: stage.slug, request: request.body, user: currentUser(request) };
        const signal = clientGone(reply);
        // Counted only once every check of the use case passed, right before the provider is called.
        const beforeDraft = () => aiRateLimit.call(app, request, reply);
        if (wantsEventStream(request)) {
          return streamCompletion(request, reply, { signal, beforeDraft }, (options) =>
            completeStep(deps, input, options),
          );
        }
        return completeStep(deps, input, { signal, beforeDraft });
      },
    );
  }

  app.post(
    '/boards/:id/review',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Ask the AI for a critique of the board (prompt 7.1.1); answers the whole review',
        security: [{ bearer: [] }],
        params: BoardIdParamsSchema,
        response: { 200: ReviewResponseSchema },
      },
      onRequest: app.authenticate,
      // The per-user AI limit, the client gone, the provider too slow.
      config: { errorStatuses: [429, 499, 504] },
    },
    async (request, reply) =>
      critiqueBoard({ db: app.db, config: app.config, provider }, request.params.id, currentUser(request), {
        signal: clientGone(reply),
        beforeDraft: () => aiRateLimit.call(app, request, reply),
      }),
  );
}
