import { SHOP_NAME } from '#shared/brand.ts';
import type { Lang } from '#shared/lang.ts';

/* What the order mails say, in Arabic and English. `{n}` stands for the order number. */

export type OrderMailEvent = 'received' | 'paid' | 'shipped' | 'delivered' | 'cancelled';

type EventTexts = { subject: string; lead: string };

export type OrderMailTexts = {
  greeting: (name: string) => string;
  /** The order number as written in a sentence (`{n}` in the texts below). */
  number: (id: number) => string;
  events: Record<OrderMailEvent, EventTexts>;
  expired: string;
  refunded: string;
  book: string;
  quantity: string;
  unitPrice: string;
  lineTotal: string;
  subtotal: string;
  shipping: string;
  total: string;
  payment: string;
  shippingAddress: string;
  billingAddress: string;
  note: string;
  carrier: string;
  tracking: string;
  books: string;
  myOrders: string;
  myBooks: string;
  signature: string;
};

export const orderMailTexts: Record<Lang, OrderMailTexts> = {
  ar: {
    greeting: (name) => `مرحباً ${name}،`,
    number: (id) => `${id}`,
    events: {
      received: {
        subject: 'وصلنا طلبك رقم {n}',
        lead: 'شكراً لك. وصلنا طلبك رقم {n} وسنجهّزه للشحن قريباً.',
      },
      paid: {
        subject: 'كتبك الرقمية جاهزة (الطلب رقم {n})',
        lead: 'شكراً لك. تم الدفع للطلب رقم {n}، وأصبحت الكتب التالية في مكتبتك وجاهزة للقراءة والتنزيل.',
      },
      shipped: {
        subject: 'طلبك رقم {n} في الطريق إليك',
        lead: 'شُحن طلبك رقم {n} وهو في الطريق إليك.',
      },
      delivered: {
        subject: 'وصل طلبك رقم {n}',
        lead: 'سُلّم طلبك رقم {n}. نتمنى لك قراءة ممتعة.',
      },
      cancelled: {
        subject: 'أُلغي طلبك رقم {n}',
        lead: 'أُلغي طلبك رقم {n}. إن كان لديك سؤال فراسلنا من صفحة اتصل بنا.',
      },
    },
    expired: 'انتهت المهلة المتاحة للدفع دون إتمامه، ويمكنك طلب الكتب نفسها من جديد متى شئت.',
    refunded: 'أُعيد المبلغ المدفوع إلى بطاقتك، وقد يستغرق ظهوره في كشف حسابك بضعة أيام.',
    book: 'الكتاب',
    quantity: 'الكمية',
    unitPrice: 'سعر النسخة',
    lineTotal: 'المجموع',
    subtotal: 'المجموع الفرعي',
    shipping: 'الشحن',
    total: 'الإجمالي',
    payment: 'طريقة الدفع',
    shippingAddress: 'عنوان الشحن',
    billingAddress: 'عنوان الفاتورة',
    note: 'ملاحظتك',
    carrier: 'شركة الشحن',
    tracking: 'رقم التتبع',
    books: 'الكتب',
    myOrders: 'طلباتي',
    myBooks: 'كتبي',
    signature: `مع تحيات ${SHOP_NAME.ar}`,
  },
  en: {
    greeting: (name) => `Hello ${name},`,
    number: (id) => `#${id}`,
    events: {
      received: {
        subject: 'We received your order {n}',
        lead: 'Thank you. We received your order {n} and will get it ready to ship soon.',
      },
      paid: {
        subject: 'Your digital books are ready (order {n})',
        lead: 'Thank you. Order {n} is paid, and these books are now in your library, ready to read and download.',
      },
      shipped: {
        subject: 'Your order {n} is on its way',
        lead: 'Your order {n} has shipped and is on its way to you.',
      },
      delivered: {
        subject: 'Your order {n} was delivered',
        lead: 'Your order {n} was delivered. Enjoy your reading.',
      },
      cancelled: {
        subject: 'Your order {n} was cancelled',
        lead: 'Your order {n} was cancelled. If you have a question, write to us from the Contact us page.',
      },
    },
    expired:
      'The time to pay ran out before the payment was made; you can order the same books again at any time.',
    refunded:
      'The amount you paid has been refunded to your card; it may take a few days to show on your statement.',
    book: 'Book',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    lineTotal: 'Total',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    total: 'Total',
    payment: 'Payment',
    shippingAddress: 'Shipping address',
    billingAddress: 'Billing address',
    note: 'Your note',
    carrier: 'Carrier',
    tracking: 'Tracking number',
    books: 'Books',
    myOrders: 'My orders',
    myBooks: 'My books',
    signature: SHOP_NAME.en,
  },
};
