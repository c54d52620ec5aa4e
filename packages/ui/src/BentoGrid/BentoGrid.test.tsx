import { render, screen } from '@testing-library/react';
import { createBox, createDefaultGridData } from '@bento/core';
import { BentoGrid } from './BentoGrid';

describe('BentoGrid', () => {
  it('renders the boxes in order inside the labelled grid with its column count', () => {
    const gridData = createDefaultGridData();
    gridData.boxes.push(createBox('b', 2, 'Third'), createBox('a', 1, '<b>Second</b>'));
    render(<BentoGrid gridData={gridData} />);
    const grid = screen.getByRole('region', { name: 'Content Grid' });
    expect(grid).toHaveAttribute('data-columns', '5');
    expect([...grid.children].map((box) => box.textContent)).toEqual([
      'Double-click to add/edit text',
      'Second',
      'Third',
    ]);
  });

  it('is labelled Grid Container when squircles are off', () => {
    const gridData = createDefaultGridData();
    gridData.gridSettings.useSquircles = false;
    render(<BentoGrid gridData={gridData} />);
    expect(screen.getByRole('region', { name: 'Grid Container' })).toBeInTheDocument();
  });
});
