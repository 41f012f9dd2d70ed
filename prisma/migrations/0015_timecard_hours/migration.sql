-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "timeZone" TEXT,
ADD COLUMN     "workweekStartDay" TEXT NOT NULL DEFAULT 'Monday';

-- AlterTable
ALTER TABLE "Payroll" ADD COLUMN     "timecardHours" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "PayrollEmployeeItem" ADD COLUMN     "timecardIds" JSONB NOT NULL DEFAULT '[]';
