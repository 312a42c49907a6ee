import { Placeholder } from '#web/app/Placeholder.tsx';

export default function KashkoulPage() {
  return <Placeholder name="alkashkoul" />;
}
