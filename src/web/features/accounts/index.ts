/* The accounts' public surface: the sign-in card and fields, for the staff console's own sign-in. */
export { AuthCard } from './AuthCard.tsx';
export { EmailField, PasswordField, SubmitButton } from './fields.tsx';
export { typedPassword } from './schemas.ts';
