/** What the back office's mail routes say, in Arabic and English. */
export const mailAdminMessages = {
  notFound: { ar: 'لم يُعثر على هذه الرسالة', en: 'This mail was not found' },
  notFailed: {
    ar: 'لا تُعاد المحاولة إلا لرسالة تعذّر إرسالها',
    en: 'Only a mail that could not be sent can be tried again',
  },
  retried: {
    ar: 'ستُرسل الرسالة من جديد خلال لحظات',
    en: 'The mail will be sent again in a moment',
  },
};
