/**
 * Where the API and media live. A browser loads the shop from the server, so it is the page's own
 * origin (empty); the native shell carries the built pages inside the app, so it is built with
 * `VITE_SHOP_ORIGIN=https://shop.example` to reach the server.
 */
export const shopOrigin: string = String(import.meta.env.VITE_SHOP_ORIGIN ?? '').replace(/\/+$/, '');
