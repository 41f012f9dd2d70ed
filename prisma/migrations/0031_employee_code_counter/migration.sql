-- Issue 29: the number of each company's last employee code, so that drawing a code (repositories/workers-sql.ts,
-- drawEmployeeCodeSql) reads one row instead of counting the company's employees under its row lock. No backfill:
-- a company's row is made at its first draw from its employee count.
-- CreateTable
CREATE TABLE "EmployeeCodeCounter" (
    "companyId" TEXT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "EmployeeCodeCounter_pkey" PRIMARY KEY ("companyId")
);

-- AddForeignKey
ALTER TABLE "EmployeeCodeCounter" ADD CONSTRAINT "EmployeeCodeCounter_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
