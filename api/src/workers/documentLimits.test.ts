// The document pool's time limit per task on the real app: one thread, a short limit.
// (The full queue is tested in documentQueue.test.ts, with a limit no task reaches.)
import { DENSE_BOLD, MB, richDocument } from '../testing/richDocuments';
import { testDatabases } from '../testing/databases';
import { RETRY_AFTER_SECONDS, documentTimeoutMessage } from './documentPool';
import { OVER_INLINE, exportDocument, listeningTestFor } from './documentTesting';

jest.setTimeout(60_000);

// Read when the process's pool is made, at the first document.
process.env.DOCUMENT_THREADS = '1';
process.env.DOCUMENT_QUEUE_MAX = '1';
// One second: under the several seconds a 9.5 MB dense document's export takes (0.7–1.2 s a stage), far over a
// small one's milliseconds even on a busy machine (CI once saw a small one pass 0.5 s).
process.env.DOCUMENT_TASK_TIMEOUT_SECONDS = '1';

describe.each(testDatabases())('the document pool when a task is slow, on $label', (db) => {
  const app = listeningTestFor(db);

  it('stops a task past its time limit with 503 and Retry-After, and serves the next document', async () => {
    // The limit counts from a task's start on a thread, never the thread's own start.
    expect((await exportDocument(app().url, OVER_INLINE)).status).toBe(200);
    const slow = await exportDocument(app().url, richDocument(9.5 * MB, DENSE_BOLD));
    expect(slow.status).toBe(503);
    expect(slow.retryAfter).toBe(String(RETRY_AFTER_SECONDS));
    expect(slow.body.error).toEqual({ code: 'document_timeout', message: documentTimeoutMessage(1) });
    // Its thread was ended; a new one takes the next document.
    const next = await exportDocument(app().url, OVER_INLINE);
    expect(next.status).toBe(200);
    expect(next.body.html).toContain('word word');
  });
});
