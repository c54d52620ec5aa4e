import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes: scrypt from node:crypto, stored as a PHC-style string that carries its own parameters,
 * `$scrypt$ln=15,r=8,p=3$<salt>$<hash>` (base64url), so the cost can be raised later without breaking
 * existing hashes (sign-in re-hashes those that are out of date).
 */
export interface ScryptParams {
  /** log2 of N, the CPU/memory cost. */
  ln: number;
  r: number;
  p: number;
}

// OWASP's N=2^15, r=8, p=3 variant: the strength of N=2^17, p=1 with 32 MiB of memory per hash instead of 128.
export const SCRYPT_PARAMS: Readonly<ScryptParams> = { ln: 15, r: 8, p: 3 };
const SALT_BYTES = 16;
const KEY_BYTES = 64;
// Bounds for parameters read back from the database, so a tampered row cannot make us burn memory.
const MAX = { ln: 20, r: 32, p: 16 };

const HASH_FORMAT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([\w-]{16,})\$([\w-]{16,})$/;

function derive(password: string, salt: Buffer, { ln, r, p }: ScryptParams, length: number): Promise<Buffer> {
  const N = 2 ** ln;
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r + 128 * r * p + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    // NFKC: the same password typed on two keyboards (composed or decomposed accents) hashes the same.
    scrypt(password.normalize('NFKC'), salt, length, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params, KEY_BYTES);
  const { ln, r, p } = params;
  return `$scrypt$ln=${ln},r=${r},p=${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const match = HASH_FORMAT.exec(stored);
  if (!match) return null;
  const [ln, r, p] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  if (ln < 1 || ln > MAX.ln || r < 1 || r > MAX.r || p < 1 || p > MAX.p) return null;
  return {
    params: { ln, r, p },
    salt: Buffer.from(match[4] ?? '', 'base64url'),
    key: Buffer.from(match[5] ?? '', 'base64url'),
  };
}

/** True when the password matches the stored hash. False for a wrong password or an unreadable hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/** True when a (valid) stored hash was made with other parameters than today's. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const { ln, r, p } = parsed.params;
  return ln !== SCRYPT_PARAMS.ln || r !== SCRYPT_PARAMS.r || p !== SCRYPT_PARAMS.p;
}

let dummy: Promise<string> | undefined;

function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}

/** Makes the dummy hash ahead of time, so even the first unknown-e-mail sign-in costs the usual time. */
export function primeDummyHash(): void {
  dummyHash().catch(() => {
    dummy = undefined;
  });
}

/**
 * Checks a password against a throwaway hash made with today's parameters and always answers false: sign-in
 * with an unknown e-mail costs the same time as a wrong password, so timing does not reveal who has an account.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, await dummyHash());
  return false;
}
