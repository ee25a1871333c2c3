import { describe, expect, it } from 'vitest';
import { invoke, tokenFor } from './support/invoke';

type Body = Record<string, unknown>;

async function createReport(body: Body = {}): Promise<Body> {
  const response = await invoke('createReport', {
    token: await tokenFor('coach'),
    body: { title: 'Hillcrest Hawks own game', opponent_name: 'Hillcrest Hawks', opponent_abbreviation: 'HIL', ...body },
  });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

describe("which rows hold the opponent's offense (opponentOffenseTag)", () => {
  it('defaults to O, the scouting convention, when the create body does not say', async () => {
    const report = await createReport();

    expect(report.opponentOffenseTag).toBe('O');
  });

  it('stores D from a create body in snake or camel case and returns it on read', async () => {
    const token = await tokenFor('coach');
    const snake = await createReport({ opponent_offense_tag: 'D' });
    const camel = await createReport({ opponentOffenseTag: 'D' });

    for (const report of [snake, camel]) {
      expect(report.opponentOffenseTag).toBe('D');
      const read = await invoke('getReport', { token, params: { id: report.id as string } });
      expect(read.body.opponentOffenseTag).toBe('D');
    }
  });

  it('changes on update with the version read, and keeps the other fields', async () => {
    const token = await tokenFor('coach');
    const report = await createReport();
    const id = report.id as string;

    const toD = await invoke('updateReport', { token, params: { id }, body: { opponent_offense_tag: 'D', version: 1 } });
    const back = await invoke('updateReport', { token, params: { id }, body: { opponentOffenseTag: 'O', version: 2 } });

    expect(toD.statusCode).toBe(200);
    expect(toD.body).toMatchObject({ opponentOffenseTag: 'D', version: 2, title: 'Hillcrest Hawks own game', opponentAbbreviation: 'HIL' });
    expect(back.body).toMatchObject({ opponentOffenseTag: 'O', version: 3 });
    expect((await invoke('getReport', { token, params: { id } })).body.opponentOffenseTag).toBe('O');
  });

  it('refuses a tag other than O or D with a clear 400, writing nothing', async () => {
    const token = await tokenFor('coach');
    const report = await createReport();
    const id = report.id as string;
    const before = (await invoke('listReports', { token })).body.total;

    const created = await invoke('createReport', { token, body: { title: 'Kicks', opponent_offense_tag: 'K' } });
    const updated = await invoke('updateReport', { token, params: { id }, body: { opponentOffenseTag: 'offense', version: 1 } });

    for (const response of [created, updated]) {
      expect(response.statusCode).toBe(400);
      expect(response.body.message).toContain("opponentOffenseTag is 'O'");
    }
    expect((await invoke('listReports', { token })).body.total).toBe(before);
    expect((await invoke('getReport', { token, params: { id } })).body).toMatchObject({ opponentOffenseTag: 'O', version: 1 });
  });
});
