/* Push notifications' public surface: the app starts them and offers the button to switch them on. */
export { usePushNotifications } from './usePushNotifications.ts';
