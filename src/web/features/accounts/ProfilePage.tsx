import { Placeholder } from '#web/app/Placeholder.tsx';

export default function ProfilePage() {
  return <Placeholder name="myProfile" />;
}
