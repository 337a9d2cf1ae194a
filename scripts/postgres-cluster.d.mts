export declare const PG_BIN: string;
export declare function postgresInstalled(): boolean;
export interface PostgresCluster {
  /** Superuser connection string of the `postgres` database. */
  url: string;
  port: number;
  dir: string;
  stop(): void;
}
export declare function startPostgresCluster(options?: { dir?: string; port?: number }): PostgresCluster;
