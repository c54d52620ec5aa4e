import { remoteMapFromEnv } from '@bento/core';
import { cspDirectives, formatCsp, isEmbedPath, remoteOrigins } from './csp';

describe('remoteOrigins', () => {
  it('keeps the origins of absolute http(s) manifests only, once each', () => {
    expect(
      remoteOrigins({
        editor: '/remotes/editor/mf-manifest.json',
        embeds: 'https://cdn.example.org/embeds/mf-manifest.json',
        sites: 'https://cdn.example.org/sites/mf-manifest.json',
        admin: 'http://localhost:3006/mf-manifest.json',
        bogus: 'cdn.example.org/x.json',
        weird: 'javascript:alert(1)',
      }),
    ).toEqual(['https://cdn.example.org', 'http://localhost:3006']);
  });
});

describe('cspDirectives', () => {
  it('is same-origin only with the default remotes', () => {
    expect(formatCsp(cspDirectives(remoteMapFromEnv({})))).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "connect-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' https: data: blob:",
        "media-src 'self' https: data: blob:",
        "frame-src https: 'self'",
        "font-src 'self' https: data:",
        "worker-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'self'",
      ].join('; '),
    );
  });

  it('allows everything a remote loads (scripts, manifests, styles, fonts, images) from its other origin', () => {
    const directives = cspDirectives(
      remoteMapFromEnv({ REMOTE_EMBEDS_URL: 'http://cdn.example.org:4400/embeds/mf-manifest.json' }),
    );
    const origin = 'http://cdn.example.org:4400';
    expect(directives.scriptSrc).toEqual(["'self'", origin]);
    expect(directives.connectSrc).toEqual(["'self'", origin]);
    expect(directives.styleSrc).toEqual(["'self'", "'unsafe-inline'", origin]);
    expect(directives.fontSrc).toContain(origin);
    expect(directives.imgSrc).toContain(origin);
    expect(directives.mediaSrc).toContain(origin);
    expect(directives.defaultSrc).toEqual(["'self'"]);
  });

  it("allows calls to the API client's fallback origin", () => {
    const directives = cspDirectives({}, { connectOrigins: ['https://api.example.org'] });
    expect(directives.connectSrc).toEqual(["'self'", 'https://api.example.org']);
    expect(directives.scriptSrc).toEqual(["'self'"]);
  });

  it('lets embeddable pages be framed anywhere', () => {
    expect(cspDirectives({}, { embeddable: true }).frameAncestors).toEqual(['*']);
  });
});

describe('isEmbedPath', () => {
  it('matches /embeds and below only', () => {
    expect(isEmbedPath('/embeds/timeanddate')).toBe(true);
    expect(isEmbedPath('/embeds')).toBe(true);
    expect(isEmbedPath('/embedsx')).toBe(false);
    expect(isEmbedPath('/my-site/embeds/x')).toBe(false);
  });
});
