import { loadOnce } from './loadOnce';

it('shares one load between callers, and tries again after a failure', async () => {
  const load = jest
    .fn<Promise<string>, []>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue('code');
  const once = loadOnce(load);
  const first = once();
  expect(once()).toBe(first);
  await expect(first).rejects.toThrow('offline');
  await expect(once()).resolves.toBe('code');
  await expect(once()).resolves.toBe('code');
  expect(load).toHaveBeenCalledTimes(2);
});
