/** A coarse "now" for relative times ("5 minutes ago") so they do not go stale on screen. */
class Clock {
  now = $state(new Date());

  constructor() {
    setInterval(() => {
      this.now = new Date();
    }, 30_000);
  }
}

export const clock = new Clock();
