import { Placeholder } from '#web/app/Placeholder.tsx';

export default function MyBooksPage() {
  return <Placeholder name="myBooks" />;
}
