import { loadConfig } from '#server/config.ts';
import { openDatabaseOrExit } from '#server/db/command.ts';
import { createStaffMember, staffProblem } from './service.ts';

/**
 * `STAFF_PASSWORD=… npm run staff:create -- <email> <name> <role>`: adds a member of the staff console.
 * The password comes from the environment so that it stays out of the shell history and `ps`.
 */
const [email = '', name = '', role = ''] = process.argv.slice(2);
const input = { email, name, role, password: process.env.STAFF_PASSWORD ?? '' };
const problem = staffProblem(input);
if (problem) {
  console.error(`Cannot create the staff member: ${problem}.`);
  console.error(
    'Usage: STAFF_PASSWORD=<at least 10 characters> npm run staff:create -- <email> <name> <role>',
  );
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabaseOrExit(config);
try {
  await database.migrate();
  const member = await createStaffMember(database.db, input);
  if (member) {
    console.log(`Staff member ${member.id} created: ${member.email} (${member.role}).`);
  } else {
    console.error(`${email.trim().toLowerCase()} is already a staff member; nothing changed.`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
