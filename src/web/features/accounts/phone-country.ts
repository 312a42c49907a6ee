/** The publisher's own country: the phone picker starts there. */
export const DEFAULT_PHONE_COUNTRY = 'JO';
