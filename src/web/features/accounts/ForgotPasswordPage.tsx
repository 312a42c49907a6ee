import { Placeholder } from '#web/app/Placeholder.tsx';

export default function ForgotPasswordPage() {
  return <Placeholder name="forgotPassword" />;
}
