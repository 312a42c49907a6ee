import { type ChildProcess, fork } from 'node:child_process';

/*
 * Servers a benchmark measures run in a process of their own, so that the load generator or Lighthouse
 * does not share their event loop: forked from a script that reports what it listens on over IPC, its
 * first message, and stops when sent 'stop'.
 */

/** Forks `script` with `env` added and resolves with its first message (e.g. its ports). */
export function forkServer<T>(
  script: string,
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; ready: T }> {
  const child = fork(script, { env: { ...process.env, ...env } });
  return new Promise((resolve, reject) => {
    child.once('message', (ready) => resolve({ child, ready: ready as T }));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

/** Asks a forked server to stop, and kills it when it has not within 5 s. */
export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.send('stop');
  });
}
