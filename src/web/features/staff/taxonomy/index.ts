/* What the console's other parts use of its taxonomy area: the named lists' parts. */
export {
  NamedForm,
  type NamedRow,
  type NamedSource,
  rowText,
  useCanEdit,
  useNamedList,
  useNamedWrites,
} from './NamedList.tsx';
