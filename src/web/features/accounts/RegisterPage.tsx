import { Placeholder } from '#web/app/Placeholder.tsx';

export default function RegisterPage() {
  return <Placeholder name="register" />;
}
