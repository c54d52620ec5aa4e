import { DEFAULT_CONTAINER_BG_COLOR, type ShadowPreset } from '@bento/core';
import { ColorField, SelectField, ToggleField, type Option } from '@bento/ui/controls';
import { cssColor, shadowPresetOf } from '@bento/ui/grid';
import { SettingsPanel } from '../settings/SettingsPanel';
import { ContainerImageFields } from './ContainerImageFields';
import { useGridSettings, useGridSettingsChange } from './useGridSettings';

const SHADOW_OPTIONS: readonly Option<ShadowPreset>[] = [
  { value: 'none', label: 'None' },
  { value: 'subtle', label: 'Subtle' },
  { value: 'medium', label: 'Medium' },
  { value: 'pronounced', label: 'Pronounced' },
  { value: 'strong', label: 'Strong' },
];

/**
 * The colour a typed or picked value sets: empty resets to the default, a value the renderer cannot draw keeps
 * the current colour. The default is the light one (#ededed): the app has no dark theme, so the spec's dark
 * default (#0A0A0A, core's DEFAULT_CONTAINER_BG_COLOR_DARK) applies nowhere yet, as in new documents.
 */
function containerColor(input: string, current: string): string {
  if (input.trim() === '') return DEFAULT_CONTAINER_BG_COLOR;
  return cssColor(input) ?? current;
}

/**
 * The Grid Style panel (editor-core.md §2 'Container Style panel'): the container's background colour, Apply to
 * Page, background image (URL, clear, drop zone) and the Box Shadow and Container Shadow presets.
 */
export function GridStylePanel({ onClose }: { onClose: () => void }) {
  const settings = useGridSettings();
  const change = useGridSettingsChange();
  return (
    <SettingsPanel side="left" title="Grid Style" onClose={onClose}>
      <ColorField
        label="Background colour"
        value={settings.containerBgColor}
        hint={`Empty: ${DEFAULT_CONTAINER_BG_COLOR} (the default)`}
        onChange={(value, phase) =>
          change({ containerBgColor: containerColor(value, settings.containerBgColor) }, phase)
        }
      />
      <ToggleField
        label="Apply to Page"
        checked={settings.syncMainBackground !== false}
        hint="The page around the grid takes this colour"
        onChange={(syncMainBackground) => change({ syncMainBackground })}
      />
      <ContainerImageFields
        value={settings.containerBgImageUrl}
        onChange={(containerBgImageUrl) => change({ containerBgImageUrl })}
      />
      <SelectField
        label="Box Shadow"
        value={shadowPresetOf(settings.globalBoxShadow)}
        options={SHADOW_OPTIONS}
        onChange={(globalBoxShadow) => change({ globalBoxShadow })}
      />
      <SelectField
        label="Container Shadow"
        value={shadowPresetOf(settings.containerBoxShadow)}
        options={SHADOW_OPTIONS}
        onChange={(containerBoxShadow) => change({ containerBoxShadow })}
      />
    </SettingsPanel>
  );
}
