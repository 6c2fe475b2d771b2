import { useId, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
// oxlint-disable-next-line import/no-unassigned-import -- the sections' styles, loaded with the first page that shows one
import './page-section.scss';

/** Props of {@link PageSection}. */
export interface PageSectionProps {
  title: string;
  icon: ReactNode;
  /** A sentence under the title saying what the section is for. */
  description?: ReactNode;
  /** Extra classes from the page: a section spanning both columns, a danger zone's colors. */
  className?: string;
  children: ReactNode;
}

/**
 * One titled card of a page made of sections (Get More Gems, Profile): a region named by its title, so screen readers
 * can jump between the page's parts.
 */
export function PageSection({ title, icon, description, className, children }: PageSectionProps) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} className={['page-section shadow-sm', className].filter(Boolean).join(' ')}>
      <Card.Body className="p-3 p-sm-4">
        <div className="page-section-heading">
          <span className="page-section-icon" aria-hidden="true">
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
