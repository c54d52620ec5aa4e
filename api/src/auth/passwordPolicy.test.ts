import request from 'supertest';
import { testDatabases } from '../testing/databases';
import { MIN_PASSWORD_SCORE, passwordEstimator, passwordProblem } from './passwordPolicy';
import { useAuthTestApp, setCookieLine } from './testing';
import { AUTH_MESSAGES } from './validation';

const COMMON = 'This password is too common. Choose a less common password.';
const IS_EMAIL = 'Your password must not be your e-mail address.';

describe('the password estimator', () => {
  it('is built once per process, on first use, and reused', async () => {
    const first = passwordEstimator();
    expect(passwordEstimator()).toBe(first);
    expect(await passwordEstimator()).toBe(await first);
  });

  it('asks for score 3 and words its messages as the brief does', async () => {
    expect(MIN_PASSWORD_SCORE).toBe(3);
    expect(AUTH_MESSAGES.passwordCommon).toBe(COMMON);
    expect(AUTH_MESSAGES.passwordIsEmail).toBe(IS_EMAIL);
    expect(AUTH_MESSAGES.passwordHasProductName).toBe(
      'Your password must not contain the name of this product (Bento Creator).',
    );
    await expect(passwordProblem('correct horse battery', { email: 'ada@example.org' })).resolves.toBeNull();
  });
});

describe.each(testDatabases())('sign-up password rules on $label', (db) => {
  const { t, freshEmail } = useAuthTestApp(db, 'rules');

  const signUp = (body: Record<string, unknown>) =>
    request(t.app)
      .post('/api/auth/local/sign-up')
      .send({ acceptTerms: true, ...body });

  async function expectRefused(body: Record<string, unknown>, message: string) {
    const before = await t.models.User.count();
    const res = await signUp(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'weak_password', message } });
    expect(setCookieLine(res, 'bento_session')).toBeUndefined();
    expect(await t.models.User.count()).toBe(before);
  }

  it.each(['12345678', 'password', 'Password1!', 'qwertyuiop', 'iloveyou2', 'password-123', 'letmein!'])(
    'refuses the common password %j',
    async (password) => {
      await expectRefused({ email: freshEmail(), password }, COMMON);
    },
  );

  it.each([
    ['the e-mail itself', 'grace.hopper@example.org'],
    ['the e-mail in another case, with spaces', ' Grace.Hopper@EXAMPLE.org '],
    ['the local part', 'grace.hopper'],
    ['the local part in another case', 'GRACE.Hopper'],
  ])('refuses %s as the password', async (_label, password) => {
    await expectRefused({ email: 'Grace.Hopper@example.org', password }, IS_EMAIL);
  });

  it.each(['BentoCreator1', 'bentocreator2024', 'my BENTO garden party', 'xX-bento-Xx-42'])(
    "refuses %j: it contains the product's name",
    async (password) => {
      await expectRefused({ email: freshEmail(), password }, AUTH_MESSAGES.passwordHasProductName);
    },
  );

  it.each(['grace.hopper sails east', 'Violet GRACE.HOPPER 1906', 'grace.hopper@example.org rocks'])(
    'refuses %j: it contains the e-mail or its local part',
    async (password) => {
      await expectRefused({ email: 'Grace.Hopper@example.org', password }, AUTH_MESSAGES.passwordHasEmail);
    },
  );

  it('checks the local part only from 3 characters on', async () => {
    const email = `al@${freshEmail().replace('@', '.')}`;
    expect((await signUp({ email, password: 'royal alpaca meadow' })).status).toBe(201);
  });

  it.each([
    ['repeated characters', 'p'.repeat(40), 'Repeated characters like "aaa" are easy to guess.'],
    ['a keyboard row', 'qwertzuiop12', 'Straight rows of keys on your keyboard are easy to guess.'],
    ['a date', '2019-01-01x', 'Dates are easy to guess.'],
    ['the full name', 'Grace Hopper 1906', 'There should not be any personal or page related data.'],
  ])("refuses %s with zxcvbn's warning", async (_label, password, warning) => {
    await expectRefused(
      { email: freshEmail(), password, fullName: 'Grace Hopper' },
      `${warning} Add more words that are less common.`,
    );
  });

  it('refuses a guessable password without a warning with the general message', async () => {
    // 8 random characters: zxcvbn estimates 10^8 guesses, score 2.
    await expectRefused({ email: freshEmail(), password: 'tQ9$wz!K' }, AUTH_MESSAGES.passwordWeak);
    expect(AUTH_MESSAGES.passwordWeak).toBe(
      'This password is too easy to guess. Add more words that are less common.',
    );
  });

  it('checks length first, then the e-mail, then strength', async () => {
    const short = await signUp({ email: 'abc@example.org', password: '1234567' });
    expect(short.body.error).toEqual({ code: 'invalid_password', message: AUTH_MESSAGES.passwordTooShort });
    const long = await signUp({ email: freshEmail(), password: 'a'.repeat(201) });
    expect(long.body.error).toEqual({ code: 'invalid_password', message: AUTH_MESSAGES.passwordTooLong });
    // Both the local part and a common password: the e-mail rule answers.
    await expectRefused({ email: 'abc12345@example.org', password: 'abc12345' }, IS_EMAIL);
  });

  it.each(['correct horse battery', 'gnu#okapi', 'vixen-owl-lantern', 'Bench viewer 42 otter'])(
    'accepts %j',
    async (password) => {
      expect((await signUp({ email: freshEmail(), password })).status).toBe(201);
    },
  );

  it('refuses a weak password for a taken e-mail too, before saying it is taken', async () => {
    const email = freshEmail();
    expect((await signUp({ email, password: 'correct horse battery' })).status).toBe(201);
    const res = await signUp({ email, password: '12345678' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(COMMON);
  });
});
