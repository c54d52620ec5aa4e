import {
  BOUNDS,
  clampBoxPadding,
  clampBoxSpacing,
  clampMaxScreenWidth,
  clampPanelColumns,
  clampSquircleStrength,
  type GridSettings,
  type NumericBound,
} from '@bento/core';
import { SliderField, ToggleField } from '@bento/ui/controls';
import { SettingsPanel } from '../settings/SettingsPanel';
import { CornerRadiusField } from './CornerRadiusField';
import { GallerySettings } from './gallery/GallerySettings';
import { useGridSettings, useGridSettingsChange } from './useGridSettings';

type NumberKey = 'columnsCount' | 'containerPadding' | 'boxSpacing' | 'innerContainerPadding';

interface NumberSetting {
  key: NumberKey;
  label: string;
  bound: NumericBound;
  /** Core's §5 clamp: a value out of range is brought in, a non-number falls back to the previous value. */
  clamp: (input: unknown, previous: number) => number;
  unit?: string;
}

/** The plain number settings of editor-core.md §2, with the §5 limits (whole numbers: step 1). */
const NUMBER_SETTINGS: readonly NumberSetting[] = [
  { key: 'columnsCount', label: 'Columns', bound: BOUNDS.panelColumns, clamp: clampPanelColumns },
  {
    key: 'containerPadding',
    label: 'Max Screen Width',
    bound: BOUNDS.maxScreenWidth,
    clamp: clampMaxScreenWidth,
    unit: 'px',
  },
  { key: 'boxSpacing', label: 'Box Spacing', bound: BOUNDS.boxSpacing, clamp: clampBoxSpacing, unit: 'px' },
  {
    key: 'innerContainerPadding',
    label: 'Box Padding',
    bound: BOUNDS.boxPadding,
    clamp: clampBoxPadding,
    unit: 'px',
  },
];

/**
 * The Grid Settings panel (editor-core.md §2): Corner Radius, Use Squircles (and their strength), Columns, Max
 * Screen Width, Box Spacing and Box Padding, applied live; a slider drag is one history step; then the
 * infinite-scroll gallery's settings.
 */
export function GridSettingsPanel({ onClose }: { onClose: () => void }) {
  const settings = useGridSettings();
  const change = useGridSettingsChange();
  const strength = clampSquircleStrength(settings.squircleStrength);
  const setNumber = (setting: NumberSetting, input: number) => {
    const previous: GridSettings[NumberKey] = settings[setting.key];
    return { [setting.key]: setting.clamp(input, previous) } as Partial<GridSettings>;
  };

  return (
    <SettingsPanel side="left" title="Grid Settings" onClose={onClose}>
      <CornerRadiusField radius={settings.globalBoxRadius} squircleStrength={strength} onChange={change} />
      <ToggleField
        label="Use Squircles"
        checked={settings.useSquircles}
        onChange={(useSquircles) => change({ useSquircles })}
      />
      {settings.useSquircles && (
        <SliderField
          label="Squircle Strength"
          value={strength}
          min={BOUNDS.squircleStrength.min}
          max={BOUNDS.squircleStrength.max}
          step={1}
          onChange={(value, phase) => change({ squircleStrength: clampSquircleStrength(value) }, phase)}
        />
      )}
      {NUMBER_SETTINGS.map((setting) => (
        <SliderField
          key={setting.key}
          label={setting.label}
          value={settings[setting.key]}
          min={setting.bound.min}
          max={setting.bound.max}
          step={1}
          format={setting.unit ? (value) => `${value} ${setting.unit}` : undefined}
          onChange={(value, phase) => change(setNumber(setting, value), phase)}
        />
      ))}
      <GallerySettings />
    </SettingsPanel>
  );
}
