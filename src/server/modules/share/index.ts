export { bookPagePath, shareUrl } from './pages.ts';
export { shareRoutes } from './routes.ts';
