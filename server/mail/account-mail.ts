import type { Logger } from 'pino';
import { existingAccountEmail, type MailMessage, passwordResetEmail, verificationEmail } from './account-emails.ts';
import type { SendMail } from './smtp.ts';

/** The account emails better-auth asks for, sent by SMTP or, without a mail server, written to the log. */
export interface AccountMail {
  /** Whether emails leave this server; without a mail server the sign-up page says where the link is. */
  delivers: boolean;
  /** The link that confirms `to` and signs its account in. */
  sendVerification(to: string, verificationUrl: string): void;
  /** Tells the owner of `to` that someone tried to sign up with it. */
  notifyExistingAccount(to: string, signInUrl: string): void;
  /** The link that lets the owner of `to` choose a new account password. */
  sendPasswordReset(to: string, resetUrl: string): void;
}

/**
 * Account mail over `send`, or into the log when there is no mail server. Sending never delays the
 * answer: a sign-up with a taken address must take as long as one with a new address, and a slow
 * mail server would tell them apart.
 */
export function createAccountMail({ send, log }: { send: SendMail | undefined; log: Logger }): AccountMail {
  const deliver = (message: MailMessage) => {
    send?.(message).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      log.error({ component: 'mail', to: message.to, reason }, 'could not send an account email');
    });
  };
  return {
    delivers: send !== undefined,
    sendVerification(to, verificationUrl) {
      if (send) return deliver(verificationEmail(to, verificationUrl));
      // With the reset link below, the only log lines that hold a link with a token: without a mail
      // server the operator reads them here and passes them on (README, "Accounts and email").
      log.info({ component: 'mail', to, verificationUrl }, 'No mail server is set up: open verificationUrl to confirm this address');
    },
    notifyExistingAccount(to, signInUrl) {
      if (send) return deliver(existingAccountEmail(to, signInUrl));
      log.info({ component: 'mail', to }, 'Someone tried to sign up with this address, which already has an account (no mail server is set up to tell its owner)');
    },
    sendPasswordReset(to, resetUrl) {
      if (send) return deliver(passwordResetEmail(to, resetUrl));
      // Like the confirmation link: without a mail server the operator passes it on (README).
      log.info({ component: 'mail', to, resetUrl }, 'No mail server is set up: open resetUrl to choose a new password for this account');
    },
  };
}
