import { createHmac, generateKeyPairSync } from 'node:crypto';
import { normalisePem } from './authConfig';
import { CLOCK_SKEW_MS, createClerkTokenVerifier } from './clerkToken';
import { mintClerkToken, rsaKeys } from './testing';

// Clerk's SDK reads the clock itself (Date.now), so the tests move that clock.
const keys = rsaKeys();
const NOW = Date.UTC(2026, 2, 1, 12);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
let clock = NOW;

beforeEach(() => {
  clock = NOW;
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
});
afterEach(() => jest.restoreAllMocks());

describe('Clerk session token verification (@clerk/backend verifyToken, networkless)', () => {
  const verifier = createClerkTokenVerifier({ jwtKey: keys.publicPem, authorizedParties: [] });
  const mint = (claims: Record<string, unknown> = {}, nowMs = NOW) =>
    mintClerkToken(keys.privateKey, claims, { nowMs });

  it('accepts a fresh RS256 token and returns its subject (and e-mail claim when present)', async () => {
    await expect(verifier.verify(mint())).resolves.toEqual({ ok: true, claims: { sub: 'user_2abcDEF123' } });
    await expect(verifier.verify(mint({ email: 'Ada@Example.org' }))).resolves.toEqual({
      ok: true,
      claims: { sub: 'user_2abcDEF123', email: 'Ada@Example.org' },
    });
  });

  it("reads the organization role from a v2 token's o.rol and a v1 token's org_role, as 'org:<role>'", async () => {
    const v2 = await verifier.verify(mint({ v: 2, o: { id: 'org_1', rol: 'admin', slg: 'acme' } }));
    expect(v2).toEqual({ ok: true, claims: { sub: 'user_2abcDEF123', orgRole: 'org:admin' } });
    const v1 = await verifier.verify(mint({ v: undefined, org_id: 'org_1', org_role: 'org:admin' }));
    expect(v1).toEqual({ ok: true, claims: { sub: 'user_2abcDEF123', orgRole: 'org:admin' } });
    const member = await verifier.verify(mint({ o: { id: 'org_1', rol: 'member' } }));
    expect(member).toMatchObject({ ok: true, claims: { orgRole: 'org:member' } });
    // No organization, or a claim that is not a role, gives no role.
    for (const claims of [{}, { o: 'admin' }, { o: { rol: 42 } }, { org_role: '' }, { org_role: 'a b' }]) {
      const result = await verifier.verify(mint(claims));
      expect(result).toEqual({ ok: true, claims: { sub: 'user_2abcDEF123' } });
    }
  });

  it('refuses expired tokens, allowing 5 seconds of clock skew', async () => {
    const token = mint(); // exp = NOW + 60 s
    expect(CLOCK_SKEW_MS).toBe(5_000);
    clock = NOW + 64_000;
    expect((await verifier.verify(token)).ok).toBe(true);
    clock = NOW + 65_000;
    await expect(verifier.verify(token)).resolves.toEqual({ ok: false, reason: 'expired' });
    clock = NOW;
    // Without exp, or with an exp that is not a number: refused as malformed claims.
    await expect(verifier.verify(mint({ exp: undefined }))).resolves.toEqual({
      ok: false,
      reason: 'malformed',
    });
    await expect(verifier.verify(mint({ exp: '9999999999' }))).resolves.toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('refuses tokens not yet valid (nbf or iat in the future beyond the skew)', async () => {
    const now = Math.floor(NOW / 1000);
    expect((await verifier.verify(mint({ nbf: now + 4 }))).ok).toBe(true);
    await expect(verifier.verify(mint({ nbf: now + 30 }))).resolves.toEqual({
      ok: false,
      reason: 'not_yet_valid',
    });
    await expect(verifier.verify(mint({ iat: now + 30, nbf: undefined }))).resolves.toEqual({
      ok: false,
      reason: 'not_yet_valid',
    });
  });

  it('refuses a token signed with another key, or tampered with', async () => {
    const other = rsaKeys();
    await expect(verifier.verify(mintClerkToken(other.privateKey, {}, { nowMs: NOW }))).resolves.toEqual({
      ok: false,
      reason: 'signature',
    });
    const [head, , signature] = mint().split('.');
    const forged = b64({ sub: 'user_admin', exp: Math.floor(NOW / 1000) + 60 });
    await expect(verifier.verify(`${head}.${forged}.${signature}`)).resolves.toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('refuses HS256 (even keyed with the public key itself), none, and other algorithms', async () => {
    const payload = b64({ sub: 'user_x', exp: Math.floor(NOW / 1000) + 60 });
    const hsHead = b64({ alg: 'HS256', typ: 'JWT' });
    const hsSig = createHmac('sha256', keys.publicPem).update(`${hsHead}.${payload}`).digest('base64url');
    await expect(verifier.verify(`${hsHead}.${payload}.${hsSig}`)).resolves.toEqual({
      ok: false,
      reason: 'algorithm',
    });
    for (const signature of ['', 'x']) {
      await expect(verifier.verify(`${b64({ alg: 'none' })}.${payload}.${signature}`)).resolves.toMatchObject(
        {
          ok: false,
        },
      );
    }
    const ps256 = mintClerkToken(
      keys.privateKey,
      {},
      { nowMs: NOW, header: { alg: 'PS256', typ: 'JWT', kid: 'k' } },
    );
    await expect(verifier.verify(ps256)).resolves.toEqual({ ok: false, reason: 'algorithm' });
  });

  it('checks azp against the authorized parties when they are configured', async () => {
    const strict = createClerkTokenVerifier({
      jwtKey: keys.publicPem,
      authorizedParties: ['https://bento.example.org', 'http://localhost:3000'],
    });
    expect((await strict.verify(mint({ azp: 'https://bento.example.org' }))).ok).toBe(true);
    await expect(strict.verify(mint({ azp: 'https://evil.example.org' }))).resolves.toEqual({
      ok: false,
      reason: 'unauthorized_party',
    });
    await expect(strict.verify(mint({ azp: undefined }))).resolves.toEqual({
      ok: false,
      reason: 'unauthorized_party',
    });
    // Without configured parties any azp passes.
    expect((await verifier.verify(mint({ azp: 'https://evil.example.org' }))).ok).toBe(true);
  });

  it("treats a 'pending' session as signed out", async () => {
    await expect(verifier.verify(mint({ sts: 'pending' }))).resolves.toEqual({
      ok: false,
      reason: 'pending_session',
    });
    expect((await verifier.verify(mint({ sts: undefined }))).ok).toBe(true);
  });

  it('refuses malformed tokens without throwing', async () => {
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
      const result = await verifier.verify(junk);
      expect(result.ok).toBe(false);
      expect(['malformed', 'algorithm']).toContain(!result.ok && result.reason);
    }
    await expect(verifier.verify(mint({ sub: '' }))).resolves.toEqual({ ok: false, reason: 'malformed' });
    await expect(verifier.verify(mint({ sub: 42 }))).resolves.toEqual({ ok: false, reason: 'malformed' });
    await expect(verifier.verify(mint({ sub: 'u'.repeat(256) }))).resolves.toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('reads the key as PEM, PEM with escaped newlines, or the bare base64 body; refuses other keys', async () => {
    const escaped = keys.publicPem.replace(/\n/g, '\\n');
    const bare = keys.publicPem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
    for (const jwtKey of [normalisePem(escaped), bare]) {
      const result = await createClerkTokenVerifier({ jwtKey, authorizedParties: [] }).verify(mint());
      expect(result.ok).toBe(true);
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
    // Clerk's SDK reads 2048-bit keys only (every Clerk instance's): a longer one is refused at start, not per token.
    const long = generateKeyPairSync('rsa', { modulusLength: 3072 }).publicKey.export({
      type: 'spki',
      format: 'pem',
    });
    expect(() => createClerkTokenVerifier({ jwtKey: long.toString(), authorizedParties: [] })).toThrow(
      'CLERK_JWT_KEY must be the 2048-bit RSA public key of a Clerk instance',
    );
  });
});
