// uploadImage against the real API app (api/src createApp on SQLite in memory) with a real user's tokens, from the
// project's jsdom environment: a jsdom Blob goes out as its raw bytes.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clearImmediate, setImmediate } from 'node:timers';
import { createApp } from '../../../../api/src/app';
import { createSequelize } from '../../../../api/src/db/connect';
import { migrateUp } from '../../../../api/src/db/migrate';
import { defineModels } from '../../../../api/src/db/models';
import { createMemoryLogger } from '../../../../api/src/logger';
import { testConfig } from '../../../../api/src/testing/fixtures';
import { createTestUser, testAuth, testTokens } from '../../../../api/src/testing/users';
import { GIF_1X1, PNG_3X2 } from '../../../../api/src/uploads/testImages';
import { UPLOAD_MAX_BYTES } from '../../../../api/src/uploads/uploadRules';
import { ApiError } from '../api/apiClient';
import { configureApi, getAuthAdapter, registerAuthAdapter, type AuthAdapter } from '../auth';
import { uploadImage, UPLOADS_PATH } from './uploadImage';

let server: Server;
let origin: string;
let token: string | null;
let previousAdapter: AuthAdapter;
let closeDatabase: () => Promise<void>;

beforeAll(async () => {
  // Express's router defers with setImmediate, which the jsdom environment does not expose.
  Object.assign(globalThis, { setImmediate, clearImmediate });
  const sequelize = createSequelize('sqlite::memory:');
  await migrateUp(sequelize);
  const models = defineModels(sequelize);
  const app = createApp({ sequelize, config: testConfig(), auth: testAuth, logger: createMemoryLogger() });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const user = await createTestUser(models);
  token = testTokens.issue(user.id);
  previousAdapter = getAuthAdapter();
  registerAuthAdapter({
    provider: 'local',
    getToken: async () => token,
    refresh: async () => {},
    signOut: async () => {},
  });
  configureApi(`${origin}/api`);
  closeDatabase = () => sequelize.close();
});

afterAll(async () => {
  registerAuthAdapter(previousAdapter);
  configureApi('/api');
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await closeDatabase();
});

const blob = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

it('sends the bytes and answers the URL the image is served at', async () => {
  const image = await uploadImage(blob(PNG_3X2, 'image/png'));
  expect(image).toEqual({
    url: expect.stringMatching(/^\/uploads\/[0-9a-f]{64}\.png$/),
    contentType: 'image/png',
    bytes: expect.any(Number),
    width: 3,
    height: 2,
  });
  expect(image.url.startsWith(UPLOADS_PATH)).toBe(true);

  const served = await fetch(`${origin}${image.url}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
  // What is served is the image encoded anew by the server, named by its hash.
  const stored = Buffer.from(await served.arrayBuffer());
  expect(stored.length).toBe(image.bytes);
  expect(image.url).toContain(createHash('sha256').update(stored).digest('hex'));
});

it('goes by the bytes, not the declared type, and answers the same URL for the same bytes', async () => {
  const first = await uploadImage(blob(GIF_1X1, 'image/png'));
  expect(first.url).toMatch(/\.gif$/);
  expect(first.contentType).toBe('image/gif');
  expect((await uploadImage(blob(GIF_1X1, ''))).url).toBe(first.url);
});

it("throws the API's refusals as ApiError: not an image (400), too large (413), signed out (401)", async () => {
  const invalid = await refusal(uploadImage(blob(Buffer.from('<html></html>'), 'image/jpeg')));
  expect(invalid).toMatchObject({ status: 400, code: 'invalid_image', message: 'Invalid image format' });

  const tooLarge = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x20);
  PNG_3X2.copy(tooLarge);
  const large = await refusal(uploadImage(blob(tooLarge, 'image/png')));
  expect(large).toMatchObject({
    status: 413,
    code: 'image_too_large',
    message: 'Image too large (max: 5MB)',
  });

  const signedIn = token;
  token = null;
  try {
    expect((await refusal(uploadImage(blob(PNG_3X2, 'image/png')))).status).toBe(401);
  } finally {
    token = signedIn;
  }
});
