import { Link } from 'react-router';
import { appPaths } from '#client/paths.ts';
import { ADMIN_SECTIONS } from './admin-sections.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the page's styles, loaded with this route (see the stylesheet)
import './admin-page.scss';

/**
 * /app/main/admin (docs/product.md#admins): the admins' page, its sections stacked under a bar of links to each, and
 * the way to the queue and cache dashboards. Only admins get here: the route's guard shows others a not-allowed page.
 */
export function Component() {
  return (
    <div className="admin-page">
      <header className="admin-page-intro">
        <div>
          <h1 className="h3 mb-1">Admin</h1>
          <p className="text-body-secondary mb-0">Users, numbers, costs, bonus readings and messages. Every change is kept in the audit log.</p>
        </div>
        <div className="admin-page-links">
          <Link className="btn btn-sm btn-outline-primary" to={appPaths.queueDashboard}>
            Queue dashboard
          </Link>
          <Link className="btn btn-sm btn-outline-primary" to={appPaths.cacheDashboard}>
            Cache dashboard
          </Link>
        </div>
      </header>
      <nav className="admin-page-nav" aria-label="Admin sections">
        <ul>
          {ADMIN_SECTIONS.map(({ id, title }) => (
            <li key={id}>
              <a href={`#${id}`}>{title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {ADMIN_SECTIONS.map(({ id, title, description, Section }) => (
        <section key={id} id={id} className="admin-section" aria-labelledby={`${id}-heading`}>
          <h2 id={`${id}-heading`} className="h5 mb-1">
            {title}
          </h2>
          <p className="admin-section-description">{description}</p>
          <Section />
        </section>
      ))}
    </div>
  );
}
