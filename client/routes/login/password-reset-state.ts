/** The navigation state the reset page hands the sign-in page, so it can say the password changed. */
export const PASSWORD_RESET_STATE = { passwordReset: true } as const;

/** Whether the sign-in page was reached right after choosing a new password. */
export const passwordWasReset = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'passwordReset' in state && state.passwordReset === true;
