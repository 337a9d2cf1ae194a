import type { FastifyInstance } from 'fastify';

/** What the use cases of this module need from the app (tests and the bench pass the app itself). */
export type CompanyDeps = Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'log'>;
