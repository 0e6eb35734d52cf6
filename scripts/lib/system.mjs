import { existsSync, readdirSync } from 'node:fs';
import { must } from './run.mjs';

/** The Debian packages the test suite needs, and a file that shows each is installed. */
const PACKAGES = [
  // The browser journeys' (apps/web/e2e/chromium.sh); the full browser is Lighthouse's, in the bench.
  { name: 'chromium-headless-shell', present: () => existsSync('/usr/bin/chromium-headless-shell') },
  { name: 'chromium', present: () => existsSync('/usr/bin/chromium') },
  { name: 'postgresql', present: () => Boolean(postgresBinDir()) },
  // FFmpeg transcodes uploaded and demo videos (poster frames, MP4 renditions, HLS).
  { name: 'ffmpeg', present: () => existsSync('/usr/bin/ffmpeg') },
  // A font with Chinese and Japanese glyphs: the ja and zh journeys' screenshots show text, not
  // boxes, and the Japanese and Chinese PDF receipts embed it.
  { name: 'fonts-wqy-zenhei', present: () => existsSync('/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc') },
];

/** The newest PostgreSQL server's bin folder (Debian puts it under /usr/lib/postgresql/<major>/bin). */
export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const majors = readdirSync(base)
    .filter((v) => existsSync(`${base}/${v}/bin/initdb`))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? `${base}/${majors[0]}/bin` : undefined;
}

/**
 * Installs missing Debian packages (all the suite needs, or only the `names` given) when running as
 * root; otherwise says exactly what to install.
 */
export async function ensureSystemPackages(names) {
  const missing = PACKAGES.filter((p) => (!names || names.includes(p.name)) && !p.present()).map((p) => p.name);
  if (!missing.length) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Missing Debian packages: ${missing.join(', ')}. Install them with:\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`,
    );
  }
  console.log(`Installing Debian packages: ${missing.join(', ')}...`);
  await must('apt-get', ['update', '-qq']);
  await must('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
