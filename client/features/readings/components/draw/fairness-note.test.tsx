import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMMITMENT_PREVIEW_LENGTH, FairnessNote } from './fairness-note.tsx';

const COMMITMENT = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';

describe('FairnessNote', () => {
  it('Explain the shuffle fingerprint on the draw page: locked in before the pick, checkable on the result', () => {
    render(<FairnessNote commitment={COMMITMENT} />);
    const note = screen.getByRole('complementary', { name: 'A fair draw' });
    expect(note).toHaveTextContent('The server locked in this shuffle before you pick, so it can’t be changed after you choose.');
    expect(note).toHaveTextContent(`Its fingerprint is ${COMMITMENT.slice(0, COMMITMENT_PREVIEW_LENGTH)}`);
    expect(note).toHaveTextContent('“Verify this draw” reveals the shuffle behind it');
  });
});
