import { useCallback, useEffect, useState } from 'react';
import { OFF, settingTypeIdOf, type NotificationSetting } from '#common/domain/user-settings.ts';
import { NoticeHost } from '#client/features/notices/components/notice-host.tsx';
import { useNoticeQueue } from '#client/features/notices/notice-context.ts';
import { useStatusOnArrival } from '#client/features/messages/user-status.ts';
import { useProductNews } from '#client/features/notices/product-news.ts';
import { browserSeenNotices } from '#client/features/notices/seen-notices.ts';
import { useAppliedUserSettings, useUpdateSetting } from '#client/features/settings/api.ts';
import { selectedOptionOf } from '#client/features/settings/model.ts';
import { useDueCheckInNotices } from './due-check-in-notices.ts';

/**
 * Joins the settings and the notices for the signed-in app: applies the user's appearance settings,
 * tells the notice queue whether each notice setting is ON, how to turn one OFF and what this browser has seen, queues the product
 * news and the due check-ins, and shows the notices. Loaded after the page (the stored theme and size already painted it), so
 * neither the notices nor the journal's calls weigh on the first load.
 */
export function SettingsAndNotices() {
  const queue = useNoticeQueue();
  const settings = useAppliedUserSettings();
  const { mutateAsync } = useUpdateSetting();
  const [seen] = useState(browserSeenNotices);

  // Settings that failed to load (null) count as the defaults: every notice ON.
  const isOn = useCallback(
    (setting: NotificationSetting) => (settings === undefined ? undefined : settings === null || selectedOptionOf(settings, setting) !== OFF),
    [settings],
  );
  const turnOff = useCallback((setting: NotificationSetting) => mutateAsync({ settingTypeId: settingTypeIdOf(setting), optionId: OFF }), [mutateAsync]);
  useEffect(() => queue?.setSettings({ isOn, turnOff, seen }), [queue, isOn, turnOff, seen]);
  // Not on a new user's first visit, which has the welcome card and the tips to take in.
  useProductNews(useStatusOnArrival() === 'ENGAGED');
  useDueCheckInNotices();

  return queue && <NoticeHost queue={queue} />;
}
