import { extractMediaUrls, isHttpUrl, isVideoUrl, mediaUrlKind, safeMediaUrl } from './media';

describe('isVideoUrl', () => {
  it.each(['mp4', 'webm', 'mov', 'ogg', 'MP4'])('a value ending in %s is a video', (ext) => {
    expect(isVideoUrl(`https://cdn.io/clip.${ext}`)).toBe(true);
  });

  it('ignores a query string or fragment after the extension, and knows inline video', () => {
    expect(isVideoUrl('https://cdn.io/clip.mp4?t=3')).toBe(true);
    expect(isVideoUrl('data:video/mp4;base64,AAAA')).toBe(true);
  });

  it('anything else is an image', () => {
    expect(isVideoUrl('https://cdn.io/photo.jpg')).toBe(false);
    expect(isVideoUrl('https://cdn.io/mp4')).toBe(false);
    expect(isVideoUrl('https://cdn.io/clip.avi')).toBe(false);
    expect(isVideoUrl('')).toBe(false);
    expect(isVideoUrl(undefined)).toBe(false);
  });
});

describe('pasted or dropped media URLs', () => {
  it.each(['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg', 'avif', 'bmp'])('%s is an image', (ext) => {
    expect(mediaUrlKind(`https://a.io/x.${ext}`)).toBe('image');
  });

  it.each(['mp4', 'webm', 'mov', 'ogg', 'avi', 'wmv', 'flv', 'mkv'])('%s is a video', (ext) => {
    expect(mediaUrlKind(`http://a.io/x.${ext}`)).toBe('video');
  });

  it('allows a query string after the extension', () => {
    expect(mediaUrlKind('https://a.io/x.png?w=300&h=200')).toBe('image');
  });

  it('refuses other schemes and other endings', () => {
    expect(mediaUrlKind('ftp://a.io/x.png')).toBeNull();
    expect(mediaUrlKind('https://a.io/x.png.html')).toBeNull();
    expect(mediaUrlKind('https://a.io/page')).toBeNull();
    expect(mediaUrlKind('x.png')).toBeNull();
  });

  it('reads one URL per line', () => {
    expect(extractMediaUrls('https://a.io/1.jpg\n  junk \r\nhttps://a.io/2.mp4 \n')).toEqual([
      { url: 'https://a.io/1.jpg', kind: 'image' },
      { url: 'https://a.io/2.mp4', kind: 'video' },
    ]);
  });
});

describe('isHttpUrl', () => {
  it('is true for absolute http(s) URLs only', () => {
    expect(isHttpUrl('https://a.io')).toBe(true);
    expect(isHttpUrl('mailto:a@b.io')).toBe(false);
    expect(isHttpUrl('/relative')).toBe(false);
  });
});

describe('safeMediaUrl', () => {
  it('keeps http(s) URLs, our /uploads/<file> and inline image/video data', () => {
    for (const url of [
      'https://a.io/x.jpg',
      'http://a.io/x.mp4?t=3#x',
      `/uploads/${'ab12'.repeat(16)}.webp`,
      '/uploads/photo_1-b.final.JPG',
      'data:image/png;base64,AAAA',
      'data:image/svg+xml,%3Csvg%3E',
      'data:video/mp4;base64,AA',
    ]) {
      expect(safeMediaUrl(url)).toBe(url);
    }
    expect(safeMediaUrl('  https://a.io/x.jpg ')).toBe('https://a.io/x.jpg');
  });

  it('drops root-relative paths outside /uploads/: they would make visitors call this server', () => {
    for (const url of [
      '/api/auth/local/sign-out',
      '/api/designs',
      '/img/a.png',
      '/uploads',
      '/uploads/',
      '/uploadsx/a.png',
      '/UPLOADS/a.png',
    ]) {
      expect(safeMediaUrl(url)).toBeNull();
    }
  });

  it('drops /uploads/ paths with traversal, sub-folders, backslashes, escapes, queries or fragments', () => {
    for (const url of [
      '/uploads/../api/auth/local/sign-out',
      '/uploads/..',
      '/uploads/a..png',
      '/uploads/.hidden',
      '/uploads/a.png.',
      '/uploads/a/b.png',
      '/uploads//a.png',
      '/uploads/a\\..\\api',
      '/uploads\\a.png',
      '/uploads/%2e%2e/api',
      '/uploads/a%2Fb.png',
      '/uploads/a.png?next=/api/auth/local/sign-out',
      '/uploads/a.png#x',
      '/uploads/a b.png',
      '/uploads/a.png\n/api',
      `/uploads/${'a'.repeat(300)}.png`,
    ]) {
      expect(safeMediaUrl(url)).toBeNull();
    }
  });

  it('drops blob: URLs: they only mean something in the page that made them', () => {
    expect(safeMediaUrl('blob:https://a.io/0b8e6c3e-9a8f-4a6e-8d4d-1b2c3d4e5f60')).toBeNull();
    expect(safeMediaUrl('BLOB:https://a.io/uuid')).toBeNull();
  });

  it('drops everything else', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      'data:image/png',
      '//evil.io/x.png',
      'x.png',
      'uploads/a.png',
      'ftp://a.io/x.png',
      '',
      '   ',
      undefined,
      null,
    ]) {
      expect(safeMediaUrl(url)).toBeNull();
    }
  });
});
