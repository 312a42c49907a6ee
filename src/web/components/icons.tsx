import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** A 24×24 outline icon drawn in the current text colour. */
export function outline({ size = 20, ...rest }: IconProps, children: ReactNode) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** An icon component drawing the given 24×24 outline. */
export const icon = (drawing: ReactNode) => (props: IconProps) => outline(props, drawing);

export const CartIcon = icon(
  <>
    <path d="M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
    <circle cx="9.5" cy="20" r="1.3" />
    <circle cx="17" cy="20" r="1.3" />
  </>,
);
export const HeartIcon = icon(
  <path d="M12 20s-7.5-4.6-9.2-9.3C1.6 7.3 4 4 7.3 4c2 0 3.6 1.1 4.7 2.8C13.1 5.1 14.7 4 16.7 4 20 4 22.4 7.3 21.2 10.7 19.5 15.4 12 20 12 20z" />,
);
export const PhoneIcon = icon(
  <path d="M5 3h3.5l1.7 4.5-2.3 1.6a11 11 0 0 0 7 7l1.6-2.3L21 15.5V19a2 2 0 0 1-2 2C10.2 21 3 13.8 3 5a2 2 0 0 1 2-2z" />,
);
export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c.8-4 4-6 8-6s7.2 2 8 6" />
  </>,
);
export const DownloadIcon = icon(<path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" />);
export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6 6 18" />);
export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />);
export const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
  </>,
);
export const MailIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
);

/* The account pages' icons. */
export const EyeIcon = icon(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const EyeOffIcon = icon(
  <>
    <path d="M10.6 5.1A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a17.7 17.7 0 0 1-2.6 3.5M6.6 6.6C3.9 8.4 2 12 2 12s3.6 7 10 7c1.8 0 3.4-.5 4.7-1.3" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </>,
);

export const LockIcon = icon(
  <>
    <rect x="4" y="10" width="16" height="11" rx="2" />
    <path d="M8 10V7a4 4 0 0 1 8 0v3" />
  </>,
);

export const KeyIcon = icon(
  <>
    <circle cx="8" cy="15" r="4" />
    <path d="m10.8 12.2 8.2-8.2M16 7l2.5 2.5M14 9l2 2" />
  </>,
);

export const ShieldCheckIcon = icon(
  <>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6L12 3Z" />
    <path d="m8.8 12.2 2.2 2.2 4.3-4.4" />
  </>,
);

export const UserPlusIcon = icon(
  <>
    <circle cx="10" cy="8" r="4" />
    <path d="M3 20a7 7 0 0 1 12.3-4.5M19 14v6M16 17h6" />
  </>,
);

/** A document with an arrow: a PDF to open. */
export const PdfIcon = icon(
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M12 11v6M9.5 14.5 12 17l2.5-2.5" />
  </>,
);

/** A crossed-out document: no PDF to open. */
export const NoPdfIcon = icon(
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9.5 12.5l5 5M14.5 12.5l-5 5" />
  </>,
);

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
