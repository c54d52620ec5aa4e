// Requests the revision tests share (designs/testSupport.ts has the database, the app and the users).
import request from 'supertest';
import type { TestDatabase } from '../../testing/databases';
import { gridFixture, newUser, openApiTest, type ApiTest, type TestUser } from '../testSupport';

export interface RevisionEntry {
  id: string;
  revision: number;
  title: string;
  createdAt: string;
  sizeBytes: number;
  published: boolean;
  reason: 'create' | 'save' | 'restore';
  restoredFrom: number | null;
  current: boolean;
}

/** A document told apart by its box count. */
export const gridOf = (boxes: number) => gridFixture(boxes);

export function revisionRequests(t: ApiTest, user: () => TestUser) {
  const auth = () => user().auth();
  return {
    get: (path: string) => request(t.app).get(path).set('Authorization', auth()),
    patch: (designId: string, body: object, ifMatch?: string) => {
      const req = request(t.app).patch(`/api/designs/${designId}`).set('Authorization', auth());
      return (ifMatch === undefined ? req : req.set('If-Match', ifMatch)).send(body);
    },
    restore: (designId: string, revisionId: string, ifMatch?: string) => {
      const req = request(t.app)
        .post(`/api/designs/${designId}/revisions/${revisionId}/restore`)
        .set('Authorization', auth());
      return ifMatch === undefined ? req : req.set('If-Match', ifMatch);
    },
    async history(designId: string): Promise<RevisionEntry[]> {
      const res = await request(t.app).get(`/api/designs/${designId}/revisions`).set('Authorization', auth());
      if (res.status !== 200) throw new Error(`revisions: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.items as RevisionEntry[];
    },
    /** Box count of the design's stored document. */
    async boxesOf(designId: string): Promise<number> {
      const design = await t.models.Design.findByPk(designId);
      return (JSON.parse(design!.gridData) as { boxes: unknown[] }).boxes.length;
    },
  };
}

export interface RevisionTest {
  readonly t: ApiTest;
  readonly api: ReturnType<typeof revisionRequests>;
  /** A new user before each test; a test may switch to another (api follows). */
  user: TestUser;
}

/** For a describe block: the app on a migrated `db` (dropped after), and a new user before each test. */
export function useRevisionTest(db: TestDatabase): RevisionTest {
  const state = {} as { t: ApiTest; api: ReturnType<typeof revisionRequests>; user: TestUser };
  beforeAll(async () => {
    state.t = await openApiTest(db);
    state.api = revisionRequests(state.t, () => state.user);
  });
  afterAll(() => db.cleanup());
  beforeEach(async () => {
    state.user = await newUser(state.t.models);
  });
  return state;
}
