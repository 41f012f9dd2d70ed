import type { HandlerModule } from '../http/handler';
import createCompany from './companies/createCompany';
import getCompany from './companies/getCompany';
import listCompanies from './companies/listCompanies';
import updateCompany from './companies/updateCompany';
import createContractor from './contractors/createContractor';
import getContractor from './contractors/getContractor';
import listContractors from './contractors/listContractors';
import updateContractor from './contractors/updateContractor';
import getCorporation from './corporations/getCorporation';
import createDepartment from './departments/createDepartment';
import getDepartment from './departments/getDepartment';
import listDepartments from './departments/listDepartments';
import updateDepartment from './departments/updateDepartment';
import createEmployee from './employees/createEmployee';
import getEmployee from './employees/getEmployee';
import listEmployees from './employees/listEmployees';
import updateEmployee from './employees/updateEmployee';
import getHealth from './health/getHealth';
import operatorCreateApiKey from './operator/operatorCreateApiKey';
import operatorCreateCorporation from './operator/operatorCreateCorporation';
import operatorCreatePartner from './operator/operatorCreatePartner';
import operatorRevokeApiKey from './operator/operatorRevokeApiKey';
import createWorkplace from './workplaces/createWorkplace';
import getWorkplace from './workplaces/getWorkplace';
import listWorkplaces from './workplaces/listWorkplaces';
import updateWorkplace from './workplaces/updateWorkplace';
export { notImplementedOperations } from './not-implemented';

/** One module per implemented operation; everything else is listed in ./not-implemented. */
export const handlerModules: HandlerModule[] = [
  createCompany as unknown as HandlerModule,
  getCompany as unknown as HandlerModule,
  listCompanies as unknown as HandlerModule,
  updateCompany as unknown as HandlerModule,
  createContractor as unknown as HandlerModule,
  getContractor as unknown as HandlerModule,
  listContractors as unknown as HandlerModule,
  updateContractor as unknown as HandlerModule,
  getCorporation as unknown as HandlerModule,
  createDepartment as unknown as HandlerModule,
  getDepartment as unknown as HandlerModule,
  listDepartments as unknown as HandlerModule,
  updateDepartment as unknown as HandlerModule,
  createEmployee as unknown as HandlerModule,
  getEmployee as unknown as HandlerModule,
  listEmployees as unknown as HandlerModule,
  updateEmployee as unknown as HandlerModule,
  getHealth as unknown as HandlerModule,
  operatorCreateApiKey as unknown as HandlerModule,
  operatorCreateCorporation as unknown as HandlerModule,
  operatorCreatePartner as unknown as HandlerModule,
  operatorRevokeApiKey as unknown as HandlerModule,
  createWorkplace as unknown as HandlerModule,
  getWorkplace as unknown as HandlerModule,
  listWorkplaces as unknown as HandlerModule,
  updateWorkplace as unknown as HandlerModule,
];
