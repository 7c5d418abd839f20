import { describe, expect, it } from 'vitest';
import { lineAtMs, plainTranscript, recordingStartMs, speakerSides, transcriptState } from './transcript.ts';

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

  it('times a line from when the recording began: its length back from the call’s end', () => {
    const call = { timeStarted: '2026-11-20T15:00:00Z', timeEnded: '2026-11-20T15:05:00Z' };
    const start = recordingStartMs(call, { durationSeconds: 240 });
    expect(new Date(start).toISOString()).toBe('2026-11-20T15:01:00.000Z');
    expect(new Date(lineAtMs(start, lines[3]!)).toISOString()).toBe('2026-11-20T15:02:15.000Z');
    // Before the call ended or the recording's length is known: from the call's start.
    expect(recordingStartMs({ ...call, timeEnded: null }, { durationSeconds: 240 })).toBe(Date.parse(call.timeStarted));
    expect(recordingStartMs(call, { durationSeconds: null })).toBe(Date.parse(call.timeStarted));
  });

  // Issue #38: the plain-text view showed the provider's text (speaker and words, no time).
  it('reads as plain text line by line, speaker, time, text; the provider’s text only without lines', () => {
    const timeOf = (line: { startSeconds: number }) => `t+${line.startSeconds}`;
    expect(plainTranscript(lines.slice(0, 2), 'Guide: Hi Rosa\nMember: Hello', timeOf)).toBe(
      'Guide (t+0): Hi Rosa\nMember (t+4): Hello',
    );
    expect(plainTranscript([], 'As the provider wrote it', timeOf)).toBe('As the provider wrote it');
    expect(plainTranscript(null, null, timeOf)).toBe('');
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
