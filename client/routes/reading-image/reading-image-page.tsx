import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import type { Reading } from '#common/api/readings.ts';
import { AlertIcon, EyeIcon } from '#client/components/icons.tsx';
import { NoticeCard } from '#client/components/notice-card.tsx';
import { activeReadingQuery } from '#client/features/readings/api.ts';
import { isInProgress } from '#client/features/readings/progress.ts';
import { appPaths } from '#client/paths.ts';
import { DownloadIcon } from './download-icon.tsx';
import { readingImageUrls } from './image-urls.ts';

/** A message in the image's place, light on its night sky. */
const MESSAGE = 'd-flex flex-column align-items-center gap-3 p-4 text-center text-light';
/** A button with an icon before its label. */
const WITH_ICON = 'd-inline-flex align-items-center gap-2';

/** /app/main/reading/image: a picture of the active reading's spread, drawn by the server, to look at and save as PNG. */
export function Component() {
  const { data: reading, isPending } = useQuery(activeReadingQuery);
  return (
    <div className="reading-page">
      <header className="reading-page-intro">
        <h1 className="h3 mb-1">Reading Image</h1>
        <p className="text-body-secondary mb-0">A picture of your spread with its title and date, to keep or to share. Your question and answers stay out of it.</p>
      </header>
      {isPending ? (
        <div className="reading-image-frame border rounded-3 mb-3">
          <ImageLoading />
        </div>
      ) : reading ? (
        <ReadingImage key={`${reading.id}-${reading.version}`} reading={reading} />
      ) : (
        <NoActiveReading />
      )}
    </div>
  );
}

/** The image of `reading`, with its download button once it has been drawn. */
function ReadingImage({ reading }: { reading: Reading }) {
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const urls = readingImageUrls(reading.version);
  const title = reading.title || 'your reading';
  return (
    <>
      <figure className="reading-image-frame border rounded-3 overflow-hidden mb-3" aria-busy={state === 'loading'}>
        {state === 'loading' && <ImageLoading />}
        {state === 'failed' ? (
          <div className={MESSAGE} role="alert">
            <AlertIcon size={32} />
            <p className="mb-0">The image could not be drawn just now.</p>
            <Button
              variant="outline-primary"
              size="sm"
              onClick={() => {
                setState('loading');
                setAttempt((count) => count + 1);
              }}
            >
              Try again
            </Button>
          </div>
        ) : (
          <img
            key={attempt}
            className="d-block w-100 h-auto"
            src={urls.show}
            alt={`The spread of ${title}: its cards, their positions and the date`}
            hidden={state !== 'shown'}
            onLoad={() => setState('shown')}
            onError={() => setState('failed')}
          />
        )}
      </figure>
      {isInProgress(reading.status) && <p className="small text-body-secondary">Your reading is still being written: its title appears in the image once it is ready.</p>}
      <div className="d-flex flex-wrap gap-2">
        {state === 'shown' ? (
          <a className={`btn btn-primary ${WITH_ICON}`} href={urls.download} download>
            <DownloadIcon size={18} />
            Download PNG
          </a>
        ) : (
          <Button variant="primary" className={WITH_ICON} disabled>
            <DownloadIcon size={18} />
            Download PNG
          </Button>
        )}
        <Link className="btn btn-outline-primary" to={appPaths.activeResult}>
          Back to your reading
        </Link>
      </div>
    </>
  );
}

/** While the reading or its picture is on its way. */
function ImageLoading() {
  return (
    <div className={MESSAGE} role="status">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>Drawing your spread…</span>
    </div>
  );
}

/** Nothing to picture: no reading is active. */
function NoActiveReading() {
  return (
    <NoticeCard
      icon={EyeIcon}
      title="No reading to picture"
      actions={
        <>
          <Link className="btn btn-primary" to={appPaths.reading}>
            Start a reading
          </Link>
          <Link className="btn btn-outline-primary" to={appPaths.readings}>
            My Readings
          </Link>
        </>
      }
    >
      <p className="text-body-secondary mb-4">The image shows your active reading. Start one, or open a saved reading from My Readings.</p>
    </NoticeCard>
  );
}
