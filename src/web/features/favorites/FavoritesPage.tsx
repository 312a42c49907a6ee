import { Placeholder } from '#web/app/Placeholder.tsx';

export default function FavoritesPage() {
  return <Placeholder name="favorites" />;
}
