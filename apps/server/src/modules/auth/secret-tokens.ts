import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens and action codes. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a secret: a stolen table yields no usable token. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
