import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createAccountMail } from './account-mail.ts';
import type { SendMail } from './smtp.ts';

const LINK = 'http://127.0.0.1:3000/api/auth/verify-email?token=secret-token&callbackURL=%2Fapp%2Fmain';

const RESET_LINK = 'http://127.0.0.1:3000/api/auth/reset-password/reset-token?callbackURL=%2Freset-password';

function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level: 'info' }, sink), lines };
}

describe('createAccountMail', () => {
  it('emails the confirmation link through the mail server, and logs no link', async () => {
    const { log, lines } = capturedLog();
    const send = vi.fn<SendMail>(async () => {});
    const mail = createAccountMail({ send, log });
    mail.sendVerification('ada@example.com', LINK);
    expect(mail.delivers).toBe(true);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ to: 'ada@example.com', text: expect.stringContaining(LINK) }));
    expect(JSON.stringify(lines)).not.toContain('secret-token');
  });

  it('tells the owner of a taken address, by email, to sign in', () => {
    const send = vi.fn<SendMail>(async () => {});
    createAccountMail({ send, log: capturedLog().log }).notifyExistingAccount('ada@example.com', 'http://127.0.0.1:3000/login');
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ to: 'ada@example.com', text: expect.stringContaining('http://127.0.0.1:3000/login') }));
  });

  it('logs a mail server failure without throwing into the sign-up', async () => {
    const { log, lines } = capturedLog();
    const mail = createAccountMail({ send: async () => Promise.reject(new Error('454 relay refused')), log });
    expect(() => mail.sendVerification('ada@example.com', LINK)).not.toThrow();
    await vi.waitFor(() => expect(lines).toContainEqual(expect.objectContaining({ level: 50, to: 'ada@example.com', reason: '454 relay refused' })));
  });

  it('emails the password reset link through the mail server, saying the encryption password is unchanged', () => {
    const { log, lines } = capturedLog();
    const send = vi.fn<SendMail>(async () => {});
    createAccountMail({ send, log }).sendPasswordReset('ada@example.com', RESET_LINK);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ to: 'ada@example.com', text: expect.stringContaining(RESET_LINK) }));
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ text: expect.stringContaining('encryption password, which is unchanged') }));
    expect(JSON.stringify(lines)).not.toContain('reset-token');
  });

  it('without a mail server, writes the password reset link to the log as one info line', () => {
    const { log, lines } = capturedLog();
    createAccountMail({ send: undefined, log }).sendPasswordReset('ada@example.com', RESET_LINK);
    expect(lines).toEqual([expect.objectContaining({ level: 30, to: 'ada@example.com', resetUrl: RESET_LINK })]);
  });

  it('without a mail server, writes the confirmation link to the log as one info line', () => {
    const { log, lines } = capturedLog();
    const mail = createAccountMail({ send: undefined, log });
    mail.sendVerification('ada@example.com', LINK);
    mail.notifyExistingAccount('bob@example.com', 'http://127.0.0.1:3000/login');
    expect(mail.delivers).toBe(false);
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, to: 'ada@example.com', verificationUrl: LINK }),
      expect.objectContaining({ level: 30, to: 'bob@example.com', msg: expect.stringMatching(/already has an account/) }),
    ]);
    expect(JSON.stringify(lines[1])).not.toContain('token');
  });
});
