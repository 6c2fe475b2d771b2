import type { ReadingRequest, Started } from '#common/api/readings.ts';
import { readingCost } from '#common/domain/reading-cost.ts';
import { SPECIAL_SPREAD_NAME } from '#common/domain/spreads.ts';
import type { SessionUser } from '#server/auth/session.ts';
import { badRequest } from '#server/http/errors.ts';
import { loadCosts } from '#server/settings/load-costs.ts';
import { isAvailableAt, type SpecialReadingRow } from '#server/special-readings/availability.ts';
import { findSpecialReading } from '#server/special-readings/queries.ts';
import { createReading, type StartDeps, validateDraw } from './start-reading.ts';

export const SPECIAL_NOT_AVAILABLE = 'This bonus reading is not available now.';

/** The template a start names, open now. @throws HttpError 400 naming specialReadingId. */
async function openTemplate(deps: StartDeps, id: number, now: Date): Promise<SpecialReadingRow> {
  if (id === -1) throw badRequest('Choose a bonus reading', 'specialReadingId');
  const template = await findSpecialReading(deps.db, id);
  if (!template) throw badRequest(`There is no bonus reading ${id}`, 'specialReadingId');
  if (!isAvailableAt(template, now)) throw badRequest(SPECIAL_NOT_AVAILABLE, 'specialReadingId');
  return template;
}

/** Checks that the request lays the template's fixed spread: every position, no crossing card, no extras its flat price leaves out. */
function validateShape(template: SpecialReadingRow, request: ReadingRequest): void {
  const cards = template.positions.length;
  if (request.spreadTypeName !== SPECIAL_SPREAD_NAME) throw badRequest(`A bonus reading is laid in its own spread, ${SPECIAL_SPREAD_NAME}`, 'spreadTypeName');
  if (request.cards !== cards) throw badRequest(`${template.title} takes ${cards} ${cards === 1 ? 'card' : 'cards'}`, 'cards');
  if (request.crossing) throw badRequest('A bonus reading has no crossing card', 'crossing');
  if (request.includeVisualDescriptions) throw badRequest('A bonus reading comes without visual descriptions', 'includeVisualDescriptions');
}

/**
 * Starts a bonus (special) reading (docs/product.md#bonus-readings): the template must exist and be open now, the
 * request must lay its positions, and the price is the template's flat cost through the shared formula,
 * the same stored value the Bonus Readings pages show. Then the same transaction as any reading
 * (createReading), carrying the template's title, positions and guidance with it.
 */
export async function startSpecialReading(deps: StartDeps, user: SessionUser, request: ReadingRequest, now = new Date()): Promise<Started> {
  const template = await openTemplate(deps, request.specialReadingId, now);
  validateShape(template, request);
  await validateDraw(deps.db, user.id, request);
  const cost = readingCost({ kind: 'special', ...request, flatCost: template.flatCost }, await loadCosts(deps.db));
  return createReading(deps, user, {
    kind: 'special',
    request,
    cost,
    special: { specialReadingId: template.id, title: template.title, positions: template.positions, guidance: template.prompt },
  });
}
