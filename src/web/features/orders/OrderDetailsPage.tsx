import { Placeholder } from '#web/app/Placeholder.tsx';

export default function OrderDetailsPage() {
  return <Placeholder name="orderDetails" />;
}
