import { useRegeneratedPoints } from '#client/features/points/hooks/use-regenerated-points.ts';
import { useProfile } from '#client/features/profile/api.ts';
import { AccountCard } from '#client/features/profile/components/account-card.tsx';
import { DeleteAccountCard } from '#client/features/profile/components/delete-account-card.tsx';
import { DisplayNameForm } from '#client/features/profile/components/display-name-form.tsx';
import { NewsSubscriptionForm } from '#client/features/profile/components/news-subscription-form.tsx';
import { PasswordForm } from '#client/features/profile/components/password-form.tsx';
import { TotalsCard } from '#client/features/profile/components/totals-card.tsx';
import { ConfirmedElsewhereNotice } from './confirmed-elsewhere-notice.tsx';
import { ExportCard } from './export-card.tsx';
import { leaveDeletedAccount } from './leave-app.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the profile's styles, loaded with this route (see the stylesheet)
import '../../features/profile/profile.scss';

/**
 * /app/main/profile (docs/product.md#profile): the account and its ways in, what it holds, the name and account
 * password, news by email, the readings export, and deleting the account.
 */
export function Component() {
  const { data: profile } = useProfile();
  const points = useRegeneratedPoints();
  const hasPassword = profile?.providers.includes('credential') ?? false;
  return (
    <div className="page-sections">
      <header className="reading-page-intro">
        <h1 className="h3 mb-1">Profile</h1>
        <p className="text-body-secondary mb-0">Your account, what it holds, and what you can take with you.</p>
      </header>
      {profile && <ConfirmedElsewhereNotice signedInAs={profile.email} />}
      <div className="page-sections-grid">
        <AccountCard profile={profile} />
        <TotalsCard points={points} />
        {profile && (
          <>
            <DisplayNameForm current={profile.name} />
            <NewsSubscriptionForm accountEmail={profile.email} />
            {hasPassword && <PasswordForm email={profile.email} />}
            <ExportCard />
            <DeleteAccountCard needsPassword={hasPassword} onDeleted={leaveDeletedAccount} />
          </>
        )}
      </div>
    </div>
  );
}
