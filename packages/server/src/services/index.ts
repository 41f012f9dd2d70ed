import type { PrismaClient } from '@prisma/client';
import type { Config } from '../config';
import { FieldCipher } from '../lib/secrets';
import { CompanyService } from './companies';
import { ContractorService } from './contractors';
import type { ServiceContext } from './context';
import { EmployeeService } from './employees';
import { HealthService } from './health';
import { OperatorService } from './operator';
import { OrgService } from './org';

export interface Services {
  companies: CompanyService;
  employees: EmployeeService;
  contractors: ContractorService;
  org: OrgService;
  operator: OperatorService;
  health: HealthService;
}

export function createServices(deps: { prisma: PrismaClient; config: Config; databaseKind: 'postgres' | 'pglite'; now: () => Date }): Services {
  const ctx: ServiceContext = { ...deps, cipher: new FieldCipher(deps.config.encryptionKey), startedAt: deps.now() };
  return {
    companies: new CompanyService(ctx),
    employees: new EmployeeService(ctx),
    contractors: new ContractorService(ctx),
    org: new OrgService(ctx),
    operator: new OperatorService(ctx),
    health: new HealthService(ctx),
  };
}
