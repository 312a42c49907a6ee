export { changedFields, listActivity } from './activity.ts';
export {
  addStaffMember,
  findStaffMember,
  listStaffMembers,
  memberFields,
  resetStaffTwoFactor,
  StaffRefusal,
  type StaffRefusalReason,
  setStaffActive,
  setStaffPassword,
  staffNames,
  updateStaffMember,
} from './admin.ts';
export { staffMessages } from './messages.ts';
export { activeStaffOfRoles, staffMemberById } from './recipients.ts';
export { staffRoutes } from './routes.ts';
export { createStaffMember, findStaffById } from './service.ts';
export {
  endOtherStaffSessions,
  endStaffSession,
  listStaffSessions,
  staffAuthPlugin,
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
export { type RecordActivity, staffWrite } from './write.ts';
