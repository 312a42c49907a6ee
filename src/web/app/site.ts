/** Fixed facts about the shop that are not texts (texts live in the translations). */
export const site = {
  logo: '/logo.svg',
  seal: '/seal.svg',
  developerUrl: 'https://github.com/',
};
