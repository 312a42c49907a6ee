/** Where a book's category and writer lead (spec §2): the library filtered by category, the search by writer. */
export const categoryLink = (categoryId: number) => `/books?category-id=${categoryId}`;
export const writerLink = (writerId: number) => `/search?writerId=${writerId}`;
/** The book's free sample in the shop's reader (decision 060). */
export const sampleLink = (bookId: number) => `/read/${bookId}/sample`;
