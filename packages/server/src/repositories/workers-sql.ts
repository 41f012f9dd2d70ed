// The statements of an employee's create on the driver (issue 29: onboarding a workforce through the API),
// in a transaction of repositories/sql-tx.ts (services/scope.ts companySqlTx). Rows are read as one JSON
// text each and mapped as Prisma returns them (repositories/sql.ts).
import type { Employee, Workplace } from '@prisma/client';
import { readRows, mapRow, textArray, type Columns, type SqlReader } from './sql';

const WORKPLACE_COLUMNS: Columns<Workplace> = {
  id: 'text', companyId: 'text', name: 'text', active: 'bool', street1: 'text', street2: 'text', city: 'text', zipcode: 'text', state: 'text',
  country: 'text', localities: 'json', createdAt: 'timestamptz', updatedAt: 'timestamptz',
};

const EMPLOYEE_COLUMNS: Columns<Employee> = {
  id: 'text', companyId: 'text', code: 'text', firstName: 'text', middleName: 'text', lastName: 'text', email: 'text', ssnEncrypted: 'text',
  ssnLastFour: 'text', ssnValidationStatus: 'enum', active: 'bool', formW2ElectronicConsent: 'bool', dateOfBirth: 'date', startDate: 'date',
  terminationDate: 'date', defaultPaymentMethod: 'enum', defaultNetPaySplitId: 'text', primaryWorkplaceId: 'text', departmentId: 'text',
  street1: 'text', street2: 'text', city: 'text', zipcode: 'text', state: 'text', country: 'text', residenceLocalities: 'json', tippedOccupationCodes: 'json',
  wageRate: 'decimal', wagePeriod: 'enum', flsaOvertimeExemptionStatus: 'enum', supplementalTaxMethod: 'enum', fullTimeHours: 'decimal',
  createdAt: 'timestamptz', updatedAt: 'timestamptz',
};

/** findWorkplaces (repositories/org.ts) as one statement: the company's workplaces among `ids`. */
export function findWorkplacesSql(sql: SqlReader, companyId: string, ids: string[]): Promise<Workplace[]> {
  return readRows(sql, 'Workplace', WORKPLACE_COLUMNS, 'WHERE t."companyId" = $1 AND t."id" = ANY ($2::text[])', [companyId, textArray(ids)]);
}

/** registeredJurisdictionsOf (repositories/local-taxes.ts) as one statement. */
export async function registeredJurisdictionsSql(sql: SqlReader, companyId: string): Promise<Set<string>> {
  const rows = await sql.rows('SELECT DISTINCT "jurisdiction" FROM "CompanyLocalTax" WHERE "companyId" = $1 AND "active"', [companyId]);
  return new Set(rows.map((r) => String(r.jurisdiction)));
}

/** The columns an employee's create writes (services/employees.ts); undefined: the column's default. */
export interface NewEmployee {
  id: string;
  companyId: string;
  firstName: string;
  middleName?: string | null;
  lastName: string;
  email?: string | null;
  ssnEncrypted?: string;
  ssnLastFour?: string;
  ssnValidationStatus?: string;
  active: boolean;
  formW2ElectronicConsent: boolean;
  dateOfBirth?: Date | null;
  startDate?: Date | null;
  terminationDate?: Date | null;
  defaultPaymentMethod: string;
  primaryWorkplaceId?: string | null;
  departmentId?: string | null;
  street1?: string | null;
  street2?: string | null;
  city?: string | null;
  zipcode?: string | null;
  state?: string | null;
  country?: string | null;
  residenceLocalities?: string[];
  tippedOccupationCodes?: string[];
  wageRate?: number | null;
  wagePeriod?: string | null;
  flsaOvertimeExemptionStatus?: string | null;
  supplementalTaxMethod?: string | null;
  fullTimeHours?: number | null;
}

const dateParam = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : null);

/**
 * A new employee on the driver, with a provisional code (`code`, unique in the
 * company: the employee's id), in one statement that also links its workplaces in the order given. The
 * code is drawn last (drawEmployeeCodeSql), so that the lock of the company's code counter row is held for as short a time as
 * possible. Returns the employee's row.
 */
export async function insertEmployeeSql(sql: SqlReader, data: NewEmployee & { code: string }, workplaceIds: string[]): Promise<Employee> {
  return (await insertEmployeeReadingAttributesSql(sql, data, workplaceIds)).employee;
}

/**
 * insertEmployeeSql, whose statement also reads the company's required attributes (the names of the required ones,
 * by createdAt and id): the answer to an employee's create needs them, and one statement is one round trip less.
 */
export async function insertEmployeeReadingAttributesSql(
  sql: SqlReader,
  data: NewEmployee & { code: string },
  workplaceIds: string[],
): Promise<{ employee: Employee; requiredAttributes: Array<{ name: string }> }> {
  const [result] = await sql.rows(
    `WITH e AS (INSERT INTO "Employee" ("id", "companyId", "code", "firstName", "middleName", "lastName", "email", "ssnEncrypted", "ssnLastFour",
  "ssnValidationStatus", "active", "formW2ElectronicConsent", "dateOfBirth", "startDate", "terminationDate", "defaultPaymentMethod",
  "primaryWorkplaceId", "departmentId", "street1", "street2", "city", "zipcode", "state", "country", "residenceLocalities", "wageRate",
  "wagePeriod", "flsaOvertimeExemptionStatus", "supplementalTaxMethod", "fullTimeHours", "tippedOccupationCodes")
  VALUES ($1, $2, $31, $3, $4, $5, $6, $7, $8,
  COALESCE($9::"SsnValidationStatus", 'Pending'), $10::boolean, $11::boolean, $12::date, $13::date, $14::date, $15::"PaymentMethod",
  $16, $17, $18, $19, $20, $21, $22, $23, COALESCE($24::text[], '{}'), $25::numeric,
  $26::"WagePeriod", $27::"FlsaOvertimeExemption", $28::"SupplementalTaxMethod", $29::numeric, COALESCE($32::text[], '{}'))
  RETURNING *),
l AS (INSERT INTO "EmployeeWorkplace" ("employeeId", "workplaceId") SELECT e."id", w."id" FROM e, unnest($30::text[]) WITH ORDINALITY AS w ("id", "n") ORDER BY w."n" RETURNING 1)
SELECT (SELECT (to_jsonb(e) || jsonb_build_object('wageRate', e."wageRate"::text, 'fullTimeHours', e."fullTimeHours"::text))::text FROM e) AS "row",
  (SELECT count(*) FROM l)::int AS "links",
  (SELECT coalesce(json_agg(a."name" ORDER BY a."createdAt", a."id"), '[]'::json)::text FROM "CompanyAttributeDefinition" a WHERE a."companyId" = $2 AND a."required") AS "requiredAttributes"`,
    [
      data.id,
      data.companyId,
      data.firstName,
      data.middleName ?? null,
      data.lastName,
      data.email ?? null,
      data.ssnEncrypted ?? null,
      data.ssnLastFour ?? null,
      data.ssnValidationStatus ?? null,
      data.active,
      data.formW2ElectronicConsent,
      dateParam(data.dateOfBirth),
      dateParam(data.startDate),
      dateParam(data.terminationDate),
      data.defaultPaymentMethod,
      data.primaryWorkplaceId ?? null,
      data.departmentId ?? null,
      data.street1 ?? null,
      data.street2 ?? null,
      data.city ?? null,
      data.zipcode ?? null,
      data.state ?? null,
      data.country ?? null,
      data.residenceLocalities ? textArray(data.residenceLocalities) : null,
      data.wageRate ?? null,
      data.wagePeriod ?? null,
      data.flsaOvertimeExemptionStatus ?? null,
      data.supplementalTaxMethod ?? null,
      data.fullTimeHours ?? null,
      textArray(workplaceIds),
      data.code,
      data.tippedOccupationCodes ? textArray(data.tippedOccupationCodes) : null,
    ],
  );
  return {
    employee: mapRow(EMPLOYEE_COLUMNS, JSON.parse(String(result.row)) as Record<string, unknown>),
    requiredAttributes: (JSON.parse(String(result.requiredAttributes)) as string[]).map((name) => ({ name })),
  };
}

/**
 * The employee's code (`E0001`, `E0002`, ...: the company's employee count, this new employee included), drawn by
 * the function of migration 0032 (`draw_employee_code`) under the lock of the company's
 * EmployeeCodeCounter row, held to the end of the transaction, so two creates in one company never draw the same
 * code, and an update that waited reads the counter as the draw before it committed it. The counter is one more
 * than the last draw's; the company's first draw makes it from its employee count (this employee included). Every
 * employee is inserted here, so the counter stays the count without counting the company's employees at each
 * draw (which grew with the company). The lock is the counter row's, not the company row's: every employee and
 * event insert holds a KEY SHARE lock on its company's row (the foreign key), and a lock of the draw on that same
 * row made sixteen concurrent creates share its lockers, at about three times PostgreSQL's CPU of the write (issue
 * 29). The same call sets the code on the employee (inserted with a provisional code) and, when `eventId` names
 * the event of its creation, in that event's data. Returns the code.
 */
export async function drawEmployeeCodeSql(sql: SqlReader, companyId: string, employeeId: string, eventId: string | null): Promise<string> {
  const params = [companyId, employeeId, eventId];
  // On a PostgreSQL connection the draw and the commit go in one round trip: the lock is then held for the draw
  // and the commit only, not for another exchange with this process (rowsThenCommit). A draw that fails (no such
  // employee) stops the COMMIT sent with it, and the transaction rolls back, as a throw would.
  const [result] = sql.rowsThenCommit ? await sql.rowsThenCommit([DRAW_CODE], params) : await sql.rows(DRAW_CODE, params);
  if (typeof result?.code !== 'string') throw new Error(`employee ${employeeId} of company ${companyId} was not found to draw its code`);
  return result.code;
}

/**
 * The draw itself is a function (migration 0032): PL/pgSQL plans its statements once per connection; sent
 * as text with COMMIT, a statement of their size was parsed and planned at every create, inside the lock.
 */
const DRAW_CODE = 'SELECT "draw_employee_code"($1, $2, $3) AS "code"';
