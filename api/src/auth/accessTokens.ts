import { jwtVerify, SignJWT } from 'jose';

/**
 * Short-lived bearer tokens for local accounts: HS256 JWTs (jose) signed with the server's secret, minted by
 * GET /api/auth/token from the session cookie (the same model as Clerk's session tokens). Each names its session
 * (`sid`); whether that session is still open is checked per request by localStrategy, so sign-out revokes at once.
 */
export interface AccessTokenSubject {
  userId: string;
  /** sessions.id: the SHA-256 of the session cookie's token (never the token itself). */
  sessionId: string;
}

export interface AccessTokens {
  issue(subject: AccessTokenSubject, nowMs?: number): Promise<string>;
  /** Who a well-formed, correctly signed token of ours names, while it is valid; else null. Never throws. */
  verify(token: string, nowMs?: number): Promise<AccessTokenSubject | null>;
}

export const ACCESS_TOKEN_TTL_SECONDS = 60;
export const ACCESS_TOKEN_ISSUER = 'bento-creator';
export const ACCESS_TOKEN_AUDIENCE = 'bento-creator-api';

const SEGMENT = /^[\w-]+$/;

/**
 * Compact JWS with each part in canonical, unpadded base64url. jose decodes the signature leniently on Node 20
 * ('=' padding, '+', '/', spaces and non-zero trailing bits all pass), which would let one token be written many
 * ways; this refuses all of those before jose sees the token.
 */
export function isCanonicalCompactJws(token: string): boolean {
  const parts = token.split('.');
  return (
    parts.length === 3 &&
    parts.every((part) => SEGMENT.test(part) && Buffer.from(part, 'base64url').toString('base64url') === part)
  );
}

interface VerifiedToken {
  subject: AccessTokenSubject;
  iat: number;
  nbf: number;
  exp: number;
}

/** jose's time checks, in seconds: not before nbf, before exp, and no older than the lifetime we issue. */
function withinTimeClaims({ iat, nbf, exp }: VerifiedToken, nowS: number, ttlSeconds: number): boolean {
  return nbf <= nowS && nowS < exp && nowS - iat <= ttlSeconds;
}

/** Tokens remembered at most; the oldest go first. */
export const VERIFIED_TOKENS_KEPT = 10_000;

export function createAccessTokens(secret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): AccessTokens {
  if (secret.length < 32) throw new Error('The auth secret must be at least 32 characters long');
  // A Uint8Array of this module's realm: jose checks `instanceof Uint8Array`, and tests that run the API inside
  // jsdom get another realm's arrays from TextEncoder.
  const key = Uint8Array.from(Buffer.from(secret, 'utf8'));
  // Tokens whose signature and claims checked out: a client sends the same token for up to a minute, and a
  // signature cannot check out differently a second time, so only the time claims are checked again. (Whether
  // the session is still open is checked per request all the same: localStrategy.)
  const verified = new Map<string, VerifiedToken>();
  const remember = (token: string, entry: VerifiedToken) => {
    verified.set(token, entry);
    if (verified.size > VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
  };
  // Imported once: given the raw bytes, jose would import a new CryptoKey for every token it checks.
  let cryptoKey: Promise<CryptoKey> | undefined;
  const verifyKey = () =>
    (cryptoKey ??= crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']));

  return {
    issue({ userId, sessionId }, nowMs = Date.now()) {
      const iat = Math.floor(nowMs / 1000);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(iat)
        .setNotBefore(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },

    async verify(token, nowMs = Date.now()) {
      const nowS = Math.floor(nowMs / 1000);
      const known = verified.get(token);
      if (known) return withinTimeClaims(known, nowS, ttlSeconds) ? known.subject : null;
      if (!isCanonicalCompactJws(token)) return null;
      try {
        const { payload } = await jwtVerify(token, await verifyKey(), {
          algorithms: ['HS256'],
          typ: 'JWT',
          issuer: ACCESS_TOKEN_ISSUER,
          audience: ACCESS_TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'sid', 'iat', 'nbf', 'exp'],
          // Also refuses a token issued longer ago than we ever issue for (whatever its `exp`), or in the future.
          maxTokenAge: ttlSeconds,
          currentDate: new Date(nowMs),
        });
        const { sub, sid, iat, nbf, exp } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string' || !sub || !sid) return null;
        const subject = { userId: sub, sessionId: sid };
        remember(token, { subject, iat: iat!, nbf: nbf!, exp: exp! });
        return subject;
      } catch {
        return null;
      }
    },
  };
}
