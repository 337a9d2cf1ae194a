import { describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config/env.js';

const PG = 'postgres://planner@db.example.com/planner';

describe('settings every process on one PostgreSQL must share', () => {
  it('should warn at start when DATABASE_URL is set and APP_ORIGIN or the signing key is left to its default', () => {
    expect(loadConfig({ DATABASE_URL: PG, PORT: '3100' }).startWarnings).toEqual([
      "APP_ORIGIN is not set: using http://localhost:3100. Every server process on this DATABASE_URL must share one APP_ORIGIN (the ID tokens' issuer and the origin of email links).",
      'JWT_PRIVATE_KEY is not set: using the key in DATA_DIR. Every server process on this DATABASE_URL must share one signing key, or tokens fail on the others.',
    ]);
    expect(
      loadConfig({ DATABASE_URL: PG, APP_ORIGIN: 'https://plan.example.com' }).startWarnings,
    ).toHaveLength(1);
  });

  it('should not warn when both are set, or on the embedded database', () => {
    expect(
      loadConfig({ DATABASE_URL: PG, APP_ORIGIN: 'https://plan.example.com', JWT_PRIVATE_KEY: 'pem' })
        .startWarnings,
    ).toEqual([]);
    expect(loadConfig({}).startWarnings).toEqual([]);
  });
});
