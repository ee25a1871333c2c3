import { describe, expect, it } from 'vitest';
import { cardLinks, withReportId } from './card-links';

describe('links to /cards/{cardId} pages', () => {
  it('carry the report id as a query parameter, encoded', () => {
    expect(cardLinks.activity('card-7', 'rpt-eagles-central')).toBe('/cards/card-7/activity?reportId=rpt-eagles-central');
    expect(cardLinks.view('c 1', 'r/1')).toBe('/cards/c%201/view?reportId=r%2F1');
    expect(withReportId('/x', 'a&b')).toBe('/x?reportId=a%26b');
  });
});
