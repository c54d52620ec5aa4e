// The File panel and the code behind the project-file actions (export, reset): not part of the first screen
// (issue 17). One chunk, loaded on first use, when the pointer or focus reaches a toolbar that offers them, or
// after the first paint when idle (./fileCodeLoader.ts). Reading an imported file is not here: it checks the file
// with the document schema (zod), whose set-up is a long task on a phone, so it loads with the first import
// (./useProjectImport.ts).
export { exportCode } from './exportCode';
export { exportProject } from './exportFile';
export { exportImage, GRID_SELECTOR } from './exportImage';
export { FilePanel } from './FilePanel';
export { ResetDialog } from './ResetDialog';
