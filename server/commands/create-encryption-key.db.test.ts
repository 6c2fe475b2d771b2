import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deriveKeys } from '#server/crypto/kdf.ts';
import { createPasswordForm, signUpWithKey } from '#server/test/encryption-helpers.ts';
import { clientAddress, startTestServer, type TestServer } from '#server/test/test-server.ts';
import { KEY_EXISTS_MESSAGE } from './create-encryption-key.ts';

vi.mock('#server/crypto/kdf.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('#server/crypto/kdf.ts')>();
  return { ...original, deriveKeys: vi.fn(original.deriveKeys) };
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('createEncryptionKey', () => {
  it('Create Password runs Argon2 before checking that a key already exists: the 409 now comes without a key derivation', async () => {
    const user = await signUpWithKey(server);
    expect(deriveKeys).toHaveBeenCalledTimes(1);
    vi.mocked(deriveKeys).mockClear();

    const again = await server.request({
      method: 'POST',
      url: '/v1/encryption/create',
      user,
      headers: { 'x-forwarded-for': clientAddress() },
      payload: await createPasswordForm(server, user, { password: 'another password' }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(KEY_EXISTS_MESSAGE);
    expect(deriveKeys).not.toHaveBeenCalled();
  });
});
