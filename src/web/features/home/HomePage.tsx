import { Placeholder } from '#web/app/Placeholder.tsx';

export default function HomePage() {
  return <Placeholder name="home" />;
}
