/** Keeps the document in local storage and restores it on load. Filled in by the persistence work. */
export function useLocalPersistence(): void {}
