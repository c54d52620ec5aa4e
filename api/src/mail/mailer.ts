import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../logger';
import type { MailConfig } from './mailConfig';

/** One message to one person, with the one link it is about (logged when the message goes to the outbox). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  link: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Real mail over SMTP_URL. The link is a secret: only the recipient and the subject are logged. */
function smtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text }) {
      const info = await transport.sendMail({ from, to, subject, text });
      logger.info('mail sent', { to, subject, messageId: info.messageId });
    },
  };
}

/** No SMTP server: each message becomes an .eml file in the outbox, and its link is logged, for development. */
function outboxMailer(outboxDir: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send({ to, subject, text, link }) {
      const { message } = (await transport.sendMail({ from, to, subject, text })) as { message: Buffer };
      await fs.mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(outboxDir, name);
      await fs.writeFile(file, message);
      logger.info('mail written to the outbox', { to, subject, file, link });
    },
  };
}

export function createMailer({ smtpUrl, outboxDir, from }: MailConfig, logger: Logger): Mailer {
  return smtpUrl ? smtpMailer(smtpUrl, from, logger) : outboxMailer(outboxDir, from, logger);
}
