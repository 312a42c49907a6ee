import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { closedPort } from './smtp.ts';

/*
 * Several API processes of the shop (the server as `npm start` runs it, from the sources) on one
 * PostgreSQL database, behind nginx from Debian as their load balancer, for tests of a shop grown past
 * one machine. Each process has a data folder of its own, as on separate machines.
 */

/** The demo accounts the seed makes (see db/seed/data/site.ts). */
export const DEMO_LOGINS = {
  client: { email: 'demo@example.com', password: 'demo-password-1' },
  staff: { email: 'staff@example.com', password: 'staff-password-1' },
};

// biome-ignore lint/suspicious/noExplicitAny: the answers are read as the injected ones are, by path
export type Json = Record<string, any>;

/** A JSON request to `base` (the balancer or one process), in English. */
export async function fleetApi(
  base: string,
  method: string,
  route: string,
  options: { token?: string; body?: unknown } = {},
) {
  const answer = await fetch(`${base}/api${route}`, {
    method,
    headers: {
      'accept-language': 'en',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await answer.text();
  return { status: answer.status, headers: answer.headers, json: (text ? JSON.parse(text) : {}) as Json };
}

type Process = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

export type Fleet = {
  /** The load balancer's address. */
  url: string;
  /** Each API process's own address. */
  processes: string[];
  databaseUrl: string;
  /** The payment type 'card' (the sandbox provider takes it). */
  cardPaymentTypeId: number;
  /** What each process has written to its standard output and error so far (its log lines). */
  output(): string[];
  close(): Promise<void>;
};

export type FleetOptions = {
  serverUrl: string;
  database: string;
  smtpUrl: string;
  processes: number;
  nginx: string;
  /** Settings every process gets besides the fleet's own (the storage's, say). */
  env?: Record<string, string>;
};

async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Starts one API process writing its log to `logFile`, as a service's log goes to a file or a journal:
 * never blocked by a reader that is slower than it (a pipe to this process would be, under load).
 */
function startProcess(env: Record<string, string>, logFile: string): Process {
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', HOME: tmpdir(), ...env },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''), exited };
}

/** Asks `check` every 100 ms until it answers true; throws `what` after `timeoutMs`. */
async function until(check: () => boolean | Promise<boolean>, what: () => string, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(what());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function serving(started: Process) {
  await until(
    () => {
      if (started.child.exitCode !== null) throw new Error(`exited before serving:\n${started.output()}`);
      return started.output().includes('Bookshop ready on');
    },
    () => `not serving after 5 minutes:\n${started.output()}`,
    300_000,
  );
}

function nginxConfig(folder: string, port: number, upstreams: number[]) {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  for (const name of temp) mkdirSync(path.join(folder, name), { recursive: true });
  return `user root;
worker_processes 1;
daemon off;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  ${temp.map((name) => `${name}_temp_path ${folder}/${name};`).join('\n  ')}
  upstream shop {
    ${upstreams.map((up) => `server 127.0.0.1:${up};`).join('\n    ')}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 300m;
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_request_buffering off;
    }
  }
}
`;
}

/** Creates the database, starts the processes at once (they migrate and seed in turn), then nginx. */
export async function startFleet(options: FleetOptions): Promise<Fleet> {
  await onServer(options.serverUrl, `CREATE DATABASE ${options.database}`);
  const url = new URL(options.serverUrl);
  url.pathname = `/${options.database}`;
  const databaseUrl = url.toString();
  const folder = mkdtempSync(path.join(tmpdir(), 'bookshop-fleet-'));
  const balancerPort = await closedPort();
  const ports: number[] = [];
  for (let i = 0; i < options.processes; i++) ports.push(await closedPort());
  const publicUrl = `http://127.0.0.1:${balancerPort}`;
  const processes = ports.map((port, i) =>
    startProcess(
      {
        NODE_ENV: 'development',
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: publicUrl,
        DATA_DIR: path.join(folder, `process-${i + 1}`),
        SMTP_URL: options.smtpUrl,
        MAIL_FROM: 'Bookshop <shop@fleet.example>',
        PAYMENT_PROVIDER: 'sandbox',
        TRUST_PROXY: 'true',
        // One secret for the devices staff and readers sign in from, as every process must share.
        DEVICE_TOKEN_SECRET: 'fleet-device-token-secret-of-at-least-32-characters',
        LOG_LEVEL: 'info',
        ...options.env,
      },
      path.join(folder, `process-${i + 1}.log`),
    ),
  );
  const conf = path.join(folder, 'nginx.conf');
  writeFileSync(conf, nginxConfig(folder, balancerPort, ports));
  const checked = spawnSync(options.nginx, ['-t', '-p', folder, '-c', conf], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx refuses its configuration: ${checked.stderr}`);
  let nginx: Process | undefined;
  try {
    for (const started of processes) await serving(started);
    nginx = spawnNginx(options.nginx, folder, conf);
    await until(
      async () => (await fetch(`${publicUrl}/api/health/ready`).catch(() => null))?.status === 200,
      () => `the balancer does not answer:\n${nginx?.output()}`,
      60_000,
    );
  } catch (error) {
    for (const started of processes) started.child.kill('SIGKILL');
    nginx?.child.kill('SIGKILL');
    throw error;
  }
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const card = await admin.query(`SELECT id FROM payment_types WHERE code = 'card'`);
  await admin.end();
  return {
    url: publicUrl,
    processes: ports.map((port) => `http://127.0.0.1:${port}`),
    databaseUrl,
    cardPaymentTypeId: card.rows[0].id as number,
    output: () => processes.map((started) => started.output()),
    async close() {
      nginx?.child.kill('SIGQUIT');
      for (const started of processes) started.child.kill('SIGTERM');
      await Promise.all([...processes, ...(nginx ? [nginx] : [])].map((started) => started.exited));
      rmSync(folder, { recursive: true, force: true });
      await onServer(options.serverUrl, `DROP DATABASE IF EXISTS ${options.database} WITH (FORCE)`);
    },
  };
}

function spawnNginx(program: string, folder: string, conf: string): Process {
  const child = spawn(program, ['-p', folder, '-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}
