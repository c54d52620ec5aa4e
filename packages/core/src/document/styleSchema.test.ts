import { createDefaultBoxStyle, createDefaultNestedBoxStyle, createDefaultTextStyle } from './defaults';
import {
  boundedNumber,
  boxStyleSchema,
  infiniteScrollBoxSettingsSchema,
  nestedBoxStyleSchema,
  nestedTextStyleSchema,
  textStyleSchema,
} from './styleSchema';

describe('style schemas', () => {
  it('fill every default from an empty object', () => {
    expect(textStyleSchema.parse({})).toEqual(createDefaultTextStyle());
    expect(boxStyleSchema.parse({})).toEqual(createDefaultBoxStyle());
    expect(nestedBoxStyleSchema.parse({})).toEqual(createDefaultNestedBoxStyle());
    expect(nestedTextStyleSchema.parse({}).color).toBe('#000000');
  });

  it('enforce the §3 ranges', () => {
    expect(boxStyleSchema.safeParse({ borderWidth: 11 }).success).toBe(false);
    expect(boxStyleSchema.safeParse({ opacity: 1.1 }).success).toBe(false);
    expect(boxStyleSchema.safeParse({ imageScale: 0.05 }).success).toBe(false);
    expect(boxStyleSchema.safeParse({ bgImagePadding: 26 }).success).toBe(false);
    expect(boxStyleSchema.safeParse({ blurStrength: 21 }).success).toBe(false);
    expect(boxStyleSchema.safeParse({ bgImageAlignment: 'top-left', linkTarget: '_self' }).success).toBe(
      true,
    );
    expect(boxStyleSchema.safeParse({ linkTarget: '_top' }).success).toBe(false);
  });

  it('accept numeric or string font sizes and line heights', () => {
    expect(textStyleSchema.parse({ fontSize: 14, lineHeight: '24px' })).toMatchObject({
      fontSize: 14,
      lineHeight: '24px',
    });
  });

  it('leave infinite-scroll box settings optional', () => {
    expect(infiniteScrollBoxSettingsSchema.parse({})).toEqual({});
  });

  it('boundedNumber is integral only when the bound says so', () => {
    expect(boundedNumber({ min: 0, max: 2 }).safeParse(1.5).success).toBe(true);
    expect(boundedNumber({ min: 0, max: 2, integer: true }).safeParse(1.5).success).toBe(false);
  });
});
