import { CATEGORY_INFO, categoryInfoFor, GENERIC_ERROR_DESCRIPTION } from './categories';

describe('CATEGORY_INFO', () => {
  it('uses the titles of the spec', () => {
    expect(CATEGORY_INFO.quota_exceeded.title).toBe('Storage Space Full');
    expect(CATEGORY_INFO.storage_error.title).toBe('Storage Access Error');
    expect(CATEGORY_INFO.network_error.title).toBe('Network Connection Issue');
    expect(CATEGORY_INFO.rendering_error.title).toBe('Display Error');
    expect(CATEGORY_INFO.unknown_error.title).toBe('Unexpected Error');
  });

  it('gives every category a description and four fixes', () => {
    for (const info of Object.values(CATEGORY_INFO)) {
      expect(info.description).not.toBe('');
      expect(info.fixes).toHaveLength(4);
    }
  });
});

describe('categoryInfoFor', () => {
  it("describes an unknown error by its own message, or a generic text when there isn't one", () => {
    expect(categoryInfoFor('unknown_error', 'Boom').description).toBe('Boom');
    expect(categoryInfoFor('unknown_error', '  ').description).toBe(GENERIC_ERROR_DESCRIPTION);
  });

  it('keeps the fixed description of the other categories', () => {
    expect(categoryInfoFor('network_error', 'Failed to fetch')).toBe(CATEGORY_INFO.network_error);
  });
});
