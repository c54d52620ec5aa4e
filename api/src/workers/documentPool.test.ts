// Issue 31: one large export must not freeze the instance. The export runs in the document pool's thread while
// /api/health keeps answering on the event loop.
import { MB, richDocument } from '../testing/richDocuments';
import { testDatabases } from '../testing/databases';
import { gridFixture, newUser } from '../designs/testSupport';
import { documentWork } from './documentPool';
import { exportDocument, listeningTestFor } from './documentTesting';

jest.setTimeout(60_000);

/** Well under the ~1 s per MB the export held the event loop for before the pool. */
const HEALTH_MAX_MS = 150;

describe.each(testDatabases())('document work off the event loop on $label', (db) => {
  const app = listeningTestFor(db);

  it('answers /api/health quickly while a 4 MB export renders on a thread', async () => {
    const { url } = app();
    // The first thread starts (the TypeScript runtime, the tasks' modules) before anything is measured.
    expect((await exportDocument(url, richDocument(200_000))).status).toBe(200);
    const tasks: string[] = [];
    const stop = documentWork().onTaskDone((done) => tasks.push(`${done.task}:${done.outcome}`));
    const sentAt = performance.now();
    const exported = exportDocument(url, richDocument(4 * MB));
    let ended = false;
    void exported.finally(() => (ended = true));
    const probes: number[] = [];
    while (!ended) {
      const started = performance.now();
      const res = await fetch(`${url}/api/health`);
      expect(res.status).toBe(200);
      probes.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    stop();
    const result = await exported;
    expect(result.status).toBe(200);
    expect(result.body.html).toContain('<strong>bold</strong>');
    expect(tasks).toEqual(['exportRequest:ok', 'renderExport:ok']);
    expect(documentWork().threads).toBeGreaterThan(0);
    // The export took a while, and health answered throughout (done inline, the export held it ~1 s per MB).
    const exportMs = result.endedAt - sentAt;
    expect(probes.length).toBeGreaterThan(3);
    expect(Math.max(...probes)).toBeLessThan(Math.max(HEALTH_MAX_MS, exportMs / 3));
  });

  it('parses, checks and sanitises a large design saved, on a thread', async () => {
    const { url, models } = app();
    const user = await newUser(models);
    const tasks: string[] = [];
    const stop = documentWork().onTaskDone((done) => tasks.push(`${done.task}:${done.outcome}`));
    const gridData = richDocument(2 * MB, '<p onclick="x()">Hi <script>alert(1)</script></p>');
    const res = await fetch(`${url}/api/designs`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: user.auth() },
      body: JSON.stringify({ title: 'Big', gridData }),
    });
    stop();
    expect(res.status).toBe(201);
    expect(tasks).toEqual(['designRequest:ok']);
    const { id } = (await res.json()) as { id: string };
    const stored = await models.Design.findByPk(id);
    expect(stored!.title).toBe('Big');
    expect(stored!.gridData).toContain('<p>Hi </p>');
    expect(stored!.gridData).not.toMatch(/onclick|<script/);
  });

  it('parses, checks and sanitises a large publish on a thread: a new site and a replaced one', async () => {
    const { url, models } = app();
    const user = await newUser(models);
    const tasks: string[] = [];
    const stop = documentWork().onTaskDone((done) => tasks.push(`${done.task}:${done.outcome}`));
    const gridData = richDocument(2 * MB, '<p onclick="x()">Hi <script>alert(1)</script></p>');
    const send = (method: string, path: string, body: object) =>
      fetch(`${url}/api${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: user.auth() },
        body: JSON.stringify(body),
      });
    const slug = `big-${Date.now().toString(36)}`;
    const created = await send('POST', '/published-sites', { siteTitle: 'Big', slug, gridData });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const replaced = await send('PUT', `/published-sites/${id}`, { siteTitle: 'Bigger', gridData });
    expect(replaced.status).toBe(200);
    const refused = await send('PUT', `/published-sites/${id}`, { gridData });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Site title is required',
    );
    stop();
    expect(tasks).toEqual(['siteRequest:ok', 'siteRequest:ok', 'siteRequest:ok']);
    const stored = await models.PublishedSite.findByPk(id);
    expect(stored!.siteTitle).toBe('Bigger');
    expect(stored!.gridData).toContain('<p>Hi </p>');
    expect(stored!.gridData).not.toMatch(/onclick|<script/);
  });

  it('keeps small documents inline, with the same answers', async () => {
    const tasks: number[] = [];
    const stop = documentWork().onTaskDone((done) => tasks.push(done.waitSeconds));
    const result = await exportDocument(app().url, gridFixture(3));
    stop();
    expect(result.status).toBe(200);
    expect(tasks).toEqual([0, 0]);
  });
});
