import { describe, expect, it } from 'vitest';
import { saleProblem, stepSale } from './sale.ts';

describe('saleProblem', () => {
  it.each([
    ['1', 30],
    ['30', 30],
    [' 12 ', 30],
  ])('lets %j of %i gems go to the server', (text, balance) => {
    expect(saleProblem(text, balance)).toBeNull();
  });

  it.each([
    ['', 30, 'Enter a whole number of gems.'],
    ['2.5', 30, 'Enter a whole number of gems.'],
    ['abc', 30, 'Enter a whole number of gems.'],
    ['0', 30, 'Sell at least 1 gem.'],
    ['-3', 30, 'Sell at least 1 gem.'],
    ['31', 30, 'You have only 30 gems to sell.'],
    ['2', 1, 'You have only 1 gem to sell.'],
    ['1', 0, 'You have only 0 gems to sell.'],
  ])('refuses %j of %i gems: %s', (text, balance, message) => {
    expect(saleProblem(text, balance)).toBe(message);
  });
});

describe('stepSale', () => {
  it('moves by one within 1…balance', () => {
    expect(stepSale('3', 1, 30)).toBe(4);
    expect(stepSale('3', -1, 30)).toBe(2);
    expect(stepSale('30', 1, 30)).toBe(30);
    expect(stepSale('1', -1, 30)).toBe(1);
  });

  it('brings a number beyond the balance back within it, and starts an empty field at 1', () => {
    expect(stepSale('50', -1, 30)).toBe(30);
    expect(stepSale('', 1, 30)).toBe(1);
    expect(stepSale('', -1, 30)).toBe(1);
  });
});
