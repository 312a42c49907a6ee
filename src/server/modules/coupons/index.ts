export { createCoupon, findCoupon, listCoupons, updateCoupon } from './admin.ts';
export { couponMessages } from './messages.ts';
export { couponSubscribers } from './order-events.ts';
export { checkCoupon, recordCouponUse, takeCoupon } from './redeem.ts';
