import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearErrorFlag, raiseErrorFlag } from '#client/lib/error-flag.ts';
import { LazyErrorDialog } from './lazy-error-dialog.tsx';

afterEach(() => act(() => clearErrorFlag()));

describe('LazyErrorDialog', () => {
  it('shows the Error dialog for a failure raised before its chunk has arrived', async () => {
    render(<LazyErrorDialog />);
    act(() => raiseErrorFlag());
    expect(await screen.findByRole('dialog')).toHaveTextContent('An error occurred while processing your request. Please try again.');
  });
});
