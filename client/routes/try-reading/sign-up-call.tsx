import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { BookIcon, CardsIcon, LockIcon, SparkleIcon } from '#client/components/icons.tsx';
import { publicPaths } from '#client/paths.ts';

const REASONS = [
  { icon: BookIcon, text: 'Save your readings and come back to them, encrypted with a password only you know.' },
  { icon: SparkleIcon, text: 'Ask a follow-up question on any card, and try the bonus readings.' },
  { icon: CardsIcon, text: 'Lay bigger spreads, up to the ten-card Celtic Cross, with decks in several styles.' },
  { icon: LockIcon, text: 'Check every draw: the shuffle is committed before you pick your cards.' },
] as const;

/** The try reading's closing call to action: what an account adds, and the way to make one. */
export function SignUpCall() {
  return (
    <Card as="aside" className="try-reading-call page-card mx-auto shadow-sm" aria-labelledby="try-reading-call-title">
      <Card.Body className="p-4 p-md-5">
        <h2 id="try-reading-call-title" className="h4 mb-3 text-center">
          Keep your readings with a free account
        </h2>
        <ul className="try-reading-reasons list-unstyled">
          {REASONS.map(({ icon: Icon, text }) => (
            <li key={text}>
              <Icon size={20} className="try-reading-reason-icon" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <Link to={publicPaths.login({ signup: true })} className="btn btn-primary btn-lg">
            Create your free account
          </Link>
          <Link to={publicPaths.login()} className="btn btn-outline-secondary btn-lg">
            Sign in
          </Link>
        </div>
      </Card.Body>
    </Card>
  );
}
