import { NamedListScreen } from './NamedList.tsx';
import { categoriesSource } from './sources.ts';

/** The console’s categories screen: the shared list of named records with its form. */
export default function CategoriesScreen() {
  return <NamedListScreen source={categoriesSource} />;
}
