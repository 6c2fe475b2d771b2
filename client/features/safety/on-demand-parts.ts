/** What on-demand.ts loads in one go: the screen the server runs too, and the card that answers a stopped question. */
export { safetyStopFor } from '#common/safety/safety-stop.ts';
export { StoppedQuestionCard } from './components/stopped-question-card.tsx';
