import { NamedListScreen } from './NamedList.tsx';
import { writersSource } from './sources.ts';

/** The console’s writers screen: the shared list of named records with its form. */
export default function WritersScreen() {
  return <NamedListScreen source={writersSource} />;
}
