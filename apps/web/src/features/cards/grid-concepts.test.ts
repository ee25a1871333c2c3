import type { Concept } from '@scout/shared/api';
import { describe, expect, it } from 'vitest';
import { matchChoice } from './grid-cell-values';
import { conceptChoices, conceptTagChange, conceptTypeForPlay, createConceptChoice, libraryConceptNamed } from './grid-concepts';

function concept(id: string, name: string, conceptType: Concept['conceptType']): Concept {
  return {
    id,
    organizationId: 'org-eagles',
    name,
    conceptType,
    description: '',
    exampleCardId: null,
    exampleReportId: null,
    cardsCount: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    createdBy: 'staff-1',
    version: 1,
  };
}

const LIBRARY = [concept('c-mesh', 'Mesh', 'pass'), concept('c-iz', 'Inside Zone', 'run'), concept('c-c3', 'Cover 3', 'coverage')];

describe('the concept column and the concepts library', () => {
  it('offers the library by name, sorted, with the concept type as the hint', () => {
    expect(conceptChoices(LIBRARY)).toEqual([
      { value: 'Cover 3', label: 'Cover 3', hint: 'Coverage' },
      { value: 'Inside Zone', label: 'Inside Zone', hint: 'Run' },
      { value: 'Mesh', label: 'Mesh', hint: 'Pass' },
    ]);
  });

  it('names a library concept whatever the case, spaces or hyphens typed', () => {
    expect(libraryConceptNamed(LIBRARY, 'inside-zone')?.id).toBe('c-iz');
    expect(libraryConceptNamed(LIBRARY, ' MESH ')?.id).toBe('c-mesh');
    expect(libraryConceptNamed(LIBRARY, 'Mesh Wheel')).toBeNull();
    expect(libraryConceptNamed(LIBRARY, null)).toBeNull();
    expect(libraryConceptNamed(LIBRARY, '')).toBeNull();
  });

  it('offers to add a typed name only when the library lacks it, and typing never picks that offer', () => {
    const options = conceptChoices(LIBRARY);
    expect(createConceptChoice('Mesh Wheel ', options)).toEqual({
      value: '+Mesh Wheel',
      label: 'Mesh Wheel',
      hint: 'Add to the concepts library',
      create: true,
    });
    expect(createConceptChoice('mesh', options)).toBeNull();
    expect(createConceptChoice('  ', options)).toBeNull();

    const create = createConceptChoice('Stick', options);
    expect(create).not.toBeNull();
    expect(matchChoice([...options, create!], 'Stick')).toBeNull();
    expect(matchChoice([...options, create!], 'me')?.label).toBe('Mesh');
  });

  it('tags the concept the new value names and takes off the one the old value named', () => {
    expect(conceptTagChange(LIBRARY, 'Mesh', 'Inside Zone')).toEqual({ tag: LIBRARY[1], untag: LIBRARY[0] });
    expect(conceptTagChange(LIBRARY, null, 'mesh')).toEqual({ tag: LIBRARY[0], untag: null });
    expect(conceptTagChange(LIBRARY, 'Mesh', null)).toEqual({ tag: null, untag: LIBRARY[0] });
    expect(conceptTagChange(LIBRARY, 'Mesh', 'MESH')).toEqual({ tag: LIBRARY[0], untag: null });
    expect(conceptTagChange(LIBRARY, 'Slant', 'Stick')).toEqual({ tag: null, untag: null });
  });

  it("files a concept added from a play's row under its play type", () => {
    expect(conceptTypeForPlay('Run')).toBe('run');
    expect(conceptTypeForPlay('Pass')).toBe('pass');
    expect(conceptTypeForPlay('Punt')).toBe('other');
    expect(conceptTypeForPlay(null)).toBe('other');
  });
});
