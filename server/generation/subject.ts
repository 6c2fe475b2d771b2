import type { Db } from '#server/db/database.ts';
import type { OracleOutput, OracleRequest } from '#server/oracle/oracle.ts';
import type { Executor } from '#server/points/load-points.ts';
import type { ChargeKind } from '#server/readings/charge-key.ts';

/** A subject claimed for writing: whose it is and the model's input. */
export interface Claimed<Work> {
  userId: string;
  work: Work;
}

/**
 * What the generation pipeline (docs/architecture.md#writing) needs to know of what it writes, a reading or a
 * clarifier: its own table, pending work, prompt and seal. Each change is a conditional update on the subject's status,
 * so a job that runs twice changes nothing the second time; the charge, the refund and the notes are the pipeline's.
 */
export interface GenerationSubject<Work = unknown> {
  kind: ChargeKind;
  /** Its own id: its charge is keyed on it, and its progress goes on the bus under it. */
  id: string;
  /** Moves it from QUEUED (or GENERATING, left by a crashed attempt) to GENERATING and opens its pending work; undefined when there is nothing to write. */
  claim(db: Db, jobKey: Buffer): Promise<Claimed<Work> | undefined>;
  /** What the model is asked. */
  oracleRequest(work: Work): OracleRequest;
  /** The model's output sealed to the user's key. @throws OracleError (retryable) when it lacks an answer for a drawn card. */
  seal(publicKey: Buffer, work: Work, output: OracleOutput): Buffer;
  /** Stores the sealed result and makes it ACTIVE if it is still being written, deleting its pending work; its owner and start when it was. */
  complete(tx: Executor, sealedResult: Buffer): Promise<{ userId: string; createdAt: Date } | undefined>;
  /** Marks it FAILED if it is still unwritten, deleting its pending work; its owner when it was. */
  fail(tx: Executor): Promise<{ userId: string } | undefined>;
}
