// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { youTubeVideoId } from './video-urls';

describe('youTubeVideoId', () => {
  it('reads watch pages, short links, embeds and shorts', () => {
    expect(youTubeVideoId('https://www.youtube.com/watch?v=aqz-KE-bpKQ&_=1')).toBe('aqz-KE-bpKQ');
    expect(youTubeVideoId('https://youtu.be/aqz-KE-bpKQ?t=3')).toBe('aqz-KE-bpKQ');
    expect(youTubeVideoId('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ')).toBe('aqz-KE-bpKQ');
    expect(youTubeVideoId('https://m.youtube.com/shorts/aqz-KE-bpKQ')).toBe('aqz-KE-bpKQ');
    expect(youTubeVideoId('//www.youtube.com/watch?v=aqz-KE-bpKQ')).toBe('aqz-KE-bpKQ');
  });

  it('refuses other hosts, other schemes and ids YouTube never uses', () => {
    expect(youTubeVideoId('https://www.youtube.com.evil.example/watch?v=aqz-KE-bpKQ')).toBe(null);
    expect(youTubeVideoId('https://notyoutube.com/watch?v=aqz-KE-bpKQ')).toBe(null);
    expect(youTubeVideoId('javascript:alert(1)//youtube.com/watch?v=aqz-KE-bpKQ')).toBe(null);
    expect(youTubeVideoId('https://www.youtube.com/watch?v=<script>')).toBe(null);
    expect(youTubeVideoId('https://www.youtube.com/watch')).toBe(null);
    expect(youTubeVideoId('/videos/a.mp4')).toBe(null);
    expect(youTubeVideoId(null)).toBe(null);
  });
});
