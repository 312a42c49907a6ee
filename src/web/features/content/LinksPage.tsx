import { Placeholder } from '#web/app/Placeholder.tsx';

export default function LinksPage() {
  return <Placeholder name="links" />;
}
