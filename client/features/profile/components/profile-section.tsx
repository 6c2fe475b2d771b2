import { useId, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/** Props of {@link ProfileSection}. */
export interface ProfileSectionProps {
  title: string;
  icon: ReactNode;
  /** One line under the title saying what the section is for. */
  description?: ReactNode;
  /** Extra classes: the danger zone's border, a section spanning both columns. */
  className?: string;
  children: ReactNode;
}

/** One card of the profile page: a titled region, so each section is a landmark screen readers can jump to. */
export function ProfileSection({ title, icon, description, className, children }: ProfileSectionProps) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} className={['profile-section shadow-sm', className].filter(Boolean).join(' ')}>
      <Card.Body className="p-3 p-sm-4">
        <div className="profile-section-heading">
          <span className="profile-section-icon" aria-hidden="true">
            {icon}
          </span>
          <h2 id={titleId} className="h5 mb-0">
            {title}
          </h2>
        </div>
        {description && <p className="text-body-secondary small mt-2 mb-3">{description}</p>}
        <div className={description ? undefined : 'mt-3'}>{children}</div>
      </Card.Body>
    </Card>
  );
}
