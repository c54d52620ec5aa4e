import { INVALID_LINK_URL_MESSAGE, isValidBoxLinkUrl, normalizeLinkUrl, safeBoxLinkUrl } from './links';

describe('normalizeLinkUrl', () => {
  it("prepends 'http://' from the text toolbar and 'https://' from the box link panel", () => {
    expect(normalizeLinkUrl('example.com', 'toolbar')).toBe('http://example.com');
    expect(normalizeLinkUrl('example.com', 'boxPanel')).toBe('https://example.com');
    expect(normalizeLinkUrl('  www.example.com/a ', 'boxPanel')).toBe('https://www.example.com/a');
    expect(normalizeLinkUrl('//cdn.example.com', 'boxPanel')).toBe('https://cdn.example.com');
  });

  it('leaves http(s) and mailto URLs alone, whatever the case', () => {
    expect(normalizeLinkUrl('http://a.io', 'boxPanel')).toBe('http://a.io');
    expect(normalizeLinkUrl('HTTPS://a.io', 'toolbar')).toBe('HTTPS://a.io');
    expect(normalizeLinkUrl('mailto:me@a.io', 'toolbar')).toBe('mailto:me@a.io');
  });

  it('keeps an empty URL empty', () => {
    expect(normalizeLinkUrl('   ', 'toolbar')).toBe('');
  });
});

describe('isValidBoxLinkUrl', () => {
  it('is valid when empty, parseable, or parseable once https:// is prefixed', () => {
    expect(isValidBoxLinkUrl('')).toBe(true);
    expect(isValidBoxLinkUrl('https://example.com')).toBe(true);
    expect(isValidBoxLinkUrl('example.com')).toBe(true);
    expect(isValidBoxLinkUrl('mailto:me@example.com')).toBe(true);
  });

  it('accepts a tel: number and web addresses with paths, ports and queries', () => {
    expect(isValidBoxLinkUrl('tel:+1 555 0100')).toBe(true);
    expect(isValidBoxLinkUrl('www.example.co.uk/menu?day=1#top')).toBe(true);
    expect(isValidBoxLinkUrl('http://shop.example.com:8080/a')).toBe(true);
  });

  it('is invalid otherwise: spaces, a single word, an empty mailto or tel, another scheme', () => {
    expect(isValidBoxLinkUrl('exa mple.com')).toBe(false);
    expect(isValidBoxLinkUrl('[bad')).toBe(false);
    expect(isValidBoxLinkUrl('a b')).toBe(false);
    expect(isValidBoxLinkUrl('not a url with spaces')).toBe(false);
    expect(isValidBoxLinkUrl('https://not a url with spaces')).toBe(false);
    expect(isValidBoxLinkUrl('localhost')).toBe(false);
    expect(isValidBoxLinkUrl('https://intranet')).toBe(false);
    expect(isValidBoxLinkUrl('example.')).toBe(false);
    expect(isValidBoxLinkUrl('mailto:')).toBe(false);
    expect(isValidBoxLinkUrl('mailto:nobody')).toBe(false);
    expect(isValidBoxLinkUrl('tel:')).toBe(false);
    expect(isValidBoxLinkUrl('tel:call me')).toBe(false);
    expect(isValidBoxLinkUrl('javascript:alert(1)')).toBe(false);
    expect(INVALID_LINK_URL_MESSAGE).toBe('Please enter a valid URL');
  });
});

describe('safeBoxLinkUrl', () => {
  it('keeps http, https and mailto, normalising bare hosts to https', () => {
    expect(safeBoxLinkUrl('https://a.io/x')).toBe('https://a.io/x');
    expect(safeBoxLinkUrl('a.io')).toBe('https://a.io');
    expect(safeBoxLinkUrl('mailto:me@a.io')).toBe('mailto:me@a.io');
  });

  it('refuses other schemes and unparseable values', () => {
    expect(safeBoxLinkUrl('javascript:alert(1)')).toBeNull();
    expect(safeBoxLinkUrl('data:text/html,x')).toBeNull();
    expect(safeBoxLinkUrl('a b')).toBeNull();
    expect(safeBoxLinkUrl('')).toBeNull();
    expect(safeBoxLinkUrl(undefined)).toBeNull();
  });
});
