import { Placeholder } from '#web/app/Placeholder.tsx';

export default function LibraryPage() {
  return <Placeholder name="library" />;
}
