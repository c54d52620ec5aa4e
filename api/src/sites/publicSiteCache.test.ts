import { createPublicSiteCache } from './publicSiteCache';

const site = (userId: string, body = '{"id":"s"}') => ({ body, etag: '"e"', userId });

describe('createPublicSiteCache', () => {
  it('serves what was stored until the TTL passes', () => {
    let now = 1000;
    const cache = createPublicSiteCache({ ttlMs: 5000, now: () => now });
    cache.set('a', site('u1'), cache.generation);
    expect(cache.get('a')).toMatchObject({ body: '{"id":"s"}', etag: '"e"' });
    now += 4999;
    expect(cache.get('a')).toBeDefined();
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("drops a user's sites when that user writes", () => {
    const cache = createPublicSiteCache();
    cache.set('a', site('u1'), cache.generation);
    cache.set('b', site('u1'), cache.generation);
    cache.set('c', site('u2'), cache.generation);
    cache.invalidateUser('u1');
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
    expect(cache.get('c')).toBeDefined();
  });

  it('does not store an answer read before a write that settled meanwhile', () => {
    const cache = createPublicSiteCache();
    const before = cache.generation;
    cache.invalidateUser('anyone');
    cache.set('a', site('u1'), before);
    expect(cache.get('a')).toBeUndefined();
  });

  it('stays under its byte budget, evicting the least recently used', () => {
    const body = 'x'.repeat(100); // 200 bytes as UTF-16
    const cache = createPublicSiteCache({ maxBytes: 450 });
    cache.set('a', site('u', body), cache.generation);
    cache.set('b', site('u', body), cache.generation);
    cache.get('a');
    cache.set('c', site('u', body), cache.generation);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    cache.set('huge', site('u', 'x'.repeat(1000)), cache.generation);
    expect(cache.get('huge')).toBeUndefined();
  });
});
