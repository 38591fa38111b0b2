import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Sends one letter; rejects when the SMTP server refuses it. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends in the background: the caller answers at once (so timing tells nothing about the recipient),
   * failures are logged, and closing the server waits for letters still on their way.
   */
  sendLater(message: MailMessage): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

/**
 * `app.mail`: SMTP through nodemailer when `SMTP_URL` is set; otherwise every letter is written as an
 * .eml file into the outbox folder and logged, so a fresh install still shows what it would send.
 */
export async function registerMail(app: FastifyInstance) {
  const { smtpUrl, outboxDir, mailFrom } = app.config;
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function send(message: MailMessage) {
    const info = await transport.sendMail({ from: mailFrom, ...message });
    if (smtpUrl) {
      app.log.info({ to: message.to, subject: message.subject }, 'письмо отправлено');
      return;
    }
    await mkdir(outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, info.message as Buffer);
    app.log.info(
      { to: message.to, subject: message.subject, file, text: message.text },
      'SMTP_URL не задан: письмо сохранено в папку исходящих',
    );
  }

  const mailer: Mailer = {
    send,
    sendLater(message) {
      const job = send(message)
        .catch((err: unknown) => {
          app.log.error({ err, to: message.to, subject: message.subject }, 'письмо не отправлено');
        })
        .finally(() => pending.delete(job));
      pending.add(job);
    },
  };
  app.decorate('mail', mailer);
  app.addHook('onClose', async () => {
    await Promise.all([...pending]);
    transport.close();
  });
}
