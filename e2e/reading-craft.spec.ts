import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * What the builtin reading says on the page, past its echo of the question: the summary and every
 * answer, with the quoted question taken out, so that words the querent typed do not count as the
 * reading's own (docs/architecture.md#the-builtin-interpreter).
 */
async function readingFor(page: Page, question: string): Promise<string> {
  await page.goto('/app/main/reading');
  await page.getByText('Specific question', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Your question' }).fill(question);
  await page.getByText('Past, present, future', { exact: true }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  for (const card of [5, 30, 66]) await page.getByRole('button', { name: `Card at position ${card} of 78, face down` }).click();
  await page.getByRole('button', { name: 'Reveal my reading' }).click();
  // Save is offered once the reading is written.
  await expect(page.getByRole('button', { name: 'Save to My Readings' })).toBeEnabled();
  await expect(page.getByText(`“${question}”`, { exact: true })).toBeVisible();
  const summary = (await page.locator('.result-summary').textContent()) ?? '';
  const answers = await page.getByRole('list', { name: 'Your cards' }).locator('.answer-text').allTextContents();
  expect(answers).toHaveLength(3);
  // Discarded, so the next reading can start: one account reads all three.
  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(page.getByRole('form', { name: 'New reading' })).toBeVisible();
  return [summary, ...answers].join('\n').replaceAll(question, '');
}

test('the builtin reading names the person asked about, gives a how-question steps and weighs each option of a choice to a verdict', async ({ page, signUp }) => {
  // Three readings in one journey, one sign-up: three times a single reading's time.
  test.slow();
  await signUp();

  const person = await readingFor(page, 'Is my colleague Ines avoiding me?');
  expect.soft(person).toContain('your colleague Ines');

  const how = await readingFor(page, 'How can I rebuild trust with my teenage son?');
  expect.soft(how).toMatch(/\b(first|steps?|ways? in|to begin|start by)\b/i);

  const choice = await readingFor(page, 'Should I open the bakery, the bookshop or the bike repair shop?');
  const options = ['the bakery', 'the bookshop', 'the bike repair shop'];
  for (const option of options) expect.soft(choice).toContain(option);
  // A verdict among them: a sentence leaning toward one of the options (cards alike in tone are told apart by their places).
  const verdicts = choice.split(/(?<=[.;])\s+/).filter((sentence) => /\b(lean|leans|edges ahead|more weight)\b/i.test(sentence) && options.some((option) => sentence.includes(option)));
  expect.soft(verdicts, 'a sentence weighing the options to a verdict').not.toEqual([]);
});
