import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { UserIcon } from '#client/components/icons.tsx';
import { useProfile } from '#client/features/profile/api.ts';
import { appPaths } from '#client/paths.ts';

/** The profile page: the account's name and email; linked providers come with the profile feature. */
export function Component() {
  const { data: profile } = useProfile();
  return (
    <Card className="page-card mx-auto shadow-sm">
      <Card.Body className="p-4 p-md-5">
        <div className="d-flex align-items-center gap-3 mb-4">
          <div className="coming-soon-icon flex-shrink-0">
            <UserIcon size={32} />
          </div>
          <h1 className="h3 mb-0">Profile</h1>
        </div>
        <dl className="profile-details mb-4">
          <dt>Name</dt>
          <dd>{profile?.name ?? '…'}</dd>
          <dt>Email</dt>
          <dd className="text-break">{profile?.email ?? '…'}</dd>
        </dl>
        <p className="text-body-secondary small">Linked sign-in providers and account options will appear here.</p>
        <Link className="btn btn-outline-primary" to={appPaths.settings}>
          Open settings
        </Link>
      </Card.Body>
    </Card>
  );
}
