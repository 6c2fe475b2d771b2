/** Whether the person asked their system for reduced motion: animations and smooth scrolling then stop. */
export const prefersReducedMotion = (): boolean => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
