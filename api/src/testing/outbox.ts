// Test-only: the messages an outbox mailer (no SMTP_URL) wrote as .eml files, read back as the recipient would.
import fs from 'node:fs/promises';
import path from 'node:path';
import { TEST_MAIL_OUTBOX_DIR } from './fixtures';

const decode = (eml: string) =>
  eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

interface Sent {
  to: string;
  subject: string;
  token: string | undefined;
}

// Each file is read once: the outbox is shared by every test process and keeps growing.
const read = new Map<string, Sent>();

async function sentMessage(file: string): Promise<Sent> {
  const known = read.get(file);
  if (known) return known;
  const eml = decode(await fs.readFile(file, 'utf8'));
  const header = (name: string) => new RegExp(`^${name}: (.*)\r$`, 'm').exec(eml)?.[1] ?? '';
  const sent = { to: header('To'), subject: header('Subject'), token: /#([\w-]{43})/.exec(eml)?.[1] };
  read.set(file, sent);
  return sent;
}

/** The link tokens (after the '#') of the messages to `to` about `subject` in `dir`, newest first. */
async function linkTokens(dir: string, to: string, subject: string): Promise<string[]> {
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  // Named by the time they were written: newest first.
  names.sort().reverse();
  const sent = await Promise.all(names.map((name) => sentMessage(path.join(dir, name))));
  return sent
    .filter((mail) => mail.to.toLowerCase() === to.toLowerCase() && mail.subject === subject)
    .map((mail) => mail.token)
    .filter((token): token is string => token !== undefined);
}

/**
 * Opens the link mailed to `to` about `subject` in `dir`: `open` is tried with each token, newest first, until it
 * answers true. The outbox is shared by every test process and database, and an address (the admin's) may get mail
 * from several: only the link its own database made opens.
 */
export async function openMailedLink(
  to: string,
  subject: string,
  open: (token: string) => Promise<boolean>,
  { dir = TEST_MAIL_OUTBOX_DIR, timeoutMs = 15_000 }: { dir?: string; timeoutMs?: number } = {},
): Promise<void> {
  const tried = new Set<string>();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const token of await linkTokens(dir, to, subject)) {
      if (tried.has(token)) continue;
      tried.add(token);
      if (await open(token)) return;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} about '${subject}' in ${dir} opened`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
