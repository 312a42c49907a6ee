export {
  type ContentKind,
  contentItemFiles,
  linkFiles,
  setContentItemFile,
  setLinkImage,
} from './admin-files.ts';
export { messageDataOf, unsubscribeEmail } from './client-data.ts';
export { newsletterJob } from './newsletter-job.ts';
export { sendNewsletterBatch, sendQueuedNewsletters } from './newsletters.ts';
export { contentOverview } from './overview.ts';
export { contentRoutes } from './routes.ts';
export { unreadMessageCount } from './service.ts';
export { type ArticleKind, listedArticles, type SharedArticle, sharedArticle } from './shared.ts';
export { staffContentRoutes } from './staff-articles-routes.ts';
export { pagesRoutes } from './staff-pages-routes.ts';
