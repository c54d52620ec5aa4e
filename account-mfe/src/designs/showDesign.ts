// A design's document becomes the editor's: current first (a save triggered by the new document goes to the design
// it came from), then the document, then the revision it is (the next save's If-Match).
import {
  currentDesignSet,
  designRevisionSet,
  loadGridData,
  type AppDispatch,
  type Design,
} from '@bento/store';

export function showDesign(
  dispatch: AppDispatch,
  design: Pick<Design, 'id' | 'gridData' | 'revision'>,
): void {
  dispatch(currentDesignSet(design.id));
  dispatch(loadGridData(design.gridData));
  if (design.revision !== undefined)
    dispatch(designRevisionSet({ designId: design.id, revision: design.revision }));
}
