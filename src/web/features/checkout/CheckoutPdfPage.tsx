import { Placeholder } from '#web/app/Placeholder.tsx';

export default function CheckoutPdfPage() {
  return <Placeholder name="checkoutPdf" />;
}
