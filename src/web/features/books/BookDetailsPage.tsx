import { Placeholder } from '#web/app/Placeholder.tsx';

export default function BookDetailsPage() {
  return <Placeholder name="bookDetails" />;
}
