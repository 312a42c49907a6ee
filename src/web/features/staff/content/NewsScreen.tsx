import { ArticlesScreen } from './ArticlesScreen.tsx';

/** The console's news items (akhbar). */
export default function NewsScreen() {
  return <ArticlesScreen kind="news" />;
}
