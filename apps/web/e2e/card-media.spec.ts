import { expect, test, type Page } from '@playwright/test';
import { newReportWithCards, practiceVideo, stillImage } from './media-fixture';
import { apiAs, openSignedIn } from './support';

/** A report of the coach with one card, for this test alone. */
async function newCard(): Promise<{ reportId: string; cardId: string }> {
  const api = await apiAs('coach');
  const { reportId, cardIds } = await newReportWithCards(api, `Harbor ${Date.now().toString(36)}`, ['Trips right smash']);
  await api.dispose();
  return { reportId, cardId: cardIds[0]! };
}

const media = (page: Page) => page.getByRole('region', { name: 'Media' });

async function addFile(page: Page, kind: 'Video' | 'Image' | '3D-app video', path: string): Promise<void> {
  await media(page).getByRole('button', { name: 'Add media' }).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${kind}`) }).click();
  await page.getByTestId('card-media-input').setInputFiles(path);
}

test.describe('a card’s media', () => {
  test('staff add an image and a video with a progress bar, view them full size by keyboard, replace and delete', async ({ page }) => {
    test.setTimeout(120_000);
    const { reportId, cardId } = await newCard();
    const photo = stillImage('whiteboard.png', 'png');
    const diagram = stillImage('diagram.jpg', 'mjpeg');
    const video = practiceVideo('practice.mp4', 10);
    const animation = practiceVideo('animation.mp4', 1);

    await openSignedIn(page, 'admin', `/reports/${reportId}/cards/${cardId}/edit-view`);
    await expect(media(page)).toContainText('None yet');

    // An image: added, shown as a tile.
    await addFile(page, 'Image', photo);
    await expect(page.getByText('"whiteboard.png" added.')).toBeVisible();
    const image = media(page).getByRole('listitem', { name: 'Image: whiteboard.png' });
    await expect(image.getByRole('img')).toBeVisible();

    // A refused file says why, in words, and adds nothing.
    await addFile(page, 'Image', video);
    await expect(
      page.getByText('"practice.mp4" cannot be added as an image: only JPEG, PNG, WebP or HEIC image up to 20 MB can.'),
    ).toBeVisible();
    await expect(media(page).getByRole('listitem')).toHaveCount(1);

    // A video on a slow connection: its tile shows the upload's progress, then 'Making it playable…', then the player.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 600 * 1024,
    });
    await addFile(page, 'Video', video);
    const progress = page.getByRole('progressbar', { name: 'Upload progress of practice.mp4' });
    await expect(progress).toBeVisible();
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 20_000 }).toBeGreaterThan(0);
    const midway = Number(await progress.getAttribute('aria-valuenow'));
    expect(midway).toBeLessThan(100);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const videoTile = media(page).getByRole('listitem', { name: 'Video: practice.mp4' });
    await expect(videoTile.getByRole('button', { name: 'Open video practice.mp4' })).toBeVisible({ timeout: 60_000 });

    // A 3D-app video is labelled as such.
    await addFile(page, '3D-app video', animation);
    const threeD = media(page).getByRole('listitem', { name: '3D-app video: animation.mp4' });
    await expect(threeD.getByRole('button', { name: 'Open 3d-app video animation.mp4' })).toBeVisible({ timeout: 60_000 });
    await expect(media(page)).toContainText('3 files');

    // Full size by keyboard: Enter opens, → steps, Escape closes.
    await image.getByRole('button', { name: 'Open image whiteboard.png' }).focus();
    await page.keyboard.press('Enter');
    const lightbox = page.getByRole('dialog');
    await expect(lightbox).toContainText('whiteboard.png');
    await expect(lightbox).toContainText('1 of 3');
    await expect(lightbox.getByRole('img', { name: 'Image of card 1: whiteboard.png' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(lightbox).toContainText('2 of 3');
    const player = lightbox.getByLabel('Video of card 1: practice.mp4');
    await expect(player).toBeVisible();
    await expect.poll(() => player.evaluate((element) => (element as HTMLVideoElement).duration), { timeout: 15_000 }).toBeGreaterThan(1.5);
    await lightbox.getByRole('button', { name: 'Next medium' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(lightbox).toContainText('3 of 3');
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();

    // Replace the image: the new one takes its place.
    await image.getByRole('button', { name: 'Replace whiteboard.png' }).click();
    await page.getByTestId('card-media-input').setInputFiles(diagram);
    await expect(page.getByText('"diagram.jpg" replaced "whiteboard.png".')).toBeVisible();
    await expect(media(page).getByRole('listitem', { name: 'Image: diagram.jpg' })).toBeVisible();
    await expect(image).toHaveCount(0);

    // Delete the video, after confirming.
    await videoTile.getByRole('button', { name: 'Delete practice.mp4' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this file?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('"practice.mp4" deleted from card #1.')).toBeVisible();
    await expect(videoTile).toHaveCount(0);
    await expect(media(page)).toContainText('2 files');

    // The activity records both kinds of change.
    await page.goto(`/cards/${cardId}/activity`);
    await expect(page.getByText('Added media').first()).toBeVisible();
    await expect(page.getByText('Removed media').first()).toBeVisible();
  });

  test('the card viewer shows the media read-only', async ({ page }) => {
    const { reportId, cardId } = await newCard();
    await openSignedIn(page, 'coach', `/reports/${reportId}/cards/${cardId}/view`);
    await expect(media(page)).toContainText('This card has no media yet.');
    await expect(media(page).getByRole('button', { name: 'Add media' })).toHaveCount(0);
  });
});
