import { createAccessTokens } from './accessTokens';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';

describe('access tokens', () => {
  const tokens = createAccessTokens(SECRET, 60);

  it('round-trips the user id while the token is fresh', () => {
    const now = Date.UTC(2026, 0, 1);
    const token = tokens.issue('user-1', now);
    expect(token.split('.')).toHaveLength(3);
    expect(tokens.verify(token, now + 59_000)).toBe('user-1');
  });

  it('refuses an expired token', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(tokens.verify(tokens.issue('user-1', now), now + 60_000)).toBeNull();
  });

  it('refuses a token signed with another secret, or tampered with', () => {
    const other = createAccessTokens(`${SECRET}-other`);
    expect(tokens.verify(other.issue('user-1'))).toBeNull();
    const [head, , signature] = tokens.issue('user-1').split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'admin', iss: 'bento-creator', exp: 9e9 })).toString(
      'base64url',
    );
    expect(tokens.verify(`${head}.${forged}.${signature}`)).toBeNull();
  });

  it('refuses malformed tokens and the none algorithm without throwing', () => {
    for (const junk of ['', 'a.b', 'a.b.c.d', '...', 'not a token']) expect(tokens.verify(junk)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const [, payload] = tokens.issue('user-1').split('.');
    expect(tokens.verify(`${none}.${payload}.`)).toBeNull();
  });

  it('insists on a long secret', () => {
    expect(() => createAccessTokens('short')).toThrow('at least 32 characters');
  });
});
