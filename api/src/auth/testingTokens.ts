// Test-only: access tokens signed by hand (node:crypto, synchronously), shaped like ours unless told otherwise, so
// tests can present well-formed, malformed and hostile tokens to the real verifier (accessTokens.ts, jose).
import { createHmac } from 'node:crypto';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, ACCESS_TOKEN_TTL_SECONDS } from './accessTokens';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface TestTokenOptions {
  /** Signing time; default Date.now() (read at the call, so fake clocks apply). */
  nowMs?: number;
  header?: Record<string, unknown>;
}

/** `sub` and `sid` plus our usual claims (overridable, or dropped with `undefined`), signed HS256 with `secret`. */
export function signTestAccessToken(
  secret: string,
  claims: Record<string, unknown>,
  { nowMs = Date.now(), header = { alg: 'HS256', typ: 'JWT' } }: TestTokenOptions = {},
): string {
  const iat = Math.floor(nowMs / 1000);
  const payload = {
    iss: ACCESS_TOKEN_ISSUER,
    aud: ACCESS_TOKEN_AUDIENCE,
    iat,
    nbf: iat,
    exp: iat + ACCESS_TOKEN_TTL_SECONDS,
    ...claims,
  };
  const data = `${part(header)}.${part(payload)}`;
  return `${data}.${createHmac('sha256', secret).update(data).digest('base64url')}`;
}
