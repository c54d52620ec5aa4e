import { getApiClient, type SessionUser } from '@bento/store';

// The e-mail links of local accounts (docs/api.md 'E-mail addresses'): verification after sign-up, and the link
// that confirms a new address.

/** Mails the signed-in user a new verification link: the message to show, or `verified` when there is none to send. */
export function resendVerification(): Promise<{ message?: string; verified?: true }> {
  return getApiClient().post('/auth/local/email-verification');
}

export function confirmVerification(token: string): Promise<{ user: SessionUser }> {
  return getApiClient().post('/auth/local/email-verification/confirm', { token });
}

export function confirmEmailChange(token: string): Promise<{ user: SessionUser }> {
  return getApiClient().post('/auth/local/email-change/confirm', { token });
}
