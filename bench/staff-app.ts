import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { createStaffMember } from '#server/modules/staff/index.ts';
import type { StaffRole } from '#shared/contract/staff.ts';

/**
 * The app on `database`, its files in a temporary folder, and the token of a staff member of `role`
 * signed in as the console signs in; `close()` ends the app and removes the folder.
 */
export async function staffBenchApp(database: Database, bench: string, role: StaffRole) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `bookshop-bench-${bench}-`));
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_ON_START: 'false' },
    {
      dataDir,
      mediaDir: path.join(dataDir, 'media'),
      filesDir: path.join(dataDir, 'files'),
      webDist: dataDir,
    },
  );
  const app = await buildApp({ config, database });
  const close = async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const email = `bench-${role}@staff.example.com`;
    const password = `bench-${bench}-secret`;
    await createStaffMember(database.db, { email, name: 'Bench', role, password });
    const login = await app.inject({ method: 'POST', url: '/api/staff/login', payload: { email, password } });
    return { app, token: login.json().data.token as string, close };
  } catch (error) {
    await close();
    throw error;
  }
}
