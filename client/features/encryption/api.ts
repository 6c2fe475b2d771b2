import { queryOptions } from '@tanstack/react-query';
import { getEncryptionStatus } from '#client/lib/api-client-encryption.ts';
import { forgetDecryptedContent } from '#client/lib/forget-content.ts';
import { queryClient } from '#client/lib/query-client.ts';

/**
 * Whether the user has an encryption key and whether this session has unlocked it (DESIGN §6). A
 * locked key means no decrypted reading may stay in this tab, so learning it forgets them.
 */
export const encryptionStatusQuery = queryOptions({
  queryKey: ['encryption', 'status'],
  queryFn: async () => {
    const status = await getEncryptionStatus();
    if (!status.unlocked) forgetDecryptedContent();
    return status;
  },
});

/**
 * Marks the status stale after a create, unlock or start-over, so the app's gate asks the server
 * again instead of sending the user back to the page they just left.
 */
export const invalidateEncryptionStatus = (): Promise<void> => queryClient.invalidateQueries({ queryKey: encryptionStatusQuery.queryKey });
