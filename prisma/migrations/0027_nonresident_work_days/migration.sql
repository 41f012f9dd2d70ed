-- Days an employee works in a state in a calendar year as a nonresident (issue 30: nonresident work-day thresholds).
-- CreateTable
CREATE TABLE "NonresidentWorkDays" (
    "employeeId" TEXT NOT NULL,
    "state" VARCHAR(2) NOT NULL,
    "year" INTEGER NOT NULL,
    "days" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "NonresidentWorkDays_pkey" PRIMARY KEY ("employeeId","state","year")
);

-- AddForeignKey
ALTER TABLE "NonresidentWorkDays" ADD CONSTRAINT "NonresidentWorkDays_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;
