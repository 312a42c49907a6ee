import { Placeholder } from '#web/app/Placeholder.tsx';

export default function SearchPage() {
  return <Placeholder name="search" />;
}
