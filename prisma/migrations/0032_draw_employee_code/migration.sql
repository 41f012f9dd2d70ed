-- Issue 29: an employee's code drawn by one function call (repositories/workers-sql.ts, drawEmployeeCodeSql), whose
-- statements PL/pgSQL plans once per connection: sent as text with COMMIT (one round trip), the draw's five-part
-- statement was parsed and planned at every create, inside the company's row lock (about 2 ms of the lock's hold).
-- Each statement of a VOLATILE function reads with a snapshot of its own (READ COMMITTED), so the counter read
-- after the lock sees every draw committed while this one waited, as the separate statements did.
CREATE FUNCTION "draw_employee_code"(p_company TEXT, p_employee TEXT, p_event TEXT) RETURNS TEXT
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  n BIGINT;
  drawn TEXT;
BEGIN
  -- The company's row lock, held to the end of the transaction: two creates of one company never draw together.
  -- FOR NO KEY UPDATE does not wait for the KEY SHARE lock another create's insert holds on the row.
  PERFORM 1 FROM "Company" WHERE "id" = p_company FOR NO KEY UPDATE;
  PERFORM 1 FROM "Employee" WHERE "id" = p_employee AND "companyId" = p_company;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'employee % of company % was not found to draw its code', p_employee, p_company;
  END IF;
  UPDATE "EmployeeCodeCounter" SET "count" = "count" + 1 WHERE "companyId" = p_company RETURNING "count" INTO n;
  IF NOT FOUND THEN
    -- The company's first draw: its employee count, this employee included.
    SELECT count(*) INTO n FROM "Employee" WHERE "companyId" = p_company;
    INSERT INTO "EmployeeCodeCounter" ("companyId", "count") VALUES (p_company, n);
  END IF;
  drawn := 'E' || CASE WHEN length(n::text) >= 4 THEN n::text ELSE lpad(n::text, 4, '0') END;
  UPDATE "Employee" SET "code" = drawn WHERE "id" = p_employee AND "companyId" = p_company;
  IF p_event IS NOT NULL THEN
    UPDATE "Event" SET "data" = jsonb_set("data", '{code}', to_jsonb(drawn)) WHERE "id" = p_event;
  END IF;
  RETURN drawn;
END
$$;
