// Short table sounds synthesized with WebAudio (no sound files): a card laid down ("play"),
// a capture (two cards gathered), a build (a wooden tock), a sweep (a bright chime) and the
// round's end (three notes). Each is under half a second and quiet.
//
//   const sound = createSound({ enabled: true });
//   sound.play("capture");
//   sound.enabled = false;     // the Settings switch; the page keeps the choice
//
// Policy: off by default in the embed frame (the page that embeds it did not ask for sound)
// and on by default in the game; the setting alone decides. prefers-reduced-motion does not
// silence it: it asks for less movement, not less sound, and these sounds are short (well
// under WCAG 1.4.2's 3 s) and never start before the player has touched the page (the audio
// context starts on the first play after a gesture, as browsers require).

export const SOUNDS = ["play", "capture", "build", "sweep", "round-end"];
// The audio context is suspended this long after the last sound (the longest ends within
// 0.7 s): a running context wakes an audio thread every few milliseconds even in silence,
// a phone's battery and a core's share while the player thinks.
const REST_MS = 1500;

export function createSound({ enabled = true, volume = 0.5 } = {}) {
  let ctx = null;
  let on = enabled;
  let noise = null;
  let rest = null;

  /** Suspend the context REST_MS after the last sound; the next play resumes it. */
  function restLater(ac) {
    clearTimeout(rest);
    rest = setTimeout(() => {
      if (ac.state === "running") ac.suspend().catch(() => {});
    }, REST_MS);
  }

  function context() {
    if (ctx) return ctx;
    const Ctor = globalThis.AudioContext || globalThis.webkitAudioContext;
    if (!Ctor) return null;
    ctx = new Ctor();
    return ctx;
  }

  function noiseBuffer(ac) {
    if (noise) return noise;
    noise = ac.createBuffer(1, Math.round(ac.sampleRate * 0.2), ac.sampleRate);
    const data = noise.getChannelData(0);
    let seed = 12345; // a fixed noise: the same sound every time
    for (let i = 0; i < data.length; i += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      data[i] = (seed / 0x3fffffff - 1) * (1 - i / data.length) ** 3;
    }
    return noise;
  }

  /** A card's slap: filtered noise, ``at`` seconds from now. */
  function slap(ac, out, at, { freq = 2400, gain = 0.6, length = 0.09 } = {}) {
    const src = ac.createBufferSource();
    src.buffer = noiseBuffer(ac);
    const filter = ac.createBiquadFilter();
    filter.type = "bandpass";
    filter.frequency.value = freq;
    filter.Q.value = 0.8;
    const g = ac.createGain();
    g.gain.setValueAtTime(gain, at);
    g.gain.exponentialRampToValueAtTime(0.001, at + length);
    src.connect(filter).connect(g).connect(out);
    src.start(at);
    src.stop(at + length + 0.02);
  }

  /** A soft tone. */
  function tone(ac, out, at, freq, { length = 0.25, gain = 0.25, type = "sine" } = {}) {
    const osc = ac.createOscillator();
    osc.type = type;
    osc.frequency.value = freq;
    const g = ac.createGain();
    g.gain.setValueAtTime(0.0001, at);
    g.gain.exponentialRampToValueAtTime(gain, at + 0.012);
    g.gain.exponentialRampToValueAtTime(0.0001, at + length);
    osc.connect(g).connect(out);
    osc.start(at);
    osc.stop(at + length + 0.02);
  }

  const RECIPES = {
    play: (ac, out, t) => slap(ac, out, t),
    capture: (ac, out, t) => {
      slap(ac, out, t, { freq: 2000 });
      slap(ac, out, t + 0.07, { freq: 1500, gain: 0.7, length: 0.12 });
    },
    build: (ac, out, t) => {
      slap(ac, out, t, { freq: 1800, gain: 0.4 });
      tone(ac, out, t + 0.02, 420, { length: 0.12, gain: 0.18, type: "triangle" });
    },
    sweep: (ac, out, t) => {
      slap(ac, out, t, { freq: 1500, gain: 0.6 });
      [784, 988, 1319].forEach((f, i) => tone(ac, out, t + 0.05 + i * 0.07, f, { length: 0.3, gain: 0.14 }));
    },
    "round-end": (ac, out, t) => {
      [523, 659, 784].forEach((f, i) => tone(ac, out, t + i * 0.11, f, { length: 0.42, gain: 0.16, type: "triangle" }));
    },
  };

  return {
    /** Make the audio context now (it starts suspended; the first play after a gesture
     * resumes it): creating one costs a few hundred ms of the main thread in some browsers,
     * better spent while the page waits than as the first card lands. */
    prepare() {
      if (on) context();
    },
    /** Play one of SOUNDS (nothing when off, unknown, or without WebAudio). */
    play(name) {
      if (!on || !RECIPES[name]) return false;
      const ac = context();
      if (!ac) return false;
      if (ac.state === "suspended") ac.resume().catch(() => {});
      const out = ac.createGain();
      out.gain.value = volume;
      out.connect(ac.destination);
      RECIPES[name](ac, out, ac.currentTime + 0.005);
      restLater(ac);
      return true;
    },
    get enabled() { return on; },
    set enabled(value) {
      on = Boolean(value);
      if (!on && ctx) ctx.suspend().catch(() => {});
    },
  };
}
