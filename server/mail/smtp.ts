import type { Transporter } from 'nodemailer';
import type { Env } from '#server/config/env.ts';
import type { MailMessage } from './account-emails.ts';

/** Sends one email; rejects when the mail server refuses it. */
export type SendMail = (message: MailMessage) => Promise<void>;

/**
 * Sends through the SMTP server of SMTP_URL (credentials in the URL), from MAIL_FROM. nodemailer is
 * loaded with the first email, not at every start.
 */
export function smtpSender(config: NonNullable<Env['mail']>): SendMail {
  let transport: Promise<Transporter> | undefined;
  return async (message) => {
    transport ??= import('nodemailer').then(({ createTransport }) => createTransport(config.smtpUrl));
    await (await transport).sendMail({ from: config.from, ...message });
  };
}
