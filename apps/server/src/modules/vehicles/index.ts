/**
 * The vehicles module's public surface: its plugin, the examinations' block of a vehicle, the select options, and
 * the reading of an import (the upload, the sheet, its rows through a schema) that every import follows.
 */
export { default as vehiclesModule } from './vehicles.plugin';
export { blockForCriticalFault, releaseFaultBlock } from './fault-block';
export { vehicleOption } from './vehicles.service';
export { answerImport, readImportRequest } from './import-request';
export {
  readSheet,
  specRows,
  type SheetRow,
  type SheetSpec,
  excelSerialDateTime,
  looseText,
} from './vehicle-sheet';
export { addError, validateSheetRows } from './vehicle-import';
