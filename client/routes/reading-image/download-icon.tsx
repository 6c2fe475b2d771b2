import { Icon, type IconProps } from '#client/components/icons.tsx';

/** An arrow down onto a tray: saves a file. */
export const DownloadIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 4v11M7 10.5l5 5 5-5M4.5 19.5h15" />
  </Icon>
);
