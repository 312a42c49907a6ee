/*
 * The numbers of client accounts, apart from their schemas: a form that needs only these (login,
 * the mailed code) does not bring the phone-number library the schemas use.
 */

export const PASSWORD_LIMITS = { min: 8, max: 128 } as const;
export const CLIENT_LIMITS = { name: 200, address: 500, mobile: 250 } as const;
export const CODE_LENGTH = 6;
/** Countries the phone picker leaves out (spec §5). */
export const EXCLUDED_PHONE_COUNTRIES: readonly string[] = ['IL'];
