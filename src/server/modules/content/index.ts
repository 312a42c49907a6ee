export {
  createArticle,
  deleteArticle,
  findStaffArticle,
  listStaffArticles,
  updateArticle,
} from './admin-articles.ts';
export {
  type ContentKind,
  contentItemFiles,
  linkFiles,
  setContentItemFile,
  setLinkImage,
} from './admin-files.ts';
export {
  createLink,
  createLinkType,
  deleteLink,
  deleteLinkType,
  findStaffLink,
  findStaffLinkType,
  listStaffLinks,
  listStaffLinkTypes,
  updateLink,
  updateLinkType,
} from './admin-links.ts';
export {
  createSocialMedia,
  deleteSocialMedia,
  findStaffSocialMedia,
  getStaffContact,
  getStaffSeo,
  getStaffTerms,
  listStaffSocialMedia,
  type MissingFields,
  type Saved,
  saveContact,
  saveSeo,
  saveTerms,
  updateSocialMedia,
} from './admin-pages.ts';
export { newsletterJob } from './newsletter-job.ts';
export { sendNewsletterBatch, sendQueuedNewsletters } from './newsletters.ts';
export { contentOverview } from './overview.ts';
export { contentRoutes } from './routes.ts';
export { unreadMessageCount } from './service.ts';
