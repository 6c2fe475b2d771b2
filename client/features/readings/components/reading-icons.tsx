import { GemIcon, Icon, type IconProps } from '#client/components/icons.tsx';

/** A tick: a check that passed. */
export const CheckIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);

/** A cross: a check that failed. */
export const CrossIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

/** A waste bin: delete or discard. */
export const TrashIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 12.5h9l1-12.5M10 11v5M14 11v5" />
  </Icon>
);

/** A plus: one more. */
export const PlusIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

/** A minus: one fewer. */
export const MinusIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 12h14" />
  </Icon>
);

/** A bookmark: saved. */
export const BookmarkIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 4h10v16l-5-3.5L7 20z" />
  </Icon>
);

/** A gem price: the gem icon and "N gems" (one gem, several gems). */
export function GemPrice({ gems, className }: { gems: number; className?: string }) {
  return (
    <span className={className ? `gem-price ${className}` : 'gem-price'}>
      <GemIcon size={18} />
      {gems} {gems === 1 ? 'gem' : 'gems'}
    </span>
  );
}
