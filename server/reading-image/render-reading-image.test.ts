import { describe, expect, it } from 'vitest';
import { readingImageSvg } from './reading-image-svg.tsx';
import { renderReadingImage } from './render-reading-image.ts';
import { sampleReading } from './sample-reading.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The width and height a PNG's IHDR chunk declares. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('readingImageSvg', () => {
  it('writes the title, the spread and the date, and each card’s name, position and reversal', () => {
    const svg = readingImageSvg(sampleReading({ reversed: [1] }), { timeZone: 'Europe/Paris' });
    expect(svg).toContain('The Road Opens');
    // 23:30 UTC on the 24th is already the 25th in Paris.
    expect(svg).toContain('Past, present, future · 25 November 2026');
    for (const name of ['The Fool', 'The Magician', 'The High Priestess']) expect(svg).toContain(name);
    expect(svg).toContain('Present · Reversed');
    expect(svg).not.toContain('Past · Reversed');
  });

  it('writes the date in UTC when no time zone is given', () => {
    expect(readingImageSvg(sampleReading())).toContain('24 November 2026');
  });

  it('leaves out the question, the summary and the answers', () => {
    const svg = readingImageSvg(sampleReading());
    expect(svg).not.toContain('private question');
    expect(svg).not.toContain('private summary');
    expect(svg).not.toContain('secret answer');
  });

  it('names a reading still being written as the result page does', () => {
    expect(readingImageSvg(sampleReading({ title: '' }))).toContain('Your cards are drawn');
  });

  it('draws every card of a Celtic Cross, the crossing card turned across the first', () => {
    const svg = readingImageSvg(sampleReading({ spreadTypeName: 'CELTIC_CROSS', cards: 9, crossing: true }));
    expect(svg.match(/viewBox="0 0 300 500"/g)).toHaveLength(10);
    expect(svg).toMatch(/transform="rotate\(90 /);
    expect(svg).toContain('The Hermit');
  });

  it('refuses a reading whose cards are not of its deck', () => {
    const reading = sampleReading();
    const broken = { ...reading, shuffles: [{ ...reading.shuffles[0]!, deckId: 2 }] };
    expect(() => readingImageSvg(broken)).toThrow('Card not found in deck');
  });
});

describe('renderReadingImage', () => {
  it.each([
    ['three cards in the gilded deck', sampleReading()],
    ['a Celtic Cross in the ink deck', sampleReading({ spreadTypeName: 'CELTIC_CROSS', cards: 9, crossing: true, deckId: 3 })],
    ['one card in the celestial deck', sampleReading({ spreadTypeName: 'SINGLE', cards: 1, deckId: 2 })],
  ])('draws %s as a PNG 1200 px wide', async (_name, reading) => {
    const png = await renderReadingImage(reading);
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const { width, height } = pngSize(png);
    expect(width).toBe(1200);
    expect(height).toBeGreaterThanOrEqual(630);
    expect(png.length).toBeGreaterThan(50_000);
  });
});
