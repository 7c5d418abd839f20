import { describe, expect, it } from 'vitest';
import { offsetLabel, plainTranscript, speakerSides, transcriptState } from './transcript.ts';

const lines = [
  { speaker: 'Guide', startSeconds: 0, text: 'Hi Rosa' },
  { speaker: 'Member', startSeconds: 4, text: 'Hello' },
  { speaker: 'Guide', startSeconds: 9, text: 'How are you?' },
  { speaker: 'Daughter', startSeconds: 75, text: 'She is resting' },
];

describe('the transcript', () => {
  it('alternates sides by the order speakers first speak', () => {
    expect([...speakerSides(lines)]).toEqual([
      ['Guide', 'left'],
      ['Member', 'right'],
      ['Daughter', 'left'],
    ]);
    expect([...speakerSides(lines.slice(1))]).toEqual([
      ['Member', 'left'],
      ['Guide', 'right'],
      ['Daughter', 'left'],
    ]);
  });

  it('times lines from the start of the call', () => {
    expect(offsetLabel(75)).toBe('1:15');
    expect(offsetLabel(3725)).toBe('1:02:05');
  });

  it('reads as plain text, the provider’s text first', () => {
    expect(plainTranscript(lines.slice(0, 2), null)).toBe('Guide (0:00): Hi Rosa\nMember (0:04): Hello');
    expect(plainTranscript(lines, 'As the provider wrote it')).toBe('As the provider wrote it');
  });

  it('tells waiting for a transcript from a call with nothing said', () => {
    expect(transcriptState(undefined)).toBe('waiting');
    expect(transcriptState({ transcript: null, transcriptText: null, transcribedAt: null })).toBe('waiting');
    expect(transcriptState({ transcript: [], transcriptText: ' ', transcribedAt: '2026-11-20T10:00:00Z' })).toBe(
      'none',
    );
    expect(transcriptState({ transcript: lines, transcriptText: null, transcribedAt: '2026-11-20T10:00:00Z' })).toBe(
      'ready',
    );
  });
});
