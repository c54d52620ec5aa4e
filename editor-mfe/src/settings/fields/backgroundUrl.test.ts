import {
  backgroundUrlChanges,
  firstUrlOf,
  HTTP_MEDIA_URL_MESSAGE,
  REFUSED_BACKGROUND_URL_MESSAGE,
} from './backgroundUrl';

describe('backgroundUrlChanges', () => {
  it('sends a video by extension (mp4, webm, mov, ogg) to bgVideoUrl, whichever field it was typed in', () => {
    for (const ext of ['mp4', 'webm', 'mov', 'ogg'])
      expect(backgroundUrlChanges(` https://x.org/a.${ext} `, 'image')).toEqual({
        ok: true,
        kind: 'video',
        changes: { bgVideoUrl: `https://x.org/a.${ext}` },
      });
    expect(backgroundUrlChanges('https://x.org/a.png?v=2', 'image')).toMatchObject({
      kind: 'image',
      changes: { bgImageUrl: 'https://x.org/a.png?v=2' },
    });
  });

  it('keeps the video field a video unless the URL is plainly an image', () => {
    expect(backgroundUrlChanges('https://cdn.x.org/stream?id=3', 'video')).toMatchObject({ kind: 'video' });
    expect(backgroundUrlChanges('/uploads/abc.webp', 'video')).toMatchObject({
      kind: 'image',
      changes: { bgImageUrl: '/uploads/abc.webp' },
    });
    expect(backgroundUrlChanges('data:image/png;base64,AAAA', 'video')).toMatchObject({ kind: 'image' });
  });

  it('refuses a plain http:// address, which no page would load, and says to use https://', () => {
    for (const [url, field] of [
      ['http://photos.example.org/a.jpg', 'image'],
      ['HTTP://cdn.example.org/b.mp4', 'video'],
    ] as const)
      expect(backgroundUrlChanges(url, field)).toEqual({ ok: false, message: HTTP_MEDIA_URL_MESSAGE });
    expect(HTTP_MEDIA_URL_MESSAGE).toMatch(/^Use an https:\/\/ address/);
    expect(backgroundUrlChanges('https://photos.example.org/a.jpg', 'image')).toMatchObject({ ok: true });
  });

  it("refuses what core's safeMediaUrl refuses, and clears the field for an empty value", () => {
    for (const url of [
      'javascript:alert(1)',
      '/api/designs',
      'blob:http://x/1',
      'data:text/html,hi',
      'ftp://x/a.png',
    ])
      expect(backgroundUrlChanges(url, 'image')).toEqual({
        ok: false,
        message: REFUSED_BACKGROUND_URL_MESSAGE,
      });
    expect(backgroundUrlChanges('  ', 'video')).toEqual({
      ok: true,
      kind: 'none',
      changes: { bgVideoUrl: '' },
    });
  });
});

describe('firstUrlOf', () => {
  it('takes the first line that is not blank or a uri-list comment', () => {
    expect(firstUrlOf('# from a page\r\n\r\n https://x.org/a.png \nhttps://x.org/b.png')).toBe(
      'https://x.org/a.png',
    );
    expect(firstUrlOf('')).toBe('');
  });
});
