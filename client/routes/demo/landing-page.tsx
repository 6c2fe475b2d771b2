import type { ComponentType } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { Wordmark } from '#client/components/brand.tsx';
import { LockIcon, ScalesIcon, SparkleIcon, type IconProps } from '#client/components/icons.tsx';
import { SkipLink } from '#client/components/skip-link.tsx';
import { publicPaths } from '#client/paths.ts';
import { PRIVACY_CLAIMS, privacyText } from '#common/privacy/claims.ts';
import { useDocumentTitle } from '../use-page-copy.ts';
import { CardFan } from './card-fan.tsx';

const FEATURES: { icon: ComponentType<IconProps>; title: string; body: string }[] = [
  {
    icon: LockIcon,
    title: PRIVACY_CLAIMS.atRestTitle,
    body: privacyText('sealed', 'atRest', 'inUse'),
  },
  {
    icon: ScalesIcon,
    title: 'Verifiably fair draws',
    body: 'The deck is shuffled and committed before you pick a card, so you can check afterwards that nothing was rigged.',
  },
  {
    icon: SparkleIcon,
    title: 'Live readings with any model',
    body: 'Watch your interpretation being written, by the built-in reader or any AI model your host connects.',
  },
];

/** /demo: what Arcana is, with the ways in (sign up, try a reading, sign in). */
export function Component() {
  useDocumentTitle(null);
  return (
    <div className="landing" data-bs-theme="dark">
      <SkipLink />
      <header className="container landing-nav d-flex align-items-center justify-content-between py-3">
        <Wordmark className="fs-4" />
        <Link to={publicPaths.login()} className="btn btn-outline-light">
          Sign in
        </Link>
      </header>
      <main id="main-content" tabIndex={-1}>
        <section className="container hero" aria-labelledby="hero-title">
          <div className="row align-items-center g-4">
            <div className="col-lg-6 text-center text-lg-start">
              <h1 id="hero-title" className="hero-title">
                Arcana
              </h1>
              <p className="hero-tagline">
                AI tarot readings for reflection and entertainment: draw your cards, ask what is on your mind, and read
                an interpretation written for you.
              </p>
              <div className="d-flex flex-wrap gap-3 justify-content-center justify-content-lg-start">
                <Link to={publicPaths.login({ signup: true })} className="btn btn-accent btn-lg">
                  Create your free account
                </Link>
                <Link to={publicPaths.tryReading} className="btn btn-outline-light btn-lg">
                  Try a reading
                </Link>
              </div>
            </div>
            <div className="col-lg-6">
              <CardFan />
            </div>
          </div>
        </section>
        <section className="landing-features" aria-labelledby="features-title">
          <div className="container">
            <h2 id="features-title" className="visually-hidden">
              Why Arcana
            </h2>
            <div className="row g-4">
              {FEATURES.map(({ icon: Icon, title, body }) => (
                <div className="col-md-4" key={title}>
                  <Card className="h-100 feature-card">
                    <Card.Body className="p-4">
                      <div className="feature-icon mb-3">
                        <Icon size={28} />
                      </div>
                      <h3 className="h5">{title}</h3>
                      <p className="text-body-secondary mb-0">{body}</p>
                    </Card.Body>
                  </Card>
                </div>
              ))}
            </div>
          </div>
        </section>
      </main>
      <footer className="landing-footer">
        <div className="container py-4 small">
          Arcana is for entertainment and reflection. Readings are written by an AI model, not a human reader, and are
          never medical, legal or financial advice.
        </div>
      </footer>
    </div>
  );
}
