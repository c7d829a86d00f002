// The 20 videos both video-player pages start from (media-20.html and
// plyr-20.html), so they are the same page: a WebM each, a caption track,
// metadata preloaded. `each(video)` returns what goes into the grid.
window.videos20 = (grid, each) => {
  for (let i = 0; i < 20; i++) {
    const v = document.createElement('video');
    Object.assign(v, { width: 640, height: 360, preload: 'metadata', controls: true, playsInline: true });
    const s = document.createElement('source');
    Object.assign(s, { src: `/assets/waves.webm?${i}`, type: 'video/webm' });
    const t = document.createElement('track');
    Object.assign(t, { kind: 'captions', src: '/assets/waves.en.vtt', srclang: 'en', label: 'English' });
    v.append(s, t);
    grid.append(each(v));
  }
};
