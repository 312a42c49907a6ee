import { Placeholder } from '#web/app/Placeholder.tsx';

export default function ActivationPage() {
  return <Placeholder name="activation" />;
}
