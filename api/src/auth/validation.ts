import { z } from 'zod';
import { ApiError } from '../web/errors';

// Follows zxcvbn's own warning (e.g. 'Dates are easy to guess.') when a password is refused as guessable.
export const PASSWORD_ADVICE = 'Add more words that are less common.';

/** Every message the local-account routes answer with; the terms message is the spec's, word for word. */
export const AUTH_MESSAGES = {
  terms: 'You must agree to the Terms of Service and Privacy Policy to continue.',
  email: 'Please enter a valid email address.',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordTooLong: 'Password must be at most 200 characters.',
  passwordIsEmail: 'Your password must not be your e-mail address.',
  passwordHasEmail: 'Your password must not contain your e-mail address or the part before the @.',
  passwordHasProductName: 'Your password must not contain the name of this product (Bento Creator).',
  passwordCommon: 'This password is too common. Choose a less common password.',
  passwordWeak: `This password is too easy to guess. ${PASSWORD_ADVICE}`,
  fullName: 'Full name must be text of at most 100 characters.',
  emailTaken: 'An account with this email already exists.',
  signInFields: 'Please enter your email and password.',
  invalidCredentials: 'Invalid email or password.',
  body: 'Request body must be a JSON object.',
  signedOut: 'You must be signed in to do that.',
} as const;

/** What the password reset routes answer. */
export const RESET_MESSAGES = {
  sent: 'If an account exists for this email, we have sent it a link to reset the password. The link expires in 1 hour.',
  invalidLink: 'This password reset link is invalid or has expired. Please request a new one.',
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
export const FULL_NAME_MAX = 100;
const EMAIL_MAX = 255;

// Lone UTF-16 surrogates cannot be stored in utf8mb4 columns; refuse them here rather than fail in the database.
// In unicode mode \p{Cs} matches only unpaired surrogates (pairs read as one code point).
const wellFormed = (value: string) => !/\p{Cs}/u.test(value);

const normalisedEmail = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .min(1, { error: message })
    .max(EMAIL_MAX, { error: message })
    .refine(wellFormed, { error: message });

/** An e-mail address as sign-up takes it: trimmed, lower-cased and well-formed. */
export const emailField = () =>
  normalisedEmail(AUTH_MESSAGES.email).pipe(z.email({ error: AUTH_MESSAGES.email }));

// Key order is check order: a sign-up without consent gets the consent message first, as the form does.
const signUpSchema = z.object({
  acceptTerms: z.literal(true, { error: AUTH_MESSAGES.terms }),
  email: emailField(),
  password: z
    .string({ error: AUTH_MESSAGES.passwordTooShort })
    .min(PASSWORD_MIN, { error: AUTH_MESSAGES.passwordTooShort })
    .max(PASSWORD_MAX, { error: AUTH_MESSAGES.passwordTooLong }),
  fullName: z
    .string({ error: AUTH_MESSAGES.fullName })
    .trim()
    .max(FULL_NAME_MAX, { error: AUTH_MESSAGES.fullName })
    .refine(wellFormed, { error: AUTH_MESSAGES.fullName })
    .nullish(),
});

const signInSchema = z.object({
  email: normalisedEmail(AUTH_MESSAGES.signInFields),
  password: z
    .string({ error: AUTH_MESSAGES.signInFields })
    .min(1, { error: AUTH_MESSAGES.signInFields })
    .max(PASSWORD_MAX, { error: AUTH_MESSAGES.signInFields }),
});

const resetRequestSchema = z.object({ email: emailField() });

const resetSchema = z.object({
  token: z.string({ error: RESET_MESSAGES.invalidLink }).max(100, { error: RESET_MESSAGES.invalidLink }),
  password: signUpSchema.shape.password,
});

export type SignUpInput = z.infer<typeof signUpSchema>;
export type SignInInput = z.infer<typeof signInSchema>;

const CODES: Record<string, string> = {
  acceptTerms: 'terms_not_accepted',
  email: 'invalid_email',
  password: 'invalid_password',
  fullName: 'invalid_full_name',
};

function parse<T>(schema: z.ZodType<T>, body: unknown, codeFor: (field: string) => string): T {
  // Express 5 leaves req.body undefined when no JSON came; treat it as an empty object.
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  if (typeof field !== 'string') throw new ApiError(400, 'invalid_body', AUTH_MESSAGES.body);
  throw new ApiError(400, codeFor(field), issue?.message ?? AUTH_MESSAGES.body);
}

/** The sign-up body, normalised (e-mail trimmed and lower-cased), or a 400 ApiError naming the first problem. */
export function parseSignUp(body: unknown): SignUpInput {
  return parse(signUpSchema, body, (field) => CODES[field] ?? 'invalid_body');
}

export function parseSignIn(body: unknown): SignInInput {
  return parse(signInSchema, body, () => 'invalid_credentials_format');
}

export function parseResetRequest(body: unknown): { email: string } {
  return parse(resetRequestSchema, body, () => 'invalid_email');
}

export function parseReset(body: unknown): { token: string; password: string } {
  return parse(resetSchema, body, (field) => (field === 'token' ? 'invalid_reset_link' : 'invalid_password'));
}
