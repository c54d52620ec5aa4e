// The document pool's time limit per task on the real app: one thread, a short limit.
// (The full queue is tested in documentQueue.test.ts, with a limit no task reaches.)
import { DENSE_LINKS, MB, richDocument } from '../testing/richDocuments';
import { testDatabases } from '../testing/databases';
import { RETRY_AFTER_SECONDS, documentTimeoutMessage } from './documentPool';
import { OVER_INLINE, exportDocument, listeningTestFor } from './documentTesting';

jest.setTimeout(60_000);

// Read when the process's pool is made, at the first document.
process.env.DOCUMENT_THREADS = '1';
process.env.DOCUMENT_QUEUE_MAX = '1';
// Half a second: a 9.5 MB document of dense links takes 1–1.5 s on a thread even on a fast, quiet machine (dense
// `<b>x</b>` had come down to 0.8–0.9 s there and passed the old 1 s limit: the test failed in CI), and a small one
// takes milliseconds (CI once saw one take 0.5 s of wall time on a busy machine; on a thread it is far less).
process.env.DOCUMENT_TASK_TIMEOUT_SECONDS = '0.5';

describe.each(testDatabases())('the document pool when a task is slow, on $label', (db) => {
  const app = listeningTestFor(db);

  it('stops a task past its time limit with 503 and Retry-After, and serves the next document', async () => {
    // The limit counts from a task's start on a thread, never the thread's own start.
    expect((await exportDocument(app().url, OVER_INLINE)).status).toBe(200);
    const slow = await exportDocument(app().url, richDocument(9.5 * MB, DENSE_LINKS));
    expect(slow.status).toBe(503);
    expect(slow.retryAfter).toBe(String(RETRY_AFTER_SECONDS));
    expect(slow.body.error).toEqual({ code: 'document_timeout', message: documentTimeoutMessage(0.5) });
    // Its thread was ended; a new one takes the next document.
    const next = await exportDocument(app().url, OVER_INLINE);
    expect(next.status).toBe(200);
    expect(next.body.html).toContain('word word');
  });
});
