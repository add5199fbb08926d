/**
 * Outgoing mail through nodemailer: SMTP when SMTP_HOST is set, otherwise nodemailer's JSON
 * transport, which builds the message without sending it. Every message is recorded in the
 * `mail_outbox` table either way (readable by admins and by tests): one history of what was mailed.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Settings } from '../../config/env';
import type { Db } from '../../db/types';
import { now } from '../../resources/records';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(db: Db, settings: Settings['mail']): Mailer {
  const transport: Transporter = settings.smtp
    ? nodemailer.createTransport({
        host: settings.smtp.host,
        port: settings.smtp.port,
        secure: settings.smtp.secure,
        auth: settings.smtp.user
          ? { user: settings.smtp.user, pass: settings.smtp.password }
          : undefined,
      })
    : nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(mail) {
      await transport.sendMail({ from: settings.from, ...mail });
      const stamp = now();
      await db
        .insertInto('mail_outbox')
        .values({
          updated_at: stamp,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          transport: settings.smtp ? 'smtp' : 'outbox',
          created_at: stamp,
        })
        .execute();
    },
  };
}
