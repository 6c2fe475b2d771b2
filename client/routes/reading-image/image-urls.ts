import { getReadingImage } from '#common/api/reading-image.ts';
import { endpointUrl } from '#common/api/endpoint.ts';

/** The browser's time zone, so the image dates the reading as the result page does; undefined when it has none to say. */
function browserTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

/** Where the active reading's image is shown from and downloaded from, for the version of it the page holds. */
export function readingImageUrls(version: number): { show: string; download: string } {
  const query = { v: version, tz: browserTimeZone() };
  return { show: endpointUrl(getReadingImage, undefined, query), download: endpointUrl(getReadingImage, undefined, { ...query, download: '1' }) };
}
