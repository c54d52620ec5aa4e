import { createPublicKey, verify, type KeyObject } from 'node:crypto';

/**
 * Networkless verification of Clerk session tokens (RS256 JWTs) against the instance's PEM public key
 * (CLERK_JWT_KEY), the same checks Clerk's own backend SDK makes, without fetching JWKS.
 */
export interface ClerkClaims {
  /** The Clerk user id. */
  sub: string;
  /** Present when the instance's session token template adds it. */
  email?: string;
}

export type ClerkRefusal =
  | 'malformed'
  | 'algorithm'
  | 'signature'
  | 'expired'
  | 'not_yet_valid'
  | 'unauthorized_party'
  | 'pending_session';

export type ClerkVerification = { ok: true; claims: ClerkClaims } | { ok: false; reason: ClerkRefusal };

export interface ClerkTokenVerifier {
  verify(token: string, nowMs?: number): ClerkVerification;
}

export const CLOCK_SKEW_SECONDS = 5;

function publicKeyOf(pem: string): KeyObject {
  // Accept the bare base64 body too, as some dashboards and secret stores hand it out without the armour.
  const armoured = pem.includes('-----BEGIN')
    ? pem
    : `-----BEGIN PUBLIC KEY-----\n${pem.replace(/\s+/g, '').replace(/(.{64})/g, '$1\n')}\n-----END PUBLIC KEY-----`;
  let key: KeyObject;
  try {
    key = createPublicKey(armoured);
  } catch {
    throw new Error('CLERK_JWT_KEY is not a valid PEM public key');
  }
  if (key.asymmetricKeyType !== 'rsa') throw new Error('CLERK_JWT_KEY must be an RSA public key');
  return key;
}

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function signatureMatches(key: KeyObject, data: string, signature: string): boolean {
  try {
    return verify('RSA-SHA256', Buffer.from(data), key, Buffer.from(signature, 'base64url'));
  } catch {
    return false;
  }
}

const refuse = (reason: ClerkRefusal): ClerkVerification => ({ ok: false, reason });
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function createClerkTokenVerifier({
  jwtKey,
  authorizedParties,
}: {
  jwtKey: string;
  authorizedParties: readonly string[];
}): ClerkTokenVerifier {
  const key = publicKeyOf(jwtKey);

  return {
    verify(token, nowMs = Date.now()) {
      const parts = token.split('.');
      if (parts.length !== 3 || parts.some((part) => part.length === 0)) return refuse('malformed');
      const [head, body, signature] = parts as [string, string, string];
      const header = decodeJson(head);
      const claims = decodeJson(body);
      if (!header || !claims) return refuse('malformed');
      // RS256 only: never let the token pick HS256 (public key as HMAC secret) or none.
      if (header.alg !== 'RS256') return refuse('algorithm');
      if (!signatureMatches(key, `${head}.${body}`, signature)) return refuse('signature');

      const now = nowMs / 1000;
      const { sub, exp, nbf, iat, azp, sts, email } = claims;
      if (typeof sub !== 'string' || sub.length === 0 || sub.length > 255) return refuse('malformed');
      if (!isNumber(exp) || exp + CLOCK_SKEW_SECONDS <= now) return refuse('expired');
      if (nbf !== undefined && (!isNumber(nbf) || nbf - CLOCK_SKEW_SECONDS > now))
        return refuse('not_yet_valid');
      if (iat !== undefined && (!isNumber(iat) || iat - CLOCK_SKEW_SECONDS > now))
        return refuse('not_yet_valid');
      // Stricter than Clerk's SDK: with parties configured, a token without azp is refused too.
      if (authorizedParties.length > 0 && (typeof azp !== 'string' || !authorizedParties.includes(azp)))
        return refuse('unauthorized_party');
      // A pending session (e.g. tasks left after sign-up) counts as signed out, as the spec says.
      if (sts === 'pending') return refuse('pending_session');
      return { ok: true, claims: typeof email === 'string' ? { sub, email } : { sub } };
    },
  };
}
