import { checkUrlList, loadedMessage, LOAD_FAILED_MESSAGE, urlsInText } from './urlList';

describe('the gallery URL list (editor-core.md §5)', () => {
  it('reads one URL per line, trimmed, blank lines ignored, http and https only', () => {
    const check = checkUrlList(
      '  https://a.example/1.jpg  \n\nhttp://b.example/2.png\nftp://c.example/3.jpg\nnot a url\n',
    );
    expect(check.valid).toEqual(['https://a.example/1.jpg', 'http://b.example/2.png']);
    expect(check.invalid).toBe(2);
  });

  it("says the spec's messages", () => {
    expect(checkUrlList('')).toMatchObject({ state: 'idle', message: '' });
    expect(checkUrlList('https://a.example/1.jpg\nhttps://a.example/2.jpg')).toMatchObject({
      state: 'success',
      message: '2 valid URL(s) ready to load',
    });
    expect(checkUrlList('https://a.example/1.jpg\nnope')).toMatchObject({
      state: 'error',
      message: '1 valid, 1 invalid URL(s) found',
    });
    expect(checkUrlList('nope\nneither')).toMatchObject({
      state: 'error',
      message: '2 invalid URL(s) - please check format',
    });
    expect(loadedMessage(300)).toBe('✅ Successfully loaded 300 URL(s)');
    expect(LOAD_FAILED_MESSAGE).toBe('❌ Error loading URLs');
  });

  it('notes how many valid http:// URLs will not be shown, beside the spec message', () => {
    expect(
      checkUrlList('https://a.example/1.jpg\nhttp://b.example/2.jpg\nhttp://b.example/3.jpg'),
    ).toMatchObject({
      state: 'success',
      message: '3 valid URL(s) ready to load',
      note: '2 http:// URL(s) will not be shown: use https:// addresses.',
    });
    expect(checkUrlList('https://a.example/1.jpg').note).toBe('');
    // The page's own origin may be http:// (a local server): its images show.
    expect(checkUrlList('http://127.0.0.1:4310/a.webp', 'http://127.0.0.1:4310').note).toBe('');
  });

  it('notes how many valid URLs are CORS-restricted, whatever the message', () => {
    expect(
      checkUrlList(
        'https://www.instagram.com/p/abc/\nhttps://a.example/1.jpg\nnope\nhttps://scontent.cdninstagram.com/x.jpg',
      ),
    ).toMatchObject({
      state: 'error',
      message: '3 valid, 1 invalid URL(s) found',
      corsNote:
        '2 CORS-restricted URL(s): their sites may not let this page show them, so their shape is estimated.',
    });
    expect(checkUrlList('https://www.facebook.com/photo.php?fbid=1').corsNote).toMatch(
      /^1 CORS-restricted URL\(s\)/,
    );
    expect(checkUrlList('https://i.pinimg.com/a.jpg\nhttps://a.example/1.jpg').corsNote).toBe('');
  });

  it('finds the valid URLs in dropped text, split on whitespace or commas', () => {
    expect(
      urlsInText('https://a.example/1.jpg, https://a.example/2.jpg\tjunk https://a.example/3.jpg'),
    ).toEqual(['https://a.example/1.jpg', 'https://a.example/2.jpg', 'https://a.example/3.jpg']);
  });
});
