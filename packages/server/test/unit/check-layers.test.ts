// The dependency rule of packages/server/src (docs/architecture.md, "Layers"): scripts/check-layers.ts,
// run by `npm run check`. The tree follows it, and each rule refuses a planted import, naming file, line and import.
import path from 'node:path';
import { checkTree, SRC, violations } from '../../../../scripts/check-layers';

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
