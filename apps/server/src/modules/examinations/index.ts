/** The examinations module's public surface: its plugin, and what maintenance reads and writes of inspections. */
export { default as examinationsModule } from './examinations.plugin';
export { ExaminationsRepo } from './examinations.repo';
export { ExaminationsService } from './examinations.service';
