import { realApiForEachTest } from './realApiForEachTest';

jest.setTimeout(20_000);

const closedBefore: string[] = [];
const api = realApiForEachTest({ beforeClose: () => void closedBefore.push(api.origin) });
const seen: { origin: string; userId: string }[] = [];

it('answers for the running test’s API', async () => {
  seen.push({ origin: api.origin, userId: api.userId });
  const { status } = await api.call('GET', '/designs');
  expect(status).toBe(200);
});

it('gives each test a new API, after running beforeClose for the last one', () => {
  seen.push({ origin: api.origin, userId: api.userId });
  expect(seen[1]!.userId).not.toBe(seen[0]!.userId);
  expect(closedBefore).toEqual([seen[0]!.origin]);
});
