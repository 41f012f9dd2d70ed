-- Issue 29: the employee code draw of migration 0032 found its employee with `"id" = p_employee AND "companyId" =
-- p_company`. PL/pgSQL keeps a generic plan of each statement per connection, and a plan made while the table was
-- small (a new database, a bench's new schema) used the ("companyId", "code") index and filtered on the id: every
-- draw then read all of the company's employees, twice (the check, and the code's UPDATE under the counter row's
-- lock), so a create grew with the company (0.85 ms per statement at 4,700 employees). Here each statement finds
-- the employee by its primary key only, the one plan possible whatever the statistics, and the company is compared
-- in the function.
CREATE OR REPLACE FUNCTION "draw_employee_code"(p_company TEXT, p_employee TEXT, p_event TEXT) RETURNS TEXT
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
