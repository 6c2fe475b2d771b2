import type { KeyboardEvent } from 'react';
import type { AuthMode } from '../validate.ts';

const TABS: { mode: AuthMode; label: string }[] = [
  { mode: 'signin', label: 'Sign in' },
  { mode: 'signup', label: 'Create account' },
];

/** The id of a tab, for the panel's aria-labelledby. */
export const tabId = (mode: AuthMode) => `auth-tab-${mode}`;

/** The id of the panel both tabs control. */
export const AUTH_PANEL_ID = 'auth-panel';

/** Props of {@link AuthTabs}. */
export interface AuthTabsProps {
  mode: AuthMode;
  onChange: (mode: AuthMode) => void;
}

/** "Sign in" / "Create account" tabs, with arrow-key navigation (WAI-ARIA tabs pattern). */
export function AuthTabs({ mode, onChange }: AuthTabsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: AuthMode = mode === 'signin' ? 'signup' : 'signin';
    const target = event.key === 'Home' ? 'signin' : event.key === 'End' ? 'signup' : next;
    onChange(target);
    document.getElementById(tabId(target))?.focus();
  };

  return (
    <div role="tablist" aria-label="Your account" className="nav nav-pills nav-justified auth-tabs">
      {TABS.map((tab) => {
        const selected = tab.mode === mode;
        return (
          <button
            key={tab.mode}
            type="button"
            role="tab"
            id={tabId(tab.mode)}
            aria-selected={selected}
            aria-controls={AUTH_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            className={selected ? 'nav-link active' : 'nav-link'}
            onClick={() => onChange(tab.mode)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
