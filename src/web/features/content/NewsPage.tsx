import { Placeholder } from '#web/app/Placeholder.tsx';

export default function NewsPage() {
  return <Placeholder name="news" />;
}
