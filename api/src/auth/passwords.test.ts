import { hashPassword, needsRehash, SCRYPT_PARAMS, verifyAgainstDummy, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('stores scrypt parameters, a 16-byte salt and a 64-byte key, and verifies', async () => {
    const hash = await hashPassword('correct horse battery');
    const match = /^\$scrypt\$ln=15,r=8,p=3\$([\w-]+)\$([\w-]+)$/.exec(hash);
    expect(match).not.toBeNull();
    expect(Buffer.from(match?.[1] ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(match?.[2] ?? '', 'base64url')).toHaveLength(64);
    expect(hash.length).toBeLessThanOrEqual(255);
    await expect(verifyPassword('correct horse battery', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batterY', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(a).not.toBe(b);
  });

  it('verifies hashes made with other parameters, and flags them for re-hashing', async () => {
    const cheap = await hashPassword('old password', { ln: 10, r: 8, p: 1 });
    expect(cheap.startsWith('$scrypt$ln=10,r=8,p=1$')).toBe(true);
    await expect(verifyPassword('old password', cheap)).resolves.toBe(true);
    expect(needsRehash(cheap)).toBe(true);
    expect(needsRehash(await hashPassword('new password'))).toBe(false);
    expect(SCRYPT_PARAMS).toEqual({ ln: 15, r: 8, p: 3 });
  });

  it('treats composed and decomposed accents alike (NFKC)', async () => {
    const hash = await hashPassword('caf\u00e9-password');
    await expect(verifyPassword('cafe\u0301-password', hash)).resolves.toBe(true);
  });

  it('answers false, never throws, for unreadable, tampered or absurdly expensive hashes', async () => {
    const good = await hashPassword('password123');
    const salt = good.split('$')[4];
    const key = good.split('$')[5];
    for (const stored of [
      '',
      'plain-text-password',
      '$scrypt$ln=15,r=8,p=3$short$short',
      `$scrypt$ln=15,r=8,p=3$${salt}`,
      `$scrypt$ln=40,r=8,p=1$${salt}$${key}`,
      `$scrypt$ln=15,r=99,p=1$${salt}$${key}`,
      `$scrypt$ln=0,r=8,p=1$${salt}$${key}`,
      `$argon2id$v=19$m=65536,t=3,p=4$${salt}$${key}`,
    ]) {
      await expect(verifyPassword('password123', stored)).resolves.toBe(false);
      expect(needsRehash(stored)).toBe(false);
    }
    await expect(
      verifyPassword('password123', `$scrypt$ln=15,r=8,p=3$${salt}$${key?.slice(0, -4)}AAAA`),
    ).resolves.toBe(false);
  });

  it('checks unknown users against a dummy hash, which never matches', async () => {
    await expect(verifyAgainstDummy('anything at all')).resolves.toBe(false);
  });
});
