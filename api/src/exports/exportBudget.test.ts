// Exports' byte budget (issue 31): megabytes per address, more per account when signed in; 429 once spent.
import request from 'supertest';
import { gridFixture, newUser } from '../designs/testSupport';
import { testDatabases } from '../testing/databases';
import { MB, richDocument } from '../testing/richDocuments';
import { closeDocumentWork } from '../workers/documentPool';
import { ssrTestFor } from '../web/siteSsrTesting';
import { exportBudgetMessage } from './exportBudget';

jest.setTimeout(60_000);

const WINDOW_MS = 10 * 60_000;

describe.each(testDatabases())('the export byte budget on $label', (db) => {
  const ssr = ssrTestFor(db, { EXPORT_BUDGET_MB: '3', EXPORT_BUDGET_SIGNED_IN_MB: '5' });
  afterAll(closeDocumentWork);

  it('counts the megabytes an address exports and answers 429 with Retry-After once they are spent', async () => {
    const app = ssr().appWith({ EXPORT_BUDGET_MB: '3' });
    const exportFrom = (gridData: unknown) =>
      request(app)
        .post('/api/exports/html')
        .send({ gridData } as object);
    // A 2.5 MB design counts three of the three megabytes: the next export, however small, is refused.
    expect((await exportFrom(richDocument(2.5 * MB))).status).toBe(200);
    const refused = await exportFrom(gridFixture(1));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: {
        code: 'export_budget_spent',
        message: exportBudgetMessage(3 * MB, WINDOW_MS, false, WINDOW_MS),
      },
    });
    expect(refused.body.error.message).toBe(
      'Export limit reached: 3 MB of designs per 10 minutes from your address (sign in for more). ' +
        'Please try again in 10 minutes.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590);
  });

  it('gives a signed-in user a budget of their own, bigger than an address', async () => {
    const app = ssr().appWith({ EXPORT_BUDGET_MB: '3', EXPORT_BUDGET_SIGNED_IN_MB: '5' });
    const user = await newUser(ssr().models);
    const exportAs = () =>
      request(app)
        .post('/api/exports/html')
        .set('Authorization', user.auth())
        .send({ gridData: gridFixture(2) });
    // Small designs count one megabyte each: five pass, the sixth is refused.
    for (let i = 0; i < 5; i++) expect((await exportAs()).status).toBe(200);
    const refused = await exportAs();
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(
      'Export limit reached: 5 MB of designs per 10 minutes for your account. Please try again in 10 minutes.',
    );
    // The address's own budget is untouched by the account's exports.
    const anonymous = await request(app)
      .post('/api/exports/html')
      .send({ gridData: gridFixture(1) });
    expect(anonymous.status).toBe(200);
  });
});
