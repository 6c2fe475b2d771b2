/** What a bar or a part of one stands for, drawn in a tone of insights.scss: a suit, or primary, accent or muted. */
export type ChartTone = 'primary' | 'accent' | 'muted' | 'cups' | 'wands' | 'swords' | 'pentacles' | 'major';

/** A tone as a color the SVG can fill with: the page's custom property, so it follows the light or dark theme. */
export const toneColor = (tone: ChartTone): string => `var(--insight-${tone})`;
