import { Placeholder } from '#web/app/Placeholder.tsx';

export default function PrivacyPage() {
  return <Placeholder name="privacyPolicy" />;
}
