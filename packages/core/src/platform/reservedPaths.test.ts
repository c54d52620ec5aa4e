import { isReservedPathSegment, RESERVED_PATH_SEGMENTS } from './reservedPaths';

describe('reserved path segments', () => {
  it('covers every top-level route of the shell and the server', () => {
    for (const route of ['new', 'templates', 'sign-in', 'sign-up', 'privacy-policy', 'terms-of-service']) {
      expect(RESERVED_PATH_SEGMENTS).toContain(route);
    }
    for (const route of [
      'forgot-password',
      'reset-password',
      'embeds',
      'publish',
      'manage-projects',
      'admin',
      'api',
      'remotes',
      'uploads',
      'assets',
    ]) {
      expect(RESERVED_PATH_SEGMENTS).toContain(route);
    }
  });

  it('matches regardless of case and leaves ordinary slugs free', () => {
    expect(isReservedPathSegment('Admin')).toBe(true);
    expect(isReservedPathSegment('my-portfolio')).toBe(false);
  });
});
