import { Placeholder } from '#web/app/Placeholder.tsx';

export default function CartPage() {
  return <Placeholder name="cart" />;
}
