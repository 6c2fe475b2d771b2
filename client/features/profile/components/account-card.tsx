import type { Profile } from '#common/api/profile.ts';
import { UserIcon } from '#client/components/icons.tsx';
import { PageSection } from '#client/components/page-section.tsx';
import { SignInMethods } from './sign-in-methods.tsx';

/** The first letter of the name (or the email), for the avatar. */
const initialOf = (profile: Profile): string => (profile.name.trim() || profile.email).charAt(0).toUpperCase();

/** "Member since" in the reader's own words for a date, e.g. "12 March 2026". */
const memberSince = (epochMs: number): string => new Date(epochMs).toLocaleDateString(undefined, { dateStyle: 'long' });

/** The account at a glance (docs/product.md#profile): who, since when, and the ways in. */
export function AccountCard({ profile }: { profile: Profile | undefined }) {
  return (
    <PageSection title="Account" icon={<UserIcon size={20} />} className="page-section-wide">
      {profile === undefined ? (
        <AccountSkeleton />
      ) : (
        <div className="profile-account">
          <div className="profile-identity">
            <span className="profile-avatar" aria-hidden="true">
              {initialOf(profile)}
            </span>
            <dl className="profile-facts">
              <div>
                <dt>Name</dt>
                <dd>{profile.name}</dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd className="text-break">{profile.email}</dd>
              </div>
              <div>
                <dt>Member since</dt>
                <dd>
                  <time dateTime={new Date(profile.memberSince).toISOString()}>{memberSince(profile.memberSince)}</time>
                </dd>
              </div>
            </dl>
          </div>
          <SignInMethods providers={profile.providers} />
        </div>
      )}
    </PageSection>
  );
}

function AccountSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">Loading your account…</span>
      <div className="profile-identity placeholder-glow" aria-hidden="true">
        <span className="profile-avatar placeholder" />
        <div className="flex-grow-1">
          <span className="placeholder col-6 d-block mb-2" />
          <span className="placeholder col-8 d-block mb-2" />
          <span className="placeholder col-4 d-block" />
        </div>
      </div>
    </div>
  );
}
