import { ApiError } from '../web/errors';
import { SLUG_MESSAGES, assertValidSlug, slugProblem } from './slugRules';

describe('slug rules', () => {
  it.each(['my-site', 'a', '2025-portfolio', 'x'.repeat(100), '-edge-'])('accepts %s', (slug) => {
    expect(slugProblem(slug)).toBeNull();
  });

  it.each([
    ['', SLUG_MESSAGES.required],
    ['x'.repeat(101), SLUG_MESSAGES.tooLong],
    ['My-Site', SLUG_MESSAGES.characters],
    ['my site', SLUG_MESSAGES.characters],
    ['my_site', SLUG_MESSAGES.characters],
    ['café', SLUG_MESSAGES.characters],
    ['a/b', SLUG_MESSAGES.characters],
    ['api', SLUG_MESSAGES.reserved],
    ['sign-in', SLUG_MESSAGES.reserved],
    ['templates', SLUG_MESSAGES.reserved],
    ['remotes', SLUG_MESSAGES.reserved],
    ['assets', SLUG_MESSAGES.reserved],
  ])('refuses %j: %s', (slug, message) => {
    expect(slugProblem(slug)).toBe(message);
  });

  it('words the character rule with the client hint', () => {
    expect(SLUG_MESSAGES.characters).toContain('Only lowercase letters, numbers, and hyphens');
  });

  it('throws 400 invalid_slug', () => {
    expect(() => assertValidSlug('API')).toThrow(ApiError);
    try {
      assertValidSlug('new');
    } catch (err) {
      expect(err).toMatchObject({ status: 400, code: 'invalid_slug', message: SLUG_MESSAGES.reserved });
    }
  });
});
