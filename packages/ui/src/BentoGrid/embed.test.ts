import { SCRIPTED_ALLOW, SCRIPTED_SANDBOX, STATIC_SANDBOX, iframeAttributes, isScriptedEmbed } from './embed';

describe('iframeAttributes', () => {
  it('forces https and defaults the title', () => {
    expect(iframeAttributes('http://www.youtube.com/embed/abc')).toEqual({
      src: 'https://www.youtube.com/embed/abc',
      title: 'Embedded Content',
      sandbox: SCRIPTED_SANDBOX,
      allow: SCRIPTED_ALLOW,
    });
    expect(iframeAttributes('https://example.com/page', '  My page ')?.title).toBe('My page');
  });

  it('gives nothing for unparseable or script URLs', () => {
    expect(iframeAttributes('not a url')).toBeNull();
    expect(iframeAttributes('javascript:alert(1)')).toBeNull();
    expect(iframeAttributes(undefined)).toBeNull();
  });

  it('allows scripts only for the known hosts', () => {
    expect(iframeAttributes('https://example.com/widget')).toEqual({
      src: 'https://example.com/widget',
      title: 'Embedded Content',
      sandbox: STATIC_SANDBOX,
    });
    expect(STATIC_SANDBOX).not.toContain('allow-scripts');
    expect(SCRIPTED_SANDBOX).toContain('allow-scripts');
  });
});

describe('isScriptedEmbed', () => {
  it.each([
    'https://www.youtube.com/embed/x',
    'https://youtu.be/x',
    'https://player.vimeo.com/video/1',
    'https://www.google.com/maps/embed?pb=1',
    'https://open.spotify.com/embed/track/1',
    'https://w.soundcloud.com/player/?url=x',
    'https://codepen.io/a/embed/b',
    'https://www.figma.com/embed?x=1',
  ])('knows %s', (url) => expect(isScriptedEmbed(url)).toBe(true));

  it.each([
    'https://www.google.com/search?q=maps',
    'https://www.google.com/mapsevil',
    'https://youtube.com.evil.example/embed',
    'https://evilyoutube.com/embed',
    'https://example.com/',
  ])('does not know %s', (url) => expect(isScriptedEmbed(url)).toBe(false));
});
