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
const INVALID_SESSION = 'Your session is not valid. Please sign in again.';
const REQUIRED_CLAIMS = ['exp', 'iat', 'iss', 'aud', 'sub'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The order of P-256 and its half: an ES256 signature is canonical when s <= n/2. */
const P256_ORDER = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;
const P256_HALF_ORDER = P256_ORDER >> 1n;

/** The signature's s (the last 32 bytes of the 64-byte r || s), or null when it is not 64 bytes. */
function signatureS(signature: Buffer): bigint | null {
  return signature.length === 64 ? BigInt(`0x${signature.subarray(32).toString('hex')}`) : null;
}

/** ECDSA signatures are malleable ((r, s) and (r, n - s) both verify): we sign and accept only low s. */
function isCanonical(token: string): boolean {
  const s = signatureS(Buffer.from(token.slice(token.lastIndexOf('.') + 1), 'base64url'));
  return s !== null && s > 0n && s <= P256_HALF_ORDER;
}

/** WebCrypto signs with either s; this swaps a high s for n - s, the same signature made canonical. */
export function canonicalize(token: string): string {
  const dot = token.lastIndexOf('.');
  const signature = Buffer.from(token.slice(dot + 1), 'base64url');
  const s = signatureS(signature);
  if (s === null || s <= P256_HALF_ORDER) return token;
  const low = Buffer.from((P256_ORDER - s).toString(16).padStart(64, '0'), 'hex');
  return `${token.slice(0, dot + 1)}${Buffer.concat([signature.subarray(0, 32), low]).toString('base64url')}`;
}

export interface VerifiedToken extends IdTokenClaims {
  iat: number;
  exp: number;
}

export interface TokenService {
  ttlSeconds: number;
  sign(claims: IdTokenClaims): Promise<string>;
  verify(token: string): Promise<VerifiedToken>;
  /**
   * The claims of a token `verify` already accepted, without a promise (the hot path); undefined for
   * a token not verified yet. Throws the expired-session error once it has expired.
   */
  known(token: string): VerifiedToken | undefined;
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
  // Keyed by the signature (86 characters) and holding the whole token, which must match exactly:
  // hashing a whole token (~600 characters, a new string on every request) cost ~2 us a request.
  const verified = new LRUCache<string, { token: string; claims: VerifiedToken }>({
    max: VERIFIED_TOKENS_KEPT,
  });
  const signatureOf = (token: string) => token.slice(token.lastIndexOf('.') + 1);

  async function verifySignature(token: string): Promise<VerifiedToken> {
    try {
      if (!isCanonical(token)) throw new AppError('unauthenticated', INVALID_SESSION);
      const { payload } = await jwtVerify(token, publicKey, {
        algorithms: [ID_TOKEN_ALGORITHM],
        issuer,
        audience: AUDIENCE,
        requiredClaims: REQUIRED_CLAIMS,
      });
      if (typeof payload.sub !== 'string' || !UUID.test(payload.sub))
        throw new AppError('unauthenticated', INVALID_SESSION);
      return payload as unknown as VerifiedToken;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw tokenExpired();
      if (error instanceof AppError) throw error;
      throw new AppError('unauthenticated', INVALID_SESSION);
    }
  }

  // The same bytes under the same key always verify the same way, so an ES256 check (~0.16 ms,
  // most of an API request) is done once per token; its expiry is still checked on every use.
  function known(token: string): VerifiedToken | undefined {
    const kept = verified.get(signatureOf(token));
    if (kept?.token !== token) return undefined;
    const { claims } = kept;
    if (claims.exp * 1000 <= Date.now()) throw tokenExpired();
    return claims;
  }

  return {
    ttlSeconds,
    known,
    async sign(claims) {
      const token = await new SignJWT({ ...claims } as unknown as JWTPayload)
        .setProtectedHeader({ alg: ID_TOKEN_ALGORITHM, typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(privateKey);
      return canonicalize(token);
    },
    async verify(token) {
      const kept = known(token);
      if (kept) return kept;
      const claims = await verifySignature(token);
      verified.set(signatureOf(token), { token, claims });
      return claims;
    },
  };
}

function tokenExpired(): AppError {
  return new AppError('auth/user-token-expired', 'Your session has expired. Please sign in again.');
}
