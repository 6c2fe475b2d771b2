import { Link } from 'react-router';
import { NoticeCard } from '#client/components/notice-card.tsx';
import { appPaths } from '#client/paths.ts';
import { pageCopy } from '../page-copy.ts';

/** What a signed-in user who is not an admin sees at an admin page's address (docs/product.md#admin-pages). */
export function NotAllowed() {
  const { icon, title } = pageCopy.notAllowed;
  return (
    <NoticeCard
      icon={icon}
      title={title}
      actions={
        <Link className="btn btn-primary" to={appPaths.reading}>
          Go to Start Reading
        </Link>
      }
    >
      <p className="text-body-secondary mb-4">This page is for the app’s admins. Your account cannot open it.</p>
    </NoticeCard>
  );
}
