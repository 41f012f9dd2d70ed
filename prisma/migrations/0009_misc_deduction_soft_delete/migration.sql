-- AlterTable
ALTER TABLE "MiscellaneousDeduction" ADD COLUMN     "deletedAt" TIMESTAMPTZ(3);
