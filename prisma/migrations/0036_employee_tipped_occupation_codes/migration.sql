-- Issue 39: an employee's Treasury tipped occupation codes (up to two), printed in W-2 box 14b from 2026. Employees
-- stored before have none.
-- AlterTable
ALTER TABLE "Employee" ADD COLUMN "tippedOccupationCodes" TEXT[] DEFAULT ARRAY[]::TEXT[];
