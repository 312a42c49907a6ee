import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '#server/test/smtp.ts';
import { buildServer } from '../../scripts/build-server.mjs';

/*
 * The image as the Dockerfile makes it, without Docker: the runtime stage's COPY lines assembled into
 * a folder (the build stage's output built here), its production install made as its RUN line makes
 * it, then started with its CMD and ENV, on PostgreSQL. It serves /api/health; `npm start` and the
 * commands work there; TypeScript and the build tools are not installed. compose.yaml has no default
 * secret and pins PostgreSQL by major.minor.
 */

const run = promisify(execFile);
const project = process.cwd();
const dockerfile = readFileSync(path.join(project, 'Dockerfile'), 'utf8');
const compose = readFileSync(path.join(project, 'compose.yaml'), 'utf8');
const serverUrl = process.env.TEST_PG_URL ?? 'postgres://root@127.0.0.1:5432/postgres';

/** The runtime stage's instructions, continuation lines joined, comments left out. */
function runtimeStage() {
  const lines = dockerfile
    .replaceAll(/\\\n\s*/g, ' ')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'));
  const from = lines.findIndex((line) => /^FROM \S+ AS runtime$/.test(line));
  expect(from).toBeGreaterThan(0);
  return lines.slice(from + 1).map((line) => {
    const [instruction, ...rest] = line.trim().split(/\s+/);
    return { instruction, args: rest.join(' ') };
  });
}

const stage = runtimeStage();
const argsOf = (instruction: string) =>
  stage.filter((line) => line.instruction === instruction).map((line) => line.args);

const root = mkdtempSync(path.join(tmpdir(), 'bookshop-image-'));
const app = path.join(root, 'app');
const database = `bookshop_image_${randomBytes(4).toString('hex')}`;
let databaseUrl = '';
/** The build stage's /app: the server and the web app built into a folder of the project. */
const built = path.join(project, 'dist', `.image-${randomBytes(4).toString('hex')}`);

async function onServer(statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The image's ENV, its folders moved under this test's own. */
function imageEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const args of argsOf('ENV')) {
    for (const [, name, value] of args.matchAll(/(\w+)=(\S+)/g)) env[name] = value;
  }
  return { ...env, DATA_DIR: path.join(root, 'data'), WEB_DIST: path.join(app, 'dist', 'web') };
}

function start(command: string[], env: Record<string, string>) {
  const [program, ...args] = command;
  const child: ChildProcess = spawn(program === 'node' ? process.execPath : program, args, {
    cwd: app,
    env: { PATH: `${path.dirname(process.execPath)}:${process.env.PATH ?? ''}`, HOME: root, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

beforeAll(async () => {
  // The build stage's output, as `npm run build` makes it.
  await buildServer(path.join(built, 'server'));
  await run(process.execPath, [
    path.join(project, 'node_modules', 'vite', 'bin', 'vite.js'),
    'build',
    '--outDir',
    path.join(built, 'web'),
    '--logLevel',
    'warn',
  ]);
  // Each COPY of the runtime stage: from the build stage's /app, else from the project.
  mkdirSync(app, { recursive: true });
  for (const args of argsOf('COPY')) {
    const fromBuild = args.startsWith('--from=build ');
    const parts = args.replace(/^--from=build /, '').split(' ');
    const target = parts.pop() ?? '';
    for (const source of parts) {
      const from = fromBuild
        ? path.join(built, path.relative('/app/dist', source))
        : path.join(project, source);
      const to = target.endsWith('/')
        ? path.join(app, target, path.basename(source))
        : path.join(app, target);
      cpSync(from, to, { recursive: true });
    }
  }
  // The production install of its RUN line (the npm cache is left alone here).
  expect(argsOf('RUN')).toContain('npm ci --omit=dev --no-audit --no-fund && npm cache clean --force');
  await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: app });
  await onServer(`CREATE DATABASE ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  databaseUrl = url.toString();
}, 600_000);

afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  rmSync(built, { recursive: true, force: true });
  await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

const settings = () => ({
  DATABASE_URL: databaseUrl,
  PUBLIC_URL: 'https://shop.example',
  DEVICE_TOKEN_SECRET: 'device-token-secret-of-the-image-32-chars-long',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
});

describe('the image the Dockerfile makes', () => {
  it('holds no TypeScript and no build tools, and what `npm start` and the commands need', () => {
    for (const tool of [
      'typescript',
      '@typescript',
      'vite',
      'tsx',
      'esbuild',
      '@biomejs',
      'vitest',
      'react',
    ]) {
      expect(existsSync(path.join(app, 'node_modules', tool)), tool).toBe(false);
    }
    expect(existsSync(path.join(app, 'scripts', 'start.mjs'))).toBe(true);
    const scripts = JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8')).scripts as Record<
      string,
      string
    >;
    for (const name of ['start', 'db:migrate', 'db:backup', 'db:restore', 'storage:copy', 'staff:create']) {
      const file = /node (\S+\.m?js)/.exec(scripts[name])?.[1] ?? '';
      expect(existsSync(path.join(app, file)), `${name}: ${file}`).toBe(true);
    }
  });

  it('starts with its CMD and serves /api/health, then stops on SIGTERM', async () => {
    const command = JSON.parse(argsOf('CMD')[0]) as string[];
    expect(command).toEqual(['node', 'dist/server/main.js']);
    const port = await closedPort();
    const shop = start(command, { ...imageEnv(), ...settings(), PORT: String(port) });
    try {
      await expect
        .poll(
          async () => {
            if (shop.child.exitCode !== null) throw new Error(`the shop stopped:\n${shop.output()}`);
            return (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status;
          },
          { timeout: 150_000, interval: 250 },
        )
        .toBe(200);
      const page = await fetch(`http://127.0.0.1:${port}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
    } finally {
      shop.child.kill('SIGTERM');
    }
    expect(await shop.exited).toBe(0);
  });

  it('refuses a production start without DEVICE_TOKEN_SECRET or PUBLIC_URL, in one line, by `npm start`', async () => {
    for (const name of ['DEVICE_TOKEN_SECRET', 'PUBLIC_URL'] as const) {
      const { [name]: _, ...without } = settings();
      const shop = start(['npm', 'start', '--silent'], { ...imageEnv(), ...without, PORT: '0' });
      expect(await shop.exited, shop.output()).toBe(1);
      expect(shop.output().trim()).toBe(
        `Invalid configuration: ${name} is required when NODE_ENV=production`,
      );
    }
  });
});

describe('the image’s base and compose.yaml', () => {
  it('pins Node by digest and PostgreSQL by major.minor', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24\.\d+\.\d+-bookworm-slim@sha256:[0-9a-f]{64}$/m);
    for (const from of dockerfile.match(/^FROM .*$/gm) ?? [])
      expect(from).toMatch(/^FROM \$\{NODE_IMAGE\} AS /);
    expect(compose).toMatch(/^\s+image: postgres:\d+\.\d+$/m);
  });

  it('has no default secret: a missing one stops compose with a message naming it', () => {
    for (const name of ['POSTGRES_PASSWORD', 'DEVICE_TOKEN_SECRET', 'PUBLIC_URL']) {
      const uses = [...compose.matchAll(new RegExp(`\\$\\{${name}(:?[-?])?([^}]*)\\}`, 'g'))];
      expect(uses.length, name).toBeGreaterThan(0);
      for (const use of uses) {
        expect(use[1], name).toBe(':?');
        expect(use[2], name).toMatch(new RegExp(`^set ${name}, `));
      }
    }
    expect(compose).not.toContain('change-me');
  });
});
