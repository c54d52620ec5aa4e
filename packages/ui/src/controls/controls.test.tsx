import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  ChoiceField,
  ColorField,
  SelectField,
  SliderField,
  TextField,
  ToggleField,
  pickerColor,
  roundToStep,
} from '.';
import type { ChangePhase } from './phase';

function Slider({ record }: { record: (value: number, phase: ChangePhase) => void }) {
  const [value, setValue] = useState(0.5);
  return (
    <SliderField
      label="Opacity"
      value={value}
      min={0}
      max={1}
      step={0.01}
      format={(v) => `${Math.round(v * 100)}%`}
      onChange={(next, phase) => {
        setValue(next);
        record(next, phase);
      }}
    />
  );
}

describe('SliderField', () => {
  it('reports live values while dragging and one commit on release', () => {
    const seen: [number, ChangePhase][] = [];
    render(<Slider record={(value, phase) => seen.push([value, phase])} />);
    const range = screen.getByRole('slider', { name: 'Opacity' });
    fireEvent.input(range, { target: { value: '0.6' } });
    fireEvent.input(range, { target: { value: '0.7' } });
    act(() => {
      range.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(seen).toEqual([
      [0.6, 'live'],
      [0.7, 'live'],
      [0.7, 'commit'],
    ]);
    expect(range).toHaveAttribute('aria-valuetext', '70%');
  });

  it('commits a typed number on Enter, clamped and rounded to the step; a non-number restores the value', async () => {
    const seen: [number, ChangePhase][] = [];
    render(<Slider record={(value, phase) => seen.push([value, phase])} />);
    const box = screen.getByRole('textbox', { name: 'Opacity value' });
    await userEvent.clear(box);
    await userEvent.type(box, '7{Enter}');
    expect(seen).toEqual([[1, 'commit']]);
    await userEvent.clear(box);
    await userEvent.type(box, 'abc');
    await userEvent.tab();
    expect(box).toHaveValue('1');
    expect(seen).toHaveLength(1);
  });

  it('rounds to the step without floating-point noise', () => {
    expect(roundToStep(0.30000000004, 0, 1, 0.05)).toBe(0.3);
    expect(roundToStep(12.26, 0, 20, 0.5)).toBe(12.5);
    expect(roundToStep(-3, 0.1, 2, 0.05)).toBe(0.1);
  });
});

describe('ColorField', () => {
  it('commits typed text on blur (empty included) and shows picker-safe colours', async () => {
    const seen: [string, ChangePhase][] = [];
    render(
      <ColorField
        label="Background colour"
        value="#abc"
        onChange={(v, p) => seen.push([v, p])}
        hint="Empty = transparent"
      />,
    );
    const text = screen.getByRole('textbox', { name: 'Background colour' });
    expect(text).toHaveAccessibleDescription('Empty = transparent');
    expect(screen.getByLabelText('Background colour picker')).toHaveValue('#aabbcc');
    await userEvent.clear(text);
    await userEvent.tab();
    expect(seen).toEqual([['', 'commit']]);
    expect(pickerColor('transparent')).toBe('#000000');
  });
});

describe('ToggleField, SelectField, ChoiceField, TextField', () => {
  it('are labelled, keyboard operable and report each choice', async () => {
    const toggled = jest.fn();
    const selected = jest.fn();
    const chosen = jest.fn();
    const typed = jest.fn();
    const entered = jest.fn();
    render(
      <>
        <ToggleField label="Glass effect" checked={false} onChange={toggled} />
        <SelectField
          label="Box shadow"
          value="none"
          options={[
            { value: 'none', label: 'None' },
            { value: 'subtle', label: 'Subtle' },
          ]}
          onChange={selected}
        />
        <ChoiceField
          label="Target"
          value="_blank"
          options={[
            { value: '_blank', label: 'New tab' },
            { value: '_self', label: 'Same tab' },
          ]}
          onChange={chosen}
        />
        <TextField
          label="Link URL"
          value=""
          onChange={typed}
          onEnter={entered}
          error="Please enter a valid URL"
        />
      </>,
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Glass effect' }));
    expect(toggled).toHaveBeenCalledWith(true);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Box shadow' }), 'subtle');
    expect(selected).toHaveBeenCalledWith('subtle');
    screen.getByRole('radio', { name: 'New tab' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(chosen).toHaveBeenCalledWith('_self');
    const url = screen.getByRole('textbox', { name: 'Link URL' });
    expect(url).toBeInvalid();
    expect(url).toHaveAccessibleDescription('Please enter a valid URL');
    await userEvent.type(url, 'x{Enter}');
    expect(typed).toHaveBeenCalledWith('x');
    expect(entered).toHaveBeenCalledTimes(1);
  });
});
