import { Placeholder } from '#web/app/Placeholder.tsx';

export default function NewsArticlePage() {
  return <Placeholder name="newsArticle" />;
}
