import { BookIcon } from '#client/components/icons.tsx';
import type { TagCards } from '../recurring-by-tag.ts';
import { count } from './format.ts';
import { InsightSection } from './insight-section.tsx';

const TITLE = 'Cards that return to a topic';
/** The cards listed per topic: the ones that came back most. */
const CARDS_PER_TOPIC = 5;

/** Per tag, the cards that came up in two or more of its readings (docs/product.md#insights). */
export function RecurringSection({ topics }: { topics: readonly TagCards[] }) {
  const icon = <BookIcon size={20} />;
  if (topics.length === 0) {
    return (
      <InsightSection
        title={TITLE}
        icon={icon}
        takeaway="No card has come back yet in two readings about the same topic. Tag your readings in the journal, and the cards that return to a topic show here."
      />
    );
  }
  const [first] = topics;
  const top = first!.cards[0]!;
  return (
    <InsightSection
      title={TITLE}
      icon={icon}
      takeaway={`${top.card.name} came up in ${top.readings} of your ${count(first!.readings, 'reading')} about “${first!.tag}”.`}
      chart={
        <>
          <ul className="insight-topics">
            {topics.map((topic) => (
              <li key={topic.tag}>
                <h3 className="h6 mb-1">
                  {topic.tag} <span className="insight-topic-count">· {count(topic.readings, 'reading')}</span>
                </h3>
                <p className="mb-0">
                  {topic.cards
                    .slice(0, CARDS_PER_TOPIC)
                    .map(({ card, readings }) => `${card.name} (${readings})`)
                    .join(', ')}
                </p>
              </li>
            ))}
          </ul>
          {topics.some((topic) => topic.suggested > 0) && <p className="insight-note">Readings without tags are filed under the topic their question suggests.</p>}
        </>
      }
    />
  );
}
