import { describe, expect, it } from 'vitest';
import { understandQuestion } from './understand-question.ts';

/** Questions whose yes is bad news to the asker. */
const FEARED: readonly string[] = [
  'Is my roommate lying to me?', 'Is he losing interest?', 'Is she cheating on me?', 'Is he pulling away?', 'Is my health getting worse?',
  'Am I going to fail my exam?', 'Is it a mistake to move in with Sam?', 'Is it too late to fix things?', 'Is our marriage over?',
  'Is my wife leaving me?', 'Is my boss angry with me?', 'Is my dog sick?', 'Am I getting fired?', 'Will the publisher reject my book?',
  'Is my husband hiding money?', 'Is she just using me?', 'Is he seeing someone else?', 'Will he never call?', 'Is there no chance we get back together?',
  'Is it a bad idea to quit my job?', 'Is it wrong to want more?', 'Will my business go under?', 'Is the deal falling through?',
  'Will the lump turn out to be cancer?', 'Is my son being bullied?', 'Will my landlord evict me?', 'Is my partner keeping secrets?',
  'Will my girlfriend break up with me?', 'Is the project doomed?', 'Will I lose the house?', 'Will I be alone forever?',
  'Is my friend talking behind my back?', 'Will the surgery go badly?', 'Am I being scammed?', 'Is my mother dying?',
  'Is he going to hurt me again?', 'Will the company lay me off?', 'Are my parents getting divorced?', 'Will my ex fight me for custody?',
  'Will the cancer come back?', 'Is she ignoring me?', 'Would it be foolish to lend him money?', 'Is our relationship toxic?',
  'Will my debt keep growing?', 'Is it hopeless?', 'My manager Bertrand keeps ignoring my emails, is he trying to push me out?',
  'Will they kick me out of the band?', 'Is my sister trying to get rid of me?', 'Will my best friend Zoë betray me?', 'Is my boss overlooking me?',
];

/** Questions whose yes is the news the asker hopes for. */
const HOPED: readonly string[] = [
  'Will I get the job?', 'Is he going to ask me out?', 'Will he take me out for dinner?', 'Is he the one?', 'Will my surgery go well?', 'Will I get the promotion by spring?', 'Does he love me?',
  'Will she come back?', 'Is it a good idea to move to Lisbon?', 'Should I take the offer?', 'Will my book get published?',
  'Will I pass the bar exam?', 'Will we have a baby this year?', 'Is my business going to grow?', 'Will I find love soon?',
  'Is my mum going to recover?', 'Will the pain stop?', 'Will I get out of debt?', 'Will my visa be approved?', 'Is he thinking of me?',
  'Will my brother forgive me?', 'Will the house sell quickly?', 'Am I on the right path?', 'Will my test results be clear?',
  'Is my relationship going to last?', 'Will I win the case?', 'Will my dad pull through?', 'Will the move be a success?',
  'Is she interested in me?', 'Will I be happy in Berlin?', 'Is it the right time to start a family?', 'Will the treatment work?',
  'Will my band make it?', 'Is my marriage worth saving?', 'Will my cat get better?', 'Will he propose this year?',
  'Will my son get into university?', 'Will things improve at work?', 'Is the universe on my side?', 'Will I heal from this?',
  'Will my friend ever text me back?', 'Is my ex going to apologise?', 'Will the interview go well?', 'Will I survive the breakup?',
  'Will my anxiety ease?',
];

describe('what a yes means to the asker', () => {
  it('has at least forty of each kind of question to check against', () => {
    expect(FEARED.length).toBeGreaterThanOrEqual(40);
    expect(HOPED.length).toBeGreaterThanOrEqual(40);
  });

  it.each(FEARED)('fears the yes to %j', (question) => {
    expect(understandQuestion(question).yesMeans).toBe('feared');
  });

  it.each(HOPED)('hopes for the yes to %j', (question) => {
    expect(understandQuestion(question).yesMeans).toBe('hoped');
  });
});
