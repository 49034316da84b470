import { auditEveryScreen, routeTableTest } from './a11y-audit';

routeTableTest();
auditEveryScreen('ar');
