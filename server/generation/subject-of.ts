import type { GenerationJob } from '#server/jobs/generation-queue.ts';
import { clarifierSubject } from './clarifier-subject.ts';
import { readingSubject } from './reading-subject.ts';
import type { GenerationSubject } from './subject.ts';

/** The subject a generation job names: the clarifier when it names one, else its reading. */
export function subjectOf(job: GenerationJob): GenerationSubject {
  return (job.clarifierId ? clarifierSubject({ readingId: job.readingId, clarifierId: job.clarifierId }) : readingSubject(job.readingId)) as GenerationSubject;
}
