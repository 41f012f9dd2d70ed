// Child processes and ports for the tests that run real commands (the e2e suites, the designer's loop, the
// packages installed as a stranger would, the client README, the webhook receiver's port).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface ProcessRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `command args` in `cwd` with exactly `env`, to its end: its exit code and what it printed. */
export function runProcess(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<ProcessRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
