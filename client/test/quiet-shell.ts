import { OFF, settingTypeIdOf } from '#common/domain/user-settings.ts';
import type { CannedResponse } from './mock-fetch.ts';

/**
 * What the app's frame asks the server for around every page, answered so nothing covers the page under test: the
 * product news is off (its sheet would hide the page from queries by role), the user is past the first-run
 * guidance, and there are no bonus readings or unread messages. Without these the mock's 404s would raise the
 * Error dialog, or the news sheet would open, at a moment that depends on how fast the page's chunk loads.
 */
export const QUIET_SHELL: Readonly<Record<string, CannedResponse>> = {
  '/v1/user-settings/get': {
    body: {
      settingsByCategory: [
        { category: 'Notifications', settings: [{ settingName: 'ARCANA_NOTIFICATION', settingTypeId: settingTypeIdOf('ARCANA_NOTIFICATION'), selectedOptionId: OFF, options: [] }] },
      ],
    },
  },
  '/v1/user-status/get': { body: { status: 'ENGAGED' } },
  '/v1/special-reading/available': { body: { specialReadings: [] } },
  '/v1/messages/unread/count': { body: { count: 0 } },
};
