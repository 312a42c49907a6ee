export { createCoupon, findCoupon, listCoupons, updateCoupon } from './admin.ts';
export { type CouponRefusalReason, CouponRefused, couponMessages } from './messages.ts';
export {
  type AppliedCoupon,
  checkCoupon,
  recordCouponUse,
  releaseCouponUse,
  takeCoupon,
} from './redeem.ts';
