import { describe, expect, it } from 'vitest';
import { parseScamRules } from './scam-rules';

describe('parseScamRules', () => {
  it("reads an operator's rules", () => {
    const text = JSON.stringify([
      { locale: 'nl', reason: 'money', pattern: String.raw`\bbetaal\s+mijn\s+huur\b` },
    ]);
    expect(parseScamRules(text, 'rules.json')).toEqual([
      { locale: 'nl', reason: 'money', pattern: String.raw`\bbetaal\s+mijn\s+huur\b` },
    ]);
  });

  it('names the rule that is not one', () => {
    const text = JSON.stringify([
      { locale: '*', reason: 'crypto', pattern: 'dogecoin' },
      { locale: 'en', reason: 'crypto', pattern: '(' },
    ]);
    expect(() => parseScamRules(text, 'rules.json')).toThrow(/rules.json: rule 1 is not a rule/);
    expect(() => parseScamRules('{', 'rules.json')).toThrow(/not JSON/);
    expect(() => parseScamRules('{}', 'rules.json')).toThrow(/expected an array/);
  });
});
