import { Link } from 'react-router';
import { MoonIcon } from '#client/components/icons.tsx';
import { ListStates } from '#client/components/list-states.tsx';
import { useSpecialReadingList } from '#client/features/special-readings/api.ts';
import { BonusCard } from '#client/features/special-readings/components/bonus-card.tsx';
import { BonusListSkeleton } from '#client/features/special-readings/components/bonus-list-skeleton.tsx';
import { appPaths } from '#client/paths.ts';

/** /app/main/bonus: the bonus readings open now, each with its title, description, card count and flat price. */
export function Component() {
  const { data: templates, isPending, refetch } = useSpecialReadingList();
  return (
    <div className="bonus-page">
      <header className="reading-page-intro">
        <h1 className="h3 mb-1">Bonus Readings</h1>
        <p className="text-body-secondary mb-0">Special readings with a spread of their own and one fixed price, for as long as they are on offer.</p>
      </header>
      <ListStates
        items={templates}
        pending={isPending}
        loadingLabel="Loading the bonus readings…"
        skeleton={<BonusListSkeleton />}
        failed={!templates}
        // Not an alert: the Error dialog has said so already.
        failure={{ title: 'We couldn’t load the bonus readings', onRetry: () => void refetch() }}
        empty={{
          icon: <MoonIcon size={36} />,
          title: 'No bonus readings right now',
          text: 'Bonus readings come and go with the seasons. Check back soon, or start a reading of your own.',
          actions: (
            <Link className="btn btn-primary" to={appPaths.reading}>
              Start Reading
            </Link>
          ),
        }}
      >
        {(list) => (
          <ul className="bonus-list">
            {list.map((template) => (
              <li key={template.id}>
                <BonusCard template={template} />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </div>
  );
}
