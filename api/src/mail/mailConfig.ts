import path from 'node:path';
import { repoRoot } from '../paths';

type Env = Record<string, string | undefined>;

export const DEFAULT_MAIL_OUTBOX_DIR = path.join(repoRoot, 'data', 'outbox');
export const DEFAULT_MAIL_FROM = 'Bento Creator <no-reply@bento.localhost>';

export interface MailConfig {
  /** SMTP_URL (smtp://user:pass@host:587, smtps://… for TLS); null: messages go to outboxDir as .eml files. */
  smtpUrl: string | null;
  /** MAIL_OUTBOX_DIR: where messages are written when SMTP_URL is unset. */
  outboxDir: string;
  /** MAIL_FROM: the sender of every message. */
  from: string;
}

function parseSmtpUrl(value: string | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SMTP_URL must be a URL like smtp://user:password@host:587, got "${raw}"`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}//"`);
  return raw;
}

export function mailConfigFromEnv(env: Env): { mail: MailConfig } {
  const outbox = env.MAIL_OUTBOX_DIR?.trim();
  return {
    mail: {
      smtpUrl: parseSmtpUrl(env.SMTP_URL),
      outboxDir: outbox ? path.resolve(outbox) : DEFAULT_MAIL_OUTBOX_DIR,
      from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    },
  };
}
