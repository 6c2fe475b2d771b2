import { Link } from 'react-router';
import { appPaths } from '#client/paths.ts';
import { DownloadIcon } from './download-icon.tsx';

/** The way from the active reading's result page to its image. */
export function ReadingImageLink() {
  return (
    <p className="text-center mt-2 mb-0">
      <Link className="btn btn-link d-inline-flex align-items-center gap-2" to={appPaths.readingImage}>
        <DownloadIcon size={18} />
        Image of this reading
      </Link>
    </p>
  );
}
