export {
  type ContentFileField,
  type ContentKind,
  contentItemFiles,
  linkFiles,
  setContentItemFile,
  setLinkImage,
} from './admin-files.ts';
export { contentOverview } from './overview.ts';
export { contentRoutes } from './routes.ts';
