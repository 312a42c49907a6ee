// Records platform-specific optional packages (other operating systems and CPUs) that
// `npm install` left out of package-lock.json because the registry in use does not carry
// them. Without these entries `npm ci` refuses the lock file as out of sync. The entries
// hold only name, version and platform, so npm skips them here and resolves them by
// version on the platforms that need them.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

// Platform hints taken from the package name: cli-darwin-arm64, oxide-linux-x64-musl, …
const osNames = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'netbsd',
  'openbsd',
  'sunos',
  'win32',
  'aix',
  'openharmony',
];
const cpuNames = [
  'arm64',
  'x64',
  'ia32',
  'arm',
  'loong64',
  'mips64el',
  'ppc64',
  'riscv64',
  's390x',
  'wasm32',
];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => osNames.includes(part));
  const cpu = parts.find((part) => cpuNames.includes(part));
  const libc = parts.includes('musl')
    ? 'musl'
    : parts.includes('gnu') && os === 'linux'
      ? 'glibc'
      : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path === '' ? 'node_modules' : `${path}/node_modules`;
    if (packages[`${base}/${name}`] || packages[`node_modules/${name}`]) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) continue;
    packages[`node_modules/${name}`] = {
      version: range.replace(/^[\^~=]/, ''),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform package(s) recorded`);
