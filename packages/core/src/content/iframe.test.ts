import { EMBED_EXTRACT_ERROR_MESSAGE, extractEmbed, sanitizeIframeUrl } from './iframe';

describe('sanitizeIframeUrl', () => {
  it('keeps https URLs', () => {
    expect(sanitizeIframeUrl('https://www.youtube.com/embed/abc?start=3')).toBe(
      'https://www.youtube.com/embed/abc?start=3',
    );
  });

  it('forces other protocols with a host to https', () => {
    expect(sanitizeIframeUrl('http://example.com/a?b=1#c')).toBe('https://example.com/a?b=1#c');
    expect(sanitizeIframeUrl('ftp://example.com/x')).toBe('https://example.com/x');
    expect(sanitizeIframeUrl('http://example.com:8080/')).toBe('https://example.com:8080/');
  });

  it('gives null for unparseable URLs and URLs without a host', () => {
    expect(sanitizeIframeUrl('not a url')).toBeNull();
    expect(sanitizeIframeUrl('example.com')).toBeNull();
    expect(sanitizeIframeUrl('javascript:alert(1)')).toBeNull();
    expect(sanitizeIframeUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(sanitizeIframeUrl('https://user:pw@example.com')).toBeNull();
    expect(sanitizeIframeUrl('')).toBeNull();
    expect(sanitizeIframeUrl(undefined)).toBeNull();
  });
});

describe('extractEmbed', () => {
  it('reads src and title of pasted embed code', () => {
    const code =
      '<iframe width="560" height="315" src="https://www.youtube.com/embed/abc?si=x&amp;t=2" ' +
      'title="YouTube video player" frameborder="0" allowfullscreen></iframe>';
    expect(extractEmbed(code)).toEqual({
      url: 'https://www.youtube.com/embed/abc?si=x&t=2',
      title: 'YouTube video player',
    });
  });

  it("accepts single quotes and unquoted values, and gives '' without a title", () => {
    expect(extractEmbed("<IFRAME SRC='https://maps.example.com/x'></IFRAME>")).toEqual({
      url: 'https://maps.example.com/x',
      title: '',
    });
    expect(extractEmbed('<iframe src=https://a.io/b title=Map>')).toEqual({
      url: 'https://a.io/b',
      title: 'Map',
    });
  });

  it('forces https', () => {
    expect(extractEmbed('<iframe src="http://a.io/b"></iframe>')?.url).toBe('https://a.io/b');
  });

  it('does not take data-src for src', () => {
    expect(extractEmbed('<iframe data-src="https://a.io/x"></iframe>')).toBeNull();
  });

  it('gives null without an iframe or a usable src', () => {
    expect(extractEmbed('https://a.io')).toBeNull();
    expect(extractEmbed('<div src="https://a.io"></div>')).toBeNull();
    expect(extractEmbed('<iframe src="javascript:alert(1)"></iframe>')).toBeNull();
    expect(extractEmbed('<iframe title="x"></iframe>')).toBeNull();
    expect(EMBED_EXTRACT_ERROR_MESSAGE).toBe('Could not extract a valid URL from code');
  });

  it("keeps the text of a title holding markup: 'My <b>vid</b>' is 'My vid'", () => {
    expect(
      extractEmbed('<iframe src="https://www.youtube.com/embed/x" title="My <b>vid</b>"></iframe>'),
    ).toEqual({ url: 'https://www.youtube.com/embed/x', title: 'My vid' });
    expect(
      extractEmbed("<iframe title='<i>Map</i> of <!-- x -->Lyon > Paris' src='https://a.io/m'></iframe>"),
    ).toEqual({ url: 'https://a.io/m', title: 'Map of Lyon > Paris' });
    expect(extractEmbed('<iframe title="a > b" src="https://a.io/x">')?.url).toBe('https://a.io/x');
  });

  it('decodes character references exactly once and leaves what is not a tag as text', () => {
    const title = (value: string) =>
      extractEmbed(`<iframe src="https://a.io" title="${value}"></iframe>`)?.title;
    expect(title('Tom &amp;amp; Jerry')).toBe('Tom &amp; Jerry');
    expect(title('&amp;lt;b&amp;gt;x')).toBe('&lt;b&gt;x');
    expect(title('Caf&eacute; &#8211; 1 &lt; 2')).toBe('Café – 1 < 2');
    expect(title('I <3 it')).toBe('I <3 it');
    expect(title('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('">alert(1)');
  });

  it('reads only a real iframe tag: not one in a comment, a script or another attribute', () => {
    expect(extractEmbed('<!-- <iframe src="https://a.io/old"> --><iframe src="https://a.io/new">')?.url).toBe(
      'https://a.io/new',
    );
    expect(extractEmbed('<script>"<iframe src=https://a.io/s>"</script>')).toBeNull();
    expect(extractEmbed('<p title="<iframe src=https://a.io/p>">x</p>')).toBeNull();
    expect(extractEmbed('<iframe src="https://a.io/x" title="unterminated>')).toBeNull();
  });

  it('strips markup and control characters from the title', () => {
    expect(
      extractEmbed('<iframe src="https://a.io" title="a &lt;b&gt;x&lt;/b&gt;\tc"></iframe>')?.title,
    ).toBe('a x c');
  });
});
