import type { Db } from '#server/db/database.ts';
import { loadPublicKey } from '#server/encryption/public-key.ts';
import { noteReadyWhileAway } from '#server/messages/reading-ready.ts';
import type { OracleOutput } from '#server/oracle/oracle.ts';
import { refundCharge } from '#server/points/charge-gems.ts';
import { chargeKey } from '#server/readings/charge-key.ts';
import type { Claimed, GenerationSubject } from './subject.ts';

/**
 * Seals the model's output to the user's key and makes the subject ACTIVE, deleting its pending work, in one
 * transaction. In it too: an output the safety screen replaced (docs/product.md#safety) is kept as the safe answer and
 * refunded, since help costs nothing; any other tells a user who went away that it is ready. False when it is no longer
 * being written (discarded meanwhile) or the user started over, which deleted their key.
 * @throws OracleError (retryable) when the output lacks an answer for a drawn card.
 */
export async function completeGeneration<Work>(db: Db, subject: GenerationSubject<Work>, claimed: Claimed<Work>, output: OracleOutput): Promise<boolean> {
  const publicKey = await loadPublicKey(db, claimed.userId);
  if (!publicKey) return false;
  const sealedResult = subject.seal(publicKey, claimed.work, output);
  return db.transaction(async (tx) => {
    const row = await subject.complete(tx, sealedResult);
    if (row && output.safety) await refundCharge(tx, row.userId, chargeKey(subject.kind, subject.id));
    else if (row) await noteReadyWhileAway(tx, { kind: subject.kind, userId: row.userId, startedAt: row.createdAt });
    return Boolean(row);
  });
}

/**
 * Marks the subject FAILED, refunds its charge and deletes its pending work, all at most once; true the time it
 * happens. Given an open transaction (an admin's cancel), it runs as a savepoint of it and commits with it.
 */
export async function failGeneration(db: Pick<Db, 'transaction'>, subject: GenerationSubject): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await subject.fail(tx);
    if (!row) return false;
    await refundCharge(tx, row.userId, chargeKey(subject.kind, subject.id));
    return true;
  });
}
