import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdownLite, type Block, type Inline } from './markdown-lite.ts';

const em = (...children: Inline[]): Inline => ({ kind: 'em', children });
const strong = (...children: Inline[]): Inline => ({ kind: 'strong', children });
const br: Inline = { kind: 'break' };
const paragraph = (...children: Inline[]): Block => ({ kind: 'paragraph', children });

describe('markdown-lite emphasis', () => {
  it('reads *emphasis*, _emphasis_ and **strong**', () => {
    expect(parseInline('a *soft* and _quiet_ and **firm** word')).toEqual(['a ', em('soft'), ' and ', em('quiet'), ' and ', strong('firm'), ' word']);
  });

  it('nests emphasis inside strong and strong inside emphasis', () => {
    expect(parseInline('**bold with *slant* inside**')).toEqual([strong('bold with ', em('slant'), ' inside')]);
    expect(parseInline('*slant with **bold** inside*')).toEqual([em('slant with ', strong('bold'), ' inside')]);
  });

  it('keeps unclosed and unbalanced markers as the text typed', () => {
    expect(parseInline('*never closed')).toEqual(['*never closed']);
    expect(parseInline('**half *way')).toEqual(['**half *way']);
    expect(parseInline('2 * 3 * 4')).toEqual(['2 * 3 * 4']);
    expect(parseInline('** spaced **')).toEqual(['** spaced **']);
  });

  it('leaves underscores inside words alone, and a backslash keeps a marker as text', () => {
    expect(parseInline('my_file_name')).toEqual(['my_file_name']);
    expect(parseInline('\\*not emphasis\\*')).toEqual(['*not emphasis*']);
  });
});

describe('markdown-lite blocks', () => {
  it('splits paragraphs at blank lines and keeps line breaks inside one', () => {
    expect(parseMarkdownLite('First line\nsecond line\n\n\nAnother *thought*')).toEqual([
      paragraph('First line', br, 'second line'),
      paragraph('Another ', em('thought')),
    ]);
  });

  it('reads bullet lists with - or *, and numbered lists from their first number', () => {
    expect(parseMarkdownLite('Things:\n- one\n* **two**\n\n3. three\n4. four\n  still four')).toEqual([
      paragraph('Things:'),
      { kind: 'list', ordered: false, items: [['one'], [strong('two')]] },
      { kind: 'list', ordered: true, start: 3, items: [['three'], ['four', br, 'still four']] },
    ]);
  });

  it('starts a new list when the kind of list changes, and a paragraph after an unindented line', () => {
    expect(parseMarkdownLite('- a\n1. b\nafter')).toEqual([
      { kind: 'list', ordered: false, items: [['a']] },
      { kind: 'list', ordered: true, start: 1, items: [['b']] },
      paragraph('after'),
    ]);
  });

  it('keeps HTML, links, images and headings as literal text', () => {
    const source = '<script>alert(1)</script>\n<img src=x onerror="alert(1)">\n[a link](https://example.com) ![img](x.png)\n# Heading';
    expect(parseMarkdownLite(source)).toEqual([
      paragraph('<script>alert(1)</script>', br, '<img src=x onerror="alert(1)">', br, '[a link](https://example.com) ![img](x.png)', br, '# Heading'),
    ]);
  });

  it('reads nothing from empty or blank input', () => {
    expect(parseMarkdownLite('')).toEqual([]);
    expect(parseMarkdownLite(' \n\r\n\t')).toEqual([]);
  });

  it('reads very long input with thousands of unclosed markers, keeping every character', () => {
    const source = '*a _b **c '.repeat(20_000);
    const [block] = parseMarkdownLite(source);
    expect(block).toEqual(paragraph(source.trim()));
  });

  it('stops nesting at a sane depth, keeping deeper markers as text', () => {
    const deep = `${'*a **b '.repeat(20)}x${' b** a*'.repeat(20)}`;
    const text = JSON.stringify(parseInline(deep));
    expect(text).toContain('x');
    expect(text.match(/"kind"/g)?.length).toBeLessThanOrEqual(6);
  });
});
