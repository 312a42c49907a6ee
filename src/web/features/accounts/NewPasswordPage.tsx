import { Placeholder } from '#web/app/Placeholder.tsx';

export default function NewPasswordPage() {
  return <Placeholder name="newPassword" />;
}
