import type { LoadProvider } from './script.ts';
import { addScript } from './script.ts';

/**
 * Plausible's script tag with the site's domain. Plausible keeps no user id: the visitor's id goes as the
 * custom property `clientid` (attribute names are lower case) of every pageview, which the script's `pageview-props` variant records
 * (docs/architecture.md#visitor-analytics). Its script follows the app's own navigation.
 */
export const load: LoadProvider = (config, userId) => {
  addScript(config.scriptUrl, { 'data-domain': config.siteId, ...(userId === null ? {} : { 'event-clientid': userId }) });
};
