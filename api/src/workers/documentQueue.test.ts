// The document pool's bounded queue on the real app: one thread, one queued task, and a time limit no task here
// reaches, so the thread stays held for as long as the big document takes (a short limit raced the two requests
// below on a busy CI machine: the thread freed before they were queued, and both were served).
import { DENSE_BOLD, MB, richDocument } from '../testing/richDocuments';
import { testDatabases } from '../testing/databases';
import { gridFixture } from '../designs/testSupport';
import { DOCUMENTS_BUSY_MESSAGE, RETRY_AFTER_SECONDS, documentWork } from './documentPool';
import { OVER_INLINE, exportDocument, listeningTestFor } from './documentTesting';

jest.setTimeout(120_000);

// Read when the process's pool is made, at the first document.
process.env.DOCUMENT_THREADS = '1';
process.env.DOCUMENT_QUEUE_MAX = '1';
process.env.DOCUMENT_TASK_TIMEOUT_SECONDS = '60';

/** Resolves once the process's one document thread is working on a task (the app runs in this process). */
async function threadTaken(): Promise<void> {
  const started = Date.now();
  while (documentWork().active < 1) {
    if (Date.now() - started > 10_000) throw new Error('no document reached the thread in 10 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe.each(testDatabases())('the document pool when full, on $label', (db) => {
  const app = listeningTestFor(db);

  it('refuses a document with 503, Retry-After and a clear message while the queue is full', async () => {
    // The one thread is held by a big document (seconds of work); the queue holds one more, so of two documents
    // sent meanwhile one waits and one is refused.
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
    // The one that waited is served once the thread is free, and so is the big one.
    expect([first, second].filter((answer) => answer.status === 200)).toHaveLength(1);
    expect((await slow).status).toBe(200);
    // Small documents are worked on inline and never wait for the pool.
    expect((await exportDocument(app().url, gridFixture(2))).status).toBe(200);
  });
});
