import { Fragment, useMemo, type ReactNode } from 'react';
import { parseMarkdownLite, type Inline } from '../markdown-lite.ts';

/** Props of {@link MarkdownLiteText}. */
export interface MarkdownLiteTextProps {
  source: string;
  className?: string;
}

function renderRuns(runs: readonly Inline[]): ReactNode[] {
  return runs.map((run, index) => {
    if (typeof run === 'string') return <Fragment key={index}>{run}</Fragment>;
    if (run.kind === 'break') return <br key={index} />;
    const Tag = run.kind;
    return <Tag key={index}>{renderRuns(run.children)}</Tag>;
  });
}

/**
 * What the user wrote, in markdown-lite (docs/product.md#the-journal), as React elements: every character they typed
 * reaches the page as text, so nothing they write can become markup.
 */
export function MarkdownLiteText({ source, className }: MarkdownLiteTextProps) {
  const blocks = useMemo(() => parseMarkdownLite(source), [source]);
  return (
    <div className={['markdown-lite', className].filter(Boolean).join(' ')}>
      {blocks.map((block, index) => {
        if (block.kind === 'paragraph') return <p key={index}>{renderRuns(block.children)}</p>;
        const items = block.items.map((item, itemIndex) => <li key={itemIndex}>{renderRuns(item)}</li>);
        return block.ordered ? (
          <ol key={index} start={block.start === 1 ? undefined : block.start}>
            {items}
          </ol>
        ) : (
          <ul key={index}>{items}</ul>
        );
      })}
    </div>
  );
}
