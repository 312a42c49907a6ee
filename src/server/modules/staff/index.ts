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
export { activeStaffOfRoles, staffMemberById } from './recipients.ts';
export { staffRoutes } from './routes.ts';
export { createStaffMember } from './service.ts';
export { type StaffAuth, staffAuthPlugin } from './sessions.ts';
