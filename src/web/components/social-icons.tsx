import type { ReactNode } from 'react';
import { GlobeIcon, type IconProps, icon } from './icons.tsx';

/* The social networks' icons, shown once the first page is on screen (SocialLinks). */

const FacebookIcon = icon(
  <path d="M15.5 3.5h-2.2C11 3.5 9.7 5 9.7 7.3v2.4H7.5v3.4h2.2v7.4h3.5v-7.4h2.5l.5-3.4h-3V7.6c0-.7.4-1 1-1h1.3z" />,
);
const XIcon = icon(
  <>
    <path d="M4 4l11.5 16H20L8.5 4z" />
    <path d="M20 4l-6.6 7.4M10.6 12.6 4 20" />
  </>,
);
const InstagramIcon = icon(
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r=".6" fill="currentColor" />
  </>,
);
const YoutubeIcon = icon(
  <>
    <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
    <path d="m10 9 5 3-5 3z" fill="currentColor" />
  </>,
);
const TelegramIcon = icon(
  <>
    <path d="M21 4 3 11l6 2.3L11.3 20l3.2-4.1L19 19z" />
    <path d="m9 13.3 8-6.1" />
  </>,
);
const WhatsappIcon = icon(
  <>
    <path d="M4 20l1.2-4A8.5 8.5 0 1 1 8.3 19z" />
    <path d="M9 8.5c0 3.5 2.6 6.4 6 6.5l1-1.6-2-1-1 .9c-1.3-.5-2.3-1.5-2.8-2.8l.9-1-1-2z" />
  </>,
);
const LinkedinIcon = icon(
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="2.5" />
    <path d="M8 10.5V16M8 7.8v.1M11.5 16v-5.5M11.5 13c0-1.7 1-2.6 2.3-2.6s2.2.9 2.2 2.6v3" />
  </>,
);
const TiktokIcon = icon(<path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.6 2.1 4.3 5 4.5" />);
const SnapchatIcon = icon(
  <path d="M12 3.5c3 0 4.8 2.2 4.8 5v2.3l1.9-.5-.3 1.6-1.9.8c.6 1.9 2 3.2 3.5 3.7-.6.8-1.8 1-2.8 1.1l-.6 1.3c-1.4-.3-2.6.1-4.6 1.7-2-1.6-3.2-2-4.6-1.7l-.6-1.3c-1-.1-2.2-.3-2.8-1.1 1.5-.5 2.9-1.8 3.5-3.7l-1.9-.8-.3-1.6 1.9.5V8.5c0-2.8 1.8-5 4.8-5z" />,
);

const socialIcons: Record<string, (props: IconProps) => ReactNode> = {
  facebook: FacebookIcon,
  x: XIcon,
  twitter: XIcon,
  instagram: InstagramIcon,
  youtube: YoutubeIcon,
  telegram: TelegramIcon,
  whatsapp: WhatsappIcon,
  linkedin: LinkedinIcon,
  tiktok: TiktokIcon,
  snapchat: SnapchatIcon,
};

/** The icon of a social network by the name the API gives (`facebook`, `x`, ...); a globe when unknown. */
export function SocialIcon({ name, ...props }: IconProps & { name: string }) {
  const Icon = socialIcons[name.trim().toLowerCase()] ?? GlobeIcon;
  return <Icon {...props} />;
}
