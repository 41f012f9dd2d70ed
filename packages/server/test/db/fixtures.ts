// Shared steps of the database tests, run against PGlite and against PostgreSQL.
import { randomBytes } from 'node:crypto';
import { Prisma } from '@prisma/client';
import type { Database } from '../../src/db/database';

const suffix = (): string => randomBytes(6).toString('hex');

/** Creates a partner, a company and two employees; returns what was read back. */
export async function createCompanyAndEmployees(db: Database) {
  const { prisma } = db;
  const partner = await prisma.partner.create({ data: { id: `par_${suffix()}`, name: 'Partner One' } });
  const company = await prisma.company.create({
    data: {
      id: `com_${suffix()}`,
      partnerId: partner.id,
      legalName: 'Acme Payroll LLC',
      email: 'ops@acme.example',
      timekeepingCode: `TK${suffix()}`,
      legalType: 'LimitedLiabilityCompany',
      industry: 'ScientificAndTechnicalServices',
      street1: '500 Market Street',
      city: 'San Francisco',
      zipcode: '94105',
      state: 'CA',
      country: 'US',
      startDate: new Date('2026-01-15'),
      payFrequency: 'Weekly',
      completedItems: ['signatory_agreements'],
    },
  });
  const employee = await prisma.employee.create({
    data: {
      id: `emp_${suffix()}`,
      companyId: company.id,
      code: 'E0001',
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: new Date('1990-12-10'),
      startDate: new Date('2026-02-01'),
      wageRate: new Prisma.Decimal('0.1').plus('0.2'), // exactly 0.3, unlike 0.1 + 0.2 in binary floating point
      wagePeriod: 'Hourly',
      flsaOvertimeExemptionStatus: 'NonExempt',
      supplementalTaxMethod: 'Flat',
      fullTimeHours: '37.50',
    },
  });
  await prisma.employee.create({
    data: {
      id: `emp_${suffix()}`,
      companyId: company.id,
      code: 'E0002',
      firstName: 'Grace',
      lastName: 'Hopper',
      wageRate: '123456789.1234', // Decimal(14,4): up to 10 digits before the point, 4 after
      wagePeriod: 'Annually',
    },
  });
  const readCompany = await prisma.company.findUniqueOrThrow({ where: { id: company.id } });
  const readEmployee = await prisma.employee.findUniqueOrThrow({ where: { id: employee.id } });
  const sum = await prisma.employee.aggregate({ where: { companyId: company.id }, _sum: { wageRate: true } });
  const page = await prisma.employee.findMany({
    where: { companyId: company.id },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return { company: readCompany, employee: readEmployee, wageSum: sum._sum.wageRate, page };
}

/** The assertions both databases must satisfy. */
export function expectExactValues(result: Awaited<ReturnType<typeof createCompanyAndEmployees>>): void {
  const { company, employee, wageSum, page } = result;
  expect(company.status).toBe('Active');
  expect(company.legalType).toBe('LimitedLiabilityCompany');
  expect(company.processingPeriod).toBe('FourDay');
  expect(company.w2DeliveryMethod).toBe('PrintAndMailAll');
  expect(company.payrollActivated).toBe(false);
  expect(company.completedItems).toEqual(['signatory_agreements']);
  expect(company.startDate?.toISOString().slice(0, 10)).toBe('2026-01-15');
  expect(company.createdAt).toBeInstanceOf(Date);
  expect(Math.abs(company.createdAt.getTime() - Date.now())).toBeLessThan(60_000);

  expect(employee.wageRate).toBeInstanceOf(Prisma.Decimal);
  expect(employee.wageRate?.toFixed(4)).toBe('0.3000');
  expect(employee.wageRate?.equals('0.3')).toBe(true);
  expect(employee.fullTimeHours?.toString()).toBe('37.5');
  expect(employee.ssnValidationStatus).toBe('Pending');
  expect(employee.defaultPaymentMethod).toBe('DirectDeposit');
  expect(employee.dateOfBirth?.toISOString().slice(0, 10)).toBe('1990-12-10');
  expect(wageSum?.toFixed(4)).toBe('123456789.4234');
  expect(page.map((e) => e.code)).toEqual(['E0001', 'E0002']);
}

/** Unique and foreign-key violations surface as Prisma's P2002 and P2003, and a failed interactive transaction leaves nothing. */
export async function expectUniqueViolationAndRollback(db: Database): Promise<void> {
  const { prisma } = db;
  const partner = await prisma.partner.create({ data: { id: `par_${suffix()}`, name: 'Partner Two' } });
  const hash = randomBytes(32).toString('hex');
  const key = { kind: 'Partner' as const, ownerId: partner.id, prefix: 'pk_test', hash };
  await prisma.apiKey.create({ data: { id: `key_${suffix()}`, ...key } });
  const duplicate = prisma.apiKey.create({ data: { id: `key_${suffix()}`, ...key } });
  await expect(duplicate).rejects.toMatchObject({ code: 'P2002' });
  await expect(duplicate).rejects.toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
  const orphan = prisma.corporation.create({ data: { id: `cor_${suffix()}`, partnerId: 'par_missing', name: 'Orphan' } });
  await expect(orphan).rejects.toMatchObject({ code: 'P2003' });

  const eventId = `evt_${suffix()}`;
  await expect(
    prisma.$transaction(async (tx) => {
      await tx.event.create({
        data: { id: eventId, type: 'partner.updated', partnerId: partner.id, resourceType: 'partner', resourceId: partner.id, data: {} },
      });
      throw new Error('abort');
    }),
  ).rejects.toThrow('abort');
  expect(await prisma.event.findUnique({ where: { id: eventId } })).toBeNull();
}
