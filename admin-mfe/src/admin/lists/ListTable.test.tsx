import { render, screen, within } from '@testing-library/react';
import { ListTable, type ListTableLayout } from './ListTable';

interface Fruit {
  id: string;
  name: string;
  colour: string;
}

const FRUITS: ListTableLayout<Fruit> = {
  label: 'Fruits',
  caption: 'Every fruit, A to Z.',
  columns: [
    { name: 'Name', cell: (fruit) => fruit.name },
    { name: 'Colour', className: 'wide', cell: (fruit) => fruit.colour },
  ],
};
const items = [
  { id: 'a', name: 'Apple', colour: 'Red' },
  { id: 'b', name: 'Banana', colour: 'Yellow' },
];

it('is a region named by its label, a row per item headed by its first column, each cell labelled by its column', () => {
  render(<ListTable layout={FRUITS} items={items} busy={false} />);
  const region = screen.getByRole('region', { name: 'Fruits' });
  expect(region).toHaveAttribute('aria-busy', 'false');
  const table = within(region).getByRole('table', { name: 'Every fruit, A to Z.' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Name', 'Colour']);
  expect(
    within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Apple', 'Banana']);
  const colour = within(table).getByRole('cell', { name: 'Yellow' });
  expect(colour).toHaveAttribute('data-label', 'Colour');
  expect(colour).toHaveClass('wide');
});

it('adds a last column for the rows’ actions, named for assistive technology', () => {
  render(
    <ListTable
      layout={FRUITS}
      items={items}
      busy
      actions={(fruit) => <button type="button">Eat {fruit.name}</button>}
    />,
  );
  expect(screen.getByRole('region', { name: 'Fruits' })).toHaveAttribute('aria-busy', 'true');
  expect(screen.getAllByRole('columnheader').at(-1)).toHaveTextContent('Actions');
  const banana = screen.getByRole('rowheader', { name: 'Banana' }).closest('tr')!;
  expect(within(banana).getByRole('button', { name: 'Eat Banana' })).toBeInTheDocument();
});
