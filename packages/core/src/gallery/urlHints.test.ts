import { aspectRatioHint, guessedAspectRatio, isCorsRestrictedUrl } from './urlHints';

describe('aspect-ratio hints (editor-core.md §9)', () => {
  it.each([
    // Known sites, and their path overrides.
    ['https://www.instagram.com/someone/', 1],
    ['https://scontent.cdninstagram.com/v/t51/abc.jpg', 1],
    ['https://www.instagram.com/stories/someone/123/', 0.56],
    ['https://i.pinimg.com/originals/ab/cd/ef.jpg', 0.75],
    ['https://www.pinterest.com/pin/12345/', 0.67],
    ['https://www.pinterest.com/someone/board/', 1],
    ['https://www.facebook.com/photo.php?fbid=1', 1.91],
    ['https://i.ytimg.com/vi/abc/maxresdefault.jpg', 1.78],
    ['https://pbs.twimg.com/media/abc.jpg', 1.78],
    ['https://www.tiktok.com/@someone/video/1', 0.56],
    ['https://www.linkedin.com/posts/someone-123', 1],
    // File names, anywhere.
    ['https://img.example/u/user-avatar.png', 1],
    ['https://img.example/profile_pic.jpg', 1],
    ['https://img.example/hero_banner2.jpg', 2.5],
    ['https://img.example/page-header.webp', 2.5],
    ['https://img.example/Cover.JPG', 2.5],
    ['https://img.example/my%20story.jpg', 0.56],
    ['https://img.example/vertical-1.jpg', 0.56],
    ['https://img.example/thumbnail.jpg', 1.33],
    ['https://img.example/preview.png', 1.33],
    ['https://img.example/square.png', 1],
    ['https://img.example/wide-shot.jpg', 1.78],
    ['https://img.example/landscape_01.jpg', 1.78],
    ['https://img.example/tall.jpg', 0.75],
    ['https://img.example/portrait-of-me.jpg', 0.75],
    // A file name says more than the site.
    ['https://i.pinimg.com/originals/wide-shot.jpg', 1.78],
  ])('%s → %d', (url, ratio) => {
    expect(aspectRatioHint(url)).toBe(ratio);
  });

  it.each([
    'https://img.example/photo.jpg',
    'https://img.example/p/photo.jpg', // 'p' overrides on known sites only
    'https://img.example/bad%E0%A4%A.jpg',
    'https://notinstagram.com/x.jpg',
    'not a url',
  ])('hints nothing for %s', (url) => {
    expect(aspectRatioHint(url)).toBeNull();
  });

  it('guesses 1.33 only when nothing hints', () => {
    expect(guessedAspectRatio('https://img.example/photo.jpg')).toBe(1.33);
    expect(guessedAspectRatio('https://img.example/banner.jpg')).toBe(2.5);
  });

  it('counts social sites and their protected CDNs as CORS-restricted, open CDNs not', () => {
    expect(isCorsRestrictedUrl('https://www.instagram.com/p/abc/')).toBe(true);
    expect(isCorsRestrictedUrl('https://scontent-lhr8-1.cdninstagram.com/a.jpg')).toBe(true);
    expect(isCorsRestrictedUrl('https://scontent.xx.fbcdn.net/a.jpg')).toBe(true);
    expect(isCorsRestrictedUrl('https://x.com/someone/status/1')).toBe(true);
    expect(isCorsRestrictedUrl('https://i.pinimg.com/a.jpg')).toBe(false);
    expect(isCorsRestrictedUrl('https://img.example/a.jpg')).toBe(false);
    expect(isCorsRestrictedUrl('https://box.com/a.jpg')).toBe(false);
    expect(isCorsRestrictedUrl('nope')).toBe(false);
  });
});
