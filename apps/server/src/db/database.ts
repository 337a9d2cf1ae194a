import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** Either engine behind one query-builder type. */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Code that works inside or outside a transaction. */
export type Executor = Database | Transaction;
