/**
 * Confetti when a member's status changes, live, to newly-engaged or re-engaged (spec part 1
 * section 2): 250 particles for 3 seconds. The trigger is pure; the particles are a small
 * requestAnimationFrame loop on a canvas.
 */
export const CONFETTI = { particles: 250, durationMs: 3000 } as const;
export const CELEBRATED_STATUSES: readonly string[] = ['newly-engaged', 're-engaged'];

/** True when the status moved (it was known before: not the page's first load) to a celebrated one. */
export function celebrates(previousKey: string | undefined, currentKey: string | undefined): boolean {
  return (
    previousKey !== undefined &&
    currentKey !== undefined &&
    previousKey !== currentKey &&
    CELEBRATED_STATUSES.includes(currentKey)
  );
}

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  spin: number;
  angle: number;
  color: string;
}

const COLORS = ['#2563eb', '#16a34a', '#f59e0b', '#db2777', '#7c3aed', '#0891b2'];

/** Plays on the canvas until the duration ends; the returned function stops it early. */
export function playConfetti(canvas: HTMLCanvasElement, random: () => number = Math.random): () => void {
  const context = canvas.getContext('2d');
  if (!context) return () => undefined;
  canvas.width = canvas.clientWidth;
  canvas.height = canvas.clientHeight;
  const particles: Particle[] = Array.from({ length: CONFETTI.particles }, () => ({
    x: canvas.width / 2 + (random() - 0.5) * canvas.width * 0.3,
    y: canvas.height * 0.35,
    vx: (random() - 0.5) * 14,
    vy: -6 - random() * 10,
    size: 4 + random() * 6,
    spin: (random() - 0.5) * 0.4,
    angle: random() * Math.PI,
    color: COLORS[Math.floor(random() * COLORS.length)]!,
  }));
  const started = performance.now();
  let frame = 0;
  const step = (now: number) => {
    const elapsed = now - started;
    context.clearRect(0, 0, canvas.width, canvas.height);
    if (elapsed >= CONFETTI.durationMs) return;
    context.globalAlpha = Math.min(1, (CONFETTI.durationMs - elapsed) / 600);
    for (const p of particles) {
      p.vy += 0.35;
      p.vx *= 0.99;
      p.x += p.vx;
      p.y += p.vy;
      p.angle += p.spin;
      context.save();
      context.translate(p.x, p.y);
      context.rotate(p.angle);
      context.fillStyle = p.color;
      context.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2);
      context.restore();
    }
    frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => {
    cancelAnimationFrame(frame);
    context.clearRect(0, 0, canvas.width, canvas.height);
  };
}
