// One process at a time on an embedded database folder. PGlite runs PostgreSQL inside this process with no
// postmaster to coordinate with another one: two processes (or two opens in one process) writing the same
// folder corrupt it. The lock is a file beside the folder (`<folder>.lock`) holding the owner's pid, made
// with O_EXCL; a lock whose process is gone (a crash, a kill -9) is taken over. README, "Running it".
import fs from 'node:fs';

const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Thrown when another live process (or this one) has the folder open. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database at ${dataDir} is in use by process ${pid}${pid === process.pid ? ' (this one)' : ''}. ` +
        'Stop it first: two processes on one embedded database would corrupt it. (Use PostgreSQL, DATABASE_URL=postgresql://..., to run several processes.)',
    );
    this.name = 'DataDirInUseError';
  }
}

/** Takes the folder's lock, or throws DataDirInUseError; returns the release (idempotent). */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  if (held.has(lockPath)) throw new DataDirInUseError(dataDir, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      held.add(lockPath);
      const release = () => {
        if (!held.delete(lockPath)) return;
        process.removeListener('exit', release);
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
      if (Number.isInteger(owner) && owner > 0 && alive(owner)) throw new DataDirInUseError(dataDir, owner);
      // Stale: its process is gone. Remove it and try once more (another starter may win the race: then EEXIST again names it).
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirInUseError(dataDir, Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10));
}
