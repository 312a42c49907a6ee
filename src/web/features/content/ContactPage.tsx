import { Placeholder } from '#web/app/Placeholder.tsx';

export default function ContactPage() {
  return <Placeholder name="contactUs" />;
}
