import type { ComponentType, ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import { NavLink } from 'react-router';
import { LOGOUT_HREF } from '#client/features/auth/logout.ts';
import { useUnreadCount } from '#client/features/messages/api.ts';
import { useIsAdmin } from '#client/features/profile/api.ts';
import { useHasActiveReading } from '#client/features/readings/api.ts';
import { PlusIcon } from '#client/features/readings/components/reading-icons.tsx';
import { useAvailableSpecialReadings } from '#client/features/special-readings/api.ts';
import { forgetEverything } from '#client/lib/forget-content.ts';
import { appPaths } from '#client/paths.ts';
import {
  BookIcon,
  CardsIcon,
  ChartIcon,
  EnvelopeIcon,
  GemIcon,
  LogoutIcon,
  MoonIcon,
  ShareIcon,
  ShieldIcon,
  SlidersIcon,
  SparkleIcon,
  UserIcon,
  type IconProps,
} from '#client/components/icons.tsx';

interface MenuItem {
  label: string;
  to: string;
  icon: ComponentType<IconProps>;
  /** Shown as a badge when above zero, with this word for screen readers. */
  badge?: { count: number; noun: string };
  /** A full page load instead of a router navigation. */
  document?: boolean;
  /** Marked current only on its own path, not on the pages below it. */
  end?: boolean;
}

/** Props of {@link MainMenu}. */
export interface MainMenuProps {
  /** Called after any item is chosen (closes the offcanvas). */
  onNavigate?: () => void;
  /** Shown above the items, inside the landmark, so no content of the sidebar sits outside one. */
  brand?: ReactNode;
}

/** The main menu, in the product’s order (docs/product.md#screens), with its live badges. */
export function MainMenu({ onNavigate, brand }: MainMenuProps) {
  const { data: hasActive = false } = useHasActiveReading();
  const { data: specialReadings = [] } = useAvailableSpecialReadings();
  const { data: unread = 0 } = useUnreadCount();
  const { data: isAdmin = false } = useIsAdmin();

  const items: MenuItem[] = [
    // While a reading is active the first item opens it (View Reading); New reading beside it keeps the next one a tap away.
    ...(hasActive
      ? [
          { label: 'View Reading', to: appPaths.activeResult, icon: SparkleIcon },
          // Only the form itself: the active reading's pages below it are View Reading's.
          { label: 'New reading', to: appPaths.reading, icon: PlusIcon, end: true },
        ]
      : [{ label: 'Start Reading', to: appPaths.reading, icon: SparkleIcon }]),
    { label: 'Bonus Readings', to: appPaths.bonus, icon: MoonIcon, badge: { count: specialReadings.length, noun: 'available' } },
    { label: 'My Readings', to: appPaths.readings, icon: BookIcon },
    { label: 'Insights', to: appPaths.insights, icon: ChartIcon },
    { label: 'Shared Readings', to: appPaths.sharedReadings, icon: ShareIcon },
    { label: 'View Decks', to: appPaths.decks, icon: CardsIcon },
    { label: 'Get More Gems', to: appPaths.gems, icon: GemIcon },
    { label: 'Profile', to: appPaths.profile, icon: UserIcon },
    { label: 'Messages', to: appPaths.messages, icon: EnvelopeIcon, badge: { count: unread, noun: 'unread' } },
    { label: 'Settings', to: appPaths.settings, icon: SlidersIcon },
    { label: 'Logout', to: LOGOUT_HREF, icon: LogoutIcon, document: true },
    ...(isAdmin ? [{ label: 'Admin', to: appPaths.admin, icon: ShieldIcon }] : []),
  ];

  return (
    <nav aria-label="Main menu" className="main-menu">
      {brand}
      <ul className="nav flex-column">
        {items.map((item) => (
          <MenuEntry key={item.label} item={item} onNavigate={onNavigate} />
        ))}
      </ul>
    </nav>
  );
}

function MenuEntry({ item, onNavigate }: { item: MenuItem; onNavigate: (() => void) | undefined }) {
  const { label, to, icon: Icon, badge } = item;
  const badgeId = badge && badge.count > 0 ? `menu-badge-${label.toLowerCase().replaceAll(' ', '-')}` : undefined;
  const content = (
    <>
      <Icon className="menu-icon" />
      {label}
    </>
  );
  return (
    <li className="nav-item menu-item">
      {item.document ? (
        // Decrypted readings must not outlive the session in this tab, even restored from the back-forward cache.
        <a className="nav-link" href={to} onClick={forgetEverything}>
          {content}
        </a>
      ) : (
        <NavLink className="nav-link" to={to} end={item.end} aria-describedby={badgeId} onClick={onNavigate}>
          {content}
        </NavLink>
      )}
      {badge && badgeId && (
        <Badge pill bg="" className="menu-badge" id={badgeId}>
          {badge.count}
          <span className="visually-hidden"> {badge.noun}</span>
        </Badge>
      )}
    </li>
  );
}
