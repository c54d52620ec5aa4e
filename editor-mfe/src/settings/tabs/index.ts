// The six settings panels: one chunk, loaded when a box is first selected (./../tabPanels.ts).
export { BackgroundTab } from './BackgroundTab';
export { BorderTab } from './BorderTab';
export { EmbedTab } from './EmbedTab';
export { LinkTab } from './LinkTab';
export { ResponsiveTab } from './ResponsiveTab';
export { SizeTab } from './SizeTab';
