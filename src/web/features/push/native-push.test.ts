import type {
  ActionPerformed,
  PermissionStatus,
  PushNotificationSchema,
  RegistrationError,
  Token,
} from '@capacitor/push-notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionActions } from '#web/state/session.ts';
import { type Recorded, startApiServer } from '#web/test/api-server.ts';
import {
  type NativePushHandlers,
  PERMISSION_DENIED,
  type PushPlugin,
  startNativePush,
} from './native-push.ts';
import { startNativeShell } from './push-startup.ts';

/*
 * The native branch with @capacitor/push-notifications replaced at its interface: there is no phone
 * here. The fake answers permissions as scripted and, on register(), emits what a platform would.
 */

type Permission = PermissionStatus['receive'];
type Listener = (event: unknown) => unknown;

function fakePlugin(options: {
  permission: Permission;
  afterRequest?: Permission;
  onRegister?: { token: string } | { error: string } | { throws: string };
}) {
  const listeners = new Map<string, Listener[]>();
  const calls: string[] = [];
  const emit = async (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) await listener(payload);
  };
  const plugin: PushPlugin = {
    async checkPermissions() {
      calls.push('checkPermissions');
      return { receive: options.permission };
    },
    async requestPermissions() {
      calls.push('requestPermissions');
      return { receive: options.afterRequest ?? options.permission };
    },
    async register() {
      calls.push('register');
      const outcome = options.onRegister ?? { token: 'platform-token' };
      if ('throws' in outcome) throw new Error(outcome.throws);
      // The platform answers later, through the listeners.
      setTimeout(() => {
        if ('token' in outcome) void emit('registration', { value: outcome.token } satisfies Token);
        else void emit('registrationError', { error: outcome.error } satisfies RegistrationError);
      }, 5);
    },
    addListener: (async (event: string, listener: Listener) => {
      calls.push(`listen:${event}`);
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return { remove: async () => {} };
    }) as PushPlugin['addListener'],
    async removeAllListeners() {
      calls.push('removeAllListeners');
      listeners.clear();
    },
  };
  return { plugin, calls, emit };
}

function handlers(registerToken: NativePushHandlers['registerToken'] = async () => {}) {
  return {
    registerToken: vi.fn(registerToken),
    showToast: vi.fn<NativePushHandlers['showToast']>(),
    navigate: vi.fn<NativePushHandlers['navigate']>(),
    log: vi.fn<NativePushHandlers['log']>(),
  };
}

const notification = (data: unknown): PushNotificationSchema => ({
  id: 'n1',
  title: 'كتاب جديد',
  body: 'ديوان المتنبي',
  data,
});

describe('native push start-up (spec §4)', () => {
  it('registers at once when permission is already granted, listening before it registers', async () => {
    const { plugin, calls } = fakePlugin({ permission: 'granted', onRegister: { token: 'fcm-123' } });
    const on = handlers();
    await expect(startNativePush(plugin, on)).resolves.toBe(true);
    expect(on.registerToken).toHaveBeenCalledWith('fcm-123');
    expect(calls).not.toContain('requestPermissions');
    expect(calls.indexOf('register')).toBeGreaterThan(calls.indexOf('listen:registration'));
    expect(calls.indexOf('register')).toBeGreaterThan(
      calls.indexOf('listen:pushNotificationActionPerformed'),
    );
  });

  it.each<Permission>(['prompt', 'prompt-with-rationale'])(
    'asks when the state is %s, then registers',
    async (state) => {
      const { plugin, calls } = fakePlugin({ permission: state, afterRequest: 'granted' });
      const on = handlers();
      await expect(startNativePush(plugin, on)).resolves.toBe(true);
      expect(calls.slice(0, 2)).toEqual(['checkPermissions', 'requestPermissions']);
      expect(on.registerToken).toHaveBeenCalledWith('platform-token');
    },
  );

  it.each<[Permission, Permission | undefined]>([
    ['prompt', 'denied'],
    ['denied', undefined],
  ])("raises 'Client denied permissions!' and skips registration (%s → %s)", async (state, afterRequest) => {
    const { plugin, calls } = fakePlugin({ permission: state, afterRequest });
    const on = handlers();
    await expect(startNativePush(plugin, on)).rejects.toThrow(PERMISSION_DENIED);
    expect(PERMISSION_DENIED).toBe('Client denied permissions!');
    expect(calls).not.toContain('register');
    expect(calls.filter((call) => call.startsWith('listen:'))).toEqual([]);
    expect(calls.includes('requestPermissions')).toBe(state === 'prompt');
    expect(on.registerToken).not.toHaveBeenCalled();
  });

  it('logs push-token failures and yields false', async () => {
    const platformError = fakePlugin({
      permission: 'granted',
      onRegister: { error: 'SERVICE_NOT_AVAILABLE' },
    });
    const first = handlers();
    await expect(startNativePush(platformError.plugin, first)).resolves.toBe(false);
    expect(first.log).toHaveBeenCalledWith('Push token could not be obtained', {
      error: 'SERVICE_NOT_AVAILABLE',
    });
    expect(first.registerToken).not.toHaveBeenCalled();

    const refused = handlers(async () => Promise.reject(new Error('HTTP 503')));
    await expect(startNativePush(fakePlugin({ permission: 'granted' }).plugin, refused)).resolves.toBe(false);
    expect(refused.log).toHaveBeenCalledWith('Push token could not be registered', expect.any(Error));

    const throwing = handlers();
    const noFirebase = fakePlugin({
      permission: 'granted',
      onRegister: { throws: 'google-services.json missing' },
    });
    await expect(startNativePush(noFirebase.plugin, throwing)).resolves.toBe(false);
    expect(throwing.log).toHaveBeenCalledWith('Push registration failed', expect.any(Error));
  });

  it('shows a received notification as a toast with its title and body', async () => {
    const { plugin, emit } = fakePlugin({ permission: 'granted' });
    const on = handlers();
    await startNativePush(plugin, on);
    await emit('pushNotificationReceived', notification({ route: 'book-details', id: '7' }));
    expect(on.showToast).toHaveBeenCalledWith('كتاب جديد', 'ديوان المتنبي');
    expect(on.navigate).not.toHaveBeenCalled();
  });

  it('opens /{route}/{id} or /{route} when a notification or one of its actions is tapped', async () => {
    const { plugin, emit } = fakePlugin({ permission: 'granted' });
    const on = handlers();
    await startNativePush(plugin, on);
    const tap = (actionId: string, data: unknown): ActionPerformed => ({
      actionId,
      notification: notification(data),
    });
    await emit('pushNotificationActionPerformed', tap('tap', { route: 'book-details', id: 7 }));
    await emit('pushNotificationActionPerformed', tap('read', { route: 'al-akhbar' }));
    await emit('pushNotificationActionPerformed', tap('tap', { route: '../../etc', id: 1 }));
    await emit('pushNotificationActionPerformed', tap('tap', {}));
    expect(on.navigate.mock.calls).toEqual([['/book-details/7'], ['/al-akhbar']]);
  });
});

describe('native shell wiring', () => {
  let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
    sessionActions.signOut();
    vi.restoreAllMocks();
  });

  const devicePosts = () =>
    api?.requests.filter((r) => r.method === 'POST' && r.path === '/api/devices') ?? [];
  const waitForPosts = (count: number) =>
    vi.waitFor(() => expect(devicePosts()).toHaveLength(count), { timeout: 60_000 });

  it('registers the token with POST /devices, and again with the client id after login', async () => {
    api = await startApiServer((request: Recorded) =>
      request.path === '/api/devices' ? { status: 201, body: { data: {}, message: 'ok' } } : undefined,
    );
    const { plugin } = fakePlugin({ permission: 'granted', onRegister: { token: 'apns-token-1' } });
    const shell = startNativeShell({ plugin, platform: 'ios', showToast: vi.fn(), navigate: vi.fn() });
    await expect(shell.started).resolves.toBe(true);
    await waitForPosts(1);
    expect(devicePosts()[0].body).toMatchObject({ token: 'apns-token-1', type: 'ios', client_id: null });
    expect(devicePosts()[0].body).toHaveProperty('serial', expect.any(String));
    expect(devicePosts()[0].headers.authorization).toBeUndefined();

    sessionActions.signIn({ id: 42, token: 'session-token-abcdefgh', name: 'Huda' });
    await waitForPosts(2);
    expect(devicePosts()[1].body).toMatchObject({ token: 'apns-token-1', type: 'ios', client_id: 42 });
    expect(devicePosts()[1].headers.authorization).toBe('Bearer session-token-abcdefgh');
    sessionActions.update({ name: 'Huda A.' });
    sessionActions.signOut();
    await waitForPosts(3);
    expect(devicePosts()[2].body).toMatchObject({ client_id: null });
    shell.stop();
  });

  it('logs a denied permission and makes no call', async () => {
    api = await startApiServer();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { plugin } = fakePlugin({ permission: 'denied' });
    const shell = startNativeShell({ plugin, platform: 'android', showToast: vi.fn(), navigate: vi.fn() });
    await expect(shell.started).resolves.toBe(false);
    expect(errors).toHaveBeenCalledWith('Push notifications are off:', 'Client denied permissions!');
    expect(devicePosts()).toHaveLength(0);
    shell.stop();
  });
});
