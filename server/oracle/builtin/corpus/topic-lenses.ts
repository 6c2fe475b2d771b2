/**
 * What a card says about the topics the card corpus has no area meanings for (common/cards/areas/ reads
 * love and work), by the card's suit or arcana and whether it reads light or hard: a Pentacles card
 * for money is at home, a Swords card in grief is the thoughts that circle back. Each finishes a
 * sentence after a lead that names the question's subject (positions/kind-leads.ts). Health and grief
 * stay gentle, never promise, and speak of no endings (care.ts ENDING_IMAGERY).
 */
import type { QuestionTopic } from '../question/types.ts';

/** A major card, or a minor by its suit. */
export type LensKey = 'major' | 'wands' | 'cups' | 'swords' | 'pentacles';

/** Given the card mid-sentence ("the Ace of Pentacles"), a clause starting with it, no final period. */
type Lens = (card: string) => string;

export type LensTopic = Exclude<QuestionTopic, 'love' | 'work'>;

export const TOPIC_LENSES: Readonly<Record<LensTopic, Readonly<Record<LensKey, { bright: Lens; hard: Lens }>>>> = {
  money: {
    major: {
      bright: (c) => `${c} marks a larger turn in how money and security feel, one that favors clear choices over quick fixes`,
      hard: (c) => `${c} asks for an honest look at money and security before anything is decided, taken slowly and with good advice`,
    },
    wands: {
      bright: (c) => `${c} brings energy to earning, a push toward initiative and new sources of income worth weighing carefully`,
      hard: (c) => `${c} warns against spending energy or money in a rush, and suggests pacing effort so it does not burn out`,
    },
    cups: {
      bright: (c) => `${c} speaks of the feelings around money, generosity and a sense of enough that eases the worry`,
      hard: (c) => `${c} shows feelings steering money decisions, so it helps to tell the worry apart from the figures`,
    },
    swords: {
      bright: (c) => `${c} favors clear thinking about money, the numbers written down and decisions made with open eyes`,
      hard: (c) => `${c} points to anxious thoughts about money that may be louder than the figures themselves`,
    },
    pentacles: {
      bright: (c) => `${c} is at home here, pointing to steady progress, savings that add up and plans built to last`,
      hard: (c) => `${c} points to strain on the practical side, where a careful budget and patience do more than bold moves`,
    },
  },
  family: {
    major: {
      bright: (c) => `${c} speaks of a deeper shift in the family, one that can bring people closer over time`,
      hard: (c) => `${c} marks a family matter larger than any single conversation, asking for patience with everyone involved`,
    },
    wands: {
      bright: (c) => `${c} brings warmth and spirit to family life, energy for shared plans and honest enthusiasm`,
      hard: (c) => `${c} suggests tempers or rivalries running hot in the family, where a pause before speaking helps`,
    },
    cups: {
      bright: (c) => `${c} is at home in family matters, speaking of affection, belonging and care that flows both ways`,
      hard: (c) => `${c} points to hurt feelings in the family that want to be acknowledged before they can heal`,
    },
    swords: {
      bright: (c) => `${c} favors clear, fair words in the family, saying what is true without sharpening it`,
      hard: (c) => `${c} points to words that have cut in the family, or silences that hurt as much`,
    },
    pentacles: {
      bright: (c) => `${c} speaks of the family’s shared ground, its home, its traditions and the practical care people give each other`,
      hard: (c) => `${c} points to practical strains in the family, duties, money or care that fall unevenly`,
    },
  },
  health: {
    major: {
      bright: (c) => `${c} speaks of a wider turn in how you care for yourself, with room for rest and renewal`,
      hard: (c) => `${c} asks for extra gentleness with your body and mind, and for support from the people who care for you`,
    },
    wands: {
      bright: (c) => `${c} speaks of vitality and a returning spark, energy to use kindly and at your own pace`,
      hard: (c) => `${c} suggests energy running low or pushed too hard, a sign to pace yourself`,
    },
    cups: {
      bright: (c) => `${c} speaks of emotional wellbeing, comfort and the people who help you feel looked after`,
      hard: (c) => `${c} points to feelings weighing on your wellbeing, worth sharing with someone you trust`,
    },
    swords: {
      bright: (c) => `${c} favors clear information and good questions for the people who look after your health`,
      hard: (c) => `${c} points to worry and racing thoughts that can tire the body as much as anything else`,
    },
    pentacles: {
      bright: (c) => `${c} is at home with the body, speaking of steady routines, good food, sleep and small daily care`,
      hard: (c) => `${c} asks for patience with the body’s slow pace, and for practical care in small daily steps`,
    },
  },
  creativity: {
    major: {
      bright: (c) => `${c} marks a larger creative turn, a chance for the work to say something truer`,
      hard: (c) => `${c} asks what the work is really about before pushing it further`,
    },
    wands: {
      bright: (c) => `${c} is at home in creative work, bringing a spark, fresh ideas and the urge to begin`,
      hard: (c) => `${c} suggests a creative fire that is scattered or dampened, waiting for one idea to commit to`,
    },
    cups: {
      bright: (c) => `${c} speaks of work made from feeling, imagination and the pleasure of making for its own sake`,
      hard: (c) => `${c} points to a mood or doubt sitting between you and the work, asking to be felt rather than fought`,
    },
    swords: {
      bright: (c) => `${c} favors clear decisions in the work, cutting whatever does not serve the piece`,
      hard: (c) => `${c} points to an inner critic whose voice is louder than the work deserves`,
    },
    pentacles: {
      bright: (c) => `${c} speaks of craft and steady practice, the daily hours that turn an idea into a finished piece`,
      hard: (c) => `${c} points to practical limits on making, of time, money or space, which small steady habits can ease`,
    },
  },
  home: {
    major: {
      bright: (c) => `${c} marks a larger change in what home means to you, a step toward a place that fits your life`,
      hard: (c) => `${c} suggests a shake in the sense of home, asking what truly makes a place feel safe`,
    },
    wands: {
      bright: (c) => `${c} brings energy to home matters, to plans, moves and the push to make a place your own`,
      hard: (c) => `${c} suggests restlessness or friction at home, where a pause before a big change helps`,
    },
    cups: {
      bright: (c) => `${c} speaks of a home full of warmth, the people and feelings that make a place feel like yours`,
      hard: (c) => `${c} points to feelings unsettling the home, a longing for another place or for the people in this one`,
    },
    swords: {
      bright: (c) => `${c} favors clear choices about home, weighing each option plainly`,
      hard: (c) => `${c} points to worry or tension at home that may need a calm conversation`,
    },
    pentacles: {
      bright: (c) => `${c} is at home here, speaking of stable ground, a secure place and steady comfort`,
      hard: (c) => `${c} points to practical strain at home, repairs, rent or upkeep that need patient attention`,
    },
  },
  spiritual: {
    major: {
      bright: (c) => `${c} is at home on the inner path, a sign of growth that reaches deeper than everyday concerns`,
      hard: (c) => `${c} marks a testing stretch on the inner path, one that can deepen trust in yourself`,
    },
    wands: {
      bright: (c) => `${c} speaks of spiritual fire, a calling or passion that gives the days meaning`,
      hard: (c) => `${c} suggests a restless seeking that may need stillness more than more searching`,
    },
    cups: {
      bright: (c) => `${c} speaks of intuition and devotion, the open heart through which meaning arrives`,
      hard: (c) => `${c} points to an inner well that has run low and asks to be refilled gently`,
    },
    swords: {
      bright: (c) => `${c} favors clarity of mind, the kind of seeing that meditation and honest reflection bring`,
      hard: (c) => `${c} points to a busy or anxious mind standing between you and the quiet you seek`,
    },
    pentacles: {
      bright: (c) => `${c} speaks of a grounded practice, meaning found in the body, in nature and in daily ritual`,
      hard: (c) => `${c} suggests everyday demands crowding out the inner life, which a small daily ritual can restore`,
    },
  },
  grief: {
    major: {
      bright: (c) => `${c} speaks of love that carries on, a larger meaning that can hold your loss in time`,
      hard: (c) => `${c} acknowledges how much this loss has shaken, and asks for care and company while you carry it`,
    },
    wands: {
      bright: (c) => `${c} speaks of the warmth and spirit of what you loved, still alive in how you carry it`,
      hard: (c) => `${c} suggests grief that shows up as restlessness or exhaustion, asking for rest`,
    },
    cups: {
      bright: (c) => `${c} speaks of tender memory and the love that still flows toward what you miss`,
      hard: (c) => `${c} honors the sorrow itself, feelings that need room and gentle company`,
    },
    swords: {
      bright: (c) => `${c} speaks of understanding slowly coming, words that help make sense of what happened`,
      hard: (c) => `${c} points to painful thoughts that circle back, which kind words from others can soften`,
    },
    pentacles: {
      bright: (c) => `${c} speaks of small steady comforts, routines and people that keep you held`,
      hard: (c) => `${c} points to practical weight around the loss, tasks and days that need help to carry`,
    },
  },
};
