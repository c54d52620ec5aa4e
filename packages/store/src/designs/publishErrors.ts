// What a failed publish shows, for every publish form (the accounts remote's dialog, the project table's).
import { PUBLISH_TEXTS } from '@bento/core';
import { HTTP_ERROR_CODE, INVALID_RESPONSE_CODE, isApiError } from '../api';

/**
 * What a failed publish shows (§8 'Publish dialog'): the server's message (slug taken, reserved, the site limit,
 * a network failure's 'Please check your connection…'), the fallback when the server sent none, or
 * 'An unexpected error occurred' for anything that is not an API failure.
 */
export function publishErrorMessage(error: unknown, fallback: string = PUBLISH_TEXTS.publishFailed): string {
  if (!isApiError(error)) return PUBLISH_TEXTS.unexpected;
  return error.code === HTTP_ERROR_CODE || error.code === INVALID_RESPONSE_CODE ? fallback : error.message;
}

export const isSiteLimitError = (error: unknown) => isApiError(error) && error.code === 'site_limit';

/** The server asks for a verified e-mail address before publishing (issue 29). */
export const isEmailNotVerifiedError = (error: unknown) =>
  isApiError(error) && error.code === 'email_not_verified';
