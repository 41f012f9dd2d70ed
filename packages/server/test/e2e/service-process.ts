// The service started the way a user starts it: its own process (`node --import tsx packages/server/src/server.ts`),
// configured only by the environment. Shared by the end-to-end suites. Node loads tsx itself rather than
// through tsx's command line, which would add a process that relays signals: on SIGTERM it waits 30 ms for
// the service to answer before killing it, and on a loaded machine the service (exit 0) lost that race (143).
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export const root = join(__dirname, '..', '..', '..', '..');
/** `node --import tsx`: TypeScript run as tsx runs it, in one process. */
export const tsxArgs = ['--import', 'tsx'];

import { freePort } from '@payroll/test-support';

export { freePort };

/** Runs `node --import tsx <args>` from the repository root to its end. */
export function runTsx(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string; out: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...tsxArgs, ...args], { cwd: root, env });
    let stdout = '';
    let stderr = '';
    let out = '';
    child.stdout.on('data', (d) => ((stdout += d), (out += d)));
    child.stderr.on('data', (d) => ((stderr += d), (out += d)));
    child.on('exit', (code) => resolve({ code, stdout, stderr, out, ms: Date.now() - started }));
  });
}

export interface ServiceProcess {
  child: ChildProcess;
  port: number;
  /** `http://localhost:<port>/v1` (or 127.0.0.1 when asked). */
  baseUrl: string;
  /** Everything the process printed so far (stdout and stderr). */
  logs(): string;
  /** Resolves once the logs satisfy `done` (checked at each output), fails after `timeoutMs`. */
  untilLogged(done: (logs: string) => boolean, timeoutMs?: number): Promise<void>;
  /** SIGTERM, then the exit code (null when killed by a signal). */
  stop(): Promise<number | null>;
}

/** Starts the service with `env` (PORT is chosen here) and waits for its "listening" banner. */
export async function startService(env: NodeJS.ProcessEnv, options: { host?: string; timeoutMs?: number } = {}): Promise<ServiceProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...tsxArgs, 'packages/server/src/server.ts'], { cwd: root, env: { ...env, NODE_OPTIONS: '', PORT: String(port) } });
  let logs = '';
  const waiters = new Set<() => void>();
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${logs}`)), options.timeoutMs ?? 90_000);
    const onData = (d: Buffer) => {
      logs += d;
      for (const check of waiters) check();
      if (logs.includes('npm run operator -- create-partner')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${logs}`));
    });
  });
  child.removeAllListeners('exit');
  return {
    child,
    port,
    baseUrl: `http://${options.host ?? 'localhost'}:${port}/v1`,
    logs: () => logs,
    untilLogged: (done, timeoutMs = 10_000) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`the expected output did not come within ${timeoutMs} ms:\n${logs}`));
        }, timeoutMs);
        const check = () => {
          if (!done(logs)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      }),
    stop: () =>
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve(child.exitCode)
        : new Promise((resolve) => {
            child.on('exit', (code) => resolve(code));
            child.kill('SIGTERM');
          }),
  };
}
