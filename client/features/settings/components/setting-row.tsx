import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import type { UserSetting } from '#common/api/user-settings.ts';
import { OFF, ON } from '#common/domain/user-settings.ts';
import { copyOf } from '../copy.ts';

/** Props of {@link SettingRow}. */
export interface SettingRowProps {
  setting: UserSetting;
  onChoose: (optionId: number) => void;
  disabled?: boolean;
  /** Said under the description, e.g. that the theme follows the system until chosen. */
  note?: string;
}

const isSwitch = (setting: UserSetting) => setting.options.length === 2 && setting.options.every((option) => option.id === OFF || option.id === ON);

/** One setting: a switch for an off/on setting, a row of buttons for one with named options. */
export function SettingRow({ setting, onChoose, disabled = false, note }: SettingRowProps) {
  const id = useId();
  const { label, description } = copyOf(setting.settingName);
  const help = (
    <div id={`${id}-help`} className="form-text mt-0">
      {description}
      {note && <span className="d-block">{note}</span>}
    </div>
  );

  if (isSwitch(setting)) {
    return (
      <div className="settings-row">
        <Form.Check
          type="switch"
          role="switch"
          id={id}
          className="mb-0"
          label={<span className="fw-semibold">{label}</span>}
          checked={setting.selectedOptionId === ON}
          disabled={disabled}
          aria-describedby={`${id}-help`}
          onChange={(event) => onChoose(event.currentTarget.checked ? ON : OFF)}
        />
        <div className="settings-row-help">{help}</div>
      </div>
    );
  }

  return (
    <div className="settings-row settings-row-choice" role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-help`}>
      <div>
        <div id={`${id}-label`} className="fw-semibold">
          {label}
        </div>
        {help}
      </div>
      <ToggleButtonGroup
        type="radio"
        name={id}
        size="sm"
        value={setting.selectedOptionId ?? undefined}
        onChange={(optionId: number) => onChoose(optionId)}
      >
        {setting.options.map((option) => (
          <ToggleButton key={option.id} id={`${id}-${option.id}`} value={option.id} variant="outline-primary" disabled={disabled}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
