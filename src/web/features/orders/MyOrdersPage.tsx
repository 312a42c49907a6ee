import { Placeholder } from '#web/app/Placeholder.tsx';

export default function MyOrdersPage() {
  return <Placeholder name="myOrders" />;
}
