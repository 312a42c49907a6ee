import type { z } from 'zod';
import {
  bookAnswerSchema,
  bookCategoriesAnswerSchema,
  bookParamsSchema,
  booksAnswerSchema,
  booksQuerySchema,
  writersAnswerSchema,
} from './catalog.ts';
import {
  activationAnswerSchema,
  activationBodySchema,
  changePasswordBodySchema,
  clientParamsSchema,
  emailAnswerSchema,
  emailCheckBodySchema,
  loginAnswerSchema,
  loginBodySchema,
  messageAnswerSchema,
  profileAnswerSchema,
  profileUpdatedAnswerSchema,
  registerBodySchema,
  resendCodeBodySchema,
  sessionClientAnswerSchema,
  updateProfileBodySchema,
} from './clients.ts';
import {
  articleAnswerSchema,
  articleParamsSchema,
  articlesAnswerSchema,
  articlesQuerySchema,
  contactInfoAnswerSchema,
  messageAnswerSchema as contactMessageAnswerSchema,
  contactParamsSchema,
  countriesAnswerSchema,
  linksAnswerSchema,
  linksQuerySchema,
  linkTypesAnswerSchema,
  messageBodySchema,
  paymentTypesAnswerSchema,
  seoAnswerSchema,
  socialMediasAnswerSchema,
  subscribeAnswerSchema,
  subscribeBodySchema,
  termsAnswerSchema,
} from './content.ts';
import {
  currencyParamsSchema,
  currencyRateBodySchema,
  currencyRatesAnswerSchema,
  staffCurrencyRateSavedSchema,
  staffCurrencyRatesAnswerSchema,
} from './currency.ts';
import { deviceAnswerSchema, deviceBodySchema, vapidKeyAnswerSchema } from './devices.ts';
import {
  giftAnswerSchema,
  giftClaimBodySchema,
  giftClaimedAnswerSchema,
  giftParamsSchema,
  giftsAnswerSchema,
  giftsQuerySchema,
  staffGiftAnswerSchema,
  staffGiftsAnswerSchema,
  staffGiftsQuerySchema,
} from './gifts.ts';
import { healthAnswerSchema, liveAnswerSchema } from './health.ts';
import {
  invoiceSettingsAnswerSchema,
  invoiceSettingsBodySchema,
  invoiceSettingsSavedSchema,
  staffInvoicesAnswerSchema,
  staffInvoicesCsvQuerySchema,
  staffInvoicesQuerySchema,
} from './invoices.ts';
import {
  checkoutAnswerSchema,
  clientPdfBooksQuerySchema,
  createOrderBodySchema,
  creditNoteParamsSchema,
  orderAnswerSchema,
  orderDetailsQuerySchema,
  orderDocumentQuerySchema,
  orderLinesAnswerSchema,
  orderParamsSchema,
  orderPlacedAnswerSchema,
  orderQuoteBodySchema,
  ordersAnswerSchema,
  ordersQuerySchema,
  paymentAnswerSchema,
  pdfOwnershipsAnswerSchema,
  sandboxChoiceParamsSchema,
  sandboxSessionParamsSchema,
  webhookAnswerSchema,
  webhookParamsSchema,
} from './orders.ts';
import {
  preorderBodySchema,
  preorderParamsSchema,
  staffPreorderAnswerSchema,
  staffPreorderSavedSchema,
  staffWaitlistsAnswerSchema,
  staffWaitlistsQuerySchema,
  waitlistAnswerSchema,
  waitlistBodySchema,
  waitlistParamsSchema,
  waitlistTokenQuerySchema,
} from './preorders.ts';
import { readingAnswerSchema, readingBodySchema } from './reading.ts';
import { settingsAnswerSchema, settingsBodySchema, settingsSavedSchema } from './settings.ts';
import {
  orderQuoteAnswerSchema,
  shippingDestinationsAnswerSchema,
  shippingSettingsAnswerSchema,
  shippingSettingsBodySchema,
  shippingSettingsSavedSchema,
  staffShippingZoneAnswerSchema,
  staffShippingZoneBodySchema,
  staffShippingZoneSavedSchema,
  staffShippingZonesAnswerSchema,
  staffShippingZonesQuerySchema,
  staffShippingZoneUpdateSchema,
  staffTaxRuleAnswerSchema,
  staffTaxRuleBodySchema,
  staffTaxRuleSavedSchema,
  staffTaxRulesAnswerSchema,
  staffTaxRulesQuerySchema,
  staffTaxRuleUpdateSchema,
} from './shipping.ts';
import {
  ADMIN_ROLES,
  ANY_STAFF,
  CATALOG_ROLES,
  NOTIFY_ROLES,
  notifyAnswerSchema,
  ORDER_ROLES,
  type StaffRole,
  staffLoginAnswerSchema,
  staffLoginBodySchema,
  staffLoginCodeAnswerSchema,
  staffLoginCodeBodySchema,
  staffMeAnswerSchema,
  staffMessageAnswerSchema,
} from './staff.ts';
import {
  staffBookAnswerSchema,
  staffBookCreateSchema,
  staffBookDeletedSchema,
  staffBookParamsSchema,
  staffBookSavedSchema,
  staffBooksAnswerSchema,
  staffBooksQuerySchema,
  staffBookUpdateSchema,
  stockChangeAnswerSchema,
  stockChangeBodySchema,
  stockChangesAnswerSchema,
  stockChangesQuerySchema,
} from './staff-books.ts';
import { bulkBooksAnswerSchema, bulkBooksBodySchema } from './staff-books-bulk.ts';
import { importAnswerSchema, importPreviewAnswerSchema } from './staff-bulk.ts';
import {
  staffClientAnswerSchema,
  staffClientBookParamsSchema,
  staffClientParamsSchema,
  staffClientSavedSchema,
  staffClientsAnswerSchema,
  staffClientsQuerySchema,
} from './staff-clients.ts';
import {
  contentParamsSchema,
  staffArticleAnswerSchema,
  staffArticleBodySchema,
  staffArticleSavedSchema,
  staffArticlesAnswerSchema,
  staffArticlesQuerySchema,
  staffArticleUpdateSchema,
  staffLinkAnswerSchema,
  staffLinkBodySchema,
  staffLinkSavedSchema,
  staffLinksAnswerSchema,
  staffLinksQuerySchema,
  staffLinkTypeAnswerSchema,
  staffLinkTypeBodySchema,
  staffLinkTypeSavedSchema,
  staffLinkTypesAnswerSchema,
  staffLinkTypesQuerySchema,
  staffLinkTypeUpdateSchema,
  staffLinkUpdateSchema,
} from './staff-content.ts';
import {
  staffCouponAnswerSchema,
  staffCouponBodySchema,
  staffCouponSavedSchema,
  staffCouponsAnswerSchema,
  staffCouponsQuerySchema,
  staffCouponUpdateSchema,
} from './staff-coupons.ts';
import { dashboardAnswerSchema } from './staff-dashboard.ts';
import {
  bookFilesAnswerSchema,
  bookPdfUploadAnswerSchema,
  coverUploadAnswerSchema,
  fileUploadParamsSchema,
  imageUploadAnswerSchema,
  pdfUploadAnswerSchema,
  pendingUploadAnswerSchema,
} from './staff-files.ts';
import {
  staffMailAnswerSchema,
  staffMailParamsSchema,
  staffMailQuerySchema,
  staffMailRetriedSchema,
} from './staff-mail.ts';
import {
  activityAnswerSchema,
  activityQuerySchema,
  staffMemberAnswerSchema,
  staffMemberCreateBodySchema,
  staffMemberParamsSchema,
  staffMembersAnswerSchema,
  staffMembersQuerySchema,
  staffMemberUpdateBodySchema,
  staffMemberWrittenAnswerSchema,
  staffPasswordBodySchema,
} from './staff-members.ts';
import {
  contactReplyBodySchema,
  staffContactMessageAnswerSchema,
  staffContactMessageSavedSchema,
  staffContactMessagesAnswerSchema,
  staffMessageParamsSchema,
  staffMessagesQuerySchema,
} from './staff-messages.ts';
import {
  NEWSLETTER_ROLES,
  newsletterBodySchema,
  idParamsSchema as newsletterParamsSchema,
  staffNewsletterAnswerSchema,
  staffNewsletterSavedSchema,
  staffNewslettersAnswerSchema,
  staffNewslettersQuerySchema,
  staffSubscribersAnswerSchema,
  staffSubscribersQuerySchema,
  subscriberTokenQuerySchema,
  unsubscribeAnswerSchema,
} from './staff-newsletters.ts';
import {
  notificationPrefsAnswerSchema,
  notificationPrefsBodySchema,
  notificationPrefsSavedSchema,
  staffCountsAnswerSchema,
} from './staff-notifications.ts';
import {
  orderStatusBodySchema,
  staffOrderAnswerSchema,
  staffOrderParamsSchema,
  staffOrderSavedSchema,
  staffOrdersAnswerSchema,
  staffOrdersQuerySchema,
} from './staff-orders.ts';
import {
  bulkDocumentsBodySchema,
  bulkOrdersAnswerSchema,
  bulkOrdersBodySchema,
  bulkTrackingBodySchema,
  ordersExportQuerySchema,
} from './staff-orders-bulk.ts';
import {
  socialMediaParamsSchema,
  staffContactAnswerSchema,
  staffContactBodySchema,
  staffContactSavedSchema,
  staffSeoAnswerSchema,
  staffSeoBodySchema,
  staffSeoSavedSchema,
  staffSocialMediaAnswerSchema,
  staffSocialMediaBodySchema,
  staffSocialMediaDeletedSchema,
  staffSocialMediaListSchema,
  staffSocialMediaQuerySchema,
  staffSocialMediaSavedSchema,
  staffSocialMediaUpdateSchema,
  staffTermsAnswerSchema,
  staffTermsBodySchema,
  staffTermsSavedSchema,
} from './staff-pages.ts';
import {
  clientRefundsAnswerSchema,
  clientRefundsQuerySchema,
  orderNoteBodySchema,
  orderReturnBodySchema,
  partialRefundBodySchema,
} from './staff-refunds.ts';
import {
  staffSaleAnswerSchema,
  staffSaleBodySchema,
  staffSaleSavedSchema,
  staffSalesAnswerSchema,
  staffSalesQuerySchema,
  staffSaleUpdateSchema,
} from './staff-sales.ts';
import {
  recoveryCodesAnswerSchema,
  securityAnswerSchema,
  securityMessageAnswerSchema,
  sessionsEndedAnswerSchema,
  staffSessionParamsSchema,
  staffSessionsAnswerSchema,
  twoFactorCodeBodySchema,
  twoFactorDisableBodySchema,
  twoFactorStartAnswerSchema,
} from './staff-security.ts';
import {
  staffCategoriesAnswerSchema,
  staffCategoriesQuerySchema,
  staffCategoryAnswerSchema,
  staffCategoryBodySchema,
  staffCategorySavedSchema,
  staffCategoryUpdateSchema,
  staffDeletedAnswerSchema,
  staffNamedAnswerSchema,
  staffNamedBodySchema,
  staffNamedListAnswerSchema,
  staffNamedQuerySchema,
  staffNamedSavedSchema,
  staffNamedUpdateSchema,
  taxonomyParamsSchema,
} from './staff-taxonomy.ts';

/*
 * Every route of the API, keyed 'METHOD /path' as the server routes it under /api: the schemas of its
 * path parameters, query, body and 2xx answer, and who may call it. The server registers each route
 * from its entry (server/plugins/route.ts), so a route's schemas are written here only; the web
 * imports this file as a type only, so no schema reaches its bundle through the API client.
 */

/** One endpoint: its schemas, who may call it and how it answers. */
export type EndpointEntry = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body is multipart/form-data holding one file in the field `file` (sent as FormData). */
  upload?: true;
  /** The JSON answer of every 2xx status the route sends (`statuses`, default 200). */
  response?: z.ZodType;
  /** The answer is not JSON but a file of this media type (a download, a page). */
  file?: 'text/csv' | 'application/pdf' | 'text/html';
  /** The answer is a 303 redirect to a page of the shop (or back from a payment page). */
  redirect?: true;
  statuses?: readonly (200 | 201)[];
  /** Staff members of these roles only: 401 without a staff token, 403 for another role. */
  roles?: readonly StaffRole[];
  /** A signed-in client only: 401 without a client token. */
  auth?: 'client';
};

export const endpoints = {
  'GET /health': { response: healthAnswerSchema },
  'GET /health/live': { response: liveAnswerSchema },
  'GET /health/ready': { response: healthAnswerSchema },
  // catalogue
  'GET /books': { query: booksQuerySchema, response: booksAnswerSchema },
  'GET /books/:id': { params: bookParamsSchema, response: bookAnswerSchema },
  'GET /book-categories': { response: bookCategoriesAnswerSchema },
  'GET /writers': { response: writersAnswerSchema },
  // 'tell me when it's out' (decision 056)
  'POST /books/:id/waitlist': {
    statuses: [200, 201],
    params: waitlistParamsSchema,
    body: waitlistBodySchema,
    response: waitlistAnswerSchema,
  },
  'GET /books/waitlist/confirm': { query: waitlistTokenQuerySchema, redirect: true },
  // page frame and content
  'GET /social-medias': { response: socialMediasAnswerSchema },
  'GET /contact-us/:id': { params: contactParamsSchema, response: contactInfoAnswerSchema },
  'GET /link-types': { response: linkTypesAnswerSchema },
  'GET /links': { query: linksQuerySchema, response: linksAnswerSchema },
  'GET /seos': { response: seoAnswerSchema },
  'GET /our-terms': { response: termsAnswerSchema },
  'GET /new-articles': { query: articlesQuerySchema, response: articlesAnswerSchema },
  'GET /akhbars': { query: articlesQuerySchema, response: articlesAnswerSchema },
  'GET /akhbars/:id': { params: articleParamsSchema, response: articleAnswerSchema },
  'POST /subscribes': { statuses: [200, 201], body: subscribeBodySchema, response: subscribeAnswerSchema },
  'POST /messages': { statuses: [201], body: messageBodySchema, response: contactMessageAnswerSchema },
  // the newsletter's links: confirm and the unsubscribe page redirect to the shop's page
  'GET /subscribes/confirm': { query: subscriberTokenQuerySchema, redirect: true },
  'GET /subscribes/unsubscribe': { query: subscriberTokenQuerySchema, redirect: true },
  'POST /subscribes/unsubscribe': { query: subscriberTokenQuerySchema, response: unsubscribeAnswerSchema },
  // reference
  'GET /countries': { response: countriesAnswerSchema },
  'GET /payment-types': { response: paymentTypesAnswerSchema },
  'GET /currency-rates': { response: currencyRatesAnswerSchema },
  'GET /shipping-destinations': { response: shippingDestinationsAnswerSchema },
  // client accounts
  'POST /register': { statuses: [201], body: registerBodySchema, response: emailAnswerSchema },
  'POST /client-activation': { body: activationBodySchema, response: activationAnswerSchema },
  'POST /client-resend-code': { body: resendCodeBodySchema, response: messageAnswerSchema },
  'POST /client-login': { body: loginBodySchema, response: loginAnswerSchema },
  'GET /check-client-login': { auth: 'client', response: sessionClientAnswerSchema },
  'POST /client-logout': { auth: 'client', response: messageAnswerSchema },
  'POST /client-email-check': { body: emailCheckBodySchema, response: emailAnswerSchema },
  'POST /client-change-password': { body: changePasswordBodySchema, response: messageAnswerSchema },
  'GET /clients/:id': { auth: 'client', params: clientParamsSchema, response: profileAnswerSchema },
  'PUT /clients/:id': {
    auth: 'client',
    params: clientParamsSchema,
    body: updateProfileBodySchema,
    response: profileUpdatedAnswerSchema,
  },
  'POST /client-deactivation-request': { auth: 'client', response: messageAnswerSchema },
  // orders and owned PDFs
  'POST /orders': {
    auth: 'client',
    statuses: [200, 201],
    body: createOrderBodySchema,
    response: orderPlacedAnswerSchema,
  },
  'POST /orders/quote': { body: orderQuoteBodySchema, response: orderQuoteAnswerSchema },
  'GET /orders': { auth: 'client', query: ordersQuerySchema, response: ordersAnswerSchema },
  'GET /orders/:id': { auth: 'client', params: orderParamsSchema, response: orderAnswerSchema },
  'GET /order-details': { auth: 'client', query: orderDetailsQuerySchema, response: orderLinesAnswerSchema },
  'POST /orders/:id/cancel': { auth: 'client', params: orderParamsSchema, response: orderAnswerSchema },
  'GET /orders/:id/invoice': {
    auth: 'client',
    params: orderParamsSchema,
    query: orderDocumentQuerySchema,
    file: 'application/pdf',
  },
  'GET /orders/:id/credit-note': {
    auth: 'client',
    params: orderParamsSchema,
    query: orderDocumentQuerySchema,
    file: 'application/pdf',
  },
  'GET /orders/:id/credit-notes/:number': {
    auth: 'client',
    params: creditNoteParamsSchema,
    query: orderDocumentQuerySchema,
    file: 'application/pdf',
  },
  'POST /orders/:id/checkout': { auth: 'client', params: orderParamsSchema, response: checkoutAnswerSchema },
  'GET /orders/:id/payment': { auth: 'client', params: orderParamsSchema, response: paymentAnswerSchema },
  'GET /client-pdf-books': {
    auth: 'client',
    query: clientPdfBooksQuerySchema,
    response: pdfOwnershipsAnswerSchema,
  },
  'GET /books/:id/download': { auth: 'client', params: bookParamsSchema, file: 'application/pdf' },
  // the in-shop reader's copy and place (decision 058)
  'GET /books/:id/read': { auth: 'client', params: bookParamsSchema, file: 'application/pdf' },
  'GET /books/:id/reading': { auth: 'client', params: bookParamsSchema, response: readingAnswerSchema },
  'PUT /books/:id/reading': {
    auth: 'client',
    params: bookParamsSchema,
    body: readingBodySchema,
    response: readingAnswerSchema,
  },
  // a look inside every book (decision 060)
  'GET /books/:id/sample': { params: bookParamsSchema, file: 'application/pdf' },
  // gifts (decision 055)
  'GET /gifts': { auth: 'client', query: giftsQuerySchema, response: giftsAnswerSchema },
  'POST /gifts/:id/resend': { auth: 'client', params: giftParamsSchema, response: giftAnswerSchema },
  'POST /gifts/claim': { auth: 'client', body: giftClaimBodySchema, response: giftClaimedAnswerSchema },
  // card payments: the provider's signed notices, and the sandbox's own test page
  'POST /payments/webhook/:provider': { params: webhookParamsSchema, response: webhookAnswerSchema },
  'GET /payments/sandbox/checkout/:session': { params: sandboxSessionParamsSchema, file: 'text/html' },
  'POST /payments/sandbox/checkout/:session/:choice': { params: sandboxChoiceParamsSchema, redirect: true },
  // push devices
  'GET /devices/vapid-public-key': { response: vapidKeyAnswerSchema },
  'POST /devices': { statuses: [200, 201], body: deviceBodySchema, response: deviceAnswerSchema },
  // staff console
  'POST /staff/login': { body: staffLoginBodySchema, response: staffLoginAnswerSchema },
  'POST /staff/login/code': { body: staffLoginCodeBodySchema, response: staffLoginCodeAnswerSchema },
  'GET /staff/me': { roles: ANY_STAFF, response: staffMeAnswerSchema },
  'POST /staff/logout': { roles: ANY_STAFF, response: staffMessageAnswerSchema },
  // a member's own sign-in security (every member, for themselves only)
  'GET /staff/security': { roles: ANY_STAFF, response: securityAnswerSchema },
  'POST /staff/security/two-factor/start': { roles: ANY_STAFF, response: twoFactorStartAnswerSchema },
  'POST /staff/security/two-factor/confirm': {
    roles: ANY_STAFF,
    body: twoFactorCodeBodySchema,
    response: recoveryCodesAnswerSchema,
  },
  'POST /staff/security/two-factor/disable': {
    roles: ANY_STAFF,
    body: twoFactorDisableBodySchema,
    response: securityMessageAnswerSchema,
  },
  'POST /staff/security/recovery-codes': {
    roles: ANY_STAFF,
    body: twoFactorCodeBodySchema,
    response: recoveryCodesAnswerSchema,
  },
  'GET /staff/sessions': { roles: ANY_STAFF, response: staffSessionsAnswerSchema },
  'POST /staff/sessions/:id/end': {
    roles: ANY_STAFF,
    params: staffSessionParamsSchema,
    response: sessionsEndedAnswerSchema,
  },
  'POST /staff/sessions/end-others': { roles: ANY_STAFF, response: sessionsEndedAnswerSchema },
  'GET /staff/dashboard': { roles: ANY_STAFF, response: dashboardAnswerSchema },
  'GET /staff/counts': { roles: ANY_STAFF, response: staffCountsAnswerSchema },
  'GET /staff/me/notifications': { roles: ANY_STAFF, response: notificationPrefsAnswerSchema },
  'PUT /staff/me/notifications': {
    roles: ANY_STAFF,
    body: notificationPrefsBodySchema,
    response: notificationPrefsSavedSchema,
  },
  'GET /staff/settings': { roles: ANY_STAFF, response: settingsAnswerSchema },
  'PUT /staff/settings': { roles: ADMIN_ROLES, body: settingsBodySchema, response: settingsSavedSchema },
  // books (every member reads; admins and editors write)
  'GET /staff/books': { roles: ANY_STAFF, query: staffBooksQuerySchema, response: staffBooksAnswerSchema },
  'POST /staff/books': {
    roles: CATALOG_ROLES,
    statuses: [201],
    body: staffBookCreateSchema,
    response: staffBookSavedSchema,
  },
  'POST /staff/books/bulk/preview': {
    roles: CATALOG_ROLES,
    body: bulkBooksBodySchema,
    response: bulkBooksAnswerSchema,
  },
  'POST /staff/books/bulk': {
    roles: CATALOG_ROLES,
    body: bulkBooksBodySchema,
    response: bulkBooksAnswerSchema,
  },
  'GET /staff/books/:id': {
    roles: ANY_STAFF,
    params: staffBookParamsSchema,
    response: staffBookAnswerSchema,
  },
  'PUT /staff/books/:id': {
    roles: CATALOG_ROLES,
    params: staffBookParamsSchema,
    body: staffBookUpdateSchema,
    response: staffBookSavedSchema,
  },
  'DELETE /staff/books/:id': {
    roles: CATALOG_ROLES,
    params: staffBookParamsSchema,
    response: staffBookDeletedSchema,
  },
  'POST /staff/books/:id/hide': {
    roles: CATALOG_ROLES,
    params: staffBookParamsSchema,
    response: staffBookSavedSchema,
  },
  'POST /staff/books/:id/show': {
    roles: CATALOG_ROLES,
    params: staffBookParamsSchema,
    response: staffBookSavedSchema,
  },
  'POST /staff/books/:id/stock': {
    roles: CATALOG_ROLES,
    params: staffBookParamsSchema,
    body: stockChangeBodySchema,
    response: stockChangeAnswerSchema,
  },
  // pre-orders and waiting lists (decision 056)
  'GET /staff/books/:id/preorder': {
    roles: CATALOG_ROLES,
    params: preorderParamsSchema,
    response: staffPreorderAnswerSchema,
  },
  'PUT /staff/books/:id/preorder': {
    roles: CATALOG_ROLES,
    params: preorderParamsSchema,
    body: preorderBodySchema,
    response: staffPreorderSavedSchema,
  },
  'POST /staff/books/:id/release': {
    roles: CATALOG_ROLES,
    params: preorderParamsSchema,
    response: staffPreorderSavedSchema,
  },
  'GET /staff/waitlists': {
    roles: CATALOG_ROLES,
    query: staffWaitlistsQuerySchema,
    response: staffWaitlistsAnswerSchema,
  },
  'GET /staff/books/:id/stock-changes': {
    roles: ANY_STAFF,
    params: staffBookParamsSchema,
    query: stockChangesQuerySchema,
    response: stockChangesAnswerSchema,
  },
  'POST /staff/books/:id/notify': {
    roles: NOTIFY_ROLES,
    params: staffBookParamsSchema,
    response: notifyAnswerSchema,
  },
  // staff members and the activity log (admin)
  'GET /staff/members': {
    roles: ADMIN_ROLES,
    query: staffMembersQuerySchema,
    response: staffMembersAnswerSchema,
  },
  'POST /staff/members': {
    roles: ADMIN_ROLES,
    statuses: [201],
    body: staffMemberCreateBodySchema,
    response: staffMemberWrittenAnswerSchema,
  },
  'GET /staff/members/:id': {
    roles: ADMIN_ROLES,
    params: staffMemberParamsSchema,
    response: staffMemberAnswerSchema,
  },
  'PUT /staff/members/:id': {
    roles: ADMIN_ROLES,
    params: staffMemberParamsSchema,
    body: staffMemberUpdateBodySchema,
    response: staffMemberWrittenAnswerSchema,
  },
  'POST /staff/members/:id/deactivate': {
    roles: ADMIN_ROLES,
    params: staffMemberParamsSchema,
    response: staffMemberWrittenAnswerSchema,
  },
  'POST /staff/members/:id/reactivate': {
    roles: ADMIN_ROLES,
    params: staffMemberParamsSchema,
    response: staffMemberWrittenAnswerSchema,
  },
  'POST /staff/members/:id/password': {
    roles: ADMIN_ROLES,
    params: staffMemberParamsSchema,
    body: staffPasswordBodySchema,
    response: staffMessageAnswerSchema,
  },
  'POST /staff/members/:id/two-factor/reset': {
    roles: ADMIN_ROLES,
    params: staffMemberParamsSchema,
    response: staffMemberWrittenAnswerSchema,
  },
  'GET /staff/activity': { roles: ADMIN_ROLES, query: activityQuerySchema, response: activityAnswerSchema },
  // orders, their documents, the mail outbox and the clients (admins and the orders role)
  'GET /staff/orders': {
    roles: ORDER_ROLES,
    query: staffOrdersQuerySchema,
    response: staffOrdersAnswerSchema,
  },
  'POST /staff/orders/bulk': {
    roles: ORDER_ROLES,
    body: bulkOrdersBodySchema,
    response: bulkOrdersAnswerSchema,
  },
  'POST /staff/orders/bulk/tracking': {
    roles: ORDER_ROLES,
    body: bulkTrackingBodySchema,
    response: bulkOrdersAnswerSchema,
  },
  'POST /staff/orders/documents': {
    roles: ORDER_ROLES,
    body: bulkDocumentsBodySchema,
    file: 'application/pdf',
  },
  'GET /staff/orders/export': { roles: ORDER_ROLES, query: ordersExportQuerySchema, file: 'text/csv' },
  'GET /staff/orders/:id': {
    roles: ORDER_ROLES,
    params: staffOrderParamsSchema,
    response: staffOrderAnswerSchema,
  },
  'POST /staff/orders/:id/status': {
    roles: ORDER_ROLES,
    params: staffOrderParamsSchema,
    body: orderStatusBodySchema,
    response: staffOrderSavedSchema,
  },
  'POST /staff/orders/:id/paid': {
    roles: ORDER_ROLES,
    params: staffOrderParamsSchema,
    response: staffOrderSavedSchema,
  },
  'POST /staff/orders/:id/refunds': {
    roles: ORDER_ROLES,
    params: staffOrderParamsSchema,
    body: partialRefundBodySchema,
    response: staffOrderSavedSchema,
  },
  'POST /staff/orders/:id/returns': {
    roles: ORDER_ROLES,
    params: staffOrderParamsSchema,
    body: orderReturnBodySchema,
    response: staffOrderSavedSchema,
  },
  'POST /staff/orders/:id/notes': {
    roles: ORDER_ROLES,
    params: staffOrderParamsSchema,
    body: orderNoteBodySchema,
    response: staffOrderSavedSchema,
  },
  'GET /staff/gifts': { roles: ORDER_ROLES, query: staffGiftsQuerySchema, response: staffGiftsAnswerSchema },
  'POST /staff/gifts/:id/resend': {
    roles: ORDER_ROLES,
    params: giftParamsSchema,
    response: staffGiftAnswerSchema,
  },
  'GET /staff/refunds': {
    roles: ORDER_ROLES,
    query: clientRefundsQuerySchema,
    response: clientRefundsAnswerSchema,
  },
  'GET /staff/orders/:id/invoice': {
    roles: ORDER_ROLES,
    params: staffOrderParamsSchema,
    query: orderDocumentQuerySchema,
    file: 'application/pdf',
  },
  'GET /staff/orders/:id/credit-note': {
    roles: ORDER_ROLES,
    params: staffOrderParamsSchema,
    query: orderDocumentQuerySchema,
    file: 'application/pdf',
  },
  'GET /staff/orders/:id/credit-notes/:number': {
    roles: ORDER_ROLES,
    params: creditNoteParamsSchema,
    query: orderDocumentQuerySchema,
    file: 'application/pdf',
  },
  'GET /staff/invoices': {
    roles: ORDER_ROLES,
    query: staffInvoicesQuerySchema,
    response: staffInvoicesAnswerSchema,
  },
  'GET /staff/invoices.csv': { roles: ORDER_ROLES, query: staffInvoicesCsvQuerySchema, file: 'text/csv' },
  'GET /staff/orders/:id/packing-slip': {
    roles: ORDER_ROLES,
    params: staffOrderParamsSchema,
    query: orderDocumentQuerySchema,
    file: 'application/pdf',
  },
  'GET /staff/mail': { roles: ORDER_ROLES, query: staffMailQuerySchema, response: staffMailAnswerSchema },
  'POST /staff/mail/:id/retry': {
    roles: ORDER_ROLES,
    params: staffMailParamsSchema,
    response: staffMailRetriedSchema,
  },
  'GET /staff/clients': {
    roles: ORDER_ROLES,
    query: staffClientsQuerySchema,
    response: staffClientsAnswerSchema,
  },
  'GET /staff/clients/:id': {
    roles: ORDER_ROLES,
    params: staffClientParamsSchema,
    response: staffClientAnswerSchema,
  },
  'POST /staff/clients/:id/activation-code': {
    roles: ORDER_ROLES,
    params: staffClientParamsSchema,
    response: staffClientSavedSchema,
  },
  'POST /staff/clients/:id/sessions/revoke': {
    roles: ORDER_ROLES,
    params: staffClientParamsSchema,
    response: staffClientSavedSchema,
  },
  'POST /staff/clients/:id/deactivate': {
    roles: ORDER_ROLES,
    params: staffClientParamsSchema,
    response: staffClientSavedSchema,
  },
  'POST /staff/clients/:id/reactivate': {
    roles: ORDER_ROLES,
    params: staffClientParamsSchema,
    response: staffClientSavedSchema,
  },
  'POST /staff/clients/:id/deactivation-request/dismiss': {
    roles: ORDER_ROLES,
    params: staffClientParamsSchema,
    response: staffClientSavedSchema,
  },
  'POST /staff/clients/:id/books/:bookId/downloads/reset': {
    roles: ORDER_ROLES,
    params: staffClientBookParamsSchema,
    response: staffClientSavedSchema,
  },
  // the contact inbox
  'GET /staff/messages': {
    roles: ORDER_ROLES,
    query: staffMessagesQuerySchema,
    response: staffContactMessagesAnswerSchema,
  },
  'GET /staff/messages/:id': {
    roles: ORDER_ROLES,
    params: staffMessageParamsSchema,
    response: staffContactMessageAnswerSchema,
  },
  'POST /staff/messages/:id/read': {
    roles: ORDER_ROLES,
    params: staffMessageParamsSchema,
    response: staffContactMessageSavedSchema,
  },
  'POST /staff/messages/:id/unread': {
    roles: ORDER_ROLES,
    params: staffMessageParamsSchema,
    response: staffContactMessageSavedSchema,
  },
  'POST /staff/messages/:id/reply': {
    roles: ORDER_ROLES,
    statuses: [201],
    params: staffMessageParamsSchema,
    body: contactReplyBodySchema,
    response: staffContactMessageSavedSchema,
  },
  // the newsletter
  'GET /staff/subscribers': {
    roles: NEWSLETTER_ROLES,
    query: staffSubscribersQuerySchema,
    response: staffSubscribersAnswerSchema,
  },
  'GET /staff/subscribers/export.csv': {
    roles: NEWSLETTER_ROLES,
    query: staffSubscribersQuerySchema,
    file: 'text/csv',
  },
  'DELETE /staff/subscribers/:id': {
    roles: NEWSLETTER_ROLES,
    params: newsletterParamsSchema,
    response: staffDeletedAnswerSchema,
  },
  'GET /staff/newsletters': {
    roles: NEWSLETTER_ROLES,
    query: staffNewslettersQuerySchema,
    response: staffNewslettersAnswerSchema,
  },
  'POST /staff/newsletters': {
    roles: NEWSLETTER_ROLES,
    statuses: [201],
    body: newsletterBodySchema,
    response: staffNewsletterSavedSchema,
  },
  'GET /staff/newsletters/:id': {
    roles: NEWSLETTER_ROLES,
    params: newsletterParamsSchema,
    response: staffNewsletterAnswerSchema,
  },
  'PUT /staff/newsletters/:id': {
    roles: NEWSLETTER_ROLES,
    params: newsletterParamsSchema,
    body: newsletterBodySchema,
    response: staffNewsletterSavedSchema,
  },
  'POST /staff/newsletters/:id/send': {
    roles: NEWSLETTER_ROLES,
    params: newsletterParamsSchema,
    response: staffNewsletterSavedSchema,
  },
  // uploads: multipart/form-data with one file in the field `file`
  'GET /staff/books/:id/files': {
    roles: ANY_STAFF,
    params: fileUploadParamsSchema,
    response: bookFilesAnswerSchema,
  },
  'POST /staff/books/:id/cover': {
    roles: CATALOG_ROLES,
    params: fileUploadParamsSchema,
    upload: true,
    response: coverUploadAnswerSchema,
  },
  'POST /staff/books/:id/pdf': {
    roles: CATALOG_ROLES,
    params: fileUploadParamsSchema,
    upload: true,
    response: bookPdfUploadAnswerSchema,
  },
  'POST /staff/uploads/cover': { roles: CATALOG_ROLES, upload: true, response: pendingUploadAnswerSchema },
  'POST /staff/uploads/pdf': { roles: CATALOG_ROLES, upload: true, response: pendingUploadAnswerSchema },
  'POST /staff/news/:id/image': {
    roles: CATALOG_ROLES,
    params: fileUploadParamsSchema,
    upload: true,
    response: imageUploadAnswerSchema,
  },
  'POST /staff/news/:id/pdf': {
    roles: CATALOG_ROLES,
    params: fileUploadParamsSchema,
    upload: true,
    response: pdfUploadAnswerSchema,
  },
  'POST /staff/kashkoul/:id/image': {
    roles: CATALOG_ROLES,
    params: fileUploadParamsSchema,
    upload: true,
    response: imageUploadAnswerSchema,
  },
  'POST /staff/kashkoul/:id/pdf': {
    roles: CATALOG_ROLES,
    params: fileUploadParamsSchema,
    upload: true,
    response: pdfUploadAnswerSchema,
  },
  'POST /staff/links/:id/image': {
    roles: CATALOG_ROLES,
    params: fileUploadParamsSchema,
    upload: true,
    response: imageUploadAnswerSchema,
  },
  // site pages and settings (every member reads; admins and editors write)
  'GET /staff/pages/privacy': { roles: ANY_STAFF, response: staffTermsAnswerSchema },
  'PUT /staff/pages/privacy': {
    roles: CATALOG_ROLES,
    body: staffTermsBodySchema,
    response: staffTermsSavedSchema,
  },
  'GET /staff/pages/contact': { roles: ANY_STAFF, response: staffContactAnswerSchema },
  'PUT /staff/pages/contact': {
    roles: CATALOG_ROLES,
    body: staffContactBodySchema,
    response: staffContactSavedSchema,
  },
  'GET /staff/pages/seo': { roles: ANY_STAFF, response: staffSeoAnswerSchema },
  'PUT /staff/pages/seo': { roles: CATALOG_ROLES, body: staffSeoBodySchema, response: staffSeoSavedSchema },
  'GET /staff/social-media': {
    roles: ANY_STAFF,
    query: staffSocialMediaQuerySchema,
    response: staffSocialMediaListSchema,
  },
  'POST /staff/social-media': {
    roles: CATALOG_ROLES,
    statuses: [201],
    body: staffSocialMediaBodySchema,
    response: staffSocialMediaSavedSchema,
  },
  'GET /staff/social-media/:id': {
    roles: ANY_STAFF,
    params: socialMediaParamsSchema,
    response: staffSocialMediaAnswerSchema,
  },
  'PUT /staff/social-media/:id': {
    roles: CATALOG_ROLES,
    params: socialMediaParamsSchema,
    body: staffSocialMediaUpdateSchema,
    response: staffSocialMediaSavedSchema,
  },
  'DELETE /staff/social-media/:id': {
    roles: CATALOG_ROLES,
    params: socialMediaParamsSchema,
    response: staffSocialMediaDeletedSchema,
  },
  // categories, writers and cover types (every member reads; admins and editors write)
  'GET /staff/categories': {
    roles: ANY_STAFF,
    query: staffCategoriesQuerySchema,
    response: staffCategoriesAnswerSchema,
  },
  'POST /staff/categories': {
    roles: CATALOG_ROLES,
    statuses: [201],
    body: staffCategoryBodySchema,
    response: staffCategorySavedSchema,
  },
  'GET /staff/categories/:id': {
    roles: ANY_STAFF,
    params: taxonomyParamsSchema,
    response: staffCategoryAnswerSchema,
  },
  'PUT /staff/categories/:id': {
    roles: CATALOG_ROLES,
    params: taxonomyParamsSchema,
    body: staffCategoryUpdateSchema,
    response: staffCategorySavedSchema,
  },
  'DELETE /staff/categories/:id': {
    roles: CATALOG_ROLES,
    params: taxonomyParamsSchema,
    response: staffDeletedAnswerSchema,
  },
  'GET /staff/writers': {
    roles: ANY_STAFF,
    query: staffNamedQuerySchema,
    response: staffNamedListAnswerSchema,
  },
  'POST /staff/writers': {
    roles: CATALOG_ROLES,
    statuses: [201],
    body: staffNamedBodySchema,
    response: staffNamedSavedSchema,
  },
  'GET /staff/writers/:id': {
    roles: ANY_STAFF,
    params: taxonomyParamsSchema,
    response: staffNamedAnswerSchema,
  },
  'PUT /staff/writers/:id': {
    roles: CATALOG_ROLES,
    params: taxonomyParamsSchema,
    body: staffNamedUpdateSchema,
    response: staffNamedSavedSchema,
  },
  'DELETE /staff/writers/:id': {
    roles: CATALOG_ROLES,
    params: taxonomyParamsSchema,
    response: staffDeletedAnswerSchema,
  },
  'GET /staff/cover-types': {
    roles: ANY_STAFF,
    query: staffNamedQuerySchema,
    response: staffNamedListAnswerSchema,
  },
  'POST /staff/cover-types': {
    roles: CATALOG_ROLES,
    statuses: [201],
    body: staffNamedBodySchema,
    response: staffNamedSavedSchema,
  },
  'GET /staff/cover-types/:id': {
    roles: ANY_STAFF,
    params: taxonomyParamsSchema,
    response: staffNamedAnswerSchema,
  },
  'PUT /staff/cover-types/:id': {
    roles: CATALOG_ROLES,
    params: taxonomyParamsSchema,
    body: staffNamedUpdateSchema,
    response: staffNamedSavedSchema,
  },
  'DELETE /staff/cover-types/:id': {
    roles: CATALOG_ROLES,
    params: taxonomyParamsSchema,
    response: staffDeletedAnswerSchema,
  },
  // news, Kashkoul, link types and links (every member reads; admins and editors write)
  'GET /staff/news': {
    roles: ANY_STAFF,
    query: staffArticlesQuerySchema,
    response: staffArticlesAnswerSchema,
  },
  'POST /staff/news': {
    roles: CATALOG_ROLES,
    statuses: [201],
    body: staffArticleBodySchema,
    response: staffArticleSavedSchema,
  },
  'GET /staff/news/:id': {
    roles: ANY_STAFF,
    params: contentParamsSchema,
    response: staffArticleAnswerSchema,
  },
  'PUT /staff/news/:id': {
    roles: CATALOG_ROLES,
    params: contentParamsSchema,
    body: staffArticleUpdateSchema,
    response: staffArticleSavedSchema,
  },
  'DELETE /staff/news/:id': {
    roles: CATALOG_ROLES,
    params: contentParamsSchema,
    response: staffDeletedAnswerSchema,
  },
  'GET /staff/kashkoul': {
    roles: ANY_STAFF,
    query: staffArticlesQuerySchema,
    response: staffArticlesAnswerSchema,
  },
  'POST /staff/kashkoul': {
    roles: CATALOG_ROLES,
    statuses: [201],
    body: staffArticleBodySchema,
    response: staffArticleSavedSchema,
  },
  'GET /staff/kashkoul/:id': {
    roles: ANY_STAFF,
    params: contentParamsSchema,
    response: staffArticleAnswerSchema,
  },
  'PUT /staff/kashkoul/:id': {
    roles: CATALOG_ROLES,
    params: contentParamsSchema,
    body: staffArticleUpdateSchema,
    response: staffArticleSavedSchema,
  },
  'DELETE /staff/kashkoul/:id': {
    roles: CATALOG_ROLES,
    params: contentParamsSchema,
    response: staffDeletedAnswerSchema,
  },
  'GET /staff/link-types': {
    roles: ANY_STAFF,
    query: staffLinkTypesQuerySchema,
    response: staffLinkTypesAnswerSchema,
  },
  'POST /staff/link-types': {
    roles: CATALOG_ROLES,
    statuses: [201],
    body: staffLinkTypeBodySchema,
    response: staffLinkTypeSavedSchema,
  },
  'GET /staff/link-types/:id': {
    roles: ANY_STAFF,
    params: contentParamsSchema,
    response: staffLinkTypeAnswerSchema,
  },
  'PUT /staff/link-types/:id': {
    roles: CATALOG_ROLES,
    params: contentParamsSchema,
    body: staffLinkTypeUpdateSchema,
    response: staffLinkTypeSavedSchema,
  },
  'DELETE /staff/link-types/:id': {
    roles: CATALOG_ROLES,
    params: contentParamsSchema,
    response: staffDeletedAnswerSchema,
  },
  'GET /staff/links': { roles: ANY_STAFF, query: staffLinksQuerySchema, response: staffLinksAnswerSchema },
  'POST /staff/links': {
    roles: CATALOG_ROLES,
    statuses: [201],
    body: staffLinkBodySchema,
    response: staffLinkSavedSchema,
  },
  'GET /staff/links/:id': { roles: ANY_STAFF, params: contentParamsSchema, response: staffLinkAnswerSchema },
  'PUT /staff/links/:id': {
    roles: CATALOG_ROLES,
    params: contentParamsSchema,
    body: staffLinkUpdateSchema,
    response: staffLinkSavedSchema,
  },
  'DELETE /staff/links/:id': {
    roles: CATALOG_ROLES,
    params: contentParamsSchema,
    response: staffDeletedAnswerSchema,
  },
  // shipping zones, tax rules and their settings (every member reads; admins write)
  'GET /staff/shipping-zones': {
    roles: ANY_STAFF,
    query: staffShippingZonesQuerySchema,
    response: staffShippingZonesAnswerSchema,
  },
  'POST /staff/shipping-zones': {
    roles: ADMIN_ROLES,
    statuses: [201],
    body: staffShippingZoneBodySchema,
    response: staffShippingZoneSavedSchema,
  },
  'GET /staff/shipping-zones/:id': {
    roles: ANY_STAFF,
    params: taxonomyParamsSchema,
    response: staffShippingZoneAnswerSchema,
  },
  'PUT /staff/shipping-zones/:id': {
    roles: ADMIN_ROLES,
    params: taxonomyParamsSchema,
    body: staffShippingZoneUpdateSchema,
    response: staffShippingZoneSavedSchema,
  },
  'DELETE /staff/shipping-zones/:id': {
    roles: ADMIN_ROLES,
    params: taxonomyParamsSchema,
    response: staffDeletedAnswerSchema,
  },
  'GET /staff/tax-rules': {
    roles: ANY_STAFF,
    query: staffTaxRulesQuerySchema,
    response: staffTaxRulesAnswerSchema,
  },
  'POST /staff/tax-rules': {
    roles: ADMIN_ROLES,
    statuses: [201],
    body: staffTaxRuleBodySchema,
    response: staffTaxRuleSavedSchema,
  },
  'GET /staff/tax-rules/:id': {
    roles: ANY_STAFF,
    params: taxonomyParamsSchema,
    response: staffTaxRuleAnswerSchema,
  },
  'PUT /staff/tax-rules/:id': {
    roles: ADMIN_ROLES,
    params: taxonomyParamsSchema,
    body: staffTaxRuleUpdateSchema,
    response: staffTaxRuleSavedSchema,
  },
  'DELETE /staff/tax-rules/:id': {
    roles: ADMIN_ROLES,
    params: taxonomyParamsSchema,
    response: staffDeletedAnswerSchema,
  },
  'GET /staff/sales': {
    roles: CATALOG_ROLES,
    query: staffSalesQuerySchema,
    response: staffSalesAnswerSchema,
  },
  'POST /staff/sales': {
    roles: CATALOG_ROLES,
    statuses: [201],
    body: staffSaleBodySchema,
    response: staffSaleSavedSchema,
  },
  'GET /staff/sales/:id': {
    roles: CATALOG_ROLES,
    params: taxonomyParamsSchema,
    response: staffSaleAnswerSchema,
  },
  'PUT /staff/sales/:id': {
    roles: CATALOG_ROLES,
    params: taxonomyParamsSchema,
    body: staffSaleUpdateSchema,
    response: staffSaleSavedSchema,
  },
  'POST /staff/sales/:id/end': {
    roles: CATALOG_ROLES,
    params: taxonomyParamsSchema,
    response: staffSaleSavedSchema,
  },
  'DELETE /staff/sales/:id': {
    roles: CATALOG_ROLES,
    params: taxonomyParamsSchema,
    response: staffDeletedAnswerSchema,
  },
  'GET /staff/coupons': {
    roles: ORDER_ROLES,
    query: staffCouponsQuerySchema,
    response: staffCouponsAnswerSchema,
  },
  'POST /staff/coupons': {
    roles: ADMIN_ROLES,
    statuses: [201],
    body: staffCouponBodySchema,
    response: staffCouponSavedSchema,
  },
  'GET /staff/coupons/:id': {
    roles: ORDER_ROLES,
    params: taxonomyParamsSchema,
    response: staffCouponAnswerSchema,
  },
  'PUT /staff/coupons/:id': {
    roles: ADMIN_ROLES,
    params: taxonomyParamsSchema,
    body: staffCouponUpdateSchema,
    response: staffCouponSavedSchema,
  },
  'GET /staff/shipping-settings': { roles: ANY_STAFF, response: shippingSettingsAnswerSchema },
  'PUT /staff/shipping-settings': {
    roles: ADMIN_ROLES,
    body: shippingSettingsBodySchema,
    response: shippingSettingsSavedSchema,
  },
  // the rates of the display currencies (every member reads; admins write)
  'GET /staff/currency-rates': { roles: ANY_STAFF, response: staffCurrencyRatesAnswerSchema },
  'PUT /staff/currency-rates/:code': {
    roles: ADMIN_ROLES,
    params: currencyParamsSchema,
    body: currencyRateBodySchema,
    response: staffCurrencyRateSavedSchema,
  },
  'GET /staff/invoice-settings': { roles: ANY_STAFF, response: invoiceSettingsAnswerSchema },
  'PUT /staff/invoice-settings': {
    roles: ADMIN_ROLES,
    body: invoiceSettingsBodySchema,
    response: invoiceSettingsSavedSchema,
  },
  // the catalogue as CSV
  'GET /staff/books/export.csv': { roles: ANY_STAFF, file: 'text/csv' },
  'POST /staff/books/import/preview': {
    roles: CATALOG_ROLES,
    upload: true,
    response: importPreviewAnswerSchema,
  },
  'POST /staff/books/import': { roles: CATALOG_ROLES, upload: true, response: importAnswerSchema },
} as const satisfies Record<string, EndpointEntry>;

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;

/* ---------- the types of a call, as the JSON and URL on the wire carry them ---------- */

/** A value of a path or query string, as a client may give it before it is written as text. */
export type QueryValue = string | number | boolean | null | undefined | Array<string | number>;

/**
 * What a path or query field accepts from a caller: the schema's input, where text may also be given
 * as a number (it is sent as its digits), and any text-like value where the schema coerces (its input
 * is `unknown`).
 */
type AsText<T> = unknown extends T
  ? QueryValue
  : T extends string
    ? string extends T
      ? string | number
      : T
    : T;
type TextFields<T> = { [Field in keyof T]: AsText<T[Field]> };

type ParamsPart<E> = E extends { params: infer S extends z.ZodType }
  ? { params: TextFields<z.input<S>> }
  : { params?: never };
type QueryPart<E> = E extends { query: infer S extends z.ZodType }
  ? // biome-ignore lint/complexity/noBannedTypes: an object whose fields are all optional
    {} extends TextFields<z.input<S>>
    ? { query?: TextFields<z.input<S>> }
    : { query: TextFields<z.input<S>> }
  : { query?: never };
/** A body is sent as JSON and parsed by its schema: its input type; an upload's is a FormData. */
type BodyPart<E> = E extends { upload: true }
  ? { body: FormData }
  : E extends { body: infer S extends z.ZodType }
    ? { body: z.input<S> }
    : { body?: never };

/** The parts of a request to endpoint K: `params`, `query` and `body` where its schemas have them. */
export type RequestOf<K extends EndpointKey> = ParamsPart<Endpoints[K]> &
  QueryPart<Endpoints[K]> &
  BodyPart<Endpoints[K]>;

/**
 * The 2xx answer of endpoint K. The server serialises answers through their schema (its output), and
 * the catalogue, which sends its answers as they are, returns their input; answer schemas have no
 * transforms, so both are the same JSON, and catalog/contract.test.ts checks the catalogue's. An
 * endpoint whose answer is a file, a page or a redirect has no JSON answer (`never`).
 */
export type AnswerOf<K extends EndpointKey> = z.output<
  Extract<Endpoints[K], { response: z.ZodType }>['response']
>;
