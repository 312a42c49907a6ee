import type { Lang } from '#shared/lang.ts';

const ar = {
  invoice: 'فاتورة',
  packingSlip: 'قائمة التعبئة',
  orderNumber: 'رقم الطلب',
  date: 'التاريخ',
  client: 'العميل',
  email: 'البريد الإلكتروني',
  payment: 'طريقة الدفع',
  paymentStatus: 'حالة الدفع',
  paid: 'مدفوع',
  unpaid: 'غير مدفوع',
  status: 'حالة الطلب',
  shipTo: 'عنوان الشحن',
  billTo: 'عنوان الفاتورة',
  title: 'الكتاب',
  quantity: 'الكمية',
  unitPrice: 'سعر الوحدة',
  total: 'المجموع',
  subtotal: 'المجموع الفرعي',
  shipping: 'الشحن',
  grandTotal: 'الإجمالي',
  note: 'ملاحظة',
};

const en: Record<keyof typeof ar, string> = {
  invoice: 'Invoice',
  packingSlip: 'Packing slip',
  orderNumber: 'Order number',
  date: 'Date',
  client: 'Client',
  email: 'E-mail',
  payment: 'Payment',
  paymentStatus: 'Payment status',
  paid: 'Paid',
  unpaid: 'Unpaid',
  status: 'Order status',
  shipTo: 'Shipping address',
  billTo: 'Billing address',
  title: 'Book',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  total: 'Total',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  grandTotal: 'Total due',
  note: 'Note',
};

/** The words printed on invoices and packing slips. */
export const invoiceTexts: Record<Lang, typeof ar> = { ar, en };
