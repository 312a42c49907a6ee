export {
  addStaffMember,
  findStaffMember,
  listStaffMembers,
  memberFields,
  StaffRefusal,
  type StaffRefusalReason,
  setStaffActive,
  setStaffPassword,
  staffNames,
  updateStaffMember,
} from './admin.ts';
export { staffRoutes } from './routes.ts';
export { createStaffMember } from './service.ts';
export { type StaffAuth, staffAuthPlugin } from './sessions.ts';
export { staffMessages } from './messages.ts';
export { findStaffById } from './service.ts';
export {
  endOtherStaffSessions,
  endStaffSession,
  listStaffSessions,
  needsTwoFactorSetup,
} from './sessions.ts';
export {
  checkSecondFactor,
  confirmTwoFactor,
  disableTwoFactor,
  renewRecoveryCodes,
  secretKey,
  startTwoFactor,
  twoFactorState,
  wrongCode,
} from './two-factor.ts';
