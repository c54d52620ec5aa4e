// Test-only: the project table's rows, as a user finds them (by their row headers).
import { screen, within } from '@testing-library/react';

/** The table once it has loaded. */
export async function findTable(): Promise<HTMLElement> {
  return screen.findByRole('table');
}

/** The titles of the table's rows, top to bottom. */
export function rowTitles(): string[] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.firstChild?.textContent ?? '');
}

/** A row by the title it shows. */
export function rowOf(title: string): HTMLElement {
  const header = screen.getAllByRole('rowheader').find((cell) => cell.firstChild?.textContent === title);
  if (!header) throw new Error(`no row titled ${title}`);
  return header.closest('tr')!;
}
