/* The console's catalogue area (books, import, sales, taxonomy, waiting lists): what other areas use (the router reads screens.ts). */

export {
  NamedForm,
  type NamedRow,
  type NamedSource,
  rowText,
  useCanEdit,
  useNamedList,
  useNamedWrites,
} from './taxonomy/NamedList.tsx';
