/* What the console's other parts use of its activity area. */
export { Changes } from './Changes.tsx';
