import type { ComponentType } from 'react';
import { Link } from 'react-router';
import type { IconProps } from './icons.tsx';
import { NoticeCard } from './notice-card.tsx';

/** What a placeholder page says until its feature lands. */
export interface ComingSoonProps {
  icon: ComponentType<IconProps>;
  title: string;
  /** One or two sentences on what the page will hold. */
  body: string;
  link: { label: string; to: string };
}

/** A designed placeholder for a page whose feature is still on its way: never a blank page. */
export function ComingSoon({ icon, title, body, link }: ComingSoonProps) {
  return (
    <NoticeCard
      icon={icon}
      title={title}
      actions={
        <Link className="btn btn-primary" to={link.to}>
          {link.label}
        </Link>
      }
    >
      <p className="text-body-secondary mb-1">{body}</p>
      <p className="small text-body-tertiary mb-4">This page is being prepared.</p>
    </NoticeCard>
  );
}
