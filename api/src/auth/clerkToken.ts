import { createPublicKey, type KeyObject } from 'node:crypto';
import { verifyToken } from '@clerk/backend';
import { TokenVerificationErrorReason, type TokenVerificationError } from '@clerk/backend/errors';

/**
 * Networkless verification of Clerk session tokens with Clerk's own backend SDK (`verifyToken` from
 * @clerk/backend, given the instance's PEM public key as `jwtKey`, so it never fetches JWKS): RS256 signature,
 * `exp` / `nbf` / `iat` with Clerk's 5 seconds of clock skew, and `azp` in the authorized parties when they are
 * configured. On top of it: a 'pending' session counts as signed out (spec §3), and the claims we map are read.
 */
export interface ClerkClaims {
  /** The Clerk user id. */
  sub: string;
  /** Present when the instance's session token template adds it. */
  email?: string;
  /** The active organization's role, always in the 'org:<role>' form (v2 `o.rol`, v1 `org_role`). */
  orgRole?: string;
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
  /** Never throws: a token that does not check out is a refusal with its reason. */
  verify(token: string): Promise<ClerkVerification>;
}

/** Clerk's default clock skew, stated here so the docs and tests name one number. */
export const CLOCK_SKEW_MS = 5_000;

const SUB_MAX = 255;
const ORG_ROLE = /^[\w:-]{1,100}$/;

/**
 * The configured key as a canonical PEM, or an error at start-up. Clerk's SDK reads the PEM of a 2048-bit RSA key
 * with exponent 65537 (what every Clerk instance has); any other key would refuse every token, so it is refused here.
 */
export function clerkPublicKeyPem(pem: string): string {
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
  const { modulusLength, publicExponent } = key.asymmetricKeyDetails ?? {};
  if (modulusLength !== 2048 || publicExponent !== 65537n)
    throw new Error('CLERK_JWT_KEY must be the 2048-bit RSA public key of a Clerk instance');
  return key.export({ type: 'spki', format: 'pem' }).toString();
}

const REFUSALS: Record<string, ClerkRefusal> = {
  [TokenVerificationErrorReason.TokenInvalidAlgorithm]: 'algorithm',
  [TokenVerificationErrorReason.TokenInvalidSignature]: 'signature',
  [TokenVerificationErrorReason.TokenExpired]: 'expired',
  [TokenVerificationErrorReason.TokenNotActiveYet]: 'not_yet_valid',
  [TokenVerificationErrorReason.TokenIatInTheFuture]: 'not_yet_valid',
  [TokenVerificationErrorReason.TokenInvalidAuthorizedParties]: 'unauthorized_party',
};

function refusalOf(error: unknown): ClerkRefusal {
  const reason = (error as Partial<TokenVerificationError> | undefined)?.reason;
  // Undecodable tokens and claims of the wrong type (exp that is not a number, no sub…) are malformed.
  return (reason ? REFUSALS[reason] : undefined) ?? 'malformed';
}

const refuse = (reason: ClerkRefusal): ClerkVerification => ({ ok: false, reason });

/** v2 session tokens carry the active organization as `o: { rol: 'admin' }`; v1 as `org_role: 'org:admin'`. */
function orgRoleOf(payload: Record<string, unknown>): string | undefined {
  const org = payload.o;
  const v2 = typeof org === 'object' && org !== null ? (org as Record<string, unknown>).rol : undefined;
  const raw = typeof v2 === 'string' ? v2 : payload.org_role;
  if (typeof raw !== 'string' || !ORG_ROLE.test(raw)) return undefined;
  return raw.startsWith('org:') ? raw : `org:${raw}`;
}

export function createClerkTokenVerifier({
  jwtKey,
  authorizedParties,
}: {
  jwtKey: string;
  authorizedParties: readonly string[];
}): ClerkTokenVerifier {
  const pem = clerkPublicKeyPem(jwtKey);
  const parties = [...authorizedParties];

  return {
    async verify(token) {
      let payload: Record<string, unknown>;
      try {
        // Answers the verified claims, or throws a TokenVerificationError naming the reason.
        const verified = await verifyToken(token, {
          jwtKey: pem,
          authorizedParties: parties,
          clockSkewInMs: CLOCK_SKEW_MS,
        });
        payload = verified as unknown as Record<string, unknown>;
      } catch (error) {
        return refuse(refusalOf(error));
      }
      const { sub, sts, email } = payload;
      if (typeof sub !== 'string' || sub.length === 0 || sub.length > SUB_MAX) return refuse('malformed');
      // A pending session (e.g. tasks left after sign-up) counts as signed out, as the spec says.
      if (sts === 'pending') return refuse('pending_session');
      const orgRole = orgRoleOf(payload);
      return {
        ok: true,
        claims: {
          sub,
          ...(typeof email === 'string' ? { email } : {}),
          ...(orgRole ? { orgRole } : {}),
        },
      };
    },
  };
}
