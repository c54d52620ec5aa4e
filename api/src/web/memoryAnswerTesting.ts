// For the tests of answers sent from memory before Express (web/memoryAnswer.ts): both paths must say the same.
import type request from 'supertest';

/** Accept-Encoding values and the form each gets. */
export const ENCODING_CASES: [accept: string, encoding: string | undefined][] = [
  ['identity', undefined],
  ['br, gzip', 'br'],
  ['gzip', 'gzip'],
];

/** What must be the same whichever path answered: all headers but the request's own id and the clock. */
export function comparable(res: request.Response) {
  const { date: _date, 'x-request-id': _id, ...headers } = res.headers as Record<string, string>;
  return { status: res.status, headers, body: res.text };
}

/**
 * Date.now stands still in each test of the calling suite. A site stays fresh in the body cache for 1 s
 * (cache/userBodyCache.ts reads Date.now), and the fast paths answer only while it is: with the clock stopped their
 * answers are counted however slowly a loaded machine runs the requests (a CI once took over 1 s between two).
 */
export function stopDateInEachTest(): void {
  let stopped: jest.SpiedFunction<typeof Date.now> | undefined;
  beforeEach(() => {
    stopped = jest.spyOn(Date, 'now').mockReturnValue(Date.now());
  });
  // Only this spy: restoreAllMocks would also undo any spy the suite sets itself.
  afterEach(() => stopped?.mockRestore());
}
