import { contentToSave, decorateLinks, fontSizeStepFromKey, nextAlignment, pxOf } from './textRules';

describe('nextAlignment', () => {
  it('cycles left → center → right → left', () => {
    expect(nextAlignment('left')).toBe('center');
    expect(nextAlignment('center')).toBe('right');
    expect(nextAlignment('right')).toBe('left');
  });

  it('treats unset, start and justify as restarting the cycle', () => {
    expect(nextAlignment('')).toBe('left');
    expect(nextAlignment(undefined)).toBe('left');
    expect(nextAlignment('justify')).toBe('left');
    expect(nextAlignment('start')).toBe('center');
  });
});

describe('contentToSave', () => {
  it('is unchanged for identical or equivalent sanitised content', () => {
    expect(contentToSave('<p>Hi</p>', '<p>Hi</p>')).toBeNull();
    expect(contentToSave('<p>Hi</p>', '<p>Hi</p><script>x()</script>')).toBeNull();
    expect(contentToSave('', '<p><br></p>')).toBeNull();
  });

  it('is changed when the text differs', () => {
    expect(contentToSave('<p>Hi</p>', '<p>Hi there</p>')).toBe('<p>Hi there</p>');
    expect(contentToSave('<p>Hi</p>', '<p><b>Hi</b></p>')).toBe('<p><b>Hi</b></p>');
  });

  it('saves empty-after-stripping content as an empty string', () => {
    expect(contentToSave('<p>Hi</p>', '<p><br></p>')).toBe('');
    expect(contentToSave('<p>Hi</p>', '<p> &nbsp; </p>')).toBe('');
  });

  it('sanitises what it saves', () => {
    expect(contentToSave('', '<p onclick="x()">A</p>')).toBe('<p>A</p>');
  });
});

describe('fontSizeStepFromKey', () => {
  const key = (k: string, mods: Partial<{ metaKey: boolean; ctrlKey: boolean; altKey: boolean }> = {}) =>
    fontSizeStepFromKey({ key: k, metaKey: false, ctrlKey: false, ...mods });

  it('steps with Cmd or Ctrl plus + / = / −', () => {
    expect(key('+', { metaKey: true })).toBe(1);
    expect(key('=', { ctrlKey: true })).toBe(1);
    expect(key('-', { metaKey: true })).toBe(-1);
  });

  it('ignores keys without the modifier or with Alt', () => {
    expect(key('+')).toBeNull();
    expect(key('-', { ctrlKey: true, altKey: true })).toBeNull();
    expect(key('a', { ctrlKey: true })).toBeNull();
  });
});

describe('decorateLinks', () => {
  it('adds target _blank, rel and underline to links', () => {
    const html = decorateLinks('<p><a href="http://a.com">a</a></p>');
    const anchor = new DOMParser().parseFromString(html, 'text/html').querySelector('a');
    expect(anchor?.getAttribute('target')).toBe('_blank');
    expect(anchor?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(anchor?.style.textDecoration).toBe('underline');
  });

  it('leaves html without links alone', () => {
    expect(decorateLinks('<p>x</p>')).toBe('<p>x</p>');
  });
});

describe('pxOf', () => {
  it('reads pixels or falls back', () => {
    expect(pxOf('24px', 16)).toBe(24);
    expect(pxOf(14, 16)).toBe(14);
    expect(pxOf('', 16)).toBe(16);
    expect(pxOf(undefined, 18)).toBe(18);
  });
});
