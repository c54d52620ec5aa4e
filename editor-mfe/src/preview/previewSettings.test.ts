import {
  DEFAULT_PREVIEW_SETTINGS,
  normalizeSettings,
  PREVIEW_SETTINGS_KEY,
  readPreviewSettings,
  withRangeEnd,
  writePreviewSettings,
} from './previewSettings';

describe('preview animation settings (editor-core.md §3, §5, §9)', () => {
  it('default to width 500–1200 and radius 4–32, width animated', () => {
    expect(DEFAULT_PREVIEW_SETTINGS).toEqual({
      enabledAnimationTypes: ['width'],
      activeAnimationType: 'width',
      animationStartWidth: 500,
      animationEndWidth: 1200,
      animationStartRadius: 4,
      animationEndRadius: 32,
    });
  });

  it('keep widths in 320–1440 and radii in 0–64, whole px', () => {
    let settings = withRangeEnd(DEFAULT_PREVIEW_SETTINGS, 'width', 'start', 100);
    expect(settings.animationStartWidth).toBe(320);
    settings = withRangeEnd(settings, 'width', 'end', 5000);
    expect(settings.animationEndWidth).toBe(1440);
    settings = withRangeEnd(settings, 'radius', 'end', 70.6);
    expect(settings.animationEndRadius).toBe(64);
    settings = withRangeEnd(settings, 'radius', 'start', -1);
    expect(settings.animationStartRadius).toBe(0);
  });

  it('keep at least 50 px between the width ends and 2 px between the radius ends', () => {
    // Dragged onto the other end: it stops 50 px away on its own side.
    expect(withRangeEnd(DEFAULT_PREVIEW_SETTINGS, 'width', 'start', 1180).animationStartWidth).toBe(1150);
    expect(withRangeEnd(DEFAULT_PREVIEW_SETTINGS, 'width', 'start', 1210).animationStartWidth).toBe(1250);
    expect(withRangeEnd(DEFAULT_PREVIEW_SETTINGS, 'radius', 'end', 5).animationEndRadius).toBe(6);
    // No room on its own side: the other side.
    const nearTop = { ...DEFAULT_PREVIEW_SETTINGS, animationStartWidth: 1420 };
    expect(withRangeEnd(nearTop, 'width', 'end', 1440).animationEndWidth).toBe(1370);
    // A range may run wide to narrow.
    expect(withRangeEnd(DEFAULT_PREVIEW_SETTINGS, 'width', 'end', 320).animationEndWidth).toBe(320);
  });

  it('make whatever storage holds valid, or take the defaults', () => {
    expect(normalizeSettings(null)).toEqual(DEFAULT_PREVIEW_SETTINGS);
    expect(normalizeSettings('x')).toEqual(DEFAULT_PREVIEW_SETTINGS);
    expect(
      normalizeSettings({
        enabledAnimationTypes: ['radius', 'spin', 'radius'],
        activeAnimationType: 'spin',
        animationStartWidth: '600',
        animationEndWidth: 610,
        animationStartRadius: 10,
        animationEndRadius: 99,
      }),
    ).toEqual({
      enabledAnimationTypes: ['radius'],
      activeAnimationType: 'width',
      animationStartWidth: 500,
      animationEndWidth: 610,
      animationStartRadius: 10,
      animationEndRadius: 64,
    });
  });

  it('survive in local storage; bad JSON and storage errors give the defaults', () => {
    const settings = withRangeEnd(
      {
        ...DEFAULT_PREVIEW_SETTINGS,
        enabledAnimationTypes: ['width', 'radius'],
        activeAnimationType: 'radius',
      },
      'radius',
      'end',
      48,
    );
    writePreviewSettings(window.localStorage, settings);
    expect(readPreviewSettings(window.localStorage)).toEqual(settings);
    window.localStorage.setItem(PREVIEW_SETTINGS_KEY, '{not json');
    expect(readPreviewSettings(window.localStorage)).toEqual(DEFAULT_PREVIEW_SETTINGS);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    } as unknown as Storage;
    expect(readPreviewSettings(broken)).toEqual(DEFAULT_PREVIEW_SETTINGS);
    expect(() => writePreviewSettings(broken, settings)).not.toThrow();
    window.localStorage.clear();
  });
});
