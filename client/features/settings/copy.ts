/** What the settings page says about each setting (docs/product.md#settings-page), by settingName. */
export interface SettingCopy {
  label: string;
  description: string;
}

/** The copy of every known setting; a setting missing here shows its name. */
export const SETTING_COPY: Readonly<Record<string, SettingCopy>> = {
  THEME: { label: 'Theme', description: 'Light or dark on every page, or as your device is set.' },
  FONT_SIZE: { label: 'Text size', description: 'Scales all text in the app.' },
  DYNAMIC_THEME: { label: 'Dynamic theme', description: 'The accent color drifts slowly around the color wheel.' },
  DYNAMIC_THEME_PERSIST: { label: 'Keep the drifted color', description: 'A reload carries on from the color the drift reached.' },
  READING_QUESTION_NOTIFICATION: { label: 'Question tips', description: 'Tips for asking your question, on Start Reading.' },
  READING_SHARE_NOTIFICATION: { label: 'Sharing privacy', description: 'Who can see a reading you share, after you create a link.' },
  ARCANA_NOTIFICATION: { label: 'Arcana news', description: 'What is new in Arcana, when you open the app.' },
  READING_QUEUE_NOTIFICATION: { label: 'Queue explanation', description: 'What happens while your reading waits in the queue.' },
  CARD_DRAWING_EXPLANATION_NOTIFICATION: { label: 'Drawing explanation', description: 'How the shuffle and the 1 in 78 draw work, on the draw page.' },
};

/** The copy of `settingName`, or its name as the label for a setting this client does not know. */
export const copyOf = (settingName: string): SettingCopy => SETTING_COPY[settingName] ?? { label: settingName, description: '' };
