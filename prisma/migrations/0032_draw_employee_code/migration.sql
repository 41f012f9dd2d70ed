-- Issue 29: an employee's code drawn by one function call (repositories/workers-sql.ts, drawEmployeeCodeSql), whose
-- statements PL/pgSQL plans once per connection: sent as text with COMMIT (one round trip), a draw statement of
-- this size was parsed and planned at every create, inside the lock that serialises a company's creates.
-- That lock is the company's EmployeeCodeCounter row's, not the Company row's: every employee (and event) insert
-- takes a KEY SHARE lock on its company's row (the foreign key), and a FOR NO KEY UPDATE lock on that same row
-- made each create's lock and every concurrent insert's foreign-key check share the row's lockers (multixacts),
-- at about three times PostgreSQL's CPU of the write with sixteen creates of one company at once. No foreign key
-- points to the counter row. The first draw of a company makes the row from its employee count; a second first
-- draw at the same time waits on that row's insert (the primary key) and counts on from it.
-- Each statement finds the employee by its primary key alone, and the company is compared in the function:
-- PL/pgSQL keeps a generic plan of each statement per connection, and with `"id" = p_employee AND "companyId" =
-- p_company` the plan made while the table was small (a new database, a bench's new schema) used the
-- ("companyId", "code") index and filtered on the id, so every draw read all of the company's employees, twice,
-- once under the counter row's lock (0.85 ms per statement at 4,700 employees, growing with the company).
CREATE FUNCTION "draw_employee_code"(p_company TEXT, p_employee TEXT, p_event TEXT) RETURNS TEXT
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  n BIGINT;
  drawn TEXT;
  owner TEXT;
BEGIN
  SELECT "companyId" INTO owner FROM "Employee" WHERE "id" = p_employee;
  IF owner IS DISTINCT FROM p_company THEN
    RAISE EXCEPTION 'employee % of company % was not found to draw its code', p_employee, p_company;
  END IF;
  -- The counter row's lock, held to the end of the transaction: two creates of one company never draw together,
  -- and an update that waited for another draw reads the row as that draw committed it.
  UPDATE "EmployeeCodeCounter" SET "count" = "count" + 1 WHERE "companyId" = p_company RETURNING "count" INTO n;
  IF NOT FOUND THEN
    -- The company's first draw: its employee count, this employee included.
    INSERT INTO "EmployeeCodeCounter" AS k ("companyId", "count")
      VALUES (p_company, (SELECT count(*) FROM "Employee" WHERE "companyId" = p_company))
      ON CONFLICT ("companyId") DO UPDATE SET "count" = k."count" + 1
      RETURNING k."count" INTO n;
  END IF;
  drawn := 'E' || CASE WHEN length(n::text) >= 4 THEN n::text ELSE lpad(n::text, 4, '0') END;
  -- The primary key only: the employee was found in this company above, in this transaction.
  UPDATE "Employee" SET "code" = drawn WHERE "id" = p_employee;
  IF p_event IS NOT NULL THEN
    UPDATE "Event" SET "data" = jsonb_set("data", '{code}', to_jsonb(drawn)) WHERE "id" = p_event;
  END IF;
  RETURN drawn;
END
$$;
