// Whether a file holds a project, decided where a drop is claimed (synchronously): kept apart from the import's
// parsing, which loads on first use (issue 17).

/** A dropped or chosen file that holds a project: by extension, or by type when the name says nothing. */
export function isJsonFile(file: File): boolean {
  return file.name.toLowerCase().endsWith('.json') || file.type === 'application/json';
}
