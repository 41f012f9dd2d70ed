// scripts/test-groups.js (docs/testing.md, "Groups"): every test file of a grouped folder runs in exactly one
// group, the group files on disk are the ones the script names, and which runs are grouped.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const groups = require('../test-groups.js') as {
  GROUPED: ReadonlyArray<{ tier: string; dir: string; groups: number }>;
  DEFAULT_SECONDS: number;
  membersOf(dir: string): string[];
  filesOf(dir: string): string[];
  runsAlone(file: string): boolean;
  groupsOf(folder: { tier: string; dir: string; groups: number }, durations?: Record<string, number>): Array<{ seconds: number; files: string[] }>;
  groupFilesOf(folder: { tier: string; dir: string; groups: number }): string[];
  groupedRun(argv: string[], env: Record<string, string | undefined>): boolean;
  wholeSuiteRun(argv: string[], env: Record<string, string | undefined>): boolean;
  ignoredFor(folder: { tier: string; dir: string; groups: number }, grouped: boolean): string[];
};
const root = join(__dirname, '..', '..');

describe('test groups', () => {
  it.each(groups.GROUPED.map((f) => [f.tier, f] as const))('%s: every test file of the folder is in exactly one group, and the group files on disk are the named ones', (_tier, folder) => {
    const members = groups.membersOf(folder.dir);
    expect(members.length).toBeGreaterThan(folder.groups);
    const placed = groups.groupsOf(folder).flatMap((g) => g.files);
    expect([...placed].sort()).toEqual(members);
    expect(new Set(placed).size).toBe(placed.length);
    const onDisk = readdirSync(join(root, folder.dir, 'groups')).map((name) => `${folder.dir}/groups/${name}`).sort();
    expect(onDisk).toEqual([...groups.groupFilesOf(folder)].sort());
    for (const file of groups.groupFilesOf(folder)) expect(existsSync(join(root, file))).toBe(true);
  });

  it('spreads the files by their durations: the longest first, into the group with the least so far; an unmeasured file counts as DEFAULT_SECONDS', () => {
    const folder = { tier: 'http', dir: 'packages/server/test/http', groups: 3 };
    const members = groups.membersOf(folder.dir);
    const durations: Record<string, number> = {};
    members.forEach((m, i) => (durations[m] = i === 0 ? 100 : 1));
    const spread = groups.groupsOf(folder, durations);
    // The 100-s file alone in its group; the others share the two other groups evenly (within one file).
    const alone = spread.find((g) => g.files.includes(members[0]))!;
    expect(alone.files).toEqual([members[0]]);
    const rest = spread.filter((g) => g !== alone).map((g) => g.files.length);
    expect(Math.abs(rest[0] - rest[1])).toBeLessThanOrEqual(1);
    expect(rest[0] + rest[1]).toBe(members.length - 1);
    // The same table, the same groups.
    expect(groups.groupsOf(folder, durations)).toEqual(spread);
    const unmeasured = groups.groupsOf(folder, {});
    expect(unmeasured.reduce((s, g) => s + g.seconds, 0)).toBeCloseTo(members.length * groups.DEFAULT_SECONDS, 5);
  });

  it.each([
    [[], true],
    [['--selectProjects', 'http'], true],
    [['--json', '--outputFile', '/tmp/jest.json'], true],
    [['-t', 'payroll'], true],
    [['packages/server/test/http/payrolls.test.ts'], false],
    [['--selectProjects', 'http', '--', 'payrolls'], false],
    [['--testPathPatterns', 'payrolls'], false],
    [['--findRelatedTests', 'packages/server/src/app.ts'], false],
  ] as const)('jest %j is grouped: %s', (argv, expected) => {
    expect(groups.groupedRun([...argv], {})).toBe(expected);
  });

  it('TEST_GROUPS decides it either way; the whole suite is a grouped run choosing no project or test name', () => {
    expect(groups.groupedRun(['payrolls'], { TEST_GROUPS: '1' })).toBe(true);
    expect(groups.groupedRun([], { TEST_GROUPS: '0' })).toBe(false);
    expect(groups.wholeSuiteRun([], {})).toBe(true);
    expect(groups.wholeSuiteRun(['--json', '--outputFile=/tmp/x.json'], {})).toBe(true);
    expect(groups.wholeSuiteRun(['--selectProjects', 'unit'], {})).toBe(false);
    expect(groups.wholeSuiteRun(['-t', 'x'], {})).toBe(false);
    expect(groups.wholeSuiteRun(['payrolls'], {})).toBe(false);
  });

  it('a file that says it runs alone is in no group, and a grouped run runs it as a file (the engine tax year installers)', () => {
    const alone = groups.GROUPED.flatMap((f) => groups.filesOf(f.dir).filter((file) => groups.runsAlone(file)).map((file) => [f, file] as const));
    expect(alone.map(([, file]) => file)).toEqual(expect.arrayContaining(['packages/server/test/unit/tax-data.test.ts', 'packages/server/test/service/tax-data-install.test.ts']));
    for (const [folder, file] of alone) {
      expect(groups.groupsOf(folder).flatMap((g) => g.files)).not.toContain(file);
      expect(groups.ignoredFor(folder, true).some((p) => new RegExp(p).test(join(root, file)))).toBe(false);
    }
  });

  it('a grouped run ignores the files (their groups run them); a run of files ignores the groups', () => {
    const folder = groups.GROUPED.find((f) => f.tier === 'http')!;
    const member = join(root, groups.membersOf(folder.dir)[0]);
    const group = join(root, groups.groupFilesOf(folder)[0]);
    const matches = (patterns: string[], path: string) => patterns.some((p) => new RegExp(p).test(path));
    expect(matches(groups.ignoredFor(folder, true), member)).toBe(true);
    expect(matches(groups.ignoredFor(folder, true), group)).toBe(false);
    expect(matches(groups.ignoredFor(folder, false), member)).toBe(false);
    expect(matches(groups.ignoredFor(folder, false), group)).toBe(true);
  });
});
