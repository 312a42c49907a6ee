import { ArticleEditScreen } from './ArticleEditScreen.tsx';

/** A Kashkoul article: a new one, or one to change. */
export default function KashkoulEditScreen() {
  return <ArticleEditScreen kind="kashkoul" />;
}
