/** One plain-text email. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** The link that confirms an address (better-auth's verify-email URL, carrying a signed token). */
export function verificationEmail(to: string, verificationUrl: string): MailMessage {
  return {
    to,
    subject: 'Confirm your email for Arcana',
    text: [
      'Welcome to Arcana!',
      '',
      'Open this link to confirm your email address and sign in:',
      verificationUrl,
      '',
      "If you didn't create an Arcana account, ignore this email: nothing happens without the link.",
    ].join('\n'),
  };
}

/**
 * What the owner of an address gets when someone signs up with it again. The sign-up page answers
 * exactly as for a new address, so only the owner learns that the address is taken.
 */
export function existingAccountEmail(to: string, signInUrl: string): MailMessage {
  return {
    to,
    subject: 'Someone tried to create an Arcana account with your email',
    text: [
      'Someone just tried to create an Arcana account with your email address, which already has one.',
      '',
      'If it was you, sign in instead:',
      signInUrl,
      '',
      "If it wasn't, ignore this email: your account is unchanged.",
    ].join('\n'),
  };
}

/**
 * The link that lets the owner of `to` choose a new account password (better-auth's reset-password
 * URL, carrying a single-use token). The encryption password is separate and stays as it was.
 */
export function passwordResetEmail(to: string, resetUrl: string): MailMessage {
  return {
    to,
    subject: 'Reset your Arcana password',
    text: [
      'Someone asked to reset the password of the Arcana account with this email address.',
      '',
      'Open this link within an hour to choose a new password:',
      resetUrl,
      '',
      'This changes the password you sign in with. Your readings stay sealed with your encryption password, which is unchanged.',
      '',
      "If you didn't ask, ignore this email: your password stays as it is.",
    ].join('\n'),
  };
}
