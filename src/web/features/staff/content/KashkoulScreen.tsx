import { ArticlesScreen } from './ArticlesScreen.tsx';

/** The console's Kashkoul magazine articles. */
export default function KashkoulScreen() {
  return <ArticlesScreen kind="kashkoul" />;
}
