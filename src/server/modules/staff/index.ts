export { changedFields, listActivity } from './activity.ts';
export { staffNames } from './admin.ts';
export { activeStaffOfRoles, staffMemberById } from './recipients.ts';
export { refusedField, staffResource, staffSettings, without } from './resource.ts';
export { staffRoutes } from './routes.ts';
export { createStaffMember } from './service.ts';
export { staffAuthPlugin } from './sessions.ts';
export { type RecordActivity, staffWrite } from './write.ts';
