/* The console's overview area (dashboard, activity, notifications): what other areas use (the router reads screens.ts). */
export { Changes } from './activity/Changes.tsx';
