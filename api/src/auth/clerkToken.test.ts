import { createHmac, generateKeyPairSync } from 'node:crypto';
import { normalisePem } from './authConfig';
import { CLOCK_SKEW_SECONDS, createClerkTokenVerifier } from './clerkToken';
import { mintClerkToken, rsaKeys } from './testing';

const keys = rsaKeys();
const NOW = Date.UTC(2026, 2, 1, 12);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('Clerk session token verification', () => {
  const verifier = createClerkTokenVerifier({ jwtKey: keys.publicPem, authorizedParties: [] });
  const mint = (claims: Record<string, unknown> = {}, nowMs = NOW) =>
    mintClerkToken(keys.privateKey, claims, { nowMs });

  it('accepts a fresh RS256 token and returns its subject (and e-mail claim when present)', () => {
    expect(verifier.verify(mint(), NOW)).toEqual({ ok: true, claims: { sub: 'user_2abcDEF123' } });
    expect(verifier.verify(mint({ email: 'Ada@Example.org' }), NOW)).toEqual({
      ok: true,
      claims: { sub: 'user_2abcDEF123', email: 'Ada@Example.org' },
    });
  });

  it('refuses expired tokens, allowing 5 seconds of clock skew', () => {
    const token = mint(); // exp = NOW + 60 s
    expect(CLOCK_SKEW_SECONDS).toBe(5);
    expect(verifier.verify(token, NOW + 64_000).ok).toBe(true);
    expect(verifier.verify(token, NOW + 65_000)).toEqual({ ok: false, reason: 'expired' });
    expect(verifier.verify(mint({ exp: undefined }), NOW)).toEqual({ ok: false, reason: 'expired' });
    expect(verifier.verify(mint({ exp: '9999999999' }), NOW)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses tokens not yet valid (nbf or iat in the future beyond the skew)', () => {
    const now = Math.floor(NOW / 1000);
    expect(verifier.verify(mint({ nbf: now + 4 }), NOW).ok).toBe(true);
    expect(verifier.verify(mint({ nbf: now + 30 }), NOW)).toEqual({ ok: false, reason: 'not_yet_valid' });
    expect(verifier.verify(mint({ iat: now + 30, nbf: undefined }), NOW)).toEqual({
      ok: false,
      reason: 'not_yet_valid',
    });
  });

  it('refuses a token signed with another key, or tampered with', () => {
    const other = rsaKeys();
    expect(verifier.verify(mintClerkToken(other.privateKey, {}, { nowMs: NOW }), NOW)).toEqual({
      ok: false,
      reason: 'signature',
    });
    const [head, , signature] = mint().split('.');
    const forged = b64({ sub: 'user_admin', exp: Math.floor(NOW / 1000) + 60 });
    expect(verifier.verify(`${head}.${forged}.${signature}`, NOW)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('refuses HS256 (even keyed with the public key itself), none, and other algorithms', () => {
    const payload = b64({ sub: 'user_x', exp: Math.floor(NOW / 1000) + 60 });
    const hsHead = b64({ alg: 'HS256', typ: 'JWT' });
    const hsSig = createHmac('sha256', keys.publicPem).update(`${hsHead}.${payload}`).digest('base64url');
    expect(verifier.verify(`${hsHead}.${payload}.${hsSig}`, NOW)).toEqual({ ok: false, reason: 'algorithm' });
    expect(verifier.verify(`${b64({ alg: 'none' })}.${payload}.`, NOW)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(verifier.verify(`${b64({ alg: 'none' })}.${payload}.x`, NOW)).toEqual({
      ok: false,
      reason: 'algorithm',
    });
    const ps256 = mintClerkToken(
      keys.privateKey,
      {},
      { nowMs: NOW, header: { alg: 'PS256', typ: 'JWT', kid: 'k' } },
    );
    expect(verifier.verify(ps256, NOW)).toEqual({ ok: false, reason: 'algorithm' });
  });

  it('checks azp against the authorized parties when they are configured', () => {
    const strict = createClerkTokenVerifier({
      jwtKey: keys.publicPem,
      authorizedParties: ['https://bento.example.org', 'http://localhost:3000'],
    });
    expect(strict.verify(mint({ azp: 'https://bento.example.org' }), NOW).ok).toBe(true);
    expect(strict.verify(mint({ azp: 'https://evil.example.org' }), NOW)).toEqual({
      ok: false,
      reason: 'unauthorized_party',
    });
    expect(strict.verify(mint({ azp: undefined }), NOW)).toEqual({ ok: false, reason: 'unauthorized_party' });
    // Without configured parties any azp passes.
    expect(verifier.verify(mint({ azp: 'https://evil.example.org' }), NOW).ok).toBe(true);
  });

  it("treats a 'pending' session as signed out", () => {
    expect(verifier.verify(mint({ sts: 'pending' }), NOW)).toEqual({ ok: false, reason: 'pending_session' });
    expect(verifier.verify(mint({ sts: undefined }), NOW).ok).toBe(true);
  });

  it('refuses malformed tokens without throwing', () => {
    const payload = b64({ sub: 'user_x' });
    for (const junk of [
      '',
      'a',
      'a.b',
      'a.b.c.d',
      '..',
      'not a token',
      `${b64([1])}.${payload}.sig`,
      `x.${payload}.sig`,
    ]) {
      expect(verifier.verify(junk, NOW)).toEqual({ ok: false, reason: 'malformed' });
    }
    expect(verifier.verify(mint({ sub: '' }), NOW)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifier.verify(mint({ sub: 42 }), NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('reads the key as PEM, PEM with escaped newlines, or the bare base64 body; refuses non-RSA keys', () => {
    const escaped = keys.publicPem.replace(/\n/g, '\\n');
    const bare = keys.publicPem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
    for (const jwtKey of [normalisePem(escaped), bare]) {
      expect(createClerkTokenVerifier({ jwtKey, authorizedParties: [] }).verify(mint(), NOW).ok).toBe(true);
    }
    expect(() => createClerkTokenVerifier({ jwtKey: 'not a key', authorizedParties: [] })).toThrow(
      'CLERK_JWT_KEY is not a valid PEM public key',
    );
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({
      type: 'spki',
      format: 'pem',
    });
    expect(() => createClerkTokenVerifier({ jwtKey: ec.toString(), authorizedParties: [] })).toThrow(
      'CLERK_JWT_KEY must be an RSA public key',
    );
  });
});
