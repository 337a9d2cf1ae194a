import fs from 'node:fs';
import path from 'node:path';

import type { IdTokenClaims } from '@planner/domain';
import type { CryptoKey, JWTPayload } from 'jose';
import { errors, exportPKCS8, generateKeyPair, importPKCS8, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

import type { Config } from '../../config/env.js';
import { AppError } from '../../lib/app-error.js';

/** The one algorithm we sign and accept; anything else is refused. */
export const ID_TOKEN_ALGORITHM = 'ES256';
const AUDIENCE = 'planning-workspace';
const KEY_FILE = 'jwt-signing-key.pem';
/** Tokens whose signature was already checked: a live session's token, each of the last few thousand. */
const VERIFIED_TOKENS_KEPT = 10_000;

export interface VerifiedToken extends IdTokenClaims {
  iat: number;
  exp: number;
}

export interface TokenService {
  ttlSeconds: number;
  sign(claims: IdTokenClaims): Promise<string>;
  verify(token: string): Promise<VerifiedToken>;
}

/** The signing key: JWT_PRIVATE_KEY (PKCS#8 PEM), else one generated once into DATA_DIR. */
async function loadSigningKey(config: Config): Promise<CryptoKey> {
  if (config.JWT_PRIVATE_KEY) {
    return importPKCS8(config.JWT_PRIVATE_KEY.replace(/\\n/g, '\n'), ID_TOKEN_ALGORITHM, {
      extractable: true,
    });
  }
  const file = path.join(config.DATA_DIR, KEY_FILE);
  if (fs.existsSync(file)) {
    return importPKCS8(fs.readFileSync(file, 'utf8'), ID_TOKEN_ALGORITHM, { extractable: true });
  }
  const { privateKey } = await generateKeyPair(ID_TOKEN_ALGORITHM, { extractable: true });
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  // Written aside, then linked in whole: processes started at once on one DATA_DIR agree on one key.
  const draft = `${file}.${process.pid}`;
  fs.writeFileSync(draft, await exportPKCS8(privateKey), { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  return importPKCS8(fs.readFileSync(file, 'utf8'), ID_TOKEN_ALGORITHM, { extractable: true });
}

export async function createTokenService(config: Config): Promise<TokenService> {
  const privateKey = await loadSigningKey(config);
  // A private EC JWK minus `d` is its public key.
  const { exportJWK, importJWK } = await import('jose');
  const { d: _d, ...publicJwk } = await exportJWK(privateKey);
  const publicKey = await importJWK(publicJwk, ID_TOKEN_ALGORITHM);
  const issuer = config.APP_ORIGIN;
  const ttlSeconds = config.ID_TOKEN_TTL_SECONDS;
  const verified = new LRUCache<string, VerifiedToken>({ max: VERIFIED_TOKENS_KEPT });

  async function verifySignature(token: string): Promise<VerifiedToken> {
    try {
      const { payload } = await jwtVerify(token, publicKey, {
        algorithms: [ID_TOKEN_ALGORITHM],
        issuer,
        audience: AUDIENCE,
      });
      if (typeof payload.sub !== 'string') throw new AppError('unauthenticated', 'The token has no subject.');
      return payload as unknown as VerifiedToken;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw tokenExpired();
      if (error instanceof AppError) throw error;
      throw new AppError('unauthenticated', 'Your session is not valid. Please sign in again.');
    }
  }

  return {
    ttlSeconds,
    async sign(claims) {
      return new SignJWT({ ...claims } as unknown as JWTPayload)
        .setProtectedHeader({ alg: ID_TOKEN_ALGORITHM, typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(privateKey);
    },
    async verify(token) {
      // The same bytes under the same key always verify the same way, so an ES256 check (~0.16 ms,
      // most of an API request) is done once per token; its expiry is still checked on every use.
      const known = verified.get(token);
      if (known) {
        if (known.exp * 1000 <= Date.now()) throw tokenExpired();
        return known;
      }
      const claims = await verifySignature(token);
      verified.set(token, claims);
      return claims;
    },
  };
}

function tokenExpired(): AppError {
  return new AppError('auth/user-token-expired', 'Your session has expired. Please sign in again.');
}
