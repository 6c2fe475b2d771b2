import { createTransport } from 'nodemailer';
import type { Env } from '#server/config/env.ts';
import type { MailMessage } from './account-emails.ts';

/** Sends one email; rejects when the mail server refuses it. */
export type SendMail = (message: MailMessage) => Promise<void>;

/** Sends through the SMTP server of SMTP_URL (credentials in the URL), from MAIL_FROM. */
export function smtpSender(config: NonNullable<Env['mail']>): SendMail {
  const transport = createTransport(config.smtpUrl);
  return async (message) => {
    await transport.sendMail({ from: config.from, ...message });
  };
}
