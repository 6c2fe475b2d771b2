import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserSettings } from '#common/api/user-settings.ts';
import { FONT_SIZE_OPTION, OFF, ON, THEME_OPTION } from '#common/domain/user-settings.ts';
import { startTestServer, type TestServer, type TestUser } from '#server/test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (user: TestUser, url: string) => server.request({ method: 'GET', url, user });
const settingsOf = async (user: TestUser) => (await get(user, '/v1/user-settings/get')).json<UserSettings>();

/** The selected option of every setting, by name. */
function selected(settings: UserSettings): Record<string, number | null> {
  return Object.fromEntries(settings.settingsByCategory.flatMap(({ settings: list }) => list.map((s) => [s.settingName, s.selectedOptionId])));
}

describe('GET /v1/user-settings/get', () => {
  it('lists every known setting by category with its options, at the defaults for a new user', async () => {
    const user = await server.signUp();
    const response = await get(user, '/v1/user-settings/get');
    expect(response.statusCode).toBe(200);
    const settings = response.json<UserSettings>();
    expect(settings.settingsByCategory.map((group) => group.category)).toEqual(['Appearance', 'Notifications']);
    expect(selected(settings)).toEqual({
      THEME: null,
      FONT_SIZE: FONT_SIZE_OPTION.MEDIUM,
      DYNAMIC_THEME: OFF,
      DYNAMIC_THEME_PERSIST: OFF,
      READING_QUESTION_NOTIFICATION: ON,
      READING_SHARE_NOTIFICATION: ON,
      ARCANA_NOTIFICATION: ON,
      READING_QUEUE_NOTIFICATION: ON,
      CARD_DRAWING_EXPLANATION_NOTIFICATION: ON,
    });
    const [appearance] = settings.settingsByCategory;
    expect(appearance?.settings[0]).toEqual({
      settingName: 'THEME',
      settingTypeId: 1,
      selectedOptionId: null,
      options: [
        { id: THEME_OPTION.LIGHT, label: 'Light' },
        { id: THEME_OPTION.DARK, label: 'Dark' },
        { id: THEME_OPTION.DEVICE, label: 'Device' },
      ],
    });
  });
});

describe('GET /v1/user-settings/update/{settingTypeId}/{optionId}', () => {
  it('stores the choice, answers every setting with it, and changing it again replaces it', async () => {
    const user = await server.signUp();
    const response = await get(user, `/v1/user-settings/update/1/${THEME_OPTION.DARK}`);
    expect(response.statusCode).toBe(200);
    expect(selected(response.json()).THEME).toBe(THEME_OPTION.DARK);
    await get(user, `/v1/user-settings/update/2/${FONT_SIZE_OPTION.LARGE}`);
    await get(user, `/v1/user-settings/update/1/${THEME_OPTION.LIGHT}`);
    await get(user, `/v1/user-settings/update/5/${OFF}`);
    const after = selected(await settingsOf(user));
    expect(after).toMatchObject({ THEME: THEME_OPTION.LIGHT, FONT_SIZE: FONT_SIZE_OPTION.LARGE, READING_QUESTION_NOTIFICATION: OFF, ARCANA_NOTIFICATION: ON });
  });

  it('refuses an unknown setting or option with a 400 naming it, and changes nothing', async () => {
    const user = await server.signUp();
    const unknownSetting = await get(user, '/v1/user-settings/update/99/1');
    expect(unknownSetting.statusCode).toBe(400);
    expect(unknownSetting.json()).toMatchObject({ error: 'bad_request', field: 'settingTypeId' });
    const unknownOption = await get(user, '/v1/user-settings/update/1/7');
    expect(unknownOption.statusCode).toBe(400);
    expect(unknownOption.json()).toMatchObject({ field: 'optionId', message: expect.stringContaining('THEME') });
    // A notice setting's ids are 0 and 1 only.
    expect((await get(user, '/v1/user-settings/update/5/2')).statusCode).toBe(400);
    for (const url of ['/v1/user-settings/update/abc/1', '/v1/user-settings/update/1/-1', '/v1/user-settings/update/1.5/1', '/v1/user-settings/update/1/99999999999999999999']) {
      const response = await get(user, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().field, url).toMatch(/settingTypeId|optionId/);
    }
    expect(selected(await settingsOf(user)).THEME).toBeNull();
  });

  it('never shows or changes one user’s settings for another', async () => {
    const ada = await server.signUp();
    const bo = await server.signUp();
    await get(ada, `/v1/user-settings/update/1/${THEME_OPTION.DARK}`);
    await get(ada, `/v1/user-settings/update/9/${OFF}`);
    expect(selected(await settingsOf(bo))).toMatchObject({ THEME: null, CARD_DRAWING_EXPLANATION_NOTIFICATION: ON });
    await get(bo, `/v1/user-settings/update/1/${THEME_OPTION.LIGHT}`);
    expect(selected(await settingsOf(ada))).toMatchObject({ THEME: THEME_OPTION.DARK, CARD_DRAWING_EXPLANATION_NOTIFICATION: OFF });
  });

  it('needs a session and the app’s proof of origin', async () => {
    const user = await server.signUp();
    expect((await server.request({ method: 'GET', url: '/v1/user-settings/update/1/2' })).statusCode).toBe(401);
    const foreign = await server.request({ method: 'GET', url: '/v1/user-settings/update/1/2', user, headers: { 'x-arcana-app': '', 'sec-fetch-site': 'cross-site' } });
    expect(foreign.statusCode).toBe(403);
    expect(selected(await settingsOf(user)).THEME).toBeNull();
  });
});
