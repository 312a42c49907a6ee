/** Where a series' name leads: its own page, its books in reading order. */
export const seriesLink = (seriesId: number) => `/series/${seriesId}`;
