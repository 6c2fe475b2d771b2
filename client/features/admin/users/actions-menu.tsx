import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** One entry of an {@link ActionsMenu}. */
export interface MenuAction {
  label: string;
  onSelect: () => void;
  /** Shown but refused: still focusable, so a keyboard reaches `describedBy`'s reason. */
  disabled?: boolean;
  describedBy?: string;
  danger?: boolean;
  /** A line above this entry, parting it from the ones before. */
  dividerBefore?: boolean;
}

/** Props of {@link ActionsMenu}. */
export interface ActionsMenuProps {
  /** The toggle's accessible name, e.g. "Actions for ada@example.com". */
  label: string;
  disabled: boolean;
  actions: readonly MenuAction[];
  /** Said below the entries, e.g. why some are refused. */
  note?: ReactNode;
}

/**
 * A button that opens a short list of actions below it, styled as Bootstrap's dropdown. Hand-written rather than
 * react-bootstrap's Dropdown, whose positioning library would join every page's first load (vite.config.ts puts
 * the libraries in one shared chunk). Escape, a click elsewhere or focus leaving it closes it.
 */
export function ActionsMenu({ label, disabled, actions, note }: ActionsMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLButtonElement>('.dropdown-item')?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div
      ref={root}
      className="dropdown admin-actions-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) close();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="btn btn-sm btn-outline-primary dropdown-toggle"
        aria-label={label}
        aria-expanded={open}
        aria-controls={menuId}
        disabled={disabled}
        onClick={() => setOpen((current) => !current)}
      >
        Actions
      </button>
      <ul id={menuId} className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`} data-bs-popper="static" hidden={!open}>
        {actions.map((action) => (
          <li key={action.label}>
            {action.dividerBefore && <hr className="dropdown-divider" />}
            <button
              type="button"
              className={`dropdown-item${action.danger ? ' text-danger' : ''}${action.disabled ? ' disabled' : ''}`}
              aria-disabled={action.disabled || undefined}
              aria-describedby={action.describedBy}
              onClick={() => {
                if (action.disabled) return;
                setOpen(false);
                action.onSelect();
              }}
            >
              {action.label}
            </button>
          </li>
        ))}
        {note !== undefined && <li className="dropdown-item-text">{note}</li>}
      </ul>
    </div>
  );
}
