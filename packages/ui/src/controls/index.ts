// The settings controls (one per kind of field), shared by every panel of the editor: '@bento/ui/controls'.
export type { ChangeHandler, ChangePhase } from './phase';
export { SliderField, roundToStep, type SliderFieldProps } from './SliderField';
export { ColorField, pickerColor, type ColorFieldProps } from './ColorField';
export { ToggleField, type ToggleFieldProps } from './ToggleField';
export { SelectField, type Option, type SelectFieldProps } from './SelectField';
export { ChoiceField, type ChoiceFieldProps } from './ChoiceField';
export { TextField, type TextFieldProps } from './TextField';
