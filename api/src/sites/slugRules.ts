import { isReservedPathSegment } from '@bento/core';
import { ApiError } from '../web/errors';

// The client normalises slugs (lower-case, a–z 0–9 and hyphens, §5); the server only validates.
export const SLUG_MAX_LENGTH = 100;
const SLUG_PATTERN = /^[a-z0-9-]+$/;

export const SLUG_MESSAGES = {
  required: 'Site URL is required',
  tooLong: `Site URL must be at most ${SLUG_MAX_LENGTH} characters.`,
  characters: 'Invalid site URL. Only lowercase letters, numbers, and hyphens are allowed.',
  reserved: 'This URL is reserved. Please choose another.',
  taken: 'This URL is already taken. Please choose another.',
} as const;

/** What is wrong with a slug, or null when it may be used (uniqueness aside). */
export function slugProblem(slug: string): string | null {
  if (slug.length === 0) return SLUG_MESSAGES.required;
  if (slug.length > SLUG_MAX_LENGTH) return SLUG_MESSAGES.tooLong;
  if (!SLUG_PATTERN.test(slug)) return SLUG_MESSAGES.characters;
  if (isReservedPathSegment(slug)) return SLUG_MESSAGES.reserved;
  return null;
}

/** Whether a slug could name a site at all (the public read answers 404 at once when not). */
export function isWellFormedSlug(slug: string): boolean {
  return slugProblem(slug) === null;
}

/** 400 invalid_slug with a clear message unless the slug is usable. */
export function assertValidSlug(slug: string): string {
  const problem = slugProblem(slug);
  if (problem) throw new ApiError(400, 'invalid_slug', problem);
  return slug;
}

export const slugTakenError = () => new ApiError(409, 'slug_taken', SLUG_MESSAGES.taken);
