import type { ComponentType } from 'react';
import { AuditSection } from '#client/features/admin/audit/audit-section.tsx';
import { BonusReadingsSection } from '#client/features/admin/components/bonus-readings-section.tsx';
import { BroadcastSection } from '#client/features/admin/components/broadcast-section.tsx';
import { CostsSection } from '#client/features/admin/components/costs-section.tsx';
import { StatsSection } from '#client/features/admin/components/stats-section.tsx';
import { UsersSection } from '#client/features/admin/users/users-section.tsx';

/** One part of the admin page: its anchor, the heading the page gives it, a line on what it holds, and its body. */
export interface AdminSection {
  id: string;
  title: string;
  description: string;
  Section: ComponentType;
}

/**
 * The admin page's sections, top to bottom, each listed in the page's navigation (docs/product.md#admins). The page
 * renders each one's heading (an h2) and anchor, so a section's component renders only its body, with h3s at most.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { id: 'users', title: 'Users', description: 'Find a user by email or name to change their balances, message them, ban them or change their role.', Section: UsersSection },
  { id: 'numbers', title: 'Numbers', description: 'The last 30 days, counted in UTC days.', Section: StatsSection },
  { id: 'costs', title: 'Costs', description: 'What readings cost in gems. The next price shown or charged uses what you save.', Section: CostsSection },
  {
    id: 'bonus-readings',
    title: 'Bonus readings',
    description: 'Readings with their own positions and guidance, offered at a flat price while their window is open.',
    Section: BonusReadingsSection,
  },
  { id: 'broadcast', title: 'Message everyone', description: 'A message in every user’s inbox. It cannot be taken back once sent.', Section: BroadcastSection },
  { id: 'audit-log', title: 'Audit log', description: 'Every change an admin made, newest first.', Section: AuditSection },
];
