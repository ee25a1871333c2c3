import { describe, expect, it } from 'vitest';
import { MAX_SPORTSCODE_INSTANCES, parseSportscodeXml } from './breakdown-sportscode-xml';

describe('reading a Sportscode XML export', () => {
  it('turns each instance into a row and each label group into a column', () => {
    const xml = `<?xml version="1.0" encoding="utf-8"?>
      <file>
        <SESSION_INFO><start_time>2026-10-02</start_time></SESSION_INFO>
        <ALL_INSTANCES>
          <instance>
            <ID>1</ID><start>12.4</start><end>19.8</end><code>Offense</code>
            <label><group>DN</group><text>1</text></label>
            <label><group>OFF FORM</group><text>Trips Right</text></label>
          </instance>
          <instance>
            <ID>2</ID><start>40.0</start><end>47.1</end><code>Offense</code>
            <label><group>DN</group><text>2</text></label>
            <label><group>RESULT</group><text>Complete</text></label>
          </instance>
        </ALL_INSTANCES>
      </file>`;

    const sheet = parseSportscodeXml(xml);

    expect(sheet).toEqual({
      headers: ['ID', 'start', 'end', 'code', 'DN', 'OFF FORM', 'RESULT'],
      rows: [
        ['1', '12.4', '19.8', 'Offense', '1', 'Trips Right', ''],
        ['2', '40.0', '47.1', 'Offense', '2', '', 'Complete'],
      ],
    });
  });

  it('joins repeated groups, keeps labels without a group, and decodes entities and CDATA', () => {
    const xml = `<file><ALL_INSTANCES>
      <!-- <instance><ID>99</ID></instance> -->
      <INSTANCE><id>5</id><start/><end/><code>O</code>
        <label><group>MOTION</group><text>Jet</text></label>
        <label><group>MOTION</group><text>Orbit</text></label>
        <label><text>Big play</text></label>
        <label><group>COMMENTS</group><text>Smash &amp; go &#x2192; TD <![CDATA[<wow>]]></text></label>
      </INSTANCE>
    </ALL_INSTANCES></file>`;

    const sheet = parseSportscodeXml(xml);

    expect(sheet.headers).toEqual(['ID', 'start', 'end', 'code', 'MOTION', 'Label', 'COMMENTS']);
    expect(sheet.rows).toEqual([['5', '', '', 'O', 'Jet, Orbit', 'Big play', 'Smash & go → TD <wow>']]);
  });

  it('reads a file without instances as an empty sheet', () => {
    expect(parseSportscodeXml('<file><ALL_INSTANCES/></file>')).toEqual({ headers: ['ID', 'start', 'end', 'code'], rows: [] });
  });

  describe('hostile files are read in one pass or refused in words', () => {
    const MB = 1024 * 1024;

    it('leaves out instances that are never closed, however many', () => {
      const xml = `<file><ALL_INSTANCES><instance><ID>1</ID></instance>${'<instance>'.repeat((8 * MB) / 10)}`;

      expect(parseSportscodeXml(xml).rows).toEqual([['1', '', '', '']]);
    });

    it('refuses a tag, comment or CDATA section that never ends', () => {
      expect(() => parseSportscodeXml(`<file><instance><ID${'x'.repeat(8 * MB)}`)).toThrow(/a tag that never ends \(at character 16\)/);
      expect(() => parseSportscodeXml(`<file><!-- ${'<instance>'.repeat(100_000)}`)).toThrow(/a comment that never ends/);
      expect(() => parseSportscodeXml(`<instance><ID><![CDATA[${'x'.repeat(MB)}`)).toThrow(/a CDATA section that never ends/);
    });

    it('reads through deep nesting and a huge attribute', () => {
      const deep = `<instance><ID>7</ID>${'<a>'.repeat(MB)}<code>Deep</code>${'</a>'.repeat(MB)}</instance>`;
      const attribute = `<instance note="${'y'.repeat(8 * MB)}"><ID>8</ID></instance>`;

      expect(parseSportscodeXml(deep).rows).toEqual([['7', '', '', 'Deep']]);
      expect(parseSportscodeXml(attribute).rows).toEqual([['8', '', '', '']]);
    });

    it('refuses more instances than a breakdown holds', () => {
      const xml = `<file>${'<instance><ID>1</ID></instance>'.repeat(MAX_SPORTSCODE_INSTANCES + 1)}</file>`;

      expect(() => parseSportscodeXml(xml)).toThrow(`The Sportscode XML has more than ${MAX_SPORTSCODE_INSTANCES} instances`);
    });

    it('keeps values whose element never closes out of the row', () => {
      const xml = '<instance><ID>3</ID><code>Offense<label><group>DN</group><text>2</text></label></instance>';

      expect(parseSportscodeXml(xml).rows).toEqual([['3', '', '', '']]);
    });
  });
});
