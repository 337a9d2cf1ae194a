import { BoardIdParamsSchema, LiveStreamHeadersSchema, PresenceBodySchema } from '@planner/domain';
import { z } from 'zod';

import { AppError } from '../../lib/app-error.js';
import type { App } from '../../lib/fastify.js';
import { currentUser } from '../auth/account-store.js';
import { createLiveHub } from './live-hub.js';
import { openBoardStream } from './open-board-stream.js';
import { setPresence } from './set-presence.js';

const security = [{ bearer: [] }];
const tags = ['live'];

/** Routes of the live module, mounted under /api. */
export async function liveRoutes(app: App) {
  const hub = createLiveHub(app);

  app.get(
    '/boards/:id/events',
    {
      onRequest: app.authenticate,
      // A viewer may listen; another person's board is the missing-board 404.
      config: { errorStatuses: [403] },
      schema: {
        tags,
        summary:
          "A board's changes as they happen, for any member (Server-Sent Events): board (id = version), comments, members, presence, resync; a comment line every 15 s",
        security,
        params: BoardIdParamsSchema,
        headers: LiveStreamHeadersSchema,
        response: {
          200: z
            .string()
            .describe(
              'text/event-stream. `Last-Event-ID` older than the board answers a `board` event at once. The stream ends when access, the session or the ID token ends, and when the server drains.',
            ),
        },
      },
    },
    async (request, reply) => {
      const token = request.headers.authorization?.replace(/^Bearer\s+/, '') ?? '';
      const claims = app.tokens.known(token);
      if (!claims) throw new AppError('unauthenticated', 'Sign in to continue.');
      await openBoardStream(
        { db: app.db, log: request.log },
        hub,
        {
          boardId: request.params.id,
          user: currentUser(request),
          token,
          expiresAt: claims.exp * 1000,
          lastEventId: request.headers['last-event-id'],
        },
        reply,
      );
    },
  );

  app.put(
    '/boards/:id/presence',
    {
      onRequest: app.authenticate,
      config: { errorStatuses: [403] },
      schema: {
        tags,
        summary: 'Where the caller is on the board (stage and step), for the presence event of every member',
        security,
        params: BoardIdParamsSchema,
        body: PresenceBodySchema,
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      await setPresence(app, hub.instanceId, request.params.id, currentUser(request), request.body);
      return reply.code(204).send(null);
    },
  );
}
