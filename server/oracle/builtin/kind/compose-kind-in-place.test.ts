import { describe, expect, it } from 'vitest';
import { kindSentence } from './compose-kind-in-place.ts';
import { cardOf, factsWith } from './kind-fixtures.ts';

const CELTIC = ['the-hermit', 'eight-of-pentacles', 'the-tower', 'the-star', 'six-of-wands', 'the-magician', 'the-moon', 'six-of-cups', 'two-of-swords'];

describe('kindSentence', () => {
  it('names in each option’s card the option it carries, and says nothing in the others', () => {
    const options = ['the bakery', 'the bookshop', 'the bike repair idea'];
    const facts = factsWith('CELTIC_CROSS', CELTIC, 'Bakery, bookshop or bike repair?', { kind: 'choice', options });
    const crown = kindSentence(facts, cardOf(facts, 'the-star'))!;
    const nearFuture = kindSentence(facts, cardOf(facts, 'six-of-wands'))!;
    const outcome = kindSentence(facts, cardOf(facts, 'two-of-swords'))!;
    expect(crown).toMatch(/the bakery.*the Star|the Star.*the bakery/);
    expect(nearFuture).toMatch(/the bookshop.*the Six of Wands/);
    expect(outcome).toMatch(/the bike repair idea.*the Two of Swords.*pause|the bike repair idea.*the Two of Swords.*neither opens nor closes/);
    expect(kindSentence(facts, cardOf(facts, 'the-hermit'))).toBeNull();
    expect(new Set([crown, nearFuture, outcome].map((text) => text.split(',')[1])).size).toBe(3);
  });

  it('answers the time frame in the places that look ahead, each in its own wording, and nowhere else', () => {
    const facts = factsWith('CELTIC_CROSS', CELTIC, 'Will I get the promotion by spring?', { kind: 'yes-no', yesNo: true, yesMeans: 'hoped', timeFrame: 'by spring', claim: 'you will get the promotion by spring' });
    const nearFuture = kindSentence(facts, cardOf(facts, 'six-of-wands'))!;
    const outcome = kindSentence(facts, cardOf(facts, 'two-of-swords'))!;
    expect(nearFuture).toMatch(/^By spring, .*(leans|tips) .*toward/);
    expect(outcome).toMatch(/^By spring, .*(patience|still)/);
    expect(kindSentence(facts, cardOf(facts, 'the-star'))).toBeNull();
    expect(kindSentence(facts, cardOf(facts, 'the-hermit'))).toBeNull();
    for (const text of [nearFuture, outcome]) expect(text).not.toMatch(/\byou will\b|definitely|certainly/);
  });

  it('speaks of the card’s pace in the future place of a when-question without a time frame', () => {
    const facts = factsWith('THREE_CARD', ['the-hermit', 'ace-of-cups', 'eight-of-wands'], 'When will I meet someone?', { kind: 'when' });
    expect(kindSentence(facts, cardOf(facts, 'eight-of-wands'))).toMatch(/quick|speed|fast/);
    expect(kindSentence(facts, cardOf(facts, 'ace-of-cups'))).toBeNull();
  });

  it('adds nothing for a care question, a question in another language or a plain one', () => {
    const care = factsWith('THREE_CARD', ['the-hermit', 'ace-of-cups', 'eight-of-wands'], 'When will my scan results come?', { kind: 'when', care: 'health', timeFrame: 'this week' });
    const careChoice = factsWith('THREE_CARD', ['the-hermit', 'ace-of-cups', 'eight-of-wands'], 'Sell or rent?', { kind: 'choice', care: 'money', options: ['selling', 'renting'] });
    const foreign = factsWith('THREE_CARD', ['the-hermit', 'ace-of-cups', 'eight-of-wands'], '¿Cuándo?', { kind: 'when', language: 'es' });
    const plain = factsWith('THREE_CARD', ['the-hermit', 'ace-of-cups', 'eight-of-wands'], 'What about my garden?', { kind: 'general' });
    for (const facts of [care, careChoice, foreign, plain]) for (const drawn of facts.cards) expect(kindSentence(facts, drawn)).toBeNull();
  });
});
