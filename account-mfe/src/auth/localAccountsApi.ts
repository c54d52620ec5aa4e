import { getApiClient, type SessionUser } from '@bento/store';

// Local accounts (docs/api.md): both set the session cookie; the adapter's refresh() then reads who signed in.

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
}

export function signInLocal(email: string, password: string): Promise<{ user: SessionUser }> {
  return getApiClient().post('/auth/local/sign-in', { email, password });
}

export function signUpLocal({ email, password, fullName }: SignUpInput): Promise<{ user: SessionUser }> {
  return getApiClient().post('/auth/local/sign-up', {
    email,
    password,
    fullName: fullName.trim() ? fullName : null,
    acceptTerms: true,
  });
}

/** Asks for a reset link: the API answers alike whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return getApiClient().post('/auth/local/password-reset', { email });
}

export function resetPassword(token: string, password: string): Promise<void> {
  return getApiClient().post('/auth/local/password-reset/confirm', { token, password });
}

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}
