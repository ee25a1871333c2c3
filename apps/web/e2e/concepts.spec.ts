import { expect, test, type Page } from '@playwright/test';
import { apiAs, EAGLES, screenshotsAt, openSignedIn } from './support';

/** Where the screenshots of these pages go. */
const SHOTS = 'test-results/concepts';

/** A seeded play of the coach's Central Tigers report. */
const CARD = { reportId: 'rpt-eagles-central', cardId: 'card-rpt-eagles-central-1', reportTitle: 'Central Tigers Defense' };

const screenshots = (page: Page, name: string, ready: () => Promise<void>) => screenshotsAt(page, SHOTS, name, ready);

test.describe('concepts library', () => {
  test('a coach adds a concept, tags a play with it, finds the play from the concept, renames and deletes it', async ({ page }) => {
    // Prepare
    const name = `Duo ${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
    await page.setViewportSize({ width: 1400, height: 900 });

    // Act: open the library (coaches reach it by its address; the drawer lists it for internal users).
    await openSignedIn(page, 'coach', '/concepts');
    await expect(page.getByRole('heading', { name: 'Concepts', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Inside Zone' })).toBeVisible();
    await page.getByRole('button', { name: 'New concept' }).click();
    const dialog = page.getByRole('dialog', { name: 'New concept' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Run' }).click();
    await dialog.getByLabel('Description').fill('Double teams at the point of attack, the back reads the Mike.');
    await screenshots(page, 'create-dialog', async () => {
      await expect(dialog).toBeVisible();
    });
    await dialog.getByRole('button', { name: 'Create concept' }).click();
    await expect(dialog).toBeHidden();

    // Assess: it is listed with its type, no plays yet, and a second one of that name is refused in words.
    const concept = page.getByRole('region', { name, exact: true });
    await expect(concept.getByText('Run', { exact: true })).toBeVisible();
    await expect(concept.getByText('0 plays', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'New concept' }).click();
    await page.getByRole('dialog', { name: 'New concept' }).getByLabel('Name').fill(name.toLowerCase());
    await page.getByRole('dialog', { name: 'New concept' }).getByRole('button', { name: 'Create concept' }).click();
    await expect(page.getByText(`Your library already has a concept named “${name}”.`, { exact: false })).toBeVisible();
    await page.getByRole('dialog', { name: 'New concept' }).getByRole('button', { name: 'Cancel' }).click();

    // Act: tag a seeded play with it from the play's card page, and create a second concept there.
    const cardPage = `/reports/${CARD.reportId}/cards/${CARD.cardId}/carddetail`;
    const pin = `${name} Pin`;
    await page.goto(cardPage);
    const tagging = page.getByRole('region', { name: 'Concepts' });
    await tagging.getByLabel('Tag with a concept').fill(name.slice(0, 6));
    await page.getByRole('option', { name: `${name} · Run` }).click();
    await expect(tagging.getByText(`${name} · Run`)).toBeVisible();
    await tagging.getByLabel('Tag with a concept').fill(pin);
    await page.getByRole('option', { name: `Create “${pin}” and tag this play` }).click();
    await expect(tagging.getByText(`${pin} · Other`)).toBeVisible();
    await screenshots(page, 'card-tagging', async () => {
      await expect(tagging.getByText(`${pin} · Other`)).toBeVisible();
    });
    await tagging.getByLabel(`Remove ${pin}`).click();
    await expect(tagging.getByText(`${pin} · Other`)).toHaveCount(0);
    await expect(tagging.getByText(`${name} · Run`)).toBeVisible();
    await page.goto('/concepts');

    // Assess: the concept finds the play, which links to its card; the concept made on the card page is listed.
    await expect(page.getByRole('region', { name: pin, exact: true }).getByText('Other', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: pin, exact: true }).getByText('0 plays', { exact: true })).toBeVisible();
    await expect(concept.getByText('1 play', { exact: true })).toBeVisible();
    await concept.getByRole('button', { name: `Show the plays tagged ${name}` }).click();
    const plays = concept.getByRole('list', { name: `Plays tagged ${name}` });
    await expect(plays.getByText(CARD.reportTitle)).toBeVisible();
    await expect(plays.getByRole('link', { name: '#1 Play 1' })).toHaveAttribute(
      'href',
      `/reports/${CARD.reportId}/cards/${CARD.cardId}/carddetail`,
    );
    await page.getByLabel('Search by name').fill(name);
    await expect(page.getByRole('region', { name: 'Inside Zone' })).toHaveCount(0);
    await expect(concept).toBeVisible();
    await screenshots(page, 'library', async () => {
      await expect(plays).toBeVisible();
    });
    await page.getByLabel('Search by name').fill('');
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Coverage' }).click();
    await expect(page.getByRole('region', { name: 'Cover 3' })).toBeVisible();
    await expect(page.getByRole('region', { name, exact: true })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'All types' }).click();

    // Act: rename it.
    await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit concept' });
    await edit.getByLabel('Name').fill(`${name} Weak`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    const renamed = page.getByRole('region', { name: `${name} Weak` });
    await expect(renamed.getByText('1 play', { exact: true })).toBeVisible();

    // Act: delete it, after confirming.
    await renamed.getByRole('button', { name: `Delete ${name} Weak` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete concept?' });
    await expect(confirm.getByText('Its tag comes off 1 play; the plays stay.', { exact: false })).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete concept' }).click();

    // Assess: it is gone, the play stays.
    await expect(page.getByRole('region', { name: `${name} Weak` })).toHaveCount(0);
    await page.getByRole('button', { name: `Delete ${pin}`, exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Delete concept?' }).getByRole('button', { name: 'Delete concept' }).click();
    await expect(page.getByRole('region', { name: pin, exact: true })).toHaveCount(0);
    await page.goto(`/reports/${CARD.reportId}/cards/${CARD.cardId}/carddetail`);
    await expect(page.getByRole('heading', { name: 'Card #1', level: 1 })).toBeVisible();
  });

  test("staff tag plays from the breakdown grid's concept column, add a concept there, and find the plays from the library", async ({
    page,
  }) => {
    // Prepare: two new plays in a coach's report (cards are only ever added to it).
    const api = await apiAs('admin');
    const reportId = 'rpt-eagles-ridgeview';
    const made = [];
    for (const title of ['Grid concept A', 'Grid concept B']) {
      const answer = await api.post(`/reports/${reportId}/cards`, { data: { title } });
      expect(answer.status()).toBe(201);
      made.push((await answer.json()) as { id: string; card_number?: number; cardNumber?: number });
    }
    const [first, second] = made.map((card) => ({ id: card.id, number: Number(card.cardNumber ?? card.card_number) }));
    const name = `Drive ${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
    await page.setViewportSize({ width: 1400, height: 900 });
    await openSignedIn(page, 'admin', `/reports/${reportId}/cards`);
    await expect(page.getByRole('grid')).toBeVisible();
    const offPlay = async (cardNumber: number) => {
      const headers = (await page.getByRole('columnheader').allTextContents()).map((text) => text.trim());
      return page
        .getByRole('row', { name: `Card ${cardNumber}`, exact: true })
        .getByRole('gridcell')
        .nth(headers.indexOf('OFF PLAY'));
    };

    // Act: the first play takes the library's Mesh, typed in lower case.
    await (await offPlay(first!.number)).click();
    const editor = page.getByRole('combobox', { name: `OFF PLAY, card ${first!.number}` });
    await editor.fill('mesh');
    await expect(page.getByRole('option', { name: 'Mesh Pass' })).toBeVisible();
    await editor.press('Enter');

    // Act: the second play gets a name the library lacks, added from the cell's list.
    await (await offPlay(second!.number)).click();
    await page.getByRole('combobox', { name: `OFF PLAY, card ${second!.number}` }).fill(name);
    await screenshotsAt(page, SHOTS, 'grid-add-concept', async () => {
      await expect(page.getByRole('option', { name: `+ Add “${name}” Add to the concepts library` })).toBeVisible();
    });
    await page.getByRole('option', { name: `+ Add “${name}” Add to the concepts library` }).click();

    // Assess: the cells keep the library's spelling, and both plays are tagged.
    await expect(page.getByText(`Added “${name}” to the concepts library and tagged card ${second!.number}`)).toBeVisible();
    await expect(await offPlay(first!.number)).toHaveText('Mesh');
    await expect(await offPlay(second!.number)).toHaveText(name);
    const tagsOf = async (cardId: string) =>
      (
        (await (await api.get(`/cards/${cardId}/concepts`)).json()) as {
          concepts: { id: string; name: string; concept_type?: string; conceptType?: string }[];
        }
      ).concepts;
    await expect.poll(async () => (await tagsOf(first!.id)).map((c) => c.name)).toEqual(['Mesh']);
    await expect.poll(async () => (await tagsOf(second!.id)).map((c) => c.name)).toEqual([name]);

    // Assess: the library (the coach's organisation, as staff see it) finds the new concept's play.
    await page.goto('/concepts');
    await page.getByLabel('Organisation').fill(EAGLES.organizationId);
    await page.getByLabel('Organisation').press('Enter');
    const concept = page.getByRole('region', { name, exact: true });
    await expect(concept.getByText('1 play', { exact: true })).toBeVisible();
    await concept.getByRole('button', { name: `Show the plays tagged ${name}` }).click();
    await expect(
      concept.getByRole('list', { name: `Plays tagged ${name}` }).getByRole('link', { name: new RegExp(`^#${second!.number} `) }),
    ).toHaveAttribute('href', `/reports/${reportId}/cards/${second!.id}/carddetail`);

    // Act: that play becomes the concept's example clip.
    await concept.getByRole('button', { name: `Use #${second!.number} as the example clip of ${name}` }).click();

    // Assess: it is marked, and the concept offers to watch it in the card viewer.
    await expect(concept.getByText('Example clip', { exact: true })).toBeVisible();
    await expect(concept.getByRole('link', { name: 'Watch the example clip' })).toHaveAttribute(
      'href',
      `/reports/${reportId}/cards/${second!.id}/view`,
    );
    await screenshotsAt(page, SHOTS, 'example-clip', async () => {
      await expect(concept.getByText('Example clip', { exact: true })).toBeVisible();
    });

    // Assess: the report's play concepts analytics name each row's library concept type.
    await page.goto(`/reports/${reportId}/analytics/play-concepts`);
    const table = page.getByRole('table').first();
    await expect(table.getByRole('columnheader', { name: 'Concept type' })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: name })).toContainText('Other');
    await expect(table.getByRole('row').filter({ hasText: /^Mesh/ })).toContainText('Pass');
    // (On a phone the table's rows stack, each cell named beside its value, and the header row is hidden.)
    await screenshotsAt(page, SHOTS, 'analytics-concept-types', async () => {
      await expect(table.getByRole('row').filter({ hasText: /^Mesh/ })).toContainText('Pass');
    });

    // Act: clearing the first play's cell takes its Mesh tag off.
    await page.goto(`/reports/${reportId}/cards`);
    await expect(page.getByRole('grid')).toBeVisible();
    await (await offPlay(first!.number)).click();
    await expect(
      page
        .getByRole('textbox', { name: `OFF PLAY, card ${first!.number}` })
        .or(page.getByRole('combobox', { name: `OFF PLAY, card ${first!.number}` })),
    ).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Delete');
    await expect.poll(async () => (await tagsOf(first!.id)).length).toBe(0);

    // Clean up: the concept made here.
    const created = (await tagsOf(second!.id))[0];
    if (created) expect((await api.delete(`/concepts/${created.id}`)).ok()).toBe(true);
    await api.dispose();
  });
});
