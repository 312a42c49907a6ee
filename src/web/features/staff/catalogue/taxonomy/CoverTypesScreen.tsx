import { NamedListScreen } from './NamedList.tsx';
import { coverTypesSource } from './sources.ts';

/** The console’s cover types screen: the shared list of named records with its form. */
export default function CoverTypesScreen() {
  return <NamedListScreen source={coverTypesSource} />;
}
