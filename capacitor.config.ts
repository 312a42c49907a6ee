import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native shell (spec §1): Android and iOS apps that carry the built single page (`dist/web`) and
 * register the device for push notifications. Build the page with VITE_SHOP_ORIGIN set to the shop's
 * public address first (README, 'Mobile apps'): the shell's pages do not come from the server.
 */
const config: CapacitorConfig = {
  appId: process.env.CAP_APP_ID ?? 'com.arabbookhouse.shop',
  appName: 'دار الكتاب العربي',
  webDir: 'dist/web',
  // Android serves the pages from https://localhost and iOS from capacitor://localhost: the server's
  // CORS_ORIGINS lets both call the API.
  server: { androidScheme: 'https' },
  plugins: {
    PushNotifications: {
      // A message that arrives while the app is open is shown as a toast by the page (spec §4), not by the system.
      presentationOptions: [],
    },
  },
};

export default config;
