import { describe, expect, it } from 'vitest';
import { videoView } from './videoEmbed';

const youtube = (id: string) => ({
  kind: 'embed',
  provider: 'youtube',
  src: `https://www.youtube-nocookie.com/embed/${id}`,
});

describe('videoView', () => {
  it('plays every common YouTube address through the no-cookie player', () => {
    for (const address of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(videoView(address), address).toEqual(youtube('dQw4w9WgXcQ'));
    }
  });

  it('plays Vimeo through its player without tracking', () => {
    const expected = {
      kind: 'embed',
      provider: 'vimeo',
      src: 'https://player.vimeo.com/video/76979871?dnt=1',
    };
    expect(videoView('https://vimeo.com/76979871')).toEqual(expected);
    expect(videoView('https://player.vimeo.com/video/76979871')).toEqual(expected);
  });

  it('links to anything else, and embeds nothing that is not a well-formed id', () => {
    expect(videoView('https://example.com/lesson.mp4')).toEqual({
      kind: 'link',
      href: 'https://example.com/lesson.mp4',
    });
    expect(videoView('https://www.youtube.com/watch?v=bad"><script>')).toEqual({
      kind: 'link',
      href: 'https://www.youtube.com/watch?v=bad%22%3E%3Cscript%3E',
    });
    expect(videoView('https://evil.example/embed/dQw4w9WgXcQ')?.kind).toBe('link');
    expect(videoView('https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ')?.kind).toBe('link');
  });

  it('has no view for empty, malformed or non-web addresses', () => {
    expect(videoView(null)).toBeNull();
    expect(videoView('')).toBeNull();
    expect(videoView('not a url')).toBeNull();
    expect(videoView('javascript:alert(1)')).toBeNull();
  });
});
