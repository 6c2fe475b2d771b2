import { Link } from 'react-router';
import { MoonIcon } from '#client/components/icons.tsx';
import { NoticeCard } from '#client/components/notice-card.tsx';
import { appPaths } from '#client/paths.ts';

/** A reading the model could not write: its gems went back to the user. */
export function FailedReading({ cost }: { cost: number }) {
  return (
    <NoticeCard
      icon={MoonIcon}
      title="This reading didn’t come through"
      actions={
        <Link className="btn btn-primary" to={appPaths.reading}>
          Start again
        </Link>
      }
    >
      <p className="text-body-secondary mb-4" role="alert">
        We couldn't write this reading — your {cost} {cost === 1 ? 'gem was' : 'gems were'} refunded.
      </p>
    </NoticeCard>
  );
}
