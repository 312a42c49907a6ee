/** Spec §2: the QR link gets an https:// prefix when it does not start with http. */
export function withHttps(link: string): string {
  const trimmed = link.trim();
  return /^http/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** The host of a link, for display (www. dropped); the link itself when it is not a URL. */
export function hostOf(link: string): string {
  try {
    return new URL(withHttps(link)).host.replace(/^www\./, '');
  } catch {
    return link;
  }
}
