import { NamedListScreen } from './NamedList.tsx';
import { seriesSource } from './sources.ts';

/** The console’s series screen: the shared list of named records with its form. */
export default function SeriesScreen() {
  return <NamedListScreen source={seriesSource} />;
}
