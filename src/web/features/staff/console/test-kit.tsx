import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, onTestFinished, vi } from 'vitest';
import { signedInStaff } from '#server/modules/staff/testing.ts';
import { createTestApp, type TestAppOptions, type TestContext } from '#server/test/harness.ts';
import type { CreateOrderBody } from '#shared/contract/orders.ts';
import type { StaffRole } from '#shared/contract/staff.ts';
import { apiConfig } from '#web/api/client.ts';
import { renderPage } from '#web/test/render.tsx';
import StaffPage from '../StaffPage.tsx';

/* Test support of the console's screens: the real API on a port of its own, members signed in. */

/**
 * The whole API for this file's tests, listening on a free port, with the web client pointed at it
 * before them and back after them. Read its fields inside tests and hooks.
 */
export function setUpConsoleApi(
  overrides: Parameters<typeof createTestApp>[0] = {},
  options: TestAppOptions = {},
): TestContext {
  const handle = {} as TestContext;
  let previousBase = '';
  beforeAll(async () => {
    Object.assign(handle, await createTestApp(overrides, options));
    await handle.app.listen({ host: '127.0.0.1', port: 0 });
    previousBase = apiConfig.base;
    apiConfig.base = `http://127.0.0.1:${(handle.app.server.address() as AddressInfo).port}/api`;
  });
  afterAll(async () => {
    apiConfig.base = previousBase;
    // A page of the last test may still hold a request open (the console's live changes): cut it.
    const closing = handle.close?.();
    handle.app.server.closeAllConnections();
    await closing;
  });
  return handle;
}

/** A new member of `role`, signed in to the console of this browser (its local storage `staff`). */
export async function signedInAs(t: TestContext, role: StaffRole) {
  const member = await signedInStaff(t, role);
  localStorage.setItem(
    'staff',
    JSON.stringify({ token: member.token, id: member.id, name: member.name, email: member.email, role }),
  );
  return member;
}

/** The console at `path`, as the app's route table mounts it. */
export const consolePage = (path = '/staff') => renderPage(path, { '/staff/*': StaffPage });

/** An order the reader signed in with `token` places in the shop; its number. */
export async function placedOrder(t: TestContext, token: string, body: CreateOrderBody) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

/** The files the browser is handed (saved through a link to a blob) in this test: each one's name and bytes. */
export function savedFiles() {
  const saved: { name: string; bytes: Promise<ArrayBuffer> }[] = [];
  const blobs: Blob[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    click.mockRestore();
  });
  URL.createObjectURL = vi.fn((blob: Blob) => `blob:${blobs.push(blob)}`);
  URL.revokeObjectURL = vi.fn();
  click.mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs[Number(this.href.split(':')[1]) - 1];
    saved.push({ name: this.download, bytes: blob.arrayBuffer() });
  });
  return saved;
}
