import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTION_LABELS, activityFieldLabel, describeChange, relativeTime } from './card-activity-format';

describe('activity words', () => {
  it('names every action in words', () => {
    expect(ACTIVITY_ACTION_LABELS).toEqual({
      created: 'Created the card',
      updated: 'Updated the card',
      breakdown_updated: 'Updated the breakdown',
      status_changed: 'Changed the status',
      media_added: 'Added media',
      media_removed: 'Removed media',
    });
  });

  it('labels fields however the server spells them', () => {
    expect(activityFieldLabel('down')).toBe('Down');
    expect(activityFieldLabel('yard_line')).toBe('Yard line');
    expect(activityFieldLabel('breakdown.playType')).toBe('Play type');
    expect(activityFieldLabel('status')).toBe('Status');
    expect(activityFieldLabel('someOtherThing')).toBe('Some other thing');
  });

  it("describes a change as 'Field: from → to'", () => {
    expect(describeChange({ field: 'down', from: null, to: 3 })).toBe('Down: — → 3');
    expect(describeChange({ field: 'yardLine', from: -35, to: 20 })).toBe('Yard line: -35 → +20');
    expect(describeChange({ field: 'quarter', from: 4, to: 5 })).toBe('Quarter: 4 → OT');
    expect(describeChange({ field: 'status', from: 'pending', to: 'in_progress' })).toBe('Status: Pending → In Progress');
    expect(describeChange({ field: 'formation', from: 'Trips Rt', to: '' })).toBe('Formation: Trips Rt → —');
  });
});

describe('times', () => {
  const now = new Date('2025-10-10T12:00:00Z');
  it('says how long ago, in words', () => {
    expect(relativeTime('2025-10-10T11:59:40Z', now)).toBe('just now');
    expect(relativeTime('2025-10-10T11:59:00Z', now)).toBe('1 minute ago');
    expect(relativeTime('2025-10-10T11:35:00Z', now)).toBe('25 minutes ago');
    expect(relativeTime('2025-10-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeTime('2025-10-09T10:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2025-10-06T12:00:00Z', now)).toBe('4 days ago');
  });
});
