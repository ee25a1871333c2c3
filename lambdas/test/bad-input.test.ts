import { describe, expect, it } from 'vitest';
import {
  CUSTOM_FIELD_MESSAGES,
  MAX_CUSTOM_FIELDS,
  MAX_CUSTOM_FIELD_NAME_LENGTH,
  MAX_CUSTOM_FIELD_VALUE_LENGTH,
} from '@scout/shared/domain';
import { JSON_BODY_MESSAGES } from '@scout/shared/api';
import { invoke, tokenFor } from './support/invoke';

/** Bad input answers 400 with the problem in words and writes nothing. */

async function reportWithOneCard(title: string): Promise<{ token: string; reportId: string; cardId: string }> {
  const token = await tokenFor('coach');
  const report = await invoke('createReport', { token, body: { title } });
  const reportId = report.body.id as string;
  const card = await invoke('createCard', { token, params: { id: reportId }, body: { title: 'First play' } });
  expect(card.body.cardNumber).toBe(1);
  return { token, reportId, cardId: card.body.id as string };
}

/** Creates a card and expects 400 with the message; then shows the refused card used up no number. */
async function expectRefusedCreate(rawBody: string, message: string, title: string): Promise<void> {
  const { token, reportId } = await reportWithOneCard(title);

  const refused = await invoke('createCard', { token, params: { id: reportId }, rawBody });

  expect(refused.statusCode).toBe(400);
  expect(refused.body.message).toBe(message);
  const next = await invoke('createCard', { token, params: { id: reportId }, body: {} });
  expect(next.body.cardNumber).toBe(2);
  const cards = await invoke('listCards', { token, params: { id: reportId } });
  expect(cards.body.totalCards).toBe(2);
}

function nested(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

function customFields(count: number, value: (i: number) => string): Record<string, string> {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`Column ${i + 1}`, value(i)]));
}

describe('deeply nested JSON', () => {
  it('answers 400 for 5,000 levels, wherever in the body they are', async () => {
    await expectRefusedCreate(`{"title":"Deep","extra":${nested(5000)}}`, JSON_BODY_MESSAGES.tooDeep, 'Nesting: unknown field');
    await expectRefusedCreate(
      `{"breakdown":{"customFields":{"deep":${nested(5000)}}}}`,
      JSON_BODY_MESSAGES.tooDeep,
      'Nesting: custom field',
    );
  });

  it('still accepts a body nested a little', async () => {
    const { token, reportId } = await reportWithOneCard('Nesting: shallow');

    const response = await invoke('createCard', { token, params: { id: reportId }, rawBody: `{"title":"Shallow","extra":${nested(20)}}` });

    expect(response.statusCode).toBe(201);
  });
});

describe('reserved keys', () => {
  it('refuses custom fields named __proto__, constructor or prototype', async () => {
    const expected: Record<string, string> = {
      // Refused with the body, before any schema: the key would otherwise vanish into a prototype.
      __proto__: JSON_BODY_MESSAGES.protoKey,
      constructor: `breakdown.customFields: ${CUSTOM_FIELD_MESSAGES.reservedName}`,
      prototype: `breakdown.customFields: ${CUSTOM_FIELD_MESSAGES.reservedName}`,
    };
    for (const [name, message] of Object.entries(expected)) {
      await expectRefusedCreate(`{"breakdown":{"customFields":{"${name}":"Over","Front":"4-3"}}}`, message, `Reserved: ${name}`);
    }
  });

  it('refuses a __proto__ key anywhere in a body', async () => {
    await expectRefusedCreate('{"title":"Polluted","__proto__":{"status":"complete"}}', JSON_BODY_MESSAGES.protoKey, 'Reserved: top level');
  });
});

describe('custom field bounds', () => {
  it(`refuses more than ${MAX_CUSTOM_FIELDS} fields, long names, long values and more than 32 KB in all`, async () => {
    const whole = 'breakdown.customFields';
    const cases: [Record<string, unknown>, string][] = [
      [customFields(MAX_CUSTOM_FIELDS + 1, () => 'x'), `${whole}: ${CUSTOM_FIELD_MESSAGES.tooMany}`],
      [{ ['N'.repeat(MAX_CUSTOM_FIELD_NAME_LENGTH + 1)]: 'x' }, `${whole}: ${CUSTOM_FIELD_MESSAGES.nameTooLong}`],
      [{ '  ': 'x' }, `${whole}: ${CUSTOM_FIELD_MESSAGES.emptyName}`],
      // A value's problem names its field.
      [{ Front: 'x'.repeat(MAX_CUSTOM_FIELD_VALUE_LENGTH + 1) }, `${whole}.Front: ${CUSTOM_FIELD_MESSAGES.valueTooLong}`],
      [{ Front: { nested: true } }, `${whole}.Front: ${CUSTOM_FIELD_MESSAGES.valueType}`],
      // 100 fields of 400 two-byte characters: each within bounds, 80 KB together.
      [customFields(MAX_CUSTOM_FIELDS, () => 'ü'.repeat(400)), `${whole}: ${CUSTOM_FIELD_MESSAGES.tooLarge}`],
    ];
    for (const [fields, message] of cases) {
      await expectRefusedCreate(JSON.stringify({ breakdown: { customFields: fields } }), message, `Bounds: ${message}`);
    }
  });

  it("refuses custom fields past DynamoDB's 400 KB item limit without using up the card number", async () => {
    // 1,000 fields of 250 two-byte characters: about 510 KB, past the item limit yet under the 1 MiB body
    // limit, so the request reaches the schema (today's 500: DynamoDB refused the item after the number was taken).
    const fields = customFields(1000, () => 'ü'.repeat(250));

    await expectRefusedCreate(
      JSON.stringify({ breakdown: { customFields: fields } }),
      `breakdown.customFields: ${CUSTOM_FIELD_MESSAGES.tooMany}`,
      'Bounds: item limit',
    );
  });

  it('accepts fields at every bound', async () => {
    const { token, reportId } = await reportWithOneCard('Bounds: at the limits');
    const fields = customFields(MAX_CUSTOM_FIELDS, () => 'x'.repeat(300));

    const response = await invoke('createCard', { token, params: { id: reportId }, body: { breakdown: { customFields: fields } } });

    expect(response.statusCode).toBe(201);
    expect(Object.keys((response.body.breakdown as { customFields: object }).customFields)).toHaveLength(MAX_CUSTOM_FIELDS);
  });

  it('refuses an edit past the bounds and leaves the card as it was', async () => {
    const { token, reportId, cardId } = await reportWithOneCard('Bounds: edit');
    const before = await invoke('getCard', { token, params: { id: reportId, cid: cardId } });

    const refused = await invoke('updateCardBreakdown', {
      token,
      params: { id: reportId, cid: cardId },
      body: { breakdown: { customFields: customFields(MAX_CUSTOM_FIELDS, () => 'ü'.repeat(400)) } },
    });

    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe(`breakdown.customFields: ${CUSTOM_FIELD_MESSAGES.tooLarge}`);
    const after = await invoke('getCard', { token, params: { id: reportId, cid: cardId } });
    expect(after.body).toEqual(before.body);
  });
});
