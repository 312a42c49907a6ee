import { Placeholder } from '#web/app/Placeholder.tsx';

export default function CheckoutPage() {
  return <Placeholder name="checkout" />;
}
