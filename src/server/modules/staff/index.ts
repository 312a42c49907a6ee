export { staffRoutes } from './routes.ts';
export { requireStaff, type StaffAuth } from './sessions.ts';
