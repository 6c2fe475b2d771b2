import type { ComponentType } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import type { IconProps } from './icons.tsx';

/** What a placeholder page says until its feature lands. */
export interface ComingSoonProps {
  icon: ComponentType<IconProps>;
  title: string;
  /** One or two sentences on what the page will hold. */
  body: string;
  link: { label: string; to: string };
}

/** A designed placeholder for a page whose feature is still on its way: never a blank page. */
export function ComingSoon({ icon: Icon, title, body, link }: ComingSoonProps) {
  return (
    <Card className="coming-soon mx-auto text-center shadow-sm">
      <Card.Body className="p-4 p-md-5">
        <div className="coming-soon-icon mx-auto mb-3">
          <Icon size={40} />
        </div>
        <h1 className="h3 mb-2">{title}</h1>
        <p className="text-body-secondary mb-1">{body}</p>
        <p className="small text-body-tertiary mb-4">This page is being prepared.</p>
        <Link className="btn btn-primary" to={link.to}>
          {link.label}
        </Link>
      </Card.Body>
    </Card>
  );
}
