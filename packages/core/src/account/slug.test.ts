import { normalizeSlug, siteAddress, slugFromTitle } from './slug';

describe('slug normalisation', () => {
  it('lower-cases, turns spaces into hyphens and drops everything but a–z, 0–9 and -', () => {
    expect(normalizeSlug('My Site')).toBe('my-site');
    expect(normalizeSlug('Café & Bar_2026!')).toBe('caf--bar2026');
    expect(normalizeSlug('already-fine-123')).toBe('already-fine-123');
    expect(normalizeSlug('ÜBER/path?x=1')).toBe('berpathx1');
  });

  it('derives a slug from a title, ignoring surrounding spaces', () => {
    expect(slugFromTitle('  Ada Lovelace Portfolio ')).toBe('ada-lovelace-portfolio');
    expect(slugFromTitle('')).toBe('');
  });

  it("shows the resulting address on the page's origin", () => {
    expect(siteAddress('my-site', 'https://bento.example.org')).toBe('https://bento.example.org/my-site');
  });
});
