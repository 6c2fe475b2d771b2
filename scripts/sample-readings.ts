/**
 * docs/sample-readings.md: seventeen readings by the builtin interpreter, across spreads and kinds of
 * question, for anyone to judge as a reader would, then the wording check's figures over the generated
 * questions (wording-figures.ts, the same the wording test asserts on). `npm run docs:samples` writes it;
 * sample-readings.test.ts fails when the interpreter would now write something else.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { composeReading } from '#server/oracle/builtin.ts';
import { readingRequest } from '#server/oracle/testing/requests.ts';
import { generateQuestions } from '#server/oracle/builtin/wording/question-generator.ts';
import { understandingFigures, understandingLines } from '#server/oracle/builtin/wording/understanding-figures.ts';
import { figureLines, wordingFigures } from '#server/oracle/builtin/wording/wording-figures.ts';

export const SAMPLE_READINGS_PATH = fileURLToPath(new URL('../docs/sample-readings.md', import.meta.url));

interface Sample {
  spread: string;
  slugs: string[];
  question: string;
  reversed?: number[];
  crossing?: boolean;
}

const SAMPLES: readonly Sample[] = [
  { spread: 'SINGLE', slugs: ['the-star'], question: 'What do I need to hear today?' },
  { spread: 'THREE_CARD', slugs: ['two-of-cups', 'the-tower', 'the-star'], question: 'Should I move to Lisbon?', reversed: [1] },
  { spread: 'THREE_CARD', slugs: ['ace-of-wands', 'five-of-pentacles', 'ten-of-swords'], question: 'Should I put all my savings into crypto?', reversed: [2] },
  { spread: 'THREE_CARD', slugs: ['three-of-swords', 'six-of-cups', 'the-sun'], question: 'My mother died last year and I can’t stop thinking about whether I could have done more' },
  { spread: 'RELATIONSHIP', slugs: ['king-of-pentacles', 'page-of-swords', 'two-of-wands', 'five-of-wands', 'temperance'], question: 'Why is my brother so distant', reversed: [1] },
  { spread: 'RELATIONSHIP', slugs: ['queen-of-cups', 'knight-of-wands', 'the-lovers', 'seven-of-swords', 'four-of-cups'], question: 'Is my husband hiding something?', reversed: [4] },
  { spread: 'CELTIC_CROSS', slugs: ['the-hermit', 'five-of-cups', 'ace-of-wands', 'queen-of-swords', 'the-moon', 'ten-of-pentacles', 'three-of-cups', 'knight-of-cups', 'page-of-cups', 'the-chariot'], question: 'Should I take the job offer in Berlin?', reversed: [1, 4, 7], crossing: true },
  { spread: 'CELTIC_CROSS', slugs: ['eight-of-cups', 'the-emperor', 'nine-of-wands', 'the-world', 'two-of-pentacles', 'strength', 'six-of-swords', 'the-fool', 'judgement', 'four-of-swords'], question: '', reversed: [2, 8], crossing: true },
  { spread: 'THREE_CARD', slugs: ['the-hanged-man', 'nine-of-swords', 'ace-of-cups'], question: 'Will my biopsy come back clean?', reversed: [1] },
  { spread: 'GENERAL', slugs: ['page-of-wands', 'the-magician', 'seven-of-pentacles', 'three-of-wands'], question: 'why?' },
  { spread: 'GENERAL', slugs: ['the-high-priestess', 'six-of-wands', 'knight-of-pentacles', 'the-devil', 'ten-of-cups', 'justice'], question: 'I have been feeling stuck for months. Nothing I try seems to change anything at work or at home. What am I missing?', reversed: [3], crossing: true },
  { spread: 'THREE_CARD', slugs: ['the-empress', 'eight-of-wands', 'wheel-of-fortune'], question: 'Should I lend money to my brother?', reversed: [0] },
  { spread: 'RELATIONSHIP', slugs: ['knight-of-swords', 'the-moon', 'two-of-swords', 'five-of-cups', 'queen-of-wands'], question: 'Is my colleague Ines avoiding me?', reversed: [2] },
  { spread: 'THREE_CARD', slugs: ['five-of-swords', 'the-hierophant', 'six-of-pentacles'], question: 'How can I rebuild trust with my teenage son?', reversed: [0] },
  { spread: 'GENERAL', slugs: ['three-of-pentacles', 'page-of-cups', 'seven-of-wands'], question: 'Should I open the bakery, the bookshop or the bike repair shop?' },
  { spread: 'THREE_CARD', slugs: ['four-of-wands', 'eight-of-pentacles', 'knight-of-cups'], question: 'Will I find a new flat before the wedding?', reversed: [1] },
  { spread: 'SINGLE', slugs: ['six-of-swords'], question: '¿Debería mudarme a Madrid este año?' },
];

function renderSample(sample: Sample, number: number): string {
  const request = readingRequest(sample.spread, sample.slugs, { question: sample.question, reversed: sample.reversed ?? [], crossing: sample.crossing ?? false });
  const output = composeReading(request);
  const cards = request.cards
    .map((drawn) => `${drawn.position.name}: ${drawn.card.name}${drawn.reversed ? ' (reversed)' : ''}${drawn.crossing ? ', crossing' : ''}`)
    .join('; ');
  const answers = request.cards.map((drawn) => `**${drawn.position.name} — ${drawn.card.name}${drawn.reversed ? ', reversed' : ''}.** ${output.answers[drawn.index]!.text}`);
  return [
    `## ${number}. ${output.title}`,
    '',
    `*${request.spreadLabel}. ${sample.question ? `Question: “${sample.question}”` : 'A general reading, no question.'}*`,
    `*Cards: ${cards}.*`,
    '',
    output.summary,
    '',
    ...answers.flatMap((answer) => [answer, '']),
  ].join('\n');
}

/** The wording check's figures over the generated questions, as the wording and understanding tests compute them. */
function renderWordingCheck(): string {
  const questions = generateQuestions();
  const figures = wordingFigures(questions);
  return [
    '## Wording check',
    '',
    `The same interpreter over ${figures.questions} generated questions (server/oracle/builtin/wording/question-generator.ts), each read in a`,
    'spread and draw fixed by its place in the set, the yes-or-no ones read again over three bright cards (the Sun, the Star,',
    'the Ten of Cups) and three hard ones (the Ten of Swords, the Three of Swords, the Tower). The wording test',
    '(server/oracle/builtin/wording/wording.test.ts) computes these same figures and asserts the first four: no reading',
    'writes “Card N”, says a card’s meaning phrase three times or ends two answers in the same question, and every leaning',
    'points the right way for what the asker hopes or fears.',
    '',
    ...figureLines(figures).map((line) => `- ${line}`),
    '',
    'What the interpreter understands of the same questions, against their labels',
    '(server/oracle/builtin/wording/question-understanding.test.ts asserts at least 95% of subjects, 90% of kinds, options',
    'and time frames, and every yes-or-no question’s hoped or feared yes and every language):',
    '',
    ...understandingLines(understandingFigures(questions)).map((line) => `- ${line}`),
    '',
  ].join('\n');
}

/** The whole page. */
export function renderSampleReadings(): string {
  return [
    '# Sample readings',
    '',
    'Seventeen readings written by the builtin interpreter (docs/architecture.md, "The builtin interpreter"),',
    'across spreads and kinds of question, exactly as it writes them, then the wording check over generated questions.',
    'Generated by `npm run docs:samples`; a test fails when the interpreter would write them differently, so this page',
    'always shows what users get.',
    '',
    ...SAMPLES.map((sample, index) => renderSample(sample, index + 1)),
    renderWordingCheck(),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SAMPLE_READINGS_PATH, renderSampleReadings());
}
