import { readFileSync } from 'node:fs';
import { isScamRule, type ScamRule } from '@amori/core';

/**
 * An operator's extra scam rules: a JSON array of `{ "locale", "reason", "pattern" }` (see
 * docs/scam-warnings.md). A rule that is not one stops the start, naming it, rather than warning
 * nobody without a word.
 */
export function parseScamRules(text: string, source: string): ScamRule[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source}: not JSON (${(error as Error).message})`, { cause: error });
  }
  if (!Array.isArray(parsed)) throw new Error(`${source}: expected an array of rules`);
  return parsed.map((rule: unknown, index) => {
    if (!isScamRule(rule)) {
      throw new Error(
        `${source}: rule ${index} is not a rule (locale: a locale or "*", reason: money, gift_card, crypto, bank_details or off_platform, pattern: a regular expression)`,
      );
    }
    return { locale: rule.locale, reason: rule.reason, pattern: rule.pattern };
  });
}

export function loadScamRules(file: string): ScamRule[] {
  return parseScamRules(readFileSync(file, 'utf8'), file);
}
