import type { Transaction } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import { claimUnverifiedAccount, insertProviderAccount } from '../auth/account-store.js';
import {
  type AccountRow,
  findAccountByEmail,
  findAccountByIdentity,
  insertIdentity,
} from './oidc-repository.js';

export interface ProviderIdentity {
  issuer: string;
  subject: string;
  /** Lowercased. */
  email: string;
  emailVerified: boolean;
  name: string;
}

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
}

function usable(account: AccountRow): string {
  if (account.disabled) throw new AppError('auth/user-disabled', 'This account has been disabled.');
  return account.id;
}

/**
 * The account for a provider identity: the one linked to (issuer, subject); else the one with the
 * same email, linked only when the provider verified that email; else a new one without a password.
 */
export async function resolveAccount({ db }: Deps<'db'>, identity: ProviderIdentity): Promise<string> {
  try {
    return await db.transaction((tx) => resolveIn(tx, identity));
  } catch (error) {
    // Two callbacks for the same new person at once: the loser finds what the winner wrote.
    if (isUniqueViolation(error)) return db.transaction((tx) => resolveIn(tx, identity));
    throw error;
  }
}

async function resolveIn(db: Transaction, identity: ProviderIdentity): Promise<string> {
  const linked = await findAccountByIdentity(db, identity.issuer, identity.subject);
  if (linked) return usable(linked);

  const existing = await findAccountByEmail(db, identity.email);
  if (existing) {
    if (!identity.emailVerified) {
      throw new AppError(
        'auth/account-exists-with-different-credential',
        'An account already exists with the same email address but different sign-in credentials. Sign in with your email and password.',
      );
    }
    const userId = usable(existing);
    if (!existing.emailVerified) await claimUnverifiedAccount(db, userId, new Date());
    await insertIdentity(db, {
      userId,
      issuer: identity.issuer,
      subject: identity.subject,
      email: identity.email,
    });
    return userId;
  }

  const userId = await insertProviderAccount(db, {
    email: identity.email,
    emailVerified: identity.emailVerified,
    displayName: identity.name || identity.email.split('@')[0] || identity.email,
  });
  await insertIdentity(db, {
    userId,
    issuer: identity.issuer,
    subject: identity.subject,
    email: identity.email,
  });
  return userId;
}
