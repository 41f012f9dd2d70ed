// What the tax coverage of a company reads (services/tax-coverage.ts): a page of its employees with the places
// their taxes follow (residence state and localities, primary and assigned workplaces).
import type { Db } from './db';

export interface EmployeeTaxPlaces {
  id: string;
  state: string | null;
  residenceLocalities: string[];
  primaryWorkplaceId: string | null;
  workplaceIds: string[];
}

/** A page of the company's employees, oldest first (creation time, then id), and their total. */
export async function employeeTaxPlacesPage(db: Db, companyId: string, skip: number, take: number): Promise<{ total: number; rows: EmployeeTaxPlaces[] }> {
  const where = { companyId };
  const [total, rows] = await Promise.all([
    db.employee.count({ where }),
    db.employee.findMany({
      where,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      skip,
      take,
      select: { id: true, state: true, residenceLocalities: true, primaryWorkplaceId: true, workplaces: { select: { workplaceId: true } } },
    }),
  ]);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      state: r.state,
      residenceLocalities: r.residenceLocalities ?? [],
      primaryWorkplaceId: r.primaryWorkplaceId,
      workplaceIds: r.workplaces.map((w) => w.workplaceId),
    })),
  };
}
