import { useId, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/** Props of {@link GemsSection}. */
export interface GemsSectionProps {
  title: string;
  icon: ReactNode;
  /** A sentence under the title saying what the section is for. */
  description?: ReactNode;
  /** Extra classes, e.g. a section spanning both columns. */
  className?: string;
  children: ReactNode;
}

/** One card of the Get More Gems page: a titled region, so screen readers can jump between the page's parts. */
export function GemsSection({ title, icon, description, className, children }: GemsSectionProps) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} className={['gems-section shadow-sm', className].filter(Boolean).join(' ')}>
      <Card.Body className="p-3 p-sm-4">
        <div className="gems-section-heading">
          <span className="gems-section-icon" aria-hidden="true">
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
