/*
 * The terms of a rights enquiry (decision 093): its statuses and their moves, the formats and the
 * languages an edition may be asked in. No zod here: the console's and the shop's pages read them.
 */

/** Where an enquiry stands; each change is kept in its history. */
export const RIGHTS_STATUSES = ['new', 'in_discussion', 'granted', 'declined'] as const;
export type RightsStatus = (typeof RIGHTS_STATUSES)[number];

/** The moves staff may make: granted and declined are final. */
export const RIGHTS_TRANSITIONS: Record<RightsStatus, readonly RightsStatus[]> = {
  new: ['in_discussion', 'declined'],
  in_discussion: ['granted', 'declined'],
  granted: [],
  declined: [],
};

/** The editions asked for: printed, electronic, audio, or every format at once. */
export const RIGHTS_FORMATS = ['print', 'ebook', 'audio', 'all'] as const;
export type RightsFormat = (typeof RIGHTS_FORMATS)[number];
/** The formats a print run makes sense for. */
export const PRINTED_FORMATS: readonly RightsFormat[] = ['print', 'all'];

/** The territory meaning every country, instead of a list of ISO 3166-1 codes. */
export const WORLD = 'world';

/**
 * The languages an edition may be asked in (ISO 639-1): the book markets of the fairs the house goes
 * to, Arabic included (a new Arabic edition in another country).
 */
// biome-ignore format: a list of codes reads best packed
export const RIGHTS_LANGUAGES = [
  'ar', 'en', 'fr', 'de', 'es', 'it', 'pt', 'nl', 'sv', 'no', 'da', 'fi', 'is', 'pl', 'cs', 'sk',
  'hu', 'ro', 'bg', 'el', 'sr', 'hr', 'bs', 'sl', 'sq', 'mk', 'uk', 'ru', 'lt', 'lv', 'et', 'tr',
  'az', 'kk', 'uz', 'ky', 'tg', 'fa', 'ps', 'ku', 'ur', 'hi', 'bn', 'pa', 'ta', 'te', 'ml', 'si',
  'ne', 'zh', 'ja', 'ko', 'vi', 'th', 'id', 'ms', 'tl', 'hy', 'ka', 'am', 'so', 'sw', 'ha', 'yo',
  'af', 'ca', 'eu', 'gl', 'cy', 'ga', 'mt',
] as const;

/** The sizes an enquiry's fields may reach. */
export const RIGHTS_LIMITS = {
  territories: 60,
  printRun: 10_000_000,
  company: 200,
  contactName: 120,
  phone: 40,
  message: 5000,
} as const;
