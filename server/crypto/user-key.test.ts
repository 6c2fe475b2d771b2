import { describe, expect, it } from 'vitest';
import { DecryptError, WeakKdfParamsError, WrongPasswordError } from './errors.ts';
import { KDF_FLOOR, KdfParamsSchema, newKdfParams } from './kdf.ts';
import { open, seal } from './seal.ts';
import { createUserKey, unlockUserKey } from './user-key.ts';

const cheap = () => newKdfParams(KDF_FLOOR);

describe('createUserKey/unlockUserKey', () => {
  it('unlocks with the password and opens what was sealed to the public key', async () => {
    const created = await createUserKey('correct horse', 'user-1', cheap());
    const { stored } = created;
    expect(KdfParamsSchema.parse(stored.kdfParams)).toEqual(stored.kdfParams);
    const sealed = seal(stored.publicKey, Buffer.from('Wheel of Fortune'));
    const privateKeyDer = await unlockUserKey('correct horse', stored, 'user-1');
    expect(privateKeyDer).toEqual(created.privateKeyDer);
    expect(open(privateKeyDer, sealed).toString()).toBe('Wheel of Fortune');
  });

  it('uses the default cost unless told otherwise', async () => {
    const { stored } = await createUserKey('correct horse', 'user-1');
    expect(stored.kdfParams).toMatchObject({ memoryKiB: 65_536, iterations: 3, parallelism: 1 });
  });

  it('says wrong password for a wrong password', async () => {
    const { stored } = await createUserKey('correct horse', 'user-1', cheap());
    await expect(unlockUserKey('wrong horse', stored, 'user-1')).rejects.toThrow(WrongPasswordError);
  });

  it('says corrupt data, not wrong password, when the right password meets damaged or moved data', async () => {
    const { stored } = await createUserKey('correct horse', 'user-1', cheap());
    const damaged = Buffer.from(stored.wrappedPrivateKey);
    damaged[20]! ^= 0x01;
    await expect(unlockUserKey('correct horse', { ...stored, wrappedPrivateKey: damaged }, 'user-1')).rejects.toThrow(DecryptError);
    await expect(unlockUserKey('correct horse', stored, 'user-2')).rejects.toThrow(DecryptError);
    await expect(unlockUserKey('correct horse', stored, 'user-2')).rejects.not.toThrow(WrongPasswordError);
  });

  it('refuses stored params below the floor', async () => {
    const { stored } = await createUserKey('correct horse', 'user-1', cheap());
    const weakened = { ...stored.kdfParams, iterations: 1 };
    await expect(unlockUserKey('correct horse', { ...stored, kdfParams: weakened }, 'user-1')).rejects.toThrow(WeakKdfParamsError);
  });
});
