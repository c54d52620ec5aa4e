import { validateImageUpload } from './uploads';

const MB = 1024 * 1024;

describe('images dropped on a box', () => {
  it('accepts jpeg, png, gif, webp and svg up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml']) {
      expect(validateImageUpload({ type, size: 5 * MB }, 'box')).toBeNull();
    }
  });

  it('refuses larger files, other image types and non-images', () => {
    expect(validateImageUpload({ type: 'image/png', size: 5 * MB + 1 }, 'box')).toBe(
      'Image too large (max: 5MB)',
    );
    expect(validateImageUpload({ type: 'image/tiff', size: 10 }, 'box')).toBe('Invalid image format');
    expect(validateImageUpload({ type: 'application/pdf', size: 10 }, 'box')).toBe(
      'Only image files are supported',
    );
  });
});

describe('images dropped on the container drop zone', () => {
  it('accepts jpeg, png, gif and webp up to 2 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(validateImageUpload({ type, size: 2 * MB }, 'container')).toBeNull();
    }
  });

  it('refuses larger files and other types, non-images included', () => {
    expect(validateImageUpload({ type: 'image/png', size: 2 * MB + 1 }, 'container')).toBe(
      'Image too large (max: 2.0MB)',
    );
    const typeError = 'Invalid file type. Allowed types are: jpeg, png, gif, webp';
    expect(validateImageUpload({ type: 'image/svg+xml', size: 10 }, 'container')).toBe(typeError);
    expect(validateImageUpload({ type: 'text/plain', size: 10 }, 'container')).toBe(typeError);
  });
});
