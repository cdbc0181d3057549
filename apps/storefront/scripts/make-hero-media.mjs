// Draws the home page's hero loop (a calm row of lab vials with rising bubbles) on a canvas in
// headless Chromium, records it with MediaRecorder as WebM (VP9), and saves its first frame as
// the poster. Run from apps/storefront: node scripts/make-hero-media.mjs
import { writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const WIDTH = 960;
const HEIGHT = 540;
const SECONDS = 6;

function scene({ width, height, seconds }) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const g = canvas.getContext('2d');
  const vials = Array.from({ length: 7 }, (_, i) => ({
    x: 90 + i * 130,
    fill: 0.35 + ((i * 37) % 30) / 100,
    cap: i % 2 ? '#1E3A5F' : '#0A6660',
    liquid: ['#B8E3E0', '#C9D6F2', '#F2D4E4', '#D4EBD9'][i % 4],
  }));
  const bubbles = Array.from({ length: 36 }, (_, i) => ({
    vial: i % 7,
    dx: ((i * 53) % 40) - 20,
    speed: 18 + ((i * 29) % 24),
    phase: (i * 0.37) % 1,
    r: 2 + (i % 3),
  }));
  const draw = (t) => {
    const sky = g.createLinearGradient(0, 0, 0, height);
    sky.addColorStop(0, '#F7F9FB');
    sky.addColorStop(1, '#E6EDF3');
    g.fillStyle = sky;
    g.fillRect(0, 0, width, height);
    g.fillStyle = '#DDE3EA';
    g.fillRect(0, height * 0.8, width, height * 0.2);
    const pan = Math.sin((t / seconds) * Math.PI * 2) * 12;
    for (const [index, vial] of vials.entries()) {
      const x = vial.x + pan;
      const top = 170 + (index % 2) * 20;
      const bottom = height * 0.8;
      g.fillStyle = vial.cap;
      g.beginPath();
      g.roundRect(x + 12, top - 28, 46, 30, 6);
      g.fill();
      g.fillStyle = '#FFFFFF';
      g.strokeStyle = '#C5CED8';
      g.lineWidth = 4;
      g.beginPath();
      g.roundRect(x, top, 70, bottom - top, 16);
      g.fill();
      g.stroke();
      const level = top + (bottom - top) * (1 - vial.fill) + Math.sin(t * 2 + index) * 3;
      g.fillStyle = vial.liquid;
      g.beginPath();
      g.roundRect(x + 4, level, 62, bottom - level - 4, [0, 0, 12, 12]);
      g.fill();
      g.fillStyle = 'rgba(255,255,255,0.9)';
      g.fillRect(x + 8, top + 60, 54, 26);
      for (const bubble of bubbles.filter((b) => b.vial === index)) {
        const rise = ((t * bubble.speed) / (bottom - level) + bubble.phase) % 1;
        const y = bottom - 10 - rise * (bottom - level - 16);
        g.fillStyle = 'rgba(255,255,255,0.75)';
        g.beginPath();
        g.arc(x + 35 + bubble.dx * 0.6, y, bubble.r, 0, Math.PI * 2);
        g.fill();
      }
    }
  };
  draw(0);
  const poster = canvas.toDataURL('image/jpeg', 0.82);
  return new Promise((resolve) => {
    const recorder = new MediaRecorder(canvas.captureStream(24), {
      mimeType: 'video/webm;codecs=vp9',
      videoBitsPerSecond: 350_000,
    });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    recorder.onstop = async () => {
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      resolve({ video: btoa(binary), poster });
    };
    const start = performance.now();
    const frame = () => {
      const t = (performance.now() - start) / 1000;
      draw(t);
      if (t < seconds) requestAnimationFrame(frame);
      else recorder.stop();
    };
    recorder.start();
    requestAnimationFrame(frame);
  });
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage();
const { video, poster } = await page.evaluate(scene, {
  width: WIDTH,
  height: HEIGHT,
  seconds: SECONDS,
});
await browser.close();
await writeFile('public/media/hero.webm', Buffer.from(video, 'base64'));
await writeFile('public/media/hero-poster.jpg', Buffer.from(poster.split(',')[1], 'base64'));
console.log('wrote public/media/hero.webm and public/media/hero-poster.jpg');
