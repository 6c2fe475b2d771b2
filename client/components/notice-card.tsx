import type { ComponentType, ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import type { IconProps } from './icons.tsx';

/** Props of {@link NoticeCard}. */
export interface NoticeCardProps {
  icon: ComponentType<IconProps>;
  title: string;
  /** What happened and what it means, in a sentence or two. */
  children: ReactNode;
  /** The ways on from here (links or buttons). */
  actions: ReactNode;
}

/** A page-sized notice instead of content that cannot be shown: icon, heading, explanation, ways on. */
export function NoticeCard({ icon: Icon, title, children, actions }: NoticeCardProps) {
  return (
    <Card className="page-card mx-auto text-center shadow-sm">
      <Card.Body className="p-4 p-md-5">
        <div className="coming-soon-icon mx-auto mb-3">
          <Icon size={40} />
        </div>
        <h1 className="h3 mb-2">{title}</h1>
        {children}
        <div className="d-flex flex-wrap justify-content-center gap-2">{actions}</div>
      </Card.Body>
    </Card>
  );
}
