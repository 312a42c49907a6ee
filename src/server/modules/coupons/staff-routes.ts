import type { FastifyPluginAsync } from 'fastify';
import { staffResource, without } from '#server/modules/staff/index.ts';
import { createCoupon, findCoupon, listCoupons, updateCoupon } from './admin.ts';
import { couponMessages as m } from './messages.ts';

/**
 * The back office's coupon codes (decision 054): the orders desk and admins see each code with its
 * uses and the revenue of its orders; admins add and change codes (`active: false` deactivates one),
 * each change in the activity log.
 */
export const couponsAdminRoutes: FastifyPluginAsync = async (app) => {
  staffResource(app, {
    path: '/staff/coupons',
    entity: 'coupon',
    topic: null,
    notFound: m.notFound,
    logged: without('id', 'uses', 'revenue', 'discount_given'),
    list: {
      summary: 'Coupon codes with their uses, the revenue of their orders and the discount given',
      run: (db, query) => listCoupons(db, query),
    },
    find: { summary: 'One coupon code with its uses and revenue', run: findCoupon },
    create: {
      summary: 'Add a coupon code (admin); 422 for a code another coupon has, whatever its case',
      run: (tx, body) => createCoupon(tx, body),
      message: m.created,
    },
    update: {
      summary:
        'Change a coupon code (admin); missing fields stay as they are, `active: false` deactivates it',
      run: (tx, id, body) => updateCoupon(tx, id, body),
      message: m.saved,
    },
  });
};
