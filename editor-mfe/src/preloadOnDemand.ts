// Parts that only a user's action shows (the File panel and the file actions' code, the canvas's context menu, a
// selected box's controls, preview's width field) are not part of the first screen (issue 17). They are fetched
// once the canvas has been painted and the browser is idle, so a first click still finds them ready.
import { loadBoxControls } from './canvas/BoxExtras';
import { loadCanvasMenu } from './canvas/Canvas';
import { preloadFileCode } from './files/fileCodeLoader';
import { loadPreviewWidthField } from './toolbars/TopToolbar';

export function preloadOnDemandParts(): void {
  preloadFileCode();
  // A failed download is left for the click, which tries again.
  loadCanvasMenu().catch(() => {});
  loadBoxControls().catch(() => {});
  loadPreviewWidthField().catch(() => {});
}
