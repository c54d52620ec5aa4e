import type { TabPanelProps } from '../tabPanels';
import { BoxSizeFields } from './size/BoxSizeFields';
import { NestedPlacementFields } from './size/NestedPlacementFields';

/**
 * Alignment and Size (issue 10): a box's spans and where its nested elements sit; for nested elements their
 * slot, alignment and size. A change applies to every selected box or nested element.
 */
export function SizeTab({ target }: TabPanelProps) {
  return target.kind === 'box' ? (
    <BoxSizeFields box={target.box} />
  ) : (
    <NestedPlacementFields nested={target.nested} ids={target.ids} />
  );
}
