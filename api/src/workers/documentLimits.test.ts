// The document pool's bounds on the real app: one thread, one queued task, a short time limit per task.
import { DENSE_BOLD, MB, richDocument } from '../testing/richDocuments';
import { testDatabases } from '../testing/databases';
import { gridFixture } from '../designs/testSupport';
import {
  DOCUMENTS_BUSY_MESSAGE,
  RETRY_AFTER_SECONDS,
  documentTimeoutMessage,
  documentWork,
} from './documentPool';
import { exportDocument, listeningTestFor } from './documentTesting';

jest.setTimeout(60_000);

/** Just over the inline size (16 KB), so it goes to a thread, and only milliseconds of work there. */
const OVER_INLINE = gridFixture(1, () => `<p>${'word '.repeat(5000)}</p>`);

// Read when the process's pool is made, at the first document.
process.env.DOCUMENT_THREADS = '1';
process.env.DOCUMENT_QUEUE_MAX = '1';
// One second: under the several seconds a 9.5 MB dense document's export takes (0.7–1.2 s a stage), far over a
// small one's milliseconds even on a busy machine (CI once saw a small one pass 0.5 s).
process.env.DOCUMENT_TASK_TIMEOUT_SECONDS = '1';

/** Resolves once the process's one document thread is working on a task (the app runs in this process). */
async function threadTaken(): Promise<void> {
  const started = Date.now();
  while (documentWork().active < 1) {
    if (Date.now() - started > 10_000) throw new Error('no document reached the thread in 10 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe.each(testDatabases())('the document pool when full or slow, on $label', (db) => {
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

  it('refuses a document with 503, Retry-After and a clear message while the queue is full', async () => {
    // The one thread is held by a document that runs to its time limit; the queue holds one more, so of two
    // documents sent meanwhile one waits and one is refused.
    const slow = exportDocument(app().url, richDocument(9.5 * MB, DENSE_BOLD));
    await threadTaken();
    const [first, second] = await Promise.all([
      exportDocument(app().url, OVER_INLINE),
      exportDocument(app().url, OVER_INLINE),
    ]);
    const busy = [first, second].filter((answer) => answer.body.error?.code === 'server_busy');
    expect(busy).toHaveLength(1);
    const [refused] = busy;
    expect(refused?.status).toBe(503);
    expect(refused?.retryAfter).toBe(String(RETRY_AFTER_SECONDS));
    expect(refused?.body.error?.message).toBe(DOCUMENTS_BUSY_MESSAGE);
    // The one that waited is served once the thread is free.
    expect([first, second].filter((answer) => answer.status === 200)).toHaveLength(1);
    expect((await slow).body.error?.code).toBe('document_timeout');
    // Small documents are worked on inline and never wait for the pool.
    expect((await exportDocument(app().url, gridFixture(2))).status).toBe(200);
  });
});
