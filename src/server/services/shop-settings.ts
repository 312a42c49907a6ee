import type { Db } from '#server/db/client.ts';
import type { Settings } from '#shared/contract/settings.ts';

/*
 * The settings staff change in the console, for modules that work by them (the download limit and
 * period of the orders module). The back office keeps them and answers `app.shopSettings`; no
 * module has to know the back office for it.
 */

export type ShopSettings = {
  /** Every setting, stored or default. */
  read(db: Db): Promise<Settings>;
};

declare module 'fastify' {
  interface FastifyInstance {
    shopSettings: ShopSettings;
  }
}
