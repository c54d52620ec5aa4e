// A real SMTP server in the test process (smtp-server): what the API's mailer sends over SMTP_URL arrives here.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The message as sent (headers and body). */
  raw: string;
  /** The body with quoted-printable soft line breaks and escapes undone. */
  text: string;
}

export interface TestSmtpServer {
  /** SMTP_URL for the API. */
  url: string;
  received: ReceivedMail[];
  /**
   * The next message to `to` whose subject holds `subject` when given (one already received and not yet taken,
   * or the next to arrive).
   */
  nextTo(to: string, subject?: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeBody(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  if (!/^Content-Transfer-Encoding: quoted-printable/im.test(raw)) return body;
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiting: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        received.push({ to, raw, text: decodeBody(raw) });
        waiting.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';
  const untaken = (to: string, subject: string) =>
    received.find(
      (mail) => !taken.has(mail) && mail.to.includes(to) && subjectOf(mail.raw).includes(subject),
    );
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async nextTo(to, subject = '', timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = untaken(to, subject);
        if (mail) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
