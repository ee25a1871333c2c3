import { describe, expect, it } from 'vitest';
import { pageTemplate, templatedUrl, templatePathsInText } from './log-paths';

const SHARE_TOKEN = 'Qm9zY29lLXNoYXJlLXRva2VuLTEyMzQ1Njc4OTA_xY';

describe('the route templates the in-browser logs keep', () => {
  it('turns a share page into its router pattern, with the token and the query gone', () => {
    expect(pageTemplate(`/shared/${SHARE_TOKEN}?refresh=1#top`)).toBe('/shared/:shareToken');
    expect(templatedUrl(`https://scout.example/reports/shared/${SHARE_TOKEN}?utm=mail`)).toBe(
      'https://scout.example/reports/shared/:shareToken',
    );
  });

  it('turns a card page into its router pattern', () => {
    expect(pageTemplate('/reports/report-7f3a2c/cards/card-1b2c3d/carddetail')).toBe('/reports/:reportId/cards/:cardId/carddetail');
    expect(pageTemplate('/cards/card-1b2c3d/edit-view')).toBe('/cards/:cardId/edit-view');
    expect(pageTemplate('/dashboard')).toBe('/dashboard');
  });

  it('keeps an API template as it is and masks the values of a path no page matches', () => {
    expect(pageTemplate('/reports/{id}/cards/{cid}')).toBe('/reports/{id}/cards/{cid}');
    expect(pageTemplate('/api/v2/login')).toBe('/api/v2/login');
    expect(pageTemplate('/no-such-page/report-42/x')).toBe('/no-such-page/:value/x');
  });

  it('replaces the paths, URLs and tokens inside a logged text', () => {
    expect(templatePathsInText(`No route matches URL "/shared/${SHARE_TOKEN}"`)).toBe('No route matches URL "/shared/:shareToken"');
    expect(
      templatePathsInText(`GET https://api.example/api/v2/shared/${SHARE_TOKEN}?refresh=true failed; retry at https://scout.example/`),
    ).toBe('GET https://api.example/api/v2/shared/:value failed; retry at https://scout.example/');
    expect(templatePathsInText(`token ${SHARE_TOKEN} and eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJjb2FjaCJ9.c2lnbmF0dXJl`)).toBe(
      'token [TOKEN] and [TOKEN]',
    );
  });

  it('leaves ordinary text alone', () => {
    const plain = '3rd & 4 on the 35, 1/2 of the plays, and/or video/mp4, uploads/rpt-1/game.zip, Download 12 Logs';
    expect(templatePathsInText(plain)).toBe(plain);
    expect(templatePathsInText('Failed to fetch https://scout.example/assets/report-BxQ12a.js')).toBe(
      'Failed to fetch https://scout.example/assets/report-BxQ12a.js',
    );
  });
});
