import { Icon, type IconProps } from '#client/components/icons.tsx';

/** A wrapped gift with a bow: the daily gift. Kept with the Gems page, the only one that shows it. */
export const GiftIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3.5" y="8" width="17" height="4" rx="1" />
    <path d="M5 12v8h14v-8M12 8v12" />
    <path d="M12 8c-1.5-3-5-4-5.5-1.75C6.1 8 9 8 12 8zM12 8c1.5-3 5-4 5.5-1.75C17.9 8 15 8 12 8z" />
  </Icon>
);
