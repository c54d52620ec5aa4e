import { createDefaultBoxStyle, createDefaultNestedBoxStyle } from '@bento/core';
import { applyStyleChanges, shallowEqual, visualStyle } from './styles';

describe('style rules', () => {
  const style = {
    ...createDefaultBoxStyle(),
    bgVideoUrl: 'https://x.test/a.mp4',
    borderColor: '#000',
    borderWidth: 2,
  };

  it('clears the video when an image is set, and the image when a video is set', () => {
    expect(applyStyleChanges(style, { bgImageUrl: 'https://x.test/a.png' })).not.toHaveProperty('bgVideoUrl');
    const image = { ...createDefaultBoxStyle(), bgImageUrl: 'https://x.test/a.png' };
    expect(applyStyleChanges(image, { bgVideoUrl: 'https://x.test/a.mp4' })).not.toHaveProperty('bgImageUrl');
  });

  it('sets the border width to 0 when the border colour is cleared', () => {
    expect(applyStyleChanges(style, { borderColor: '' })).toMatchObject({ borderWidth: 0 });
    expect(applyStyleChanges(style, { borderColor: '#fff' })).toMatchObject({ borderWidth: 2 });
  });

  it('turns an empty background colour into transparent and removes emptied optional fields', () => {
    expect(applyStyleChanges(style, { bgColor: '' }).bgColor).toBe('transparent');
    expect(applyStyleChanges(style, { bgVideoUrl: '' })).not.toHaveProperty('bgVideoUrl');
  });

  it('keeps only the visual part of a nested style', () => {
    const visual = visualStyle({ ...createDefaultNestedBoxStyle(), width: '50%' });
    for (const key of ['justifySelf', 'alignSelf', 'width', 'height', 'horizontalPosition']) {
      expect(visual).not.toHaveProperty(key);
    }
    expect(visual.bgColor).toBe('#F0F0F0');
  });

  it('compares flat records', () => {
    expect(shallowEqual({ a: 1 }, { a: 1 })).toBe(true);
    expect(shallowEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(shallowEqual({ a: {} }, { a: {} })).toBe(false);
  });
});
