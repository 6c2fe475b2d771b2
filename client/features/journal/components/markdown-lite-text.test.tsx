import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownLiteText } from './markdown-lite-text.tsx';

describe('a reflection rendered from markdown-lite', () => {
  it('shows paragraphs, emphasis, strong and both kinds of list as elements', () => {
    const { container } = render(<MarkdownLiteText source={'A *soft* **firm** start\n\n- one\n- two\n\n2. second\n3. third'} />);
    expect(container.querySelector('p em')).toHaveTextContent('soft');
    expect(container.querySelector('p strong')).toHaveTextContent('firm');
    expect(screen.getAllByRole('list')).toHaveLength(2);
    expect(container.querySelector('ol')).toHaveAttribute('start', '2');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['one', 'two', 'second', 'third']);
  });

  it('shows HTML and images as the text typed, never as elements', () => {
    const source = '<script>window.hacked = true</script> <img src=x onerror="window.hacked = true"> [link](javascript:alert(1))';
    const { container } = render(<MarkdownLiteText source={source} />);
    expect(container.querySelector('script, img, a')).toBeNull();
    expect(container).toHaveTextContent(source);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });
});
