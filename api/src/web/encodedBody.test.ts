import { encodesOwnAnswer } from './encodedBody';

describe('encodesOwnAnswer (the reads app.ts keeps away from the on-the-fly compression)', () => {
  it.each([
    ['GET', '/api/designs/0b6f7c1e-0000-4000-8000-000000000000'],
    ['HEAD', '/api/designs/abc'],
    ['GET', '/api/designs/abc/'],
    ['GET', '/API/Designs/abc'],
    ['GET', '/api/published-sites/slug/my-site'],
    ['HEAD', '/api/published-sites/slug/my-site/'],
  ])('%s %s: sent from a cached body, compressed once per version', (method, path) => {
    expect(encodesOwnAnswer({ method, path })).toBe(true);
  });

  it.each([
    ['PATCH', '/api/designs/abc'],
    ['DELETE', '/api/designs/abc'],
    ['POST', '/api/designs/abc'],
    ['GET', '/api/designs'],
    ['GET', '/api/designs/'],
    ['GET', '/api/designs/abc/published-sites/def'],
    ['POST', '/api/designs/abc/publish'],
    ['GET', '/api/published-sites'],
    ['GET', '/api/published-sites/abc'],
    ['GET', '/api/published-sites/slug/'],
    ['GET', '/designs/abc'],
    ['GET', '/my-site'],
  ])('%s %s: compressed on the fly', (method, path) => {
    expect(encodesOwnAnswer({ method, path })).toBe(false);
  });
});
