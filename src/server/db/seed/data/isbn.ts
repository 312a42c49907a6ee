/** Appends the ISBN-13 check digit (weights 1,3,1,3…, modulo 10) to the first twelve digits. */
export function isbn13(first12: string): string {
  if (!/^\d{12}$/.test(first12)) throw new Error(`ISBN prefix must have 12 digits: ${first12}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return first12 + String((10 - (sum % 10)) % 10);
}

export function isValidIsbn13(isbn: string): boolean {
  return /^\d{13}$/.test(isbn) && isbn13(isbn.slice(0, 12)) === isbn;
}

/** ISBN of the n-th demo book, in a publisher block of the Jordanian range 978-9957. */
export function demoIsbn(n: number): string {
  return isbn13(`978995770${String(n).padStart(3, '0')}`);
}
