/* The console's people area (clients, members, security, messages, subscribers): what other areas use (the router reads screens.ts). */
export { useMembers } from './members/api.ts';
