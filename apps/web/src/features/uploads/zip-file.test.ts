import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from '@scout/shared/domain';
import { describe, expect, it } from 'vitest';
import { chooseZipFile, zipFileProblem } from './zip-file';

describe('the ZIP a coach chooses', () => {
  it('accepts a .zip of any case up to the limit', () => {
    expect(zipFileProblem({ name: 'Week 3 vs Central.ZIP', size: 1024 })).toBeNull();
    expect(zipFileProblem({ name: 'export.zip', size: MAX_UPLOAD_BYTES })).toBeNull();
  });

  it('refuses other files, empty files and files over the limit before anything is sent', () => {
    expect(zipFileProblem({ name: 'game.mp4', size: 10 })).toBe('"game.mp4" is not a ZIP file. Choose the .zip export of your game film.');
    expect(zipFileProblem({ name: 'empty.zip', size: 0 })).toBe('"empty.zip" is empty.');
    expect(zipFileProblem({ name: 'huge.zip', size: MAX_UPLOAD_BYTES + 1 })).toBe(UPLOAD_TOO_LARGE);
  });

  it('takes exactly one file from a drop', () => {
    const zip = { name: 'a.zip', size: 5 };
    expect(chooseZipFile([zip])).toEqual({ file: zip });
    expect(chooseZipFile([zip, { name: 'b.zip', size: 5 }])).toEqual({ problem: 'Drop one ZIP file at a time.' });
    expect(chooseZipFile([])).toMatchObject({ problem: expect.stringContaining('not a file') as unknown });
  });
});
