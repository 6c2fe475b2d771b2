import { Link } from 'react-router';
import { appPaths } from '#client/paths.ts';
import { RefreshBar, type RefreshBarProps } from './refresh-bar.tsx';

/** Props of {@link DashboardHeader}. */
export interface DashboardHeaderProps {
  title: string;
  /** One sentence on what the dashboard shows. */
  intro: string;
  refresh: RefreshBarProps;
}

/** A dashboard's top: the way back to Admin, its title and what it shows, and when its figures were read. */
export function DashboardHeader({ title, intro, refresh }: DashboardHeaderProps) {
  return (
    <header className="admin-dashboard-header">
      <div>
        <Link to={appPaths.admin} className="small">
          ← Admin
        </Link>
        <h1 className="h3 mb-1">{title}</h1>
        <p className="text-body-secondary mb-0">{intro}</p>
      </div>
      <RefreshBar {...refresh} />
    </header>
  );
}
