import request from 'supertest';
import { testDatabases } from '../testing/databases';
import { createAccountService } from './accountService';
import { hashPassword } from './passwords';
import { useAuthTestApp, signUpForTest, STRONG_PASSWORD } from './testing';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe.each(testDatabases())('sign-up costs the same for a taken e-mail on $label', (db) => {
  const { t, freshEmail } = useAuthTestApp(db, 'timing');

  it('hashes the password exactly once whether or not the e-mail is taken', async () => {
    let hashes = 0;
    // The real hashPassword, counted: nothing is replaced.
    const accounts = createAccountService({
      models: t.models,
      hash: (password) => {
        hashes += 1;
        return hashPassword(password);
      },
    });
    const email = freshEmail();
    await accounts.signUp({ email, password: STRONG_PASSWORD, acceptTerms: true });
    expect(hashes).toBe(1);

    hashes = 0;
    await expect(
      accounts.signUp({ email, password: STRONG_PASSWORD, acceptTerms: true }),
    ).rejects.toMatchObject({ status: 409, code: 'email_taken' });
    expect(hashes).toBe(1);
  });

  it('answers a taken e-mail about as slowly as a new one (medians of 5, within a factor of 2)', async () => {
    const taken = freshEmail();
    await signUpForTest(t.app, taken);
    const time = async (email: string, status: number) => {
      const started = process.hrtime.bigint();
      const res = await request(t.app)
        .post('/api/auth/local/sign-up')
        .send({ email, password: STRONG_PASSWORD, acceptTerms: true });
      expect(res.status).toBe(status);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const takenMs: number[] = [];
    const newMs: number[] = [];
    // Interleaved, so a slow patch of the machine hits both paths alike.
    for (let i = 0; i < 5; i++) {
      takenMs.push(await time(taken, 409));
      newMs.push(await time(freshEmail(), 201));
    }
    const [fast, slow] = [median(takenMs), median(newMs)].sort((a, b) => a - b) as [number, number];
    // Before the fix: ~5 ms against ~300 ms (a ratio near 0.02). Both now pay one scrypt.
    expect(fast / slow).toBeGreaterThanOrEqual(0.5);
  }, 30_000);
});
