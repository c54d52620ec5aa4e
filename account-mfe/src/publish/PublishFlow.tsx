/** The publish and Edit Site dialogs, opened by the toolbar's share button and the sidebar. Filled in by the publish work. */
export function PublishFlow() {
  return null;
}
