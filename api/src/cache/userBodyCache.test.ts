import { encodedBody } from '../web/encodedBody';
import { cachedBody, createUserBodyCache } from './userBodyCache';

const site = (userId: string, body = '{"id":"s"}') => ({ ...encodedBody(body), userId });

describe('createUserBodyCache', () => {
  it('serves what was stored until the TTL passes', () => {
    let now = 1000;
    const cache = createUserBodyCache({ ttlMs: 5000, now: () => now });
    cache.set('a', site('u1'), cache.generation);
    expect(cache.get('a')?.bytes.toString()).toBe('{"id":"s"}');
    now += 4999;
    expect(cache.get('a')).toBeDefined();
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
    // Every lookup counts, for the metrics' hit ratio.
    expect([cache.hits, cache.misses]).toEqual([2, 1]);
    expect(cache.get('never stored')).toBeUndefined();
    expect([cache.hits, cache.misses]).toEqual([2, 2]);
  });

  it("drops a user's sites when that user writes", () => {
    const cache = createUserBodyCache();
    cache.set('a', site('u1'), cache.generation);
    cache.set('b', site('u1'), cache.generation);
    cache.set('c', site('u2'), cache.generation);
    cache.invalidateUser('u1');
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
    expect(cache.get('c')).toBeDefined();
  });

  it('does not store an answer read before a write that settled meanwhile', () => {
    const cache = createUserBodyCache();
    const before = cache.generation;
    cache.invalidateUser('anyone');
    cache.set('a', site('u1'), before);
    expect(cache.get('a')).toBeUndefined();
  });

  it('stays under its byte budget, evicting the least recently used', () => {
    const body = 'x'.repeat(200);
    const cache = createUserBodyCache({ maxBytes: 450 });
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

describe('cachedBody', () => {
  it('loads once, then answers from the cache; a missing answer is not cached', async () => {
    const cache = createUserBodyCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return site('u1');
    };
    expect(await cachedBody(cache, 'a', load)).toMatchObject({ bytes: Buffer.from('{"id":"s"}') });
    expect(await cachedBody(cache, 'a', load)).toMatchObject({ bytes: Buffer.from('{"id":"s"}') });
    expect(loads).toBe(1);
    expect(await cachedBody(cache, 'gone', async () => null)).toBeNull();
    expect(cache.get('gone')).toBeUndefined();
  });

  it('does not keep what was read while the owner wrote', async () => {
    const cache = createUserBodyCache();
    const answer = await cachedBody(cache, 'a', async () => {
      cache.invalidateUser('u1');
      return site('u1');
    });
    expect(answer).toMatchObject({ userId: 'u1' });
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('cachedBody under concurrent misses', () => {
  it('shares one load between the requests that missed together', async () => {
    const cache = createUserBodyCache();
    let loads = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = async () => {
      loads += 1;
      await gate;
      return site('u1');
    };
    const answers = Promise.all(Array.from({ length: 20 }, () => cachedBody(cache, 'a', load)));
    release();
    expect((await answers).every((answer) => answer?.userId === 'u1')).toBe(true);
    expect(loads).toBe(1);
    // Once settled, the next miss loads again (here: after the owner wrote).
    cache.invalidateUser('u1');
    await cachedBody(cache, 'a', load);
    expect(loads).toBe(2);
  });
});
