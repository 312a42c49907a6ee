import { boolean, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What search reads of each book, in narrow rows kept by triggers on `books` (migration 0010,
 * docs/decisions/027): the folded texts of the whole book, of its title and of its topic, and the title
 * and topic as ' word word ', so that a whole word or a word's start is found with `strpos`.
 * Read only; `books` is where a book is written.
 */
export const bookSearch = pgTable('book_search', {
  bookId: integer('book_id').primaryKey(),
  active: boolean('active').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  writerId: integer('writer_id'),
  searchText: text('search_text').notNull(),
  /** Letters in `search_text`: of two matches alike, the shorter text is the closer. */
  searchLength: integer('search_length').notNull(),
  searchVector: tsvector('search_vector').notNull(),
  titleText: text('title_text').notNull(),
  topicText: text('topic_text').notNull(),
  titleWords: text('title_words').notNull(),
  topicWords: text('topic_words').notNull(),
});
