import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpointUrl } from '#common/api/endpoint.ts';
import * as userSettings from '#common/api/user-settings.ts';
import { writeCached } from '#client/lib/cache.ts';
import { call, orFallback } from '#client/lib/http.ts';
import { applyAppearance } from './appearance.ts';
import { withSelection } from './model.ts';

/** The user's settings, from the response cache when it holds them (docs/product.md#response-cache); null when it fails. */
export const getUserSettings = (): Promise<userSettings.UserSettings | null> => orFallback(call(userSettings.getUserSettings, undefined, { cached: true }), null);

/**
 * Chooses an option and keeps the cached settings in step: the answer (every setting as stored) replaces
 * the cached copy, so the next cached read never serves the old choice.
 */
export async function updateUserSetting(settingTypeId: number, optionId: number): Promise<userSettings.UserSettings> {
  const settings = await call(userSettings.updateUserSetting, { params: { settingTypeId, optionId } });
  writeCached(endpointUrl(userSettings.getUserSettings), settings);
  return settings;
}

/** The user's settings; null when they could not be loaded. */
export const userSettingsQuery = queryOptions({ queryKey: ['user-settings'], queryFn: getUserSettings, staleTime: Infinity });

/** The user's settings; null when they could not be loaded. */
export const useUserSettings = () => useQuery(userSettingsQuery);

/** One choice: option `optionId` of setting `settingTypeId`. */
export interface SettingChoice {
  settingTypeId: number;
  optionId: number;
}

/**
 * Changes a setting. The choice shows and applies at once (theme, text size, drift) and turns back
 * if the server refuses; the server's answer then replaces every setting.
 */
export function useUpdateSetting() {
  const queryClient = useQueryClient();
  const key = userSettingsQuery.queryKey;
  return useMutation({
    mutationFn: ({ settingTypeId, optionId }: SettingChoice) => updateUserSetting(settingTypeId, optionId),
    onMutate: async ({ settingTypeId, optionId }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key) ?? null;
      if (previous !== null) {
        const next = withSelection(previous, settingTypeId, optionId);
        queryClient.setQueryData(key, next);
        applyAppearance(next);
      }
      return { previous };
    },
    onError: (_error, _choice, context) => {
      if (context?.previous == null) return;
      queryClient.setQueryData(key, context.previous);
      applyAppearance(context.previous);
    },
    onSuccess: (settings) => {
      queryClient.setQueryData(key, settings);
      applyAppearance(settings);
    },
  });
}

/** The user's settings, applied to the page (theme, text size, drift) whenever they load or change. */
export function useAppliedUserSettings(): userSettings.UserSettings | null | undefined {
  const { data } = useUserSettings();
  useEffect(() => {
    if (data) applyAppearance(data);
  }, [data]);
  return data;
}
