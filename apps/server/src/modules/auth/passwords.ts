import type { Algorithm } from '@node-rs/argon2';
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX } from '@planner/domain';

import { AppError } from '../../lib/app-error.js';

/** `Algorithm.Argon2id`: a const enum, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;
/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/** Computes the dummy hash ahead of the first sign-in, so that one is not slower either. */
export function primeDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-password: keeps unknown emails as slow as wrong passwords');
  return dummyHash;
}

/**
 * Verifies a password; with no stored hash (unknown email, provider-only account) it verifies against
 * a dummy hash so that both failures cost the same time.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await primeDummyHash(), password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** The password policy: the configured minimum to PASSWORD_MAX characters. */
export function checkPasswordStrength(password: string, minLength: number): void {
  if (password.length < minLength) {
    throw new AppError('auth/weak-password', `Password should be at least ${minLength} characters.`);
  }
  if (password.length > PASSWORD_MAX) {
    throw new AppError('auth/weak-password', `Password should be at most ${PASSWORD_MAX} characters.`);
  }
}
