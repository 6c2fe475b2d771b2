import { Link } from 'react-router';
import { MoonIcon } from '#client/components/icons.tsx';
import { NoticeCard } from '#client/components/notice-card.tsx';
import { appPaths } from '#client/paths.ts';

/** A bonus reading that is not on offer (any more), or a bonus page reached without one. */
export function BonusUnavailable({ title, children }: { title: string; children: string }) {
  return (
    <NoticeCard
      icon={MoonIcon}
      title={title}
      actions={
        <Link className="btn btn-primary" to={appPaths.bonus}>
          All bonus readings
        </Link>
      }
    >
      <p className="text-body-secondary mb-4">{children}</p>
    </NoticeCard>
  );
}
