// Publishes the bench's 30-box site through the API (sign-up, verification, token, design, publish), as a
// visitor's owner would.
import { EMAIL_SUBJECTS } from '../api/src/auth/emailAddresses';
import { DEFAULT_MAIL_OUTBOX_DIR } from '../api/src/mail/mailConfig';
import { openMailedLink } from '../api/src/testing/outbox';
const BOX_COUNT = 30;
const COLORS = ['#fde68a', '#bfdbfe', '#fecaca', '#bbf7d0', '#ddd6fe', '#fed7aa'];

export function benchGridData() {
  const boxes = Array.from({ length: BOX_COUNT }, (_, index) => ({
    id: `bench-${index + 1}`,
    contentId: `<h2>Project ${index + 1}</h2><p>A short description of project ${index + 1}, with a few words.</p>`,
    colSpan: index % 7 === 0 ? 2 : 1,
    rowSpan: index % 5 === 0 ? 2 : 1,
    order: index,
    style: {
      bgColor: COLORS[index % COLORS.length],
      ...(index % 4 === 0 ? { linkUrl: `https://example.org/project-${index + 1}` } : {}),
    },
  }));
  return { boxes, gridSettings: { columnsCount: 5 }, selectedBoxIds: [], lastSelectedBoxId: null };
}

async function call(url: string, init: RequestInit, expected: number): Promise<Response> {
  const response = await fetch(url, init);
  if (response.status !== expected) {
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  }
  return response;
}

export interface BenchSite {
  slug: string;
  /** The owner's design behind the site, and a token that reads it. */
  designId: string;
  token: string;
  /** The owner's session cookie, which mints fresh access tokens at /api/auth/token. */
  sessionCookie: string;
}

/** Answers the published slug. */
export async function publishBenchSite(origin: string): Promise<string> {
  return (await publishBenchDesign(origin)).slug;
}

/**
 * Publishing needs a verified address (issue 29): the bench's servers mail to the default outbox (no SMTP_URL, no
 * MAIL_OUTBOX_DIR), where the link is read back and opened, as the owner would.
 */
async function verifyBenchAccount(origin: string, email: string): Promise<void> {
  await openMailedLink(
    email,
    EMAIL_SUBJECTS.verify,
    async (token) => {
      const verified = await fetch(`${origin}/api/auth/local/email-verification/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      return verified.status === 200;
    },
    { dir: process.env.MAIL_OUTBOX_DIR?.trim() || DEFAULT_MAIL_OUTBOX_DIR },
  );
}

export async function publishBenchDesign(origin: string): Promise<BenchSite> {
  const json = { 'Content-Type': 'application/json' };
  const email = `bench-${Date.now()}@example.org`;
  const signUp = await call(
    `${origin}/api/auth/local/sign-up`,
    {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: 'bench-password-1', acceptTerms: true }),
    },
    201,
  );
  await verifyBenchAccount(origin, email);
  const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { token } = (await (await call(`${origin}/api/auth/token`, { headers: { cookie } }, 200)).json()) as {
    token: string;
  };
  const auth = { ...json, Authorization: `Bearer ${token}` };
  const design = (await (
    await call(
      `${origin}/api/designs`,
      { method: 'POST', headers: auth, body: JSON.stringify({ gridData: benchGridData(), title: 'Bench' }) },
      201,
    )
  ).json()) as { id: string };
  const slug = `bench-viewer-${Date.now().toString(36)}`;
  await call(
    `${origin}/api/designs/${design.id}/publish`,
    {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ siteTitle: 'Bench Portfolio', siteDescription: 'Thirty boxes of work.', slug }),
    },
    201,
  );
  return { slug, designId: design.id, token, sessionCookie: cookie };
}
