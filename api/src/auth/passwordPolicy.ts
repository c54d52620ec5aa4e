import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { ApiError } from '../web/errors';
import { AUTH_MESSAGES, PASSWORD_ADVICE } from './validation';

/**
 * What a new password must be besides 8–200 characters (validation.ts): not the account's e-mail address, not
 * containing it (nor its local part) or the product's name, and not guessable by zxcvbn's estimate (OWASP ASVS 5.0 §6.2: refuse common and context-specific
 * passwords). Score 3 means "safely unguessable": more than 10^8 estimated guesses.
 */
export const MIN_PASSWORD_SCORE = 3;

// Words of this product a password may not contain (ASVS 5.0 §6.2.11): 'bento' covers 'BentoCreator' too.
const PRODUCT_NAME = 'bento';
const MIN_LOCAL_PART_CHECKED = 3;

// zxcvbn-ts's Levenshtein matching made each check cost 100–400 ms of main-thread CPU; without it a check costs
// a few ms. Characters past 100 are not examined (a longer password that passes the first 100 is strong anyway).
const ESTIMATOR_MAX_LENGTH = 100;

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn with the common and English dictionaries, built once per process on first use (loading and ranking the
 * dictionaries takes ~100 ms and some MB, which servers that never see a sign-up do not pay).
 */
export function passwordEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      translations: en.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...en.dictionary },
      maxLength: ESTIMATOR_MAX_LENGTH,
    });
  })();
  return estimator;
}

/** Why this password may not be used for this account, or null when it may. */
export async function passwordProblem(
  password: string,
  { email, fullName }: { email: string; fullName?: string | null },
): Promise<string | null> {
  const localPart = email.slice(0, email.lastIndexOf('@'));
  const typed = password.normalize('NFKC').trim().toLowerCase();
  if (typed === email || typed === localPart) return AUTH_MESSAGES.passwordIsEmail;
  if (typed.includes(PRODUCT_NAME)) return AUTH_MESSAGES.passwordHasProductName;
  // A local part of one or two characters would refuse too many unrelated passwords.
  if (localPart.length >= MIN_LOCAL_PART_CHECKED && typed.includes(localPart))
    return AUTH_MESSAGES.passwordHasEmail;

  const userInputs = [email, localPart, ...(fullName ? [fullName] : [])];
  const { score, sequence, feedback } = (await passwordEstimator()).check(password, userInputs);
  if (score >= MIN_PASSWORD_SCORE) return null;
  // Matched in a list of leaked passwords (language-common's 'passwords-common').
  const common = sequence.some(
    (match) => match.pattern === 'dictionary' && String(match.dictionaryName).startsWith('passwords'),
  );
  if (common) return AUTH_MESSAGES.passwordCommon;
  return feedback.warning ? `${feedback.warning} ${PASSWORD_ADVICE}` : AUTH_MESSAGES.passwordWeak;
}

/** 400 `weak_password` with the reason, for a password sign-up must refuse. */
export async function checkNewPassword(input: {
  email: string;
  password: string;
  fullName?: string | null;
}): Promise<void> {
  const problem = await passwordProblem(input.password, input);
  if (problem) throw new ApiError(400, 'weak_password', problem);
}
