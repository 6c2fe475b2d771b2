import { render, screen } from '@testing-library/react';
import Button from 'react-bootstrap/Button';
import { describe, expect, it } from 'vitest';
import { BusyLabel } from './busy-label.tsx';

const renderButton = (busy: boolean) =>
  render(
    <Button disabled={busy}>
      <BusyLabel busy={busy} busyText="Unlocking the deck…">
        Unlock for 120 coins
      </BusyLabel>
    </Button>,
  );

describe('BusyLabel', () => {
  it('loading spinners say what is loading: a busy button names its work beside the spinner', () => {
    renderButton(true);
    expect(screen.getByRole('button')).toHaveAccessibleName('Unlocking the deck…');
    expect(screen.getByRole('button').querySelector('.spinner-border')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the button text, without a spinner, while idle', () => {
    renderButton(false);
    expect(screen.getByRole('button')).toHaveAccessibleName('Unlock for 120 coins');
    expect(screen.getByRole('button').querySelector('.spinner-border')).toBeNull();
  });
});
