import { Placeholder } from '#web/app/Placeholder.tsx';

export default function LoginPage() {
  return <Placeholder name="login" />;
}
