import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuestionField } from './question-field.tsx';

function Harness() {
  const [question, setQuestion] = useState('');
  return <QuestionField general={false} question={question} onGeneralChange={() => undefined} onQuestionChange={setQuestion} />;
}

describe('QuestionField', () => {
  it('cuts a paste past 1,000 characters and says how much it left out, until the next edit fits', () => {
    render(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Your question' });
    fireEvent.change(box, { target: { value: 'a'.repeat(10_000) } });
    expect(box).toHaveValue('a'.repeat(1000));
    expect(screen.getByRole('status')).toHaveTextContent('A question holds up to 1,000 characters, so the last 9,000 characters you added were left out.');
    expect(screen.getByText('1,000 / 1,000')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'a'.repeat(999) } });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
