import { redirectTarget, withRedirect } from './redirectTarget';

const origin = 'http://app.example.org';

describe('redirectTarget', () => {
  it('goes to a same-origin redirect_url as a path with its query and hash', () => {
    const back = encodeURIComponent(`${origin}/publish?tab=1#top`);
    expect(redirectTarget(`?redirect_url=${back}`, origin)).toBe('/publish?tab=1#top');
    expect(redirectTarget('?redirect_url=%2Fmanage-projects', origin)).toBe('/manage-projects');
  });

  it.each([
    ['no parameter', ''],
    ['another host', `?redirect_url=${encodeURIComponent('https://evil.example.com/publish')}`],
    ['a protocol-relative address', `?redirect_url=${encodeURIComponent('//evil.example.com/x')}`],
    ['another port', `?redirect_url=${encodeURIComponent('http://app.example.org:8080/x')}`],
    ['javascript:', `?redirect_url=${encodeURIComponent('javascript:alert(1)')}`],
    ['junk', '?redirect_url=http%3A%2F%2F%5B'],
  ])('goes home for %s', (_, search) => {
    expect(redirectTarget(search, origin)).toBe('/');
  });
});

describe('withRedirect', () => {
  it('keeps the way back when switching between sign-in and sign-up', () => {
    expect(withRedirect('/sign-up', '?redirect_url=%2Fpublish')).toBe('/sign-up?redirect_url=%2Fpublish');
    expect(withRedirect('https://a.example/s?x=1', '?redirect_url=%2Fp')).toBe(
      'https://a.example/s?x=1&redirect_url=%2Fp',
    );
    expect(withRedirect('/sign-up', '')).toBe('/sign-up');
  });
});
