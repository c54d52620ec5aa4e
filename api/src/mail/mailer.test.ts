import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMemoryLogger } from '../logger';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/smtpServer';
import { mailConfigFromEnv } from './mailConfig';
import { createMailer } from './mailer';

const message = {
  to: 'ada@example.org',
  subject: 'Reset your Bento Creator password',
  text: 'Open https://bento.test/reset-password#abc to choose a new password.',
  link: 'https://bento.test/reset-password#abc',
};

describe('mail config', () => {
  it('writes to data/outbox by default and reads SMTP_URL, MAIL_OUTBOX_DIR and MAIL_FROM', () => {
    expect(mailConfigFromEnv({}).mail).toEqual({
      smtpUrl: null,
      outboxDir: expect.stringMatching(/data[\\/]outbox$/),
      from: 'Bento Creator <no-reply@bento.localhost>',
    });
    expect(
      mailConfigFromEnv({ SMTP_URL: ' smtp://u:p@mail:587 ', MAIL_OUTBOX_DIR: '/tmp/x', MAIL_FROM: 'a@b.c' })
        .mail,
    ).toEqual({ smtpUrl: 'smtp://u:p@mail:587', outboxDir: '/tmp/x', from: 'a@b.c' });
  });

  it('refuses an SMTP_URL that is not an smtp(s) URL, saying what it expected', () => {
    expect(() => mailConfigFromEnv({ SMTP_URL: 'mail.example.org' })).toThrow(/SMTP_URL must be a URL/);
    expect(() => mailConfigFromEnv({ SMTP_URL: 'http://mail.example.org' })).toThrow(
      /smtp:\/\/ or smtps:\/\//,
    );
  });
});

describe('mailer', () => {
  it('without SMTP_URL writes an .eml file in the outbox and logs its link', async () => {
    const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'bento-outbox-'));
    const logger = createMemoryLogger();
    await createMailer(mailConfigFromEnv({ MAIL_OUTBOX_DIR: outbox }).mail, logger).send(message);
    const files = fs.readdirSync(outbox);
    expect(files).toEqual([expect.stringMatching(/\.eml$/)]);
    const eml = fs.readFileSync(path.join(outbox, files[0]!), 'utf8');
    expect(eml).toContain('To: ada@example.org');
    expect(eml).toContain('Subject: Reset your Bento Creator password');
    expect(eml).toContain(message.link);
    expect(logger.lines).toEqual([
      expect.objectContaining({ msg: 'mail written to the outbox', to: message.to, link: message.link }),
    ]);
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  describe('over SMTP_URL', () => {
    let smtp: TestSmtpServer;
    beforeAll(async () => {
      smtp = await startTestSmtpServer();
    });
    afterAll(() => smtp.close());

    it('delivers the message to the SMTP server and does not log the link', async () => {
      const logger = createMemoryLogger();
      await createMailer(mailConfigFromEnv({ SMTP_URL: smtp.url }).mail, logger).send(message);
      const mail = await smtp.nextTo('ada@example.org');
      expect(mail.raw).toContain('From: Bento Creator <no-reply@bento.localhost>');
      expect(mail.text).toContain(message.link);
      expect(JSON.stringify(logger.lines)).not.toContain(message.link);
      expect(logger.lines).toEqual([expect.objectContaining({ msg: 'mail sent', to: message.to })]);
    });
  });
});
