// One process at a time on an embedded database folder (db/data-dir-lock.ts): a second open (another process,
// or this one again) is refused with an error naming the holder; a lock left by a process that is gone is
// taken over; closing releases it. The folders hold the migrated template (no initdb): the lock is the point here.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { openDatabase } from '../../src/db/database';
import { DataDirInUseError } from '../../src/db/data-dir-lock';
import { pgliteFolderFromTemplate } from '@payroll/test-support';

const vmModules = typeof (vm as unknown as { SourceTextModule?: unknown }).SourceTextModule === 'function';
const describePglite = vmModules ? describe : describe.skip;

describePglite('the embedded database folder lock', () => {
  // One folder for both tests, filled once (each fill starts a PGlite, about 2 s of CPU): each test leaves it
  // closed, so the lock file is gone for the next (the first test checks that).
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payroll-lock-'));
    await pgliteFolderFromTemplate(path.join(dir, 'db'));
  }, 60000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses a second open while the first is open, and opens again once it is closed', async () => {
    const url = `file:${path.join(dir, 'db')}`;
    const first = await openDatabase(url);
    expect(fs.readFileSync(`${path.join(dir, 'db')}.lock`, 'utf8')).toBe(String(process.pid));
    await expect(openDatabase(url)).rejects.toThrow(DataDirInUseError);
    await expect(openDatabase(url)).rejects.toThrow(`is in use by process ${process.pid} (this one)`);
    await first.close();
    expect(fs.existsSync(`${path.join(dir, 'db')}.lock`)).toBe(false);
    const again = await openDatabase(url);
    await again.close();
  }, 60000);

  it('refuses a folder another live process holds, naming it; takes over the lock of a process that is gone', async () => {
    const folder = path.join(dir, 'db');
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      fs.writeFileSync(`${folder}.lock`, String(holder.pid));
      await expect(openDatabase(`file:${folder}`)).rejects.toThrow(`is in use by process ${holder.pid}. Stop it first`);
    } finally {
      holder.kill('SIGKILL');
    }
    // A process that has exited: its pid no longer runs.
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    fs.writeFileSync(`${folder}.lock`, gone);
    const db = await openDatabase(`file:${folder}`);
    expect(fs.readFileSync(`${folder}.lock`, 'utf8')).toBe(String(process.pid));
    await db.close();
  }, 60000);
});
