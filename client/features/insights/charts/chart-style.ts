/*
 * What every insight chart draws its axes and labels with: the theme's custom properties, so text keeps its contrast
 * in the light and the dark theme. Recharts' animations are left at their default, which skips them when the system
 * asks for reduced motion; nothing waits for them.
 */

/** The axes' numbers and months, in the theme's secondary text color. */
export const TICK = { fill: 'var(--bs-secondary-color)', fontSize: 12 } as const;
/** The bars' names, and the values beside them, in the body's text color. */
export const LABEL = { fill: 'var(--bs-body-color)', fontSize: 12 } as const;
/** Axis and grid lines. */
export const LINE = 'var(--bs-border-color)';
