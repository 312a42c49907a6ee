import { within } from '@testing-library/react';

/** A message in react-toastify's toast area; messages are looked up there, not in the page. */
export async function findToast(text: string) {
  return within(document.body).findByText(text, { selector: '.Toastify__toast, .Toastify__toast *' });
}
