import 'fastify';

import type { Config } from '../config/env.js';
import type { ChangeFeed } from '../db/change-feed.js';
import type { Database } from '../db/client.js';
import type { Drain } from '../lib/drain.js';
import type { Mailer } from '../lib/mailer.js';
import type { AddressClaims } from '../modules/auth/address-claims.js';
import type { RequestUser } from '../modules/auth/authenticate.js';
import type { TokenService } from '../modules/auth/tokens.js';
import type { RenderPool } from '../modules/exports/render-pool.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    changes: ChangeFeed;
    tokens: TokenService;
    mailer: Mailer;
    drain: Drain;
    /** What a proven address claims from the modules above auth, handed in by app.ts (modules/auth). */
    addressClaims: AddressClaims;
    /** The worker threads that make PDF and DOCX files, with their bounds (modules/exports). */
    renderPool: RenderPool;
    /** An onRequest (or preHandler) hook: sets `request.user` or answers 401/403 (modules/auth). */
    authenticate(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void;
    requireAdmin(request: FastifyRequest): Promise<void>;
    /** The account an ID token stands for, checked now as `authenticate` checks it (a live stream's session). */
    userOfToken(token: string): Promise<RequestUser>;
  }
  interface FastifyContextConfig {
    /** Error statuses the route's use case answers beyond those its options imply (lib/openapi.ts). */
    errorStatuses?: number[];
  }
  interface FastifyRequest {
    user: RequestUser | null;
  }
}
