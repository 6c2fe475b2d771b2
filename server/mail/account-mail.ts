import type { Logger } from 'pino';
import { existingAccountEmail, type MailMessage, verificationEmail } from './account-emails.ts';
import type { SendMail } from './smtp.ts';

/** The account emails better-auth asks for, sent by SMTP or, without a mail server, written to the log. */
export interface AccountMail {
  /** Whether emails leave this server; without a mail server the sign-up page says where the link is. */
  delivers: boolean;
  /** The link that confirms `to` and signs its account in. */
  sendVerification(to: string, verificationUrl: string): void;
  /** Tells the owner of `to` that someone tried to sign up with it. */
  notifyExistingAccount(to: string, signInUrl: string): void;
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
      // The one log line that holds a link with a token: without a mail server the operator reads
      // it here and passes it on (README, "Accounts and email").
      log.info({ component: 'mail', to, verificationUrl }, 'No mail server is set up: open verificationUrl to confirm this address');
    },
    notifyExistingAccount(to, signInUrl) {
      if (send) return deliver(existingAccountEmail(to, signInUrl));
      log.info({ component: 'mail', to }, 'Someone tried to sign up with this address, which already has an account (no mail server is set up to tell its owner)');
    },
  };
}
