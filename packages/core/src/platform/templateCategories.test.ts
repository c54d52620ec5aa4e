import { isTemplateCategory, TEMPLATE_CATEGORIES } from './templateCategories';

describe('template categories', () => {
  it('accepts each category exactly as written, and nothing else', () => {
    for (const category of TEMPLATE_CATEGORIES) expect(isTemplateCategory(category)).toBe(true);
    for (const other of ['personal', ' Personal', 'All', '', null, 3, undefined])
      expect(isTemplateCategory(other)).toBe(false);
  });
});
