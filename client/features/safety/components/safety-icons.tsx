import { Icon, type IconProps } from '#client/components/icons.tsx';

/** An open hand holding a heart: the help card's emblem, care rather than alarm. */
export const HandHeartIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 11.8 9.1 9a2.1 2.1 0 1 1 2.9-3 2.1 2.1 0 1 1 2.9 3Z" />
    <path d="M2.5 14.5 6 12.8a2 2 0 0 1 1.5-.1l3.8 1.3a1.4 1.4 0 0 1-.9 2.6H8" />
    <path d="M11.4 16.6h3.1l4.6-2.6a1.6 1.6 0 0 1 1.9 2.5L17 20.2a2 2 0 0 1-1.3.5H8.5l-3.2-1.8H2.5" />
  </Icon>
);

/** A telephone handset: call a line. */
export const PhoneIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a1.5 1.5 0 0 1-1.5 1.5A16.5 16.5 0 0 1 3.5 5.5 1.5 1.5 0 0 1 5 4Z" />
  </Icon>
);

/** A speech bubble: text a line. */
export const MessageIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 5.5h16v10.5H9.5L5 19.5V16H4Z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </Icon>
);

/** A globe: a directory on the web. */
export const GlobeIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.5 5.7 3.5 9s-1 6.3-3.5 9c-2.5-2.7-3.5-5.7-3.5-9S9.5 5.7 12 3Z" />
  </Icon>
);
