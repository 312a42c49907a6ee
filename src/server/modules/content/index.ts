export {
  createArticle,
  deleteArticle,
  findStaffArticle,
  listStaffArticles,
  updateArticle,
} from './admin-articles.ts';
export {
  type ContentFileField,
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
  type LinkInput,
  type LinksInType,
  type LinkTypeInput,
  listStaffLinks,
  listStaffLinkTypes,
  updateLink,
  updateLinkType,
} from './admin-links.ts';
export type { StaffPage as ContentPage } from './admin-lists.ts';
export {
  countUnreadMessages,
  findStaffMessage,
  listStaffMessages,
  markMessage,
  replyToMessage,
} from './admin-messages.ts';
export {
  CONTACT_RECORD_ID,
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
export {
  createNewsletter,
  findStaffNewsletter,
  listStaffNewsletters,
  NEWSLETTER_BATCH,
  queueNewsletter,
  sendNewsletterBatch,
  sendQueuedNewsletters,
  updateNewsletter,
} from './newsletters.ts';
export { contentOverview } from './overview.ts';
export { contentRoutes } from './routes.ts';
export {
  countAudience,
  deleteSubscriber,
  findStaffSubscriber,
  listStaffSubscribers,
  subscribersCsv,
} from './subscribers.ts';
