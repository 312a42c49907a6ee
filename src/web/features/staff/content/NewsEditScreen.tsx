import { ArticleEditScreen } from './ArticleEditScreen.tsx';

/** A news item (akhbar): a new one, or one to change. */
export default function NewsEditScreen() {
  return <ArticleEditScreen kind="news" />;
}
