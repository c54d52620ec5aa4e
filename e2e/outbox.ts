import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MAIL_OUTBOX_DIR } from './playwright.config';

/** The text of the .eml files in the servers' outbox addressed to `to` (quoted-printable undone). */
function mailsTo(to: string): string[] {
  if (!fs.existsSync(MAIL_OUTBOX_DIR)) return [];
  return fs
    .readdirSync(MAIL_OUTBOX_DIR)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => fs.readFileSync(path.join(MAIL_OUTBOX_DIR, name), 'utf8'))
    .filter((eml) => eml.includes(`To: ${to}`))
    .map((eml) =>
      eml
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
}

export const MAIL_SUBJECTS = {
  reset: 'Reset your Bento Creator password',
  verify: 'Verify your e-mail address for Bento Creator',
  change: 'Confirm your new e-mail address for Bento Creator',
} as const;

/**
 * Waits for the `count`-th message to `to` in the outbox about `subject` (any when not given) and answers the
 * first link in it.
 */
export async function linkMailedTo(
  to: string,
  { subject = '', count = 1 }: { subject?: string; count?: number } = {},
): Promise<string> {
  const mails = () => mailsTo(to).filter((eml) => eml.includes(`Subject: ${subject}`));
  await expect.poll(() => mails().length, { message: `mail to ${to}` }).toBeGreaterThanOrEqual(count);
  const link = /https?:\/\/\S+/.exec(mails()[count - 1]!)?.[0];
  if (!link) throw new Error(`no link in the mail to ${to}`);
  return link;
}
