import { getApiClient, type SessionUser } from '@bento/store';

// Account settings of local accounts (docs/api.md 'Account settings'), over the shared client with the bearer token.

export function renameAccount(fullName: string): Promise<{ user: SessionUser }> {
  return getApiClient().patch('/auth/account', { fullName: fullName.trim() ? fullName : null });
}

export function changePassword(currentPassword: string, newPassword: string): Promise<{ signedOut: number }> {
  return getApiClient().post('/auth/password', { currentPassword, newPassword });
}

/** `confirm` is the account's e-mail, as the user typed it. */
export function deleteAccount(password: string, confirm: string): Promise<void> {
  return getApiClient().delete('/auth/account', { password, confirm });
}

/** What the settings forms ask of the user before the delete button works: the account's e-mail. */
export function confirmsDeletion(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.toLowerCase();
}

/** Mails a link to `newEmail`; the address changes once it is opened. Answers the message to show. */
export function requestEmailChange(newEmail: string, password: string): Promise<{ message: string }> {
  return getApiClient().post('/auth/email', { newEmail, password });
}
