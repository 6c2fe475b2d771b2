import type { ReactNode } from 'react';

/** Props of {@link Reveal}. */
export interface RevealProps {
  /** Whether the content is on the page yet. */
  show: boolean;
  children: ReactNode;
}

/** Content that fades and slides in when it first appears (no motion when the user prefers less). */
export function Reveal({ show, children }: RevealProps) {
  return show ? <div className="reveal">{children}</div> : null;
}
