export { couponSubscribers } from './order-events.ts';
export { checkCoupon, recordCouponUse, takeCoupon } from './redeem.ts';
export { couponsAdminRoutes } from './staff-routes.ts';
