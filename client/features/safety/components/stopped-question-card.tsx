import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import type { SafetyAnswer } from '#common/api/safety.ts';
import { safetyCopy } from '../copy.ts';
import { HelpCard } from './help-card.tsx';

/** The way back to the question as typed: a button that shows the form again, or a link to it with its set-up in the state. */
export type EditWay = { onClick: () => void } | { to: string; state: unknown };

/** Props of {@link StoppedQuestionCard}. */
export interface StoppedQuestionCardProps {
  answer: SafetyAnswer;
  edit: EditWay;
  /** Further ways on, after Edit my question. */
  children?: ReactNode;
}

/**
 * The help card in place of a reading the crisis screen stopped before it began (docs/product.md#safety), with a quiet
 * "Edit my question": the calls stay the card's main actions.
 */
export function StoppedQuestionCard({ answer, edit, children }: StoppedQuestionCardProps) {
  const label = safetyCopy(answer.language).editQuestion;
  const editAction =
    'onClick' in edit ? (
      <Button variant="outline-secondary" onClick={edit.onClick}>
        {label}
      </Button>
    ) : (
      <Link className="btn btn-outline-secondary" to={edit.to} state={edit.state}>
        {label}
      </Link>
    );
  return (
    <HelpCard
      answer={answer}
      actions={
        <>
          {editAction}
          {children}
        </>
      }
    />
  );
}
