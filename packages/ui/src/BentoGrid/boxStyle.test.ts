import {
  createDefaultBoxStyle,
  createDefaultNestedBoxStyle,
  createDefaultTextStyle,
  type BoxStyle,
  type NestedBoxStyle,
} from '@bento/core';
import {
  GLASS_FILL,
  backgroundMedia,
  horizontalSlot,
  mediaLayerStyle,
  nestedPlacementStyle,
  surfaceStyle,
  textStyleCss,
} from './boxStyle';
import { fontStack } from './safeCss';

function style(overrides: Partial<BoxStyle> = {}): BoxStyle {
  return { ...createDefaultBoxStyle(), ...overrides };
}

describe('surfaceStyle', () => {
  it('uses the box colour, transparent when empty, the fallback when unusable', () => {
    expect(surfaceStyle(style(), '#d8d8d8')).toEqual({ backgroundColor: '#d8d8d8' });
    expect(surfaceStyle(style({ bgColor: 'transparent' }), '#d8d8d8').backgroundColor).toBe('transparent');
    expect(surfaceStyle(style({ bgColor: '' }), '#d8d8d8').backgroundColor).toBe('transparent');
    expect(surfaceStyle(style({ bgColor: 'rgba(0, 0, 0, 0.5)' }), '#d8d8d8').backgroundColor).toBe(
      'rgba(0, 0, 0, 0.5)',
    );
    expect(surfaceStyle(style({ bgColor: 'red;color:blue' }), '#d8d8d8').backgroundColor).toBe('#d8d8d8');
  });

  it('draws a border only with a colour and a width, clamped to 10', () => {
    expect(surfaceStyle(style({ borderColor: '#ff0000', borderWidth: 3 }), '#fff').border).toBe(
      '3px solid #ff0000',
    );
    expect(surfaceStyle(style({ borderColor: '#ff0000', borderWidth: 40 }), '#fff').border).toBe(
      '10px solid #ff0000',
    );
    expect(surfaceStyle(style({ borderWidth: 3 }), '#fff').border).toBeUndefined();
    expect(surfaceStyle(style({ borderColor: '#ff0000', borderWidth: 0 }), '#fff').border).toBeUndefined();
  });

  it('sets opacity when below 1', () => {
    expect(surfaceStyle(style({ opacity: 0.4 }), '#fff').opacity).toBe(0.4);
    expect(surfaceStyle(style({ opacity: 1 }), '#fff')).not.toHaveProperty('opacity');
  });

  it('turns glassmorphism into an 8 px backdrop blur with a 10% white fill, blurStrength overriding', () => {
    expect(surfaceStyle(style({ isGlassmorphism: true }), '#fff')).toMatchObject({
      backgroundColor: GLASS_FILL,
      backdropFilter: 'blur(8px)',
      WebkitBackdropFilter: 'blur(8px)',
    });
    expect(GLASS_FILL).toBe('rgba(255, 255, 255, 0.1)');
    expect(surfaceStyle(style({ isGlassmorphism: true, blurStrength: 14 }), '#fff').backdropFilter).toBe(
      'blur(14px)',
    );
  });
});

describe('background media', () => {
  it('prefers the video, plays a video-looking bgImageUrl, and drops unsafe URLs', () => {
    expect(backgroundMedia(style({ bgVideoUrl: 'https://v.example/a.mp4' }))).toEqual({
      kind: 'video',
      url: 'https://v.example/a.mp4',
    });
    expect(backgroundMedia(style({ bgImageUrl: 'https://v.example/b.webm?x=1' }))?.kind).toBe('video');
    expect(backgroundMedia(style({ bgImageUrl: 'https://i.example/c.jpg' }))?.kind).toBe('image');
    expect(backgroundMedia(style({ bgImageUrl: 'javascript:alert(1)' }))).toBeNull();
    expect(backgroundMedia(style())).toBeNull();
  });

  it('insets by the padding, scales, aligns, inverts and blurs the media', () => {
    expect(
      mediaLayerStyle(
        style({
          bgImagePadding: 10,
          imageScale: 1.5,
          bgImageAlignment: 'top-right',
          isImageInverted: true,
          blurStrength: 4,
        }),
      ),
    ).toEqual({
      layer: { inset: '10%' },
      media: { transform: 'scale(1.5)', objectPosition: 'right top', filter: 'invert(1) blur(4px)' },
    });
    expect(mediaLayerStyle(style())).toEqual({ layer: {}, media: {} });
    // with glass, blurStrength is the glass blur, not a media blur
    expect(mediaLayerStyle(style({ isGlassmorphism: true, blurStrength: 4 })).media).toEqual({});
  });
});

describe('textStyleCss', () => {
  it('maps every textStyle field', () => {
    expect(
      textStyleCss({
        color: '#212121',
        fontSize: '24px',
        fontWeight: 700,
        fontStyle: 'italic',
        textDecoration: 'underline',
        textAlign: 'center',
        lineHeight: 1.2,
        fontFamily: 'Playfair Display',
      }),
    ).toEqual({
      color: '#212121',
      fontSize: '24px',
      fontWeight: '700',
      fontStyle: 'italic',
      textDecoration: 'underline',
      textAlign: 'center',
      lineHeight: 1.2,
      fontFamily: "'Playfair Display', serif",
    });
  });

  it('accepts a numeric font size and leaves out anything unusable', () => {
    const css = textStyleCss({
      ...createDefaultTextStyle(),
      fontSize: 14,
      color: 'red; background: url(https://x)',
      fontWeight: 'heavy',
      fontFamily: 'Default',
    });
    expect(css).toEqual({ fontSize: '14px', textAlign: 'left', lineHeight: 1.5 });
  });

  it('builds font stacks for system and web fonts', () => {
    expect(fontStack('Montserrat')).toBe("'Montserrat', system-ui, sans-serif");
    // Serif families fall back to serif only: system-ui is a sans font.
    expect(fontStack('Georgia')).toBe("'Georgia', serif");
    expect(fontStack('Inter, sans-serif')).toBe("'Inter', sans-serif");
    expect(fontStack('x"; color: red')).toBeUndefined();
  });
});

describe('nested placement', () => {
  function nested(overrides: Partial<NestedBoxStyle> = {}): NestedBoxStyle {
    return { ...createDefaultNestedBoxStyle(), ...overrides };
  }

  it('places by justifySelf / alignSelf and sizes by width / height (auto leaves it)', () => {
    expect(nestedPlacementStyle(nested())).toEqual({ justifySelf: 'start', alignSelf: 'center' });
    expect(
      nestedPlacementStyle(nested({ justifySelf: 'end', alignSelf: 'start', width: '50%', height: '120px' })),
    ).toEqual({ justifySelf: 'end', alignSelf: 'start', width: '50%', height: '120px' });
  });

  it('reads the horizontal slot, full by default', () => {
    expect(horizontalSlot(nested({ horizontalPosition: 'left' }))).toBe('left');
    expect(horizontalSlot(nested({ horizontalPosition: 'right' }))).toBe('right');
    expect(horizontalSlot(nested({ horizontalPosition: 'middle' as 'full' }))).toBe('full');
  });
});
