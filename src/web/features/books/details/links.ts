/**
 * Where a book's category and writer lead: the library filtered by category (spec §2), the writer's own
 * page with their life and books (issue 39; the search by writer stays at /search?writerId=).
 */
export const categoryLink = (categoryId: number) => `/books?category-id=${categoryId}`;
export const writerLink = (writerId: number) => `/writers/${writerId}`;
/** The book's free sample in the shop's reader (decision 060). */
export const sampleLink = (bookId: number) => `/read/${bookId}/sample`;
