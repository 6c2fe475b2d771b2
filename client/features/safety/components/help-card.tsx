import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { SafetyAnswer } from '#common/api/safety.ts';
import { useQuiet } from '#client/lib/quiet.ts';
import { HelpLines } from './help-lines.tsx';
import { HandHeartIcon } from './safety-icons.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the help card's styles, loaded with the pages that may show it (see the stylesheet)
import '../safety.scss';

/** Props of {@link HelpCard}. */
export interface HelpCardProps {
  /** The safe answer to show (common/safety/safe-answer.ts, or the server's). */
  answer: SafetyAnswer;
  /** The page's ways on (Edit my question, Close…), under the lines, in the answer's language. */
  actions?: ReactNode;
  /**
   * A smaller card inside a reading, under a clarifier's question: lower headings, and focus stays where it is.
   * Otherwise the card stands for the whole page: its title is the page's h1, and takes focus when it appears.
   */
  compact?: boolean;
}

/**
 * What the app shows instead of a reading when a question says someone may be in danger (docs/product.md#safety): the
 * safe answer, then where to talk to someone now. Calm, not an alarm: no cards, no gems, nothing to share or save.
 */
export function HelpCard({ answer, actions, compact = false }: HelpCardProps) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  // No tip or news may cover where to get help.
  useQuiet();
  // The form or board the user was on is gone: start them, and their screen reader, at the answer.
  useEffect(() => {
    if (!compact) title.current?.focus();
  }, [compact]);
  const Title = compact ? 'h3' : 'h1';
  return (
    <section className={compact ? 'help-card help-card-compact' : 'help-card'} aria-labelledby={titleId} lang={answer.language}>
      <div className="help-card-icon">
        <HandHeartIcon size={compact ? 26 : 40} />
      </div>
      <Title id={titleId} ref={title} className="help-card-title" tabIndex={compact ? undefined : -1}>
        {answer.title}
      </Title>
      <div className="help-card-words">
        {answer.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <HelpLines concern={answer.concern} language={answer.language} headingLevel={compact ? 4 : 2} />
      {actions && <div className="help-card-actions">{actions}</div>}
    </section>
  );
}
