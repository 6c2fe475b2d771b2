import { describe, expect, it } from 'vitest';
import { findLanguage } from './language.ts';

describe('findLanguage', () => {
  it.each([
    ['¿Debería mudarme a Madrid este año?', 'es'],
    ['¿Mi hermana me está mintiendo sobre el dinero?', 'es'],
    ['Soll ich den Job in Berlin annehmen?', 'de'],
    ['Wann werde ich die große Liebe finden?', 'de'],
    ['Mi ama davvero?', 'it'],
    ['Vou conseguir o emprego?', 'pt'],
    ['あなたは私を愛していますか？', 'ja'],
    ['Он меня любит?', 'ru'],
  ])('reads %j as %s', (question, language) => {
    expect(findLanguage(question)).toBe(language);
  });

  it.each(['Will Jürgen call?', 'Is Zoë the one?', 'Will my best friend Zoë betray me?', 'Is the Müller contract doomed?', 'wil i get teh promotion', 'Hola, will I get the job?', 'Should I move to São Paulo?', 'Will my sister Ana María forgive me?', 'Does Jesús love me?', 'Will I get the job at Müller und Söhne?'])(
    'reads %j as English',
    (question) => {
      expect(findLanguage(question)).toBe('en');
    },
  );
});
