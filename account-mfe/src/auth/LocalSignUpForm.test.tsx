import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignUpPage } from '../SignUpPage';
import { startRealApi, type RealApi } from '@bento/store/testing';
import { renderAuthPage } from './testing/renderAuthPage';

// The sign-up form against the real API: the password rules' refusals reach the user in the API's words.
describe('LocalSignUpForm with the real API', () => {
  let api: RealApi;

  beforeEach(async () => {
    api = await startRealApi({ signedIn: false });
  });
  afterEach(() => api.close());

  it.each([
    [
      'a common password',
      'ada@example.org',
      '12345678',
      'This password is too common. Choose a less common password.',
    ],
    [
      'the e-mail address',
      'ada.lovelace@example.org',
      'Ada.Lovelace@example.org',
      'Your password must not be your e-mail address.',
    ],
  ])("shows the API's refusal of %s and signs nobody up", async (_label, email, password, message) => {
    await renderAuthPage({ apiBase: `${api.origin}/api` }, <SignUpPage />, '/sign-up');
    await userEvent.type(screen.getByLabelText('E-mail'), email);
    await userEvent.type(screen.getByLabelText('Password'), password);
    await userEvent.click(
      screen.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(await api.models.User.count({ where: { email } })).toBe(0);
  });
});
