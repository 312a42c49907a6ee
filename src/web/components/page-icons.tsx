import { icon } from './icons.tsx';

/* Icons of pages (accounts, downloads, contact, PDFs): apart from the frame's, which come with the app. */

export const DownloadIcon = icon(<path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" />);

export const MailIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
);

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
