import { z } from 'zod';

/* The console's dashboard: the shop at a glance, and what needs doing. */

/** Printed copies under this many count as few (the dashboard's 'low stock'). */
export const LOW_STOCK_THRESHOLD = 5;

export const dashboardAnswerSchema = z.object({
  data: z.object({
    books: z.object({
      on_sale: z.number(),
      hidden: z.number(),
      /** On sale with a hard-copy price and no copy left. */
      out_of_stock: z.number(),
      /** On sale with a hard-copy price and 1 to threshold − 1 copies left. */
      low_stock: z.number(),
      /** A PDF price but no PDF file to sell. */
      pdf_without_file: z.number(),
      without_cover: z.number(),
    }),
    content: z.object({ news: z.number(), kashkoul: z.number() }),
    low_stock_threshold: z.number(),
    /** The books with the fewest printed copies left, fewest first (at most 8). */
    low_stock_books: z.array(
      z.object({ id: z.number(), title_ar: z.string(), title_en: z.string(), stock: z.number() }),
    ),
  }),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswerSchema>;
export type Dashboard = DashboardAnswer['data'];
