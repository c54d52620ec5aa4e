import { jsonFileBase, uniqueFileNames } from './exportAll';

describe('export file names', () => {
  it('keeps a title as it reads, without what file systems refuse', () => {
    expect(jsonFileBase('Portfolio 2026')).toBe('Portfolio 2026');
    expect(jsonFileBase('a/b\\c:d*e?f"g<h>i|j')).toBe('a-b-c-d-e-f-g-h-i-j');
    expect(jsonFileBase('../../etc/passwd')).toBe('etc-passwd');
    expect(jsonFileBase('  tabs\tand\nlines  ')).toBe('tabs-and-lines');
    expect(jsonFileBase('Café ☕')).toBe('Café ☕');
    expect(jsonFileBase('')).toBe('Untitled');
    expect(jsonFileBase('...')).toBe('Untitled');
    expect(jsonFileBase('x'.repeat(300))).toHaveLength(100);
  });

  it('numbers repeated titles, ignoring case', () => {
    expect(uniqueFileNames(['Home', 'home', 'Home', 'Blog', ''])).toEqual([
      'Home.json',
      'home (2).json',
      'Home (3).json',
      'Blog.json',
      'Untitled.json',
    ]);
  });
});
