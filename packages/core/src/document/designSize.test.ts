import { MAX_DESIGN_BYTES, designTooLargeMessage, formatBytes, serializedSize } from './designSize';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [5 * 1024 * 1024, '5 MB'],
    [MAX_DESIGN_BYTES, '10 MB'],
    [10.2 * 1024 * 1024, '10.2 MB'],
    [10.96 * 1024 * 1024, '11 MB'],
    [3 * 1024 ** 3, '3 GB'],
    [-5, '0 B'],
    [Number.NaN, '0 B'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it('rounds up on request, so a size over a limit never reads as the limit', () => {
    expect(formatBytes(MAX_DESIGN_BYTES + 1)).toBe('10 MB');
    expect(formatBytes(MAX_DESIGN_BYTES + 1, { rounding: 'up' })).toBe('10.1 MB');
    expect(formatBytes(MAX_DESIGN_BYTES, { rounding: 'up' })).toBe('10 MB');
  });
});

describe('designTooLargeMessage', () => {
  it('uses the spec wording with human sizes', () => {
    expect(designTooLargeMessage(10.2 * 1024 * 1024)).toBe(
      'Design is too large to save (10.2 MB). Maximum size is 10 MB.',
    );
  });
});

describe('serializedSize', () => {
  it('counts UTF-8 bytes, not characters', () => {
    expect(serializedSize('"é"')).toBe(4);
    expect(serializedSize('"🙂"')).toBe(6);
  });
});
