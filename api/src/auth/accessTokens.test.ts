import { createAccessTokens, isCanonicalCompactJws } from './accessTokens';
import { signTestAccessToken } from './testingTokens';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const SUBJECT = { userId: 'user-1', sessionId: 'a'.repeat(64) };
const NOW = Date.UTC(2026, 0, 1);
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

// Unit checks of the verifier alone; token.test.ts and tokenRefusals.test.ts run the same rules through the API.
describe('access tokens', () => {
  const tokens = createAccessTokens(SECRET, 60);
  const signed = (claims: Record<string, unknown>, header?: Record<string, unknown>) =>
    signTestAccessToken(
      SECRET,
      { sub: SUBJECT.userId, sid: SUBJECT.sessionId, ...claims },
      { nowMs: NOW, header },
    );

  it('round-trips the user and session while the token is fresh', async () => {
    const token = await tokens.issue(SUBJECT, NOW);
    expect(token.split('.')).toHaveLength(3);
    expect(claimsOf(token)).toEqual({
      sub: 'user-1',
      sid: SUBJECT.sessionId,
      iss: 'bento-creator',
      aud: 'bento-creator-api',
      iat: NOW / 1000,
      nbf: NOW / 1000,
      exp: NOW / 1000 + 60,
    });
    await expect(tokens.verify(token, NOW)).resolves.toEqual(SUBJECT);
    await expect(tokens.verify(token, NOW + 59_000)).resolves.toEqual(SUBJECT);
  });

  it('holds a token it has already checked to the same time claims as a first check would', async () => {
    const token = signed({ exp: NOW / 1000 + 86_400 });
    const remembering = createAccessTokens(SECRET, 60);
    await expect(remembering.verify(token, NOW)).resolves.toEqual(SUBJECT);
    for (const offset of [-5_000, -1, 0, 30_000, 59_999, 60_000, 61_000, 86_400_000]) {
      // A new verifier has never seen the token: the reference answer.
      const expected = await createAccessTokens(SECRET, 60).verify(token, NOW + offset);
      await expect(remembering.verify(token, NOW + offset)).resolves.toEqual(expected);
    }
    // And a token signed with another secret is refused, however often it is sent.
    const forged = await createAccessTokens(`${SECRET}-other`, 60).issue(SUBJECT, NOW);
    for (let attempt = 0; attempt < 3; attempt += 1)
      await expect(remembering.verify(forged, NOW)).resolves.toBeNull();
  });

  it('accepts a hand-signed token with our claims (the control for the refusals below)', async () => {
    await expect(tokens.verify(signed({}), NOW)).resolves.toEqual(SUBJECT);
  });

  it('refuses an expired token, one not valid yet, and one issued in the future', async () => {
    await expect(tokens.verify(await tokens.issue(SUBJECT, NOW), NOW + 60_000)).resolves.toBeNull();
    await expect(tokens.verify(signed({ nbf: NOW / 1000 + 30 }), NOW)).resolves.toBeNull();
    await expect(tokens.verify(signed({}), NOW - 5_000)).resolves.toBeNull();
    // A far-off exp does not help: no token of ours is older than 60 s.
    await expect(tokens.verify(signed({ exp: NOW / 1000 + 86_400 }), NOW + 61_000)).resolves.toBeNull();
  });

  it.each([
    ['another issuer', { iss: 'someone-else' }],
    ['another audience', { aud: 'another-api' }],
    ['no audience', { aud: undefined }],
    ['no issuer', { iss: undefined }],
    ['no session id', { sid: undefined }],
    ['an empty session id', { sid: '' }],
    ['no subject', { sub: undefined }],
    ['no nbf', { nbf: undefined }],
    ['no exp', { exp: undefined }],
  ])('refuses a token with %s', async (_label, claims) => {
    await expect(tokens.verify(signed(claims), NOW)).resolves.toBeNull();
  });

  it('refuses a token signed with another secret, or tampered with', async () => {
    const other = createAccessTokens(`${SECRET}-other`);
    await expect(tokens.verify(await other.issue(SUBJECT, NOW), NOW)).resolves.toBeNull();
    const [head, , signature] = (await tokens.issue(SUBJECT, NOW)).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claimsOf(signed({})), sub: 'admin' })).toString(
      'base64url',
    );
    await expect(tokens.verify(`${head}.${forged}.${signature}`, NOW)).resolves.toBeNull();
  });

  it.each([
    ['none', { alg: 'none', typ: 'JWT' }],
    ['HS384', { alg: 'HS384', typ: 'JWT' }],
    ['HS512', { alg: 'HS512', typ: 'JWT' }],
    ['RS256', { alg: 'RS256', typ: 'JWT' }],
  ])('refuses the %s algorithm', async (_label, header) => {
    await expect(tokens.verify(signed({}, header), NOW)).resolves.toBeNull();
    const [head, payload] = signed({}, header).split('.');
    await expect(tokens.verify(`${head}.${payload}.`, NOW)).resolves.toBeNull();
  });

  it('refuses every other spelling of a valid token: padding, base64 (not url) characters, spaces, stray bits', async () => {
    const token = await tokens.issue(SUBJECT, NOW);
    const [head, payload, signature = ''] = token.split('.');
    // The last of 43 characters carries 4 bits of the signature and 2 unused ones; flipping one unused bit
    // spells the same bytes differently.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet[alphabet.indexOf(signature.slice(-1)) ^ 1];
    const variants = [
      `${token}=`,
      `${token}==`,
      `${head}=.${payload}.${signature}`,
      `${head}.${payload}=.${signature}`,
      `${head}.${payload}.${signature.slice(0, 10)} ${signature.slice(10)}`,
      `${head}.${payload}.${signature.slice(0, -1)}${last}`,
      ` ${token}`,
    ];
    if (/[-_]/.test(signature))
      variants.push(`${head}.${payload}.${signature.replace(/-/g, '+').replace(/_/g, '/')}`);
    for (const variant of variants) {
      expect(isCanonicalCompactJws(variant)).toBe(false);
      await expect(tokens.verify(variant, NOW)).resolves.toBeNull();
    }
    expect(isCanonicalCompactJws(token)).toBe(true);
  });

  it('refuses malformed tokens without throwing', async () => {
    for (const junk of [
      '',
      'a.b',
      'a.b.c',
      'a.b.c.d',
      '...',
      'not a token',
      `${'a'.repeat(5)}.${'b'.repeat(5)}.`,
    ]) {
      await expect(tokens.verify(junk, NOW)).resolves.toBeNull();
    }
  });

  it('insists on a long secret', () => {
    expect(() => createAccessTokens('short')).toThrow('at least 32 characters');
  });
});
