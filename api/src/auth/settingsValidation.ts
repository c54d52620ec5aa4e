// The account settings bodies (PATCH /api/auth/account, POST /api/auth/password, DELETE /api/auth/account),
// validated at the edge with zod. The new password's length rules and messages are sign-up's (validation.ts).
import { z } from 'zod';
import { ApiError } from '../web/errors';
import { AUTH_MESSAGES, emailField, FULL_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './validation';

/** Every message the account settings routes add to AUTH_MESSAGES. */
export const SETTINGS_MESSAGES = {
  currentPassword: 'Please enter your current password.',
  wrongCurrentPassword: 'Your current password is incorrect.',
  samePassword: 'Your new password must be different from your current password.',
  password: 'Please enter your password.',
  wrongPassword: 'Your password is incorrect.',
  confirm: 'Type your e-mail address exactly as shown to confirm.',
  noPassword: 'This account has no password to check.',
  managedByClerk: "Your account is managed by Clerk: change it in Clerk's account settings.",
} as const;

const wellFormed = (value: string) => !/\p{Cs}/u.test(value);

const passwordField = (message: string) =>
  z.string({ error: message }).min(1, { error: message }).max(PASSWORD_MAX, { error: message });

const renameSchema = z.object({
  // Blank (or null) removes the name: the sidebar then shows the e-mail address.
  fullName: z
    .string({ error: AUTH_MESSAGES.fullName })
    .trim()
    .max(FULL_NAME_MAX, { error: AUTH_MESSAGES.fullName })
    .refine(wellFormed, { error: AUTH_MESSAGES.fullName })
    .nullable(),
});

const passwordChangeSchema = z.object({
  currentPassword: passwordField(SETTINGS_MESSAGES.currentPassword),
  newPassword: z
    .string({ error: AUTH_MESSAGES.passwordTooShort })
    .min(PASSWORD_MIN, { error: AUTH_MESSAGES.passwordTooShort })
    .max(PASSWORD_MAX, { error: AUTH_MESSAGES.passwordTooLong }),
});

const deletionSchema = z.object({
  password: passwordField(SETTINGS_MESSAGES.password),
  confirm: z.string({ error: SETTINGS_MESSAGES.confirm }).max(255, { error: SETTINGS_MESSAGES.confirm }),
});

const emailChangeSchema = z.object({
  newEmail: emailField(),
  password: passwordField(SETTINGS_MESSAGES.password),
});

export type RenameInput = z.infer<typeof renameSchema>;
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
export type DeletionInput = z.infer<typeof deletionSchema>;
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;

function parse<T>(schema: z.ZodType<T>, body: unknown, codes: Record<string, string>): T {
  // Express 5 leaves req.body undefined when no JSON came; treat it as an empty object.
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  if (typeof field !== 'string') throw new ApiError(400, 'invalid_body', AUTH_MESSAGES.body);
  throw new ApiError(400, codes[field] ?? 'invalid_body', issue?.message ?? AUTH_MESSAGES.body);
}

export function parseRename(body: unknown): RenameInput {
  return parse(renameSchema, body, { fullName: 'invalid_full_name' });
}

export function parsePasswordChange(body: unknown): PasswordChangeInput {
  return parse(passwordChangeSchema, body, {
    currentPassword: 'invalid_current_password',
    newPassword: 'invalid_password',
  });
}

export function parseDeletion(body: unknown): DeletionInput {
  return parse(deletionSchema, body, { password: 'invalid_password', confirm: 'confirmation_mismatch' });
}

export function parseEmailChange(body: unknown): EmailChangeInput {
  return parse(emailChangeSchema, body, { newEmail: 'invalid_email', password: 'invalid_password' });
}

/** The confirmation a deletion needs: the account's e-mail, typed in any case, spaces around it ignored. */
export function confirmsDeletion(confirm: string, email: string): boolean {
  return confirm.trim().toLowerCase() === email.toLowerCase();
}
