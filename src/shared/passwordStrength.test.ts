import { describe, expect, it } from 'vitest';
import { passwordStrengthLabel, passwordStrengthScore } from './passwordStrength';

describe('passwordStrengthScore', () => {
  it.each([
    ['', 0],
    ['abc', 0],
    ['abcdef', 1],
    ['abcdefgh', 2],
    ['Abcdefgh', 3],
    ['Abcdefg1', 4],
    ['Abcdef1!', 5],
    ['A1!', 3],
    ['abc!', 1],
  ])('scores %j as %i', (password, score) => {
    expect(passwordStrengthScore(password)).toBe(score);
  });
});

describe('passwordStrengthLabel', () => {
  it.each([
    [0, 'signup.strength.veryWeak'],
    [1, 'signup.strength.veryWeak'],
    [2, 'signup.strength.weak'],
    [3, 'signup.strength.fair'],
    [4, 'signup.strength.good'],
    [5, 'signup.strength.strong'],
  ])('labels score %i as %s', (score, label) => {
    expect(passwordStrengthLabel(score)).toBe(label);
  });
});
