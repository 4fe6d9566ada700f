// Answering a prompt for the player, as a person would: after a short random delay, by clicking
// the very control a person clicks, so the request is the same as a quick manual answer.

// A delay in milliseconds, uniform between minMs and maxMs.
export function humanDelay(minMs, maxMs, random = Math.random) {
  return Math.round(minMs + (maxMs - minMs) * random());
}

// A yes/no setting kept in this browser.
export function loadFlag(key, fallback) {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : raw === "1";
  } catch (err) {
    return fallback;
  }
}

export function saveFlag(key, value) {
  try {
    localStorage.setItem(key, value ? "1" : "0");
  } catch (err) {
    // private mode: the setting lasts for this page only
  }
}

// One pending answer at a time. `want(key, selector)` clicks the element matching `selector`
// once, a human-like delay later; asking again for the same key changes nothing, so a page that
// redraws often answers each prompt once. Until the element is there (moves still loading, a
// move being sent) it looks again a little later, a bounded number of times.
export class AutoAnswer {
  constructor({ minMs = 800, maxMs = 2500, retryMs = 250, maxTries = 40 } = {}) {
    Object.assign(this, { minMs, maxMs, retryMs, maxTries });
    this.key = null;
    this.timer = null;
  }

  want(key, selector) {
    if (this.key === key) return;
    this.stop();
    this.key = key;
    this.timer = setTimeout(() => this.fire(selector, 0), humanDelay(this.minMs, this.maxMs));
  }

  fire(selector, tries) {
    this.timer = null;
    const el = document.querySelector(selector);
    if (el) {
      el.click();
    } else if (tries < this.maxTries) {
      this.timer = setTimeout(() => this.fire(selector, tries + 1), this.retryMs);
    }
  }

  pending() {
    return this.timer !== null;
  }

  // Forget the pending answer (the setting was turned off, or the prompt is gone).
  stop() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.key = null;
  }
}
