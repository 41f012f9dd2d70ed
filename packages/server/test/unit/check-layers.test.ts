// The dependency rule of packages/server/src (docs/architecture.md, "Layers"): scripts/check-layers.ts,
// run by `npm run check`. The tree follows it, and each rule refuses a planted import, naming file, line and import.
// The size rule ("File size"): no handwritten source file of packages/*/src over 500 lines, generated ones excepted.
// And no import circle ("No import circles"), type-only imports included.
import path from 'node:path';
import { checkCircles, checkSizes, checkTree, importCircles, lineCount, MAX_LINES, oversized, PACKAGES, SRC, violations } from '../../../../scripts/check-layers';

const at = (file: string) => path.join(SRC, file);

describe('check:layers', () => {
  it('passes on the tree as it is', () => {
    const { files, problems } = checkTree();
    expect(problems).toEqual([]);
    expect(files).toBeGreaterThan(200);
  });

  it.each([
    ['services/x.ts', "import type { RequestState } from '../http/context';", 'services/ must not type import'],
    ['services/payrolls/x.ts', "import { stateOf } from '../../http/context';", 'services/ must not import'],
    ['repositories/x.ts', "import { requireCompany } from '../services/scope';", 'repositories/ must not import'],
    ['core/x.ts', "import { newId } from '../repositories/events';", 'core/ must not import'],
    ['core/x.ts', "import { createLogger } from '../lib/logger';", 'core/ must not import'],
    ['domain/x.ts', "export { companyTx } from '../services/scope';", 'domain/ must not import'],
    ['documents/x.ts', "const s = require('../services');", 'documents/ must not import'],
    ['jobs/x.ts', "import { findCompanyById } from '../repositories/companies';", 'jobs/ must not import'],
    ['handlers/payrolls/x.ts', "import { createServices } from '../../services';", 'handlers/ must not import'],
    ['handlers/payrolls/x.ts', "import { notFound } from '../../core/errors';", 'handlers/ must not import'],
    ['services/x.ts', "import { Prisma } from '@prisma/client';", 'services/ must not import'],
    ['domain/x.ts', "import type { Company } from '@prisma/client';", 'domain/ must not type import'],
  ])('%s: refuses %s', (file, line, message) => {
    const problems = violations(at(file), `// planted\n${line}\n`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`packages/server/src/${file}:2: ${message} '`);
  });

  it.each([
    ['services/x.ts', "import type { Prisma } from '@prisma/client';"],
    ['services/x.ts', "import { type Prisma, type PrismaClient } from '@prisma/client';"],
    ['repositories/x.ts', "import { Prisma } from '@prisma/client';"],
    ['handlers/payrolls/x.ts', "import type { Services } from '../../services';"],
    ['handlers/payrolls/x.ts', "import { defineHandler } from '../../http/handler';"],
    ['http/x.ts', "import { companyTx } from '../services/scope';"],
    ['jobs/x.ts', "import type { Services } from '../services';"],
    ['services/x.ts', "import { DomainError } from '../core/errors';"],
  ])('%s: allows %s', (file, line) => {
    expect(violations(at(file), line)).toEqual([]);
  });
});

describe('check:layers, file size', () => {
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const x${i} = ${i};\n`).join('');

  it('passes on the tree as it is', () => {
    const { files, problems } = checkSizes();
    expect(problems).toEqual([]);
    expect(files).toBeGreaterThan(300);
  });

  it('counts lines as an editor numbers them', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a')).toBe(1);
    expect(lineCount('a\n')).toBe(1);
    expect(lineCount('a\nb')).toBe(2);
    expect(lineCount(lines(3))).toBe(3);
  });

  it(`allows ${MAX_LINES} lines and refuses ${MAX_LINES + 1}, naming the file and its count`, () => {
    const file = path.join(PACKAGES, 'server', 'src', 'http', 'x.ts');
    expect(oversized(file, lines(MAX_LINES))).toBeUndefined();
    expect(oversized(file, lines(MAX_LINES + 1))).toBe(`packages/server/src/http/x.ts: ${MAX_LINES + 1} lines (at most ${MAX_LINES}): split it by concern into sibling modules`);
    expect(oversized(path.join(PACKAGES, 'payroll-engine', 'src', 'x.ts'), lines(742))).toContain('packages/payroll-engine/src/x.ts: 742 lines');
  });

  it('exempts files under a generated folder', () => {
    expect(oversized(path.join(PACKAGES, 'server', 'src', 'generated', 'x.ts'), lines(2000))).toBeUndefined();
    expect(oversized(path.join(PACKAGES, 'api-types', 'src', 'generated', 'deep', 'x.ts'), lines(2000))).toBeUndefined();
  });
});

describe('check:layers, import circles', () => {
  it('passes on the tree as it is (the money services, the SQL readers and the state forms once had circles)', () => {
    const { files, problems } = checkCircles();
    expect(problems).toEqual([]);
    expect(files).toBeGreaterThan(200);
  });

  it('names a circle of two files, a type-only import included, along its cycle', () => {
    const circles = importCircles(
      new Map([
        [at('services/money/a.ts'), "import type { B } from '../payrolls/b';\nexport const a = 1;\n"],
        [at('services/payrolls/b.ts'), "import { a } from '../money/a';\nexport type B = number;\n"],
        [at('services/c.ts'), "import { a } from './money/a';\n"],
      ]),
    );
    expect(circles).toEqual(['packages/server/src/services/money/a.ts -> packages/server/src/services/payrolls/b.ts -> packages/server/src/services/money/a.ts']);
  });

  it('names a longer circle through a folder index, and finds none in a chain', () => {
    const circle = importCircles(
      new Map([
        [at('services/x/index.ts'), "export * from './y';\n"],
        [at('services/x/y.ts'), "import { z } from '../z';\n"],
        [at('services/z.ts'), "import { x } from './x';\n"],
      ]),
    );
    expect(circle).toEqual(['packages/server/src/services/x/index.ts -> packages/server/src/services/x/y.ts -> packages/server/src/services/z.ts -> packages/server/src/services/x/index.ts']);
    const chain = importCircles(
      new Map([
        [at('services/x/index.ts'), "export * from './y';\n"],
        [at('services/x/y.ts'), "import { z } from '../z';\n"],
        [at('services/z.ts'), 'export const z = 1;\n'],
      ]),
    );
    expect(chain).toEqual([]);
  });
});
