import type { Logger } from 'pino';

/**
 * What runs the digests now and then. Today a plain interval timer; the job queue (part 13) will take its place
 * behind this interface. Which digests are due is computed from the stored sends, not from the timer, so a restart
 * or a second engine changes nothing.
 */
export interface NotificationTimer {
  stop(): void;
}

export const startNotificationTimer = (options: {
  /** 0 = no timer (tests call runDueNotifications themselves). */
  intervalMinutes: number;
  run: () => Promise<unknown>;
  logger: Logger;
}): NotificationTimer => {
  if (options.intervalMinutes <= 0) return { stop: () => {} };
  let running = false;
  const tick = () => {
    if (running) return; // a slow run (SMTP) is not overlapped by the next tick
    running = true;
    options
      .run()
      .catch((error: unknown) => options.logger.error({ err: error }, 'notification digests failed'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, options.intervalMinutes * 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};
